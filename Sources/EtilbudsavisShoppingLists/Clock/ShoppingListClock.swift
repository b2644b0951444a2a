import Foundation

/// The time source and timer of a ``ShoppingListManager``: `modified` stamps, polling and retry waits.
///
/// The system clock is the default; tests inject ``ManualShoppingListClock`` so no behaviour depends on wall time.
public protocol ShoppingListClock: Sendable {
    /// The current time.
    func now() -> Date
    /// Waits for a duration; throws `CancellationError` when the waiting task is cancelled.
    func sleep(for duration: Duration) async throws
}

/// The real clock: `Date()` and `Task.sleep`.
public struct SystemShoppingListClock: ShoppingListClock {
    /// Creates the system clock.
    public init() {}

    /// The current time.
    public func now() -> Date { Date() }

    /// Sleeps with `Task.sleep`.
    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
