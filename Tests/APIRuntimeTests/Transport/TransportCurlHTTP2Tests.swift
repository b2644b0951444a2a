import Foundation
import Testing

@testable import APIRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// HTTP/2 through `CurlTransport`: ALPN negotiation over TLS and multiplexing, against `nghttpd` (nghttp2's
/// server, Debian package `nghttp2-server`, which `scripts/test.sh` installs) on 127.0.0.1.
@Suite(
    "CurlTransport HTTP/2", .serialized,
    .enabled(if: TestCertificate.canMake && HTTP2TestServer.executable != nil, "needs openssl and nghttpd"))
struct TransportCurlHTTP2Tests {
    @Test func tlsServerOfferingHTTP2GetsHTTP2() async throws {
        let server = try await HTTP2TestServer.start(files: ["payload.json": Data(#"{"ok":true}"#.utf8)])
        defer { server.stop() }
        let transport = CurlTransport(configuration: .init(proxy: .none, caBundlePath: server.certificate.path))
        let response = try await transport.send(HTTPRequest(method: .get, url: server.url("payload.json")))
        #expect(response.statusCode == 200)
        #expect(response.httpVersion == "2")
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"ok":true}"#)
        // Header names arrive in HTTP/2's lower case; lookups stay case-insensitive.
        #expect(response.headers["Content-Length"] == "11")
    }

    @Test func sixteenConcurrentRequestsShareOneMultiplexedConnection() async throws {
        let body = Data(repeating: UInt8(ascii: "x"), count: 4096)
        let server = try await HTTP2TestServer.start(files: ["payload.json": body])
        let transport = CurlTransport(configuration: .init(proxy: .none, caBundlePath: server.certificate.path))
        // A fresh transport: the sixteen are submitted before any connection to the server exists.
        let versions = try await withThrowingTaskGroup(of: String?.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    let response = try await transport.send(HTTPRequest(method: .get, url: server.url("payload.json")))
                    guard response.statusCode == 200, response.body == body else { return "bad response" }
                    return response.httpVersion
                }
            }
            return try await group.reduce(into: [String?]()) { $0.append($1) }
        }
        let log = server.stopAndReadLog()
        #expect(versions == Array(repeating: "2", count: 16))
        #expect(HTTP2TestServer.connectionIDs(in: log).count == 1)
        #expect(HTTP2TestServer.requestCount(in: log) == 16)
    }

    @Test func http1OnlyConfigurationDoesNotOfferHTTP2() async throws {
        let server = try await HTTP2TestServer.start(files: ["a.txt": Data("a".utf8)])
        defer { server.stop() }
        let transport = CurlTransport(
            configuration: .init(httpVersion: .http1_1, proxy: .none, caBundlePath: server.certificate.path))
        // nghttpd speaks HTTP/2 only: a client that does not offer it over ALPN gets no HTTP answer, and
        // that is a typed transport error, not a crash or an empty response.
        await #expect(throws: TransportError.self) {
            _ = try await transport.send(HTTPRequest(method: .get, url: server.url("a.txt")))
        }
    }
}

/// `nghttpd -v` serving files over TLS with a throwaway certificate; its frame log tells connections apart.
final class HTTP2TestServer: @unchecked Sendable {
    let port: Int
    let certificate: URL
    private let made: TestCertificate
    private let process: Process
    private let logFile: URL

    /// The `nghttpd` binary, if installed.
    static var executable: String? {
        ["/usr/sbin/nghttpd", "/usr/bin/nghttpd"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private init(port: Int, made: TestCertificate, process: Process, logFile: URL) {
        self.port = port
        self.certificate = made.certificate
        self.made = made
        self.process = process
        self.logFile = logFile
    }

    /// Starts a server whose document root holds `files`.
    static func start(files: [String: Data]) async throws -> HTTP2TestServer {
        let made = try TestCertificate.make()
        let root = made.directory.appendingPathComponent("htdocs")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, data) in files { try data.write(to: root.appendingPathComponent(name)) }
        let logFile = made.directory.appendingPathComponent("nghttpd.log")
        try Data().write(to: logFile)
        for _ in 0..<5 {
            let port = try await TestCertificate.freePort()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try #require(executable))
            process.arguments = [
                "-v", "-a", "127.0.0.1", "-d", root.path, "\(port)", made.key.path, made.certificate.path,
            ]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = try FileHandle(forWritingTo: logFile)
            process.standardError = FileHandle.nullDevice
            try process.run()
            let server = HTTP2TestServer(port: port, made: made, process: process, logFile: logFile)
            // On Linux the wait reads the socket table and opens no connection; elsewhere a probe may
            // connect, so the log starts afresh (its closing frames may still follow; see `connectionIDs(in:)`).
            if try await TestCertificate.waitUntilListening(port: port, process: process, trusting: made.certificate) {
                try Data().write(to: logFile)
                return server
            }
        }
        made.remove()
        throw TestServerError.noPort
    }

    /// The URL of a file on the server.
    func url(_ path: String) -> URL {
        URL(string: "https://127.0.0.1:\(port)/\(path)")!
    }

    /// Stops the server and returns what it logged (its frames, one record per `[id=N]` connection).
    func stopAndReadLog() -> String {
        // Like `openssl s_server`, it ignores SIGTERM when started from the test process; its log is
        // written line by line, so nothing is lost.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let log = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
        made.remove()
        return log
    }

    /// Stops the server.
    func stop() {
        _ = stopAndReadLog()
    }

    /// The ids (`[id=N]`) of the connections that carried a request.
    ///
    /// Only lines of received HEADERS frames count: the readiness probe's connection, opened before the log
    /// was cleared, may still log its closing frames afterwards.
    static func connectionIDs(in log: String) -> Set<Substring> {
        Set(
            log.split(separator: "\n").compactMap { line -> Substring? in
                guard line.contains("recv HEADERS frame"), let start = line.range(of: "[id="),
                    let end = line[start.lowerBound...].firstIndex(of: "]")
                else { return nil }
                return line[start.lowerBound...end]
            })
    }

    /// The requests the server received: HEADERS frames it read, each opening a stream.
    static func requestCount(in log: String) -> Int {
        log.split(separator: "\n").filter { $0.contains("recv HEADERS frame") }.count
    }
}
