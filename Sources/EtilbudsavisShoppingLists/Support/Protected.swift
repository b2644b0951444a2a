import Foundation

/// A value guarded by a lock, for state shared between tasks and threads.
final class Protected<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Wraps an initial value.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs a closure with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the value.
    var current: Value { withLock { $0 } }
}

extension NSLock {
    /// Runs a closure holding the lock (`NSLocking.withLock` needs macOS 14; the package supports macOS 13).
    func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
