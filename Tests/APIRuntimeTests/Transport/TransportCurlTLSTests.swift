import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
    private let process: Process
    private let directory: URL

    private init(port: Int, certificate: URL, process: Process, directory: URL) {
        self.port = port
        self.certificate = certificate
        self.process = process
        self.directory = directory
    }

    /// Starts `s_server` on a free port (another one if that port is taken before the server binds it).
    static func start() async throws -> TLSTestServer {
        let made = try TestCertificate.make()
        for _ in 0..<5 {
            let port = try await TestCertificate.freePort()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
            process.arguments = [
                "s_server", "-accept", "127.0.0.1:\(port)", "-cert", made.certificate.path, "-key", made.key.path,
                "-www", "-quiet",
            ]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let server = TLSTestServer(
                port: port, certificate: made.certificate, process: process, directory: made.directory)
            if try await TestCertificate.waitUntilListening(port: port, process: process, trusting: made.certificate) {
                return server
            }
        }
        made.remove()
        throw TestServerError.noPort
    }

    func stop() {
        // `s_server` does not exit on SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: directory)
    }
}
