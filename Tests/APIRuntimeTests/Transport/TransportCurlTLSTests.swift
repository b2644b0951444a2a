import Foundation
import Testing

@testable import APIRuntime

/// TLS verification through `CurlTransport`, against `openssl s_server` on 127.0.0.1 with a throwaway certificate.
@Suite(
    "CurlTransport TLS", .serialized,
    .enabled(if: TestCertificate.canMake, "needs /usr/bin/openssl"))
struct TransportCurlTLSTests {
    @Test func untrustedCertificateIsRefusedAndATrustedOneIsAccepted() async throws {
        let server = try await TLSTestServer.start()
        defer { server.stop() }
        let url = URL(string: "https://127.0.0.1:\(server.port)/")!

        let strict = CurlTransport(configuration: .init(proxy: .none))
        let error = await #expect(throws: TransportError.self) {
            _ = try await strict.send(HTTPRequest(method: .get, url: url))
        }
        #expect(error?.kind == .tls)

        let trusting = CurlTransport(configuration: .init(proxy: .none, caBundlePath: server.certificate.path))
        let response = try await trusting.send(HTTPRequest(method: .get, url: url))
        #expect(response.statusCode == 200)
    }
}

/// `openssl s_server -www` with a fresh self-signed certificate for `IP:127.0.0.1`.
final class TLSTestServer: @unchecked Sendable {
    let port: Int
    let certificate: URL
    private let server: ServerProcess
    private let made: TestCertificate

    private init(port: Int, made: TestCertificate, server: ServerProcess) {
        self.port = port
        self.certificate = made.certificate
        self.server = server
        self.made = made
    }

    /// Starts `s_server` on a port the kernel picks, once it reports listening there.
    ///
    /// `-accept 127.0.0.1:0` binds a port no other process holds, and `s_server` prints the one it got
    /// ("ACCEPT 127.0.0.1:PORT") after its `listen()`: no borrowed port to lose, no probe to time out.
    static func start() async throws -> TLSTestServer {
        let made = try TestCertificate.make()
        let prefix = "ACCEPT 127.0.0.1:"
        let arguments = [
            "s_server", "-accept", "127.0.0.1:0", "-cert", made.certificate.path, "-key", made.key.path, "-www",
        ]
        let server: ServerProcess
        do {
            server = try ServerProcess.launch("/usr/bin/openssl", arguments, name: "s_server", in: made.directory)
        } catch {
            made.remove()
            throw error
        }
        do {
            let line = try await server.waitForLine(startingWith: prefix)
            let port = try #require(Int(line.dropFirst(prefix.count)), "s_server said \(line)")
            return TLSTestServer(port: port, made: made, server: server)
        } catch {
            _ = server.stop()
            made.remove()
            throw error
        }
    }

    /// Stops the server (`s_server` ignores SIGTERM, so it is killed) and deletes its certificate.
    func stop() {
        _ = server.stop()
        made.remove()
    }
}
