import Foundation

/// Holds one matching request inside the fake until the test releases it: a reply that is "in flight" for as
/// long as the test needs, without any timing.
public final class RequestGate: @unchecked Sendable {
    private let lock = NSLock()
    private var arrivedFlag = false
    private var releasedFlag = false
    private var arrivalWaiters: [CheckedContinuation<Void, Never>] = []
    private var releaseWaiters: [CheckedContinuation<Void, Never>] = []

    /// The method and path suffix a held request has.
    let method: String
    let pathSuffix: String

    init(method: String, pathSuffix: String) {
        self.method = method
        self.pathSuffix = pathSuffix
    }

    private func markArrived() -> [CheckedContinuation<Void, Never>] {
        lock.lock()
        defer { lock.unlock() }
        arrivedFlag = true
        let waiters = arrivalWaiters
        arrivalWaiters = []
        return waiters
    }

    /// Returns once the request has arrived at the fake (and is being held).
    public func arrived() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if arrivedFlag {
                lock.unlock()
                continuation.resume()
            } else {
                arrivalWaiters.append(continuation)
                lock.unlock()
            }
        }
    }

    /// Lets the held request be answered.
    public func release() {
        lock.lock()
        releasedFlag = true
        let waiters = releaseWaiters
        releaseWaiters = []
        lock.unlock()
        for waiter in waiters { waiter.resume() }
    }

    /// Called by the fake: marks the arrival and waits for the release.
    func hold() async {
        for waiter in markArrived() { waiter.resume() }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if releasedFlag {
                lock.unlock()
                continuation.resume()
            } else {
                releaseWaiters.append(continuation)
                lock.unlock()
            }
        }
    }
}
