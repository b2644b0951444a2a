import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// HTTP/2 through `CurlTransport`: ALPN negotiation over TLS and multiplexing, against `nghttpd` (nghttp2's
/// server, Debian package `nghttp2-server`, which `scripts/test.sh` installs) on 127.0.0.1.
@Suite(
    "CurlTransport HTTP/2", .serialized,
    .enabled(if: TestCertificate.canMake && HTTP2TestServer.executable != nil, "needs openssl and nghttpd"))
struct TransportCurlHTTP2Tests {
    @Test func tlsServerOfferingHTTP2GetsHTTP2() async throws {
        try await HTTP2TestServer.with(files: ["payload.json": Data(#"{"ok":true}"#.utf8)]) { server in
            let transport = CurlTransport(configuration: .init(proxy: .none, caBundlePath: server.certificate.path))
            let response = try await transport.send(HTTPRequest(method: .get, url: server.url("payload.json")))
            #expect(response.statusCode == 200)
            #expect(response.httpVersion == "2")
            #expect(String(decoding: response.body, as: UTF8.self) == #"{"ok":true}"#)
            // Header names arrive in HTTP/2's lower case; lookups stay case-insensitive.
            #expect(response.headers["Content-Length"] == "11")
        }
    }

    @Test func sixteenConcurrentRequestsShareOneMultiplexedConnection() async throws {
        let body = Data(repeating: UInt8(ascii: "x"), count: 4096)
        try await HTTP2TestServer.with(files: ["payload.json": body]) { server in
            let transport = CurlTransport(configuration: .init(proxy: .none, caBundlePath: server.certificate.path))
            // A fresh transport: the sixteen are submitted before any connection to the server exists.
            let versions = try await withThrowingTaskGroup(of: String?.self) { group in
                for _ in 0..<16 {
                    group.addTask {
                        let response = try await transport.send(
                            HTTPRequest(method: .get, url: server.url("payload.json")))
                        guard response.statusCode == 200, response.body == body else { return "bad response" }
                        return response.httpVersion
                    }
                }
                return try await group.reduce(into: [String?]()) { $0.append($1) }
            }
            let log = await server.stopAndReadLog()
            #expect(versions == Array(repeating: "2", count: 16))
            #expect(HTTP2TestServer.connectionIDs(in: log).count == 1)
            #expect(HTTP2TestServer.requestCount(in: log) == 16)
        }
    }

    @Test func http1OnlyConfigurationDoesNotOfferHTTP2() async throws {
        try await HTTP2TestServer.with(files: ["a.txt": Data("a".utf8)]) { server in
            let transport = CurlTransport(
                configuration: .init(httpVersion: .http1_1, proxy: .none, caBundlePath: server.certificate.path))
            // nghttpd speaks HTTP/2 only: a client that does not offer it over ALPN gets no HTTP answer, and
            // that is a typed transport error, not a crash or an empty response.
            await #expect(throws: TransportError.self) {
                _ = try await transport.send(HTTPRequest(method: .get, url: server.url("a.txt")))
            }
        }
    }

    @Test func serverOnATakenPortExitsSayingSoAndIsNotMistakenForReady() async throws {
        // The harness itself: a port another server listens on makes `nghttpd` exit, and the wait reports
        // that exit (which `start` answers with another port) instead of taking the other server for it.
        let holder = try await LoopbackServer.start(answering: .status(200))
        let made = try await TestCertificate.make()
        defer { made.remove() }
        let arguments = [
            "-v", "-a", "127.0.0.1", "-d", made.directory.path, "\(holder.port)", made.key.path,
            made.certificate.path,
        ]
        let server = try ServerProcess.launch(
            try #require(HTTP2TestServer.executable), arguments, name: "nghttpd", in: made.directory)
        let error = await #expect(throws: ServerProcessError.self) {
            _ = try await server.waitForLine(startingWith: "IPv4: listen 127.0.0.1:\(holder.port)")
        }
        #expect(error?.isAddressInUse == true, "\(String(describing: error))")
        _ = await server.stop()
        await holder.stop()
    }
}

/// `nghttpd -v` serving files over TLS with a throwaway certificate; its frame log tells connections apart.
final class HTTP2TestServer: @unchecked Sendable {
    let port: Int
    let certificate: URL
    private let made: TestCertificate
    private let server: ServerProcess

    /// The `nghttpd` binary, if installed.
    static var executable: String? {
        ["/usr/sbin/nghttpd", "/usr/bin/nghttpd"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private init(port: Int, made: TestCertificate, server: ServerProcess) {
        self.port = port
        self.certificate = made.certificate
        self.made = made
        self.server = server
    }

    /// Starts a server whose document root holds `files`, runs `body` with it, and stops it, also when `body`
    /// throws.
    static func with<T: Sendable>(
        files: [String: Data], _ body: (HTTP2TestServer) async throws -> T
    ) async throws -> T {
        let server = try await start(files: files)
        do {
            let result = try await body(server)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }

    /// Starts a server whose document root holds `files`, once it reports listening on 127.0.0.1.
    ///
    /// `nghttpd` takes its port from the command line (with port 0 it does not say which one it got), so a
    /// borrowed free port can be taken by another process first: `nghttpd` then exits saying "Address
    /// already in use" and starts again on another. Any other exit fails with what it wrote to standard error.
    static func start(files: [String: Data]) async throws -> HTTP2TestServer {
        let made = try await TestCertificate.make()
        do {
            let root = made.directory.appendingPathComponent("htdocs")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            for (name, data) in files { try data.write(to: root.appendingPathComponent(name)) }
            let executable = try #require(executable)
            let tries = 20
            for _ in 0..<tries {
                let port = try await TestCertificate.freePort()
                // `-a 127.0.0.1`: IPv4 only, the address the tests' URLs name.
                let arguments = [
                    "-v", "-a", "127.0.0.1", "-d", root.path, "\(port)", made.key.path, made.certificate.path,
                ]
                let server = try ServerProcess.launch(executable, arguments, name: "nghttpd", in: made.directory)
                do {
                    // Printed (and flushed) by `nghttpd -v` right after its `listen()` succeeded.
                    _ = try await server.waitForLine(startingWith: "IPv4: listen 127.0.0.1:\(port)")
                    return HTTP2TestServer(port: port, made: made, server: server)
                } catch let error as ServerProcessError where error.isAddressInUse {
                    continue
                } catch {
                    _ = await server.stop()
                    throw error
                }
            }
            throw ServerProcessError.portsTaken(command: "nghttpd", tries: tries)
        } catch {
            made.remove()
            throw error
        }
    }

    /// The URL of a file on the server.
    func url(_ path: String) -> URL {
        URL(string: "https://127.0.0.1:\(port)/\(path)")!
    }

    /// Stops the server and returns what it logged (its frames, one record per `[id=N]` connection).
    ///
    /// Stopping again only reads the log (gone once the certificate's folder is removed).
    func stopAndReadLog() async -> String {
        let log = await server.stop()
        made.remove()
        return log
    }

    /// Stops the server.
    func stop() async {
        _ = await stopAndReadLog()
    }

    /// The ids (`[id=N]`) of the connections that carried a request.
    ///
    /// Only lines of received HEADERS frames count: a connection that carried no request is not one of them.
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
