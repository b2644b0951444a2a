import APIRuntime
import BlobStore
import Foundation
import LoopbackServer
import Testing

/// The blob store document (`Tests/Support/ImportedAPIs/Documents/blobstore-3.0.yaml`), imported and generated, sent
/// through `CurlTransport` to a loopback server: raw text and binary bodies (a file streamed from disk, a file
/// downloaded to disk), path parameters that keep `/`, a server template with a base path glued to the host, and an
/// endpoint on its own host.
@Suite struct BlobStoreEndToEndTests {
    /// The gateway environment pointed at the loopback server: `http://{gateway}{basePath}/`.
    static func client(_ server: LoopbackServer, basePath: String = "/store/v1") throws -> Client<BlobStoreAPI> {
        let environment = try BlobStoreAPI.Environment.gateway(gateway: "127.0.0.1:\(server.port)", basePath: basePath)
        return Client<BlobStoreAPI>(environment: environment, settings: .init(), transport: CurlTransport())
    }

    @Test func aTextAnswerThroughTheGatewayTemplate() async throws {
        let server = try await LoopbackServer.start(answering: .text("OK – ready\n"))
        defer { Task { await server.stop() } }
        let health = try await Self.client(server).send(GetHealth())
        #expect(health == "OK – ready\n")
        _ = try await Self.client(server, basePath: "").send(GetHealth())
        #expect(server.requests.map(\.uri) == ["/store/v1/health", "/health"])
        #expect(server.requests.first?.header("Accept") == "text/plain")
    }

    @Test func aTextAnswerThatIsNoUTF8IsADecodingFailure() async throws {
        let notUTF8 = Data([0x4F, 0xFF, 0x4B])
        let server = try await LoopbackServer.start(answering: .data(notUTF8, contentType: "text/plain"))
        defer { Task { await server.stop() } }
        let client = try Self.client(server)
        do {
            let text = try await client.send(GetHealth())
            Issue.record("invalid UTF-8 was decoded as \(text)")
        } catch {
            guard case .decoding(let failure) = error else {
                Issue.record("expected ClientError.decoding, got \(error)")
                return
            }
            #expect(failure.message.contains("UTF-8"))
        }
    }

    @Test func aFileIsStreamedFromDiskUnderAPathThatKeepsItsSlashes() async throws {
        let bytes = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("blobstore-\(UUID().uuidString).bin")
        try bytes.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let server = try await LoopbackServer.start(answering: .status(201))
        defer { Task { await server.stop() } }
        let request = WriteFile(filesystem: "data", pathParameter: "dir/sub dir/file?.bin", content: .file(file))
        _ = try await Self.client(server).send(request)
        let received = try #require(server.requests.first)
        #expect(received.method == "PUT")
        #expect(received.uri == "/store/v1/data/dir/sub%20dir/file%3F.bin")
        #expect(received.header("Content-Type") == "application/octet-stream")
        #expect(received.bodyByteCount == bytes.count)
        #expect(received.body == bytes)
    }

