import Foundation

/// A clock that moves only when told: sleepers wake when ``advance(by:)`` passes their deadline.
///
/// Tests (the SDK's and an app's) drive polling and retry timers with it, waiting for the manager to be
/// asleep with ``waitForSleepers(_:)`` before moving time, so nothing depends on how fast the machine is.
public final class ManualShoppingListClock: ShoppingListClock, @unchecked Sendable {
    private struct Sleeper {
        let id: UInt64
        let deadline: Date
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current: Date
    private var sleepers: [Sleeper] = []
    private var nextID: UInt64 = 0
    private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Creates a clock standing at a moment.
    public init(_ start: Date = Date(timeIntervalSince1970: 1_453_000_000)) {
        current = start
    }

    /// The clock's time.
    public func now() -> Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// How many tasks are sleeping on the clock now.
    public var sleeperCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return sleepers.count
    }

    /// Suspends until the clock has been advanced past now + `duration`, or the task is cancelled.
    public func sleep(for duration: Duration) async throws {
        let id: UInt64 = lock.locked {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                lock.lock()
                if Task.isCancelled {
                    lock.unlock()
                    continuation.resume(throwing: CancellationError())
                    return
                }
                let deadline = current.addingTimeInterval(duration.seconds)
                sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                let ready = takeWatchers()
                lock.unlock()
                for watcher in ready { watcher.resume() }
            }
        } onCancel: {
            let cancelled: Sleeper? = lock.locked {
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward and wakes every sleeper whose deadline has passed.
    public func advance(by seconds: TimeInterval) {
        lock.lock()
        current = current.addingTimeInterval(seconds)
        let now = current
        let due = sleepers.filter { $0.deadline <= now }
        sleepers.removeAll { $0.deadline <= now }
        lock.unlock()
        for sleeper in due {
            sleeper.continuation.resume()
        }
    }

    /// Returns once at least `count` tasks are sleeping on the clock.
    public func waitForSleepers(_ count: Int = 1) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if sleepers.count >= count {
                lock.unlock()
                continuation.resume()
                return
            }
            watchers.append((count, continuation))
            lock.unlock()
        }
    }

    /// The watchers satisfied by the current number of sleepers; call with the lock held.
    private func takeWatchers() -> [CheckedContinuation<Void, Never>] {
        let count = sleepers.count
        let ready = watchers.filter { $0.count <= count }.map(\.continuation)
        watchers.removeAll { $0.count <= count }
        return ready
    }
}

extension Duration {
    /// The duration in seconds, as a `TimeInterval`.
    var seconds: TimeInterval {
        let (whole, attoseconds) = components
        return TimeInterval(whole) + TimeInterval(attoseconds) / 1e18
    }
}
