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
        let url = URL(string: "https://127.0.0.1:\(server.port)/")!

        let strict = CurlTransport(configuration: .init(proxy: .none))
        let error = await #expect(throws: TransportError.self) {
            _ = try await strict.send(HTTPRequest(method: .get, url: url))
        }
        #expect(error?.kind == .tls)

        let trusting = CurlTransport(configuration: .init(proxy: .none, caBundlePath: server.certificate.path))
        let response = await Result { try await trusting.send(HTTPRequest(method: .get, url: url)) }
        await server.stop()
        #expect(try response.get().statusCode == 200)
    }

    @Test func stoppingAServerAwaitsItsEndIsRepeatableAndBounded() async throws {
        // The harness itself: stop() ends a running server with SIGTERM and reports its exit, a second stop()
        // of the ended server returns at once, and a child that ignores SIGTERM is killed after the grace.
        let server = try await TLSTestServer.start()
        await server.stop()
        #expect(server.exitStatus == 128 + SIGTERM)
        await server.stop()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stubborn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let stubborn = try ServerProcess.launch(
            "/bin/sh", ["-c", "trap '' TERM; echo ignoring; exec sleep 600"], name: "sh", in: directory)
        // Only once the trap is set does SIGTERM meet a child that ignores it.
        _ = try await stubborn.waitForLine(startingWith: "ignoring")
        #expect(await stubborn.process.terminate(grace: .milliseconds(50)) == 128 + SIGKILL)
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
        let made = try await TestCertificate.make()
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
            _ = await server.stop()
            made.remove()
            throw error
        }
    }

    /// How the server's process ended, once it did.
    var exitStatus: Int32? { server.process.exitStatus }

    /// Stops the server and deletes its certificate.
    func stop() async {
        _ = await server.stop()
        made.remove()
    }
}
