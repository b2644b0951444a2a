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
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl"), "needs /usr/bin/openssl"))
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

    static func start() async throws -> TLSTestServer {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let key = directory.appendingPathComponent("key.pem")
        let certificate = directory.appendingPathComponent("cert.pem")
        let generate = Process()
        generate.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        generate.arguments = [
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
            "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
            "-keyout", key.path, "-out", certificate.path,
        ]
        generate.standardOutput = FileHandle.nullDevice
        generate.standardError = FileHandle.nullDevice
        try generate.run()
        generate.waitUntilExit()

        // Borrow a free port from a short-lived loopback server.
        let probe = try await LoopbackServer.start(answering: .status(200))
        let port = probe.port
        await probe.stop()

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = [
            "s_server", "-accept", "127.0.0.1:\(port)", "-cert", certificate.path, "-key", key.path, "-www", "-quiet",
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let server = TLSTestServer(port: port, certificate: certificate, process: process, directory: directory)
        // Wait until it accepts connections.
        let probeTransport = CurlTransport(configuration: .init(connectTimeout: .milliseconds(200), proxy: .none))
        for _ in 0..<50 {
            do {
                _ = try await probeTransport.send(
                    HTTPRequest(method: .get, url: URL(string: "https://127.0.0.1:\(port)/")!))
                break
            } catch let error as TransportError where error.kind == .connect {
                try await Task.sleep(for: .milliseconds(100))
            } catch {
                break
            }
        }
        return server
    }

    func stop() {
        // `s_server` does not exit on SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: directory)
    }
}
