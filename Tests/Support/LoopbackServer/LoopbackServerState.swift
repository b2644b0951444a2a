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

    init(handler: @escaping LoopbackServer.Handler) {
        self.handler = handler
    }

    /// Counts a new connection, remembers it for shutdown, and returns its number (1, 2, …).
    func connectionAccepted(_ channel: any Channel) -> Int {
        let key = ObjectIdentifier(channel)
        let number = lock.withLock {
            accepted += 1
            openChannels[key] = channel
            return accepted
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
            return (numbered, handler)
        }
    }

    func setHandler(_ handler: @escaping LoopbackServer.Handler) {
        lock.withLock { self.handler = handler }
    }

    var requests: [LoopbackRequest] { lock.withLock { recorded } }

    var connectionsAccepted: Int { lock.withLock { accepted } }

    func clearRequests() {
        lock.withLock { recorded.removeAll() }
    }

    func takeOpenChannels() -> [any Channel] {
        lock.withLock {
            let channels = Array(openChannels.values)
            openChannels.removeAll()
            return channels
        }
    }
}
