import Foundation
import NIOCore

/// The server's mutable state, shared by every connection and read by tests; guarded by a lock.
final class LoopbackServerState: @unchecked Sendable {
    private let lock = NSLock()
    private var handler: LoopbackServer.Handler
    private var recorded: [LoopbackRequest] = []
    private var nextSequenceNumber = 0
    private var accepted = 0
    private var openChannels: [ObjectIdentifier: any Channel] = [:]
    private var inFlight = 0
    private var maxInFlight = 0
    private var gateOpened = false
    private var answered: [LoopbackRequest] = []
    private var stopped = false

    init(handler: @escaping LoopbackServer.Handler) {
        self.handler = handler
    }

    /// Counts a new connection, remembers it for shutdown, and returns its number (1, 2, …).
    ///
    /// A connection accepted just before the server stopped, whose set-up comes after ``takeOpenChannels()``,
    /// is closed at once: a stopped server keeps no connection open.
    func connectionAccepted(_ channel: any Channel) -> Int {
        let key = ObjectIdentifier(channel)
        let (number, isStopped) = lock.withLock {
            accepted += 1
            if !stopped { openChannels[key] = channel }
            return (accepted, stopped)
        }
        if isStopped {
            channel.close(promise: nil)
            return number
        }
        channel.closeFuture.whenComplete { [weak self] _ in
            self?.lock.withLock { _ = self?.openChannels.removeValue(forKey: key) }
        }
        return number
    }

    /// Records a complete request, giving it its sequence number, and returns it with the current handler.
    func record(_ request: LoopbackRequest) -> (LoopbackRequest, LoopbackServer.Handler) {
        lock.withLock {
            var numbered = request
            numbered.sequenceNumber = nextSequenceNumber
            nextSequenceNumber += 1
            recorded.append(numbered)
            inFlight += 1
            maxInFlight = max(maxInFlight, inFlight)
            return (numbered, handler)
        }
    }

    /// Ends a request's time in flight; `answered` is whether its whole response was written.
    func finished(_ request: LoopbackRequest, answered fully: Bool) {
        lock.withLock {
            inFlight -= 1
            if fully { answered.append(request) }
        }
    }

    /// Whether `count` requests are in flight now, or the hold gate has already opened; opens it if so.
    func holdGateIsOpen(atInFlight count: Int) -> Bool {
        lock.withLock {
            if inFlight >= count { gateOpened = true }
            return gateOpened
        }
    }

    /// Opens the hold gate for every held response (one gave up waiting).
    func openHoldGate() {
        lock.withLock { gateOpened = true }
    }

    var requestsInFlight: Int { lock.withLock { inFlight } }

    var maxRequestsInFlight: Int { lock.withLock { maxInFlight } }

    var answeredRequests: [LoopbackRequest] { lock.withLock { answered } }

    func setHandler(_ handler: @escaping LoopbackServer.Handler) {
        lock.withLock { self.handler = handler }
    }

    var requests: [LoopbackRequest] { lock.withLock { recorded } }

    var connectionsAccepted: Int { lock.withLock { accepted } }

    func clearRequests() {
        lock.withLock { recorded.removeAll() }
    }

    /// Marks the server stopped and returns the connections open now, for ``LoopbackServer/stop()`` to close.
    func takeOpenChannels() -> [any Channel] {
        lock.withLock {
            stopped = true
            let channels = Array(openChannels.values)
            openChannels.removeAll()
            return channels
        }
    }
}
