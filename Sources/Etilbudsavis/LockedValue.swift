import Foundation

/// A value guarded by a lock, for small pieces of state shared across tasks without an actor hop.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates a guarded value.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs a closure with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the current value.
    var current: Value {
        withLock { $0 }
    }
}

/// A weak reference that can be stored in Sendable state.
struct WeakReference<Object: AnyObject & Sendable>: Sendable {
    /// The object, while someone else keeps it alive.
    weak var value: Object?

    /// Creates an empty reference.
    init() {}
}
