import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One connection of a ``FaultServer``: reads requests and answers each with the fault its path names.
///
/// Runs on its own thread with blocking calls; every wait also watches the server's wake pipe, so
/// ``FaultServer/stop()`` ends it at once. The socket is closed when ``serve()`` returns.
struct FaultConnection {
    let socket: Int32
    let wake: Int32
    let server: FaultServer

    /// Answers requests until the client leaves, a fault ends the connection, or the server stops.
    func serve() {
        var buffer = Data()
        var ending = FaultReply.Ending.keepOpen
        while ending == .keepOpen, let target = readRequestTarget(&buffer) {
            let parts = target.split(separator: "/", omittingEmptySubsequences: true)
            let fault = parts.first.flatMap { LoopbackFault(rawValue: String($0)) } ?? .none
            let id = parts.count > 1 ? String(parts[1]) : ""
            server.recordAttempt(id: id, fault: fault)
            let (pieces, end) = FaultReply.pieces(for: fault, body: FaultServer.body(for: id))
            ending = end
            for (index, piece) in pieces.enumerated() {
                if index > 0 { usleep(200) }
                guard writeAll(piece) else {
                    ending = .close
                    break
                }
            }
        }
        switch ending {
        case .reset:
            var resetOnClose = linger(l_onoff: 1, l_linger: 0)
            _ = setsockopt(socket, SOL_SOCKET, SO_LINGER, &resetOnClose, socklen_t(MemoryLayout<linger>.size))
        case .stall:
            // Wait for the client to give up (its close makes the socket readable) or for the server to stop.
            var scratch = [UInt8](repeating: 0, count: 4096)
            while FaultSocket.waitReadable(socket, orWake: wake), read(socket, &scratch, scratch.count) > 0 {}
        case .keepOpen, .close:
            break
        }
        close(socket)
    }

    /// Reads up to the end of the next request's head and returns its target (`/slowDrip/42`).
    ///
    /// `nil` when the client closed, the server stops, or the head is not HTTP. Request bodies are not expected.
    private func readRequestTarget(_ buffer: inout Data) -> String? {
        let separator = Data("\r\n\r\n".utf8)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let end = buffer.range(of: separator) {
                let head = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex..<end.upperBound)
                // "\r\n" is one Character in Swift: split the head on the string, not on "\r".
                let requestLine = (head.components(separatedBy: "\r\n").first ?? "").split(separator: " ")
                guard requestLine.count == 3 else { return nil }
                return String(requestLine[1])
            }
            guard buffer.count < 64 * 1024, FaultSocket.waitReadable(socket, orWake: wake) else { return nil }
            let count = read(socket, &chunk, chunk.count)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    /// Writes every byte; `false` when the client went away.
    private func writeAll(_ data: Data) -> Bool {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = send(socket, bytes.baseAddress! + offset, bytes.count - offset, FaultSocket.noSignal)
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }
}

/// Socket constants and waits that differ between Glibc and Darwin.
enum FaultSocket {
    #if canImport(Glibc)
        /// `SOCK_STREAM` as `socket(2)` takes it.
        static let streamType = Int32(SOCK_STREAM.rawValue)
        /// `send(2)` flags that turn a write to a closed peer into an error instead of `SIGPIPE`.
        static let noSignal = Int32(MSG_NOSIGNAL)
    #else
        /// `SOCK_STREAM` as `socket(2)` takes it.
        static let streamType = SOCK_STREAM
        /// `send(2)` flags (Darwin sets `SO_NOSIGPIPE` on the socket instead, in ``configure(_:)``).
        static let noSignal: Int32 = 0
    #endif

    /// Sets up an accepted connection: no Nagle delay, and no `SIGPIPE` on Darwin.
    static func configure(_ connection: Int32) {
        var yes: Int32 = 1
        _ = setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
            _ = setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Waits until `descriptor` is readable (`true`) or `wake` is (`false`: the server stops).
    static func waitReadable(_ descriptor: Int32, orWake wake: Int32) -> Bool {
        var descriptors = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&descriptors, 2, -1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0, descriptors[1].revents == 0 else { return false }
            return true
        }
    }
}