    @Test func aFileIsDownloadedToDiskAsItArrives() async throws {
        let bytes = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ $0 >> 9) })
        let server = try await LoopbackServer.start(answering: .data(bytes))
        defer { Task { await server.stop() } }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("blobstore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let destination = directory.appendingPathComponent("report.bin")
        let request = ReadFile(filesystem: "data", pathParameter: "reports/2026/report.bin")
        let file = try await Self.client(server).download(request, to: destination)
        #expect(file == DownloadedFile(url: destination, byteCount: Int64(bytes.count)))
        #expect(try Data(contentsOf: destination) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.bin"])
        #expect(server.requests.map(\.uri) == ["/store/v1/data/reports/2026/report.bin"])
        #expect(server.requests.first?.header("Accept") == "application/octet-stream")
    }

    @Test func aDownloadThatFailsLeavesNoFile() async throws {
        let server = try await LoopbackServer.start(answering: .text("no such file", status: 404))
        defer { Task { await server.stop() } }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("blobstore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let request = ReadFile(filesystem: "data", pathParameter: "gone.bin")
        let client = try Self.client(server)
        do {
            _ = try await client.download(request, to: directory.appendingPathComponent("gone.bin"))
            Issue.record("a 404 was downloaded")
        } catch {
            guard case .httpStatus(let response) = error else {
                Issue.record("expected ClientError.httpStatus, got \(error)")
                return
            }
            #expect(response.statusCode == 404)
            #expect(response.body == Data("no such file".utf8))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func aMissingFileIsAnInvalidRequestAndNothingIsSent() async throws {
        let server = try await LoopbackServer.start(answering: .status(201))
        defer { Task { await server.stop() } }
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString)")
        let client = try Self.client(server)
        do {
            _ = try await client.send(WriteFile(filesystem: "d", pathParameter: "f", content: .file(missing)))
            Issue.record("a missing file was sent")
        } catch {
            guard case .invalidRequest = error else {
                Issue.record("expected ClientError.invalidRequest, got \(error)")
                return
            }
        }
        #expect(server.requests.isEmpty)
    }

    @Test func dotAndEmptySegmentsStayInsideTheirPlace() async throws {
        let server = try await LoopbackServer.start(answering: .data(Data([1, 2, 3])))
        defer { Task { await server.stop() } }
        let client = try Self.client(server)
        let first = try await client.send(ReadFile(filesystem: "..", pathParameter: "../etc/./passwd"))
        #expect(first == Data([1, 2, 3]))
        _ = try await client.send(ReadFile(filesystem: "a/b", pathParameter: "x//y/"))
        #expect(
            server.requests.map(\.uri) == [
                "/store/v1/%2E%2E/%2E%2E/etc/%2E/passwd",
                "/store/v1/a%2Fb/x//y/",
            ])
    }

    @Test func aTextBodyToAGreedyPathAnswersText() async throws {
        let server = try await LoopbackServer.start { request in .text("note: " + request.bodyText) }
        defer { Task { await server.stop() } }
        let note = try await Self.client(server).send(AppendNote(key: "team/2026/plan", text: "Grüße\n"))
        #expect(note == "note: Grüße\n")
        let received = try #require(server.requests.first)
        #expect(received.uri == "/store/v1/notes/team/2026/plan")
        #expect(received.header("Content-Type") == "text/plain")
        #expect(received.body == Data("Grüße\n".utf8))
    }

    @Test func anEndpointWithItsOwnServerGoesToItsHost() async throws {
        let store = try await LoopbackServer.start(answering: .status(500))
        let uploads = try await LoopbackServer.start(answering: .status(204))
        defer {
            Task {
                await store.stop()
                await uploads.stop()
            }
        }
        let client = Client<BlobStoreAPI>(
            environment: .custom(hosts: ["default": store.url("/"), "uploads": uploads.url("v1/")]), settings: .init(),
            transport: CurlTransport())
        _ = try await client.send(UploadPart(part: 7, content: .data(Data("part".utf8))))
        #expect(store.requests.isEmpty)
        #expect(uploads.requests.map(\.uri) == ["/v1/parts/7"])
        #expect(uploads.requests.first?.body == Data("part".utf8))
    }

    @Test func theCloudTemplateTakesAMultiLabelSuffixAndRejectsWhatIsNone() throws {
        let cloud = try BlobStoreAPI.Environment.cloud(account: "acme", dnsSuffix: "blob.core.example.net")
        #expect(cloud.baseURL(forHost: "default")?.absoluteString == "https://acme.blob.core.example.net/")
        #expect(cloud.baseURL(forHost: "uploads")?.absoluteString == "https://uploads.blob.example.net/v1/")
        for suffix in ["evil.com/x", "a..b", "", "-a.b", "a.b:80"] {
            #expect(throws: URLTemplateError.self, "\(suffix)") {
                try BlobStoreAPI.Environment.cloud(account: "acme", dnsSuffix: suffix)
            }
        }
        for basePath in ["store", "/store/", "/a//b", "/../x"] {
            #expect(throws: URLTemplateError.self, "\(basePath)") {
                try BlobStoreAPI.Environment.gateway(gateway: "localhost:8080", basePath: basePath)
            }
        }
        let gateway = try BlobStoreAPI.Environment.gateway(gateway: "localhost:8080", basePath: "/api/v 2")
        #expect(gateway.baseURL(forHost: "default")?.absoluteString == "http://localhost:8080/api/v%202/")
    }
}
