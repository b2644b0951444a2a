import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A raw-socket HTTP/1.1 server on `127.0.0.1` that misbehaves on request: resets, early closes, slow
/// drips, garbage status lines, truncated chunked bodies, heads cut short and stalls (``LoopbackFault``).
///
/// SwiftNIO's HTTP encoder cannot write a broken status line or cut a chunk short, so this server
/// writes bytes itself: one thread accepts, one thread serves each connection with blocking calls, and
/// ``stop()`` wakes every thread through a pipe and waits for all of them to end. A request names its
/// fault and an id in its path (`GET /slowDrip/42`); every attempt with that id gets the same fault,
/// and the server counts the attempts per id so a test can check a client's retries.
///
/// ```swift
/// let server = try FaultServer.start()
/// let response = try await transport.send(HTTPRequest(method: .get, url: server.url(fault: .slowDrip, id: "1")))
/// #expect(response.body == FaultServer.body(for: "1"))
/// server.stop()
/// ```
public final class FaultServer: @unchecked Sendable {
    /// The port the server listens on.
    public let port: Int
    /// `http://127.0.0.1:<port>/`.
    public let baseURL: URL

    private let listener: Int32
    /// A pipe whose read end becomes readable (for good) when the server stops.
    private let wakeRead: Int32
    private let wakeWrite: Int32
    /// Guards everything below; signalled when a thread ends.
    private let condition = NSCondition()
    private var runningThreads = 0
    private var accepted = 0
    private var attemptsByID: [String: Int] = [:]
    private var faultsServed: [LoopbackFault: Int] = [:]
    private var stopped = false

    private init(listener: Int32, port: Int, wakeRead: Int32, wakeWrite: Int32) {
        self.listener = listener
        self.port = port
        self.wakeRead = wakeRead
        self.wakeWrite = wakeWrite
        baseURL = URL(string: "http://127.0.0.1:\(port)/")!
    }

    /// Starts a server on an ephemeral port of `127.0.0.1`.
    public static func start() throws -> FaultServer {
        let listener = socket(AF_INET, FaultSocket.streamType, 0)
        guard listener >= 0 else { throw FaultServerError.socket(errno) }
        var yes: Int32 = 1
        _ = setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(listener, generic, length) == 0 && listen(listener, 256) == 0
                    && getsockname(listener, generic, &length) == 0
            }
        }
        var pipeEnds: [Int32] = [0, 0]
        guard bound, pipe(&pipeEnds) == 0 else {
            let code = errno
            close(listener)
            throw FaultServerError.socket(code)
        }
        let server = FaultServer(
            listener: listener, port: Int(UInt16(bigEndian: address.sin_port)), wakeRead: pipeEnds[0],
            wakeWrite: pipeEnds[1])
        server.spawn("FaultServer.accept") { server.acceptLoop() }
        return server
    }

    /// The URL of one request that the server answers with `fault`.
    public func url(fault: LoopbackFault, id: String) -> URL {
        baseURL.appendingPathComponent(fault.rawValue).appendingPathComponent(id)
    }

    /// The body of a proper answer to the request with this id (about 1 KB, different for every id).
    public static func body(for id: String) -> Data {
        Data(String(repeating: "soak \(id);", count: 1_024 / (id.count + 6) + 1).utf8)
    }

    /// How many times the request with this id reached the server.
    public func attempts(for id: String) -> Int {
        condition.withLock { attemptsByID[id] ?? 0 }
    }

    /// How many requests got each fault.
    public var faultCounts: [LoopbackFault: Int] { condition.withLock { faultsServed } }

    /// The number of connections accepted so far.
    public var connectionsAccepted: Int { condition.withLock { accepted } }

    /// Stops accepting, closes every connection and returns once every thread of the server has ended.
    public func stop() {
        let first = condition.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        condition.withLock {
            while runningThreads > 0 { condition.wait() }
        }
        close(listener)
        close(wakeRead)
        close(wakeWrite)
    }

    deinit {
        stop()
    }

    // MARK: Threads

    /// Runs `body` on a new thread counted in `runningThreads`.
    private func spawn(_ name: String, _ body: @escaping @Sendable () -> Void) {
        condition.withLock { runningThreads += 1 }
        let thread = Thread { [self] in
            body()
            condition.withLock {
                runningThreads -= 1
                condition.broadcast()
            }
        }
        thread.name = name
        thread.stackSize = 256 * 1024
        thread.start()
    }

    private func acceptLoop() {
        while FaultSocket.waitReadable(listener, orWake: wakeRead) {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            FaultSocket.configure(connection)
            condition.withLock { accepted += 1 }
            let wake = wakeRead
            spawn("FaultServer.connection") { [self] in
                FaultConnection(socket: connection, wake: wake, server: self).serve()
            }
        }
    }

    /// Counts an attempt of a request and the fault it gets.
    func recordAttempt(id: String, fault: LoopbackFault) {
        condition.withLock {
            attemptsByID[id, default: 0] += 1
            faultsServed[fault, default: 0] += 1
        }
    }
}

/// Failures of the fault server itself.
public enum FaultServerError: Error, Sendable {
    /// A socket call failed with this `errno`.
    case socket(Int32)
}
