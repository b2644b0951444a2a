import Foundation
import LoopbackServer

@testable import APIRuntime

/// A throwaway self-signed certificate for `IP:127.0.0.1`, made with `openssl`, for TLS test servers.
struct TestCertificate {
    /// The folder holding the key and the certificate; removed by ``remove()``.
    let directory: URL
    /// The PEM private key.
    let key: URL
    /// The PEM certificate, also the CA bundle a client trusts it with.
    let certificate: URL

    /// Whether `/usr/bin/openssl` is there to make one.
    static var canMake: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl") }

    /// Makes a P-256 key and a one-day certificate in a fresh temporary folder.
    static func make() throws -> TestCertificate {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let made = TestCertificate(
            directory: directory, key: directory.appendingPathComponent("key.pem"),
            certificate: directory.appendingPathComponent("cert.pem"))
        let generate = Process()
        generate.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        generate.arguments = [
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
            "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
            "-keyout", made.key.path, "-out", made.certificate.path,
        ]
        generate.standardOutput = FileHandle.nullDevice
        generate.standardError = FileHandle.nullDevice
        try generate.run()
        generate.waitUntilExit()
        return made
    }

    /// Deletes the key and the certificate.
    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A free port on 127.0.0.1, borrowed from a short-lived loopback server.
    static func freePort() async throws -> Int {
        let probe = try await LoopbackServer.start(answering: .status(200))
        let port = probe.port
        await probe.stop()
        return port
    }

    /// Waits until `process` listens on `port` of 127.0.0.1; `false` when it ended first (the port was
    /// taken meanwhile: start it again on another).
    ///
    /// On Linux this reads the kernel's socket table (`/proc/net/tcp`), so no probe connection shows up
    /// in the server's log and no probe can give up too early on a loaded machine: it waits for the
    /// event itself, up to a minute, which only a hung server reaches. Elsewhere it connects until a
    /// TLS handshake gets an answer.
    static func waitUntilListening(port: Int, process: Process, trusting certificate: URL) async throws -> Bool {
        for _ in 0..<6_000 {
            guard process.isRunning else { return false }
            if let listening = isListening(port: port) {
                if listening { return true }
            } else if await answersHandshake(port: port, trusting: certificate) {
                return true
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw TestServerError.notListening(port: port)
    }

    /// Whether something listens on 127.0.0.1:`port` per `/proc/net/tcp`; `nil` where there is no such file.
    static func isListening(port: Int) -> Bool? {
        guard let table = try? String(contentsOfFile: "/proc/net/tcp", encoding: .utf8) else { return nil }
        // Columns: sl local_address rem_address st …; 0100007F is 127.0.0.1, state 0A is LISTEN.
        let local = "0100007F:" + String(format: "%04X", port)
        return table.split(separator: "\n").contains { line in
            let columns = line.split(separator: " ")
            return columns.count > 3 && columns[1] == local && columns[3] == "0A"
        }
    }

    /// Whether an HTTPS request to `port` gets past connecting (any answer or a non-connect error).
    private static func answersHandshake(port: Int, trusting certificate: URL) async -> Bool {
        let transport = CurlTransport(
            configuration: .init(connectTimeout: .seconds(5), proxy: .none, caBundlePath: certificate.path))
        do {
            _ = try await transport.send(HTTPRequest(method: .get, url: URL(string: "https://127.0.0.1:\(port)/")!))
            return true
        } catch let error as TransportError {
            return error.kind != .connect
        } catch {
            return true
        }
    }
}

/// Failures starting a test server.
enum TestServerError: Error {
    /// The server never listened on its port.
    case notListening(port: Int)
    /// Every port tried was taken before the server could bind it.
    case noPort
}
