import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A port on `127.0.0.1` that stays this test's for as long as the value lives: connections to it are
/// refused unless a ``LoopbackServer`` started on it listens there.
///
/// A socket bound to the port that never listens holds it. A connection attempt meets no listener and is
/// refused (a TCP reset), and no other socket of this or another process is given the port meanwhile: the
/// socket sets `SO_REUSEPORT` but not `SO_REUSEADDR`, so the kernel never hands the port out for a `bind`
/// to port 0, and a `bind` to the port itself fails unless it sets `SO_REUSEPORT` too, as only a
/// ``LoopbackServer`` started with ``LoopbackServer/Options/reservedPort`` does. That server listens beside
/// the reservation, and when it stops the port is refused again, not free.
///
/// The port of a stopped server is not the same: `swift test --parallel` runs test processes side by side,
/// and another test's server, started a moment later, may be given that very port and answer in its place.
///
/// ```swift
/// let dead = try ReservedPort()
/// let url = dead.url("x")                        // http://127.0.0.1:<port>/x, refused
/// let server = try await LoopbackServer.start(options: .init(reservedPort: dead), answering: .status(200))
/// // … requests to url reach the server …
/// await server.stop()                            // refused again; no other process can take the port
/// ```
public final class ReservedPort: Sendable {
    /// The port number.
    public let port: Int
    /// `http://127.0.0.1:<port>/`.
    public let baseURL: URL
    private let descriptor: Int32

    /// Reserves a port the kernel picks.
    public init() throws {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw ReservedPortError.failed("socket", errno) }
        var yes: Int32 = 1
        guard setsockopt(descriptor, SOL_SOCKET, SO_REUSEPORT, &yes, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
            let code = errno
            close(descriptor)
            throw ReservedPortError.failed("setsockopt(SO_REUSEPORT)", code)
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            close(descriptor)
            throw ReservedPortError.failed("bind", code)
        }
        self.descriptor = descriptor
        self.port = Int(UInt16(bigEndian: address.sin_port))
        self.baseURL = URL(string: "http://127.0.0.1:\(port)/")!
    }

    /// The URL of a path relative to ``baseURL``.
    public func url(_ relativePath: String) -> URL {
        URL(string: relativePath, relativeTo: baseURL)!.absoluteURL
    }

    deinit {
        close(descriptor)
    }
}

/// A socket call that failed while reserving a ``ReservedPort``.
public enum ReservedPortError: Error, Sendable {
    /// The call and its `errno`.
    case failed(String, Int32)
}
