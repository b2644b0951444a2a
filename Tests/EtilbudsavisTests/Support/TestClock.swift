import Foundation

/// A clock tests move by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_453_000_000)) {
        current = start
    }

    /// The current time.
    var now: Date { lock.withLock { current } }

    /// Moves the clock forward.
    func advance(by seconds: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }

    /// A closure reading this clock, for the SDK's `now` parameters.
    var closure: @Sendable () -> Date { { [self] in self.now } }
}
