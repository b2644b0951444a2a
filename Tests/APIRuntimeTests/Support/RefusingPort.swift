import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A port on 127.0.0.1 that refuses every connection for as long as this value lives.
///
/// A socket bound to it that never listens: a connection attempt is refused (a TCP reset), and no other
/// socket of this or another process can listen there meanwhile. A port taken from a stopped server is
/// not the same: another test's server, started a moment later, may be given that very port.
final class RefusingPort: @unchecked Sendable {
    /// The port number.
    let port: Int
    private let descriptor: Int32

    /// Binds a socket to a port the kernel picks.
    init() throws {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw RefusingPortError.failed("socket", errno) }
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
            throw RefusingPortError.failed("bind", code)
        }
        self.descriptor = descriptor
        self.port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        close(descriptor)
    }
}

/// A socket call that failed while reserving a ``RefusingPort``.
enum RefusingPortError: Error {
    /// The call and its `errno`.
    case failed(String, Int32)
}
