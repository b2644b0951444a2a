import Foundation
import LoopbackServer

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
    ///
    /// `openssl req` runs as a ``SpawnedProcess``: waiting for it leaves the caller's thread to the pool.
    static func make() async throws -> TestCertificate {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let made = TestCertificate(
            directory: directory, key: directory.appendingPathComponent("key.pem"),
            certificate: directory.appendingPathComponent("cert.pem"))
        let errors = directory.appendingPathComponent("req.err")
        let generate = try SpawnedProcess.spawn(
            "/usr/bin/openssl",
            [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
                "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                "-keyout", made.key.path, "-out", made.certificate.path,
            ], standardError: errors)
        let status = await generate.exited()
        guard status == 0 else {
            let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            made.remove()
            throw TestCertificateError.opensslFailed(status: status, errors: said)
        }
        return made
    }

    /// Deletes the key and the certificate.
    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A free port on 127.0.0.1, borrowed from a short-lived loopback server.
    ///
    /// Another process may take it before the caller binds it: callers start again on another port when
    /// their server reports "Address already in use" (``ServerProcessError/isAddressInUse``).
    static func freePort() async throws -> Int {
        let probe = try await LoopbackServer.start(answering: .status(200))
        let port = probe.port
        await probe.stop()
        return port
    }
}

/// Why no certificate was made.
enum TestCertificateError: Error {
    /// `openssl req -x509` exited with this status, saying `errors` on its standard error.
    case opensslFailed(status: Int32, errors: String)
}
