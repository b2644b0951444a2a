import Foundation

/// A one-way gate for tests: tasks wait until someone opens it; once open it stays open.
///
/// Orders events without clocks. A handler that must not answer until the test has seen something
/// waits on a gate the test opens; a test that must not act until a request has reached the server
/// waits on a gate the handler opens:
///
/// ```swift
/// let arrived = LoopbackGate()
/// let release = LoopbackGate()
/// let server = try await LoopbackServer.start { _ in
///     arrived.open()
///     await release.wait()          // never answers before the test says so
///     return .text("late")
/// }
/// let task = Task { try await transport.send(HTTPRequest(method: .get, url: server.url("x"))) }
/// await arrived.wait()              // the request is at the server now
/// task.cancel()
/// …
/// release.open()
/// await server.stop()
/// ```
public final class LoopbackGate: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpenNow = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Creates a closed gate.
    public init() {}

    /// Whether the gate has been opened.
    public var isOpen: Bool { lock.withLock { isOpenNow } }

    /// Opens the gate for good and lets every waiting task through (again opening does nothing).
    public func open() {
        let released = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            isOpenNow = true
            defer { waiters.removeAll() }
            return waiters
        }
        for waiter in released { waiter.resume() }
    }

    /// Returns once the gate is open (at once if it already is).
    public func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let passes = lock.withLock { () -> Bool in
                if isOpenNow { return true }
                waiters.append(continuation)
                return false
            }
            if passes { continuation.resume() }
        }
    }
}
