import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// `Client.download(_:to:)` through `CurlTransport` and the loopback servers: the body goes to disk as it arrives, and
/// the destination holds either the whole body or nothing.
@Suite("Client downloads")
struct ClientDownloadTests {
    /// A raw binary endpoint of the fake API (`response: { raw: binary }`).
    struct ReadBytes: Request {
        typealias API = FakeAPI
        typealias Response = Data
        var path: String
        var method: HTTPMethod { .get }

        func parseResponse(_ response: HTTPResponse, context: ResponseContext) throws -> Data {
            RawResponse.data(response)
        }
    }

    /// Collects progress values from the transport's thread.
    final class ProgressLog: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [TransferProgress] = []
        let firstBytes = LoopbackGate()

        func record(_ progress: TransferProgress) {
            lock.withLock { values.append(progress) }
            if progress.completed > 0 { firstBytes.open() }
        }

        var recorded: [TransferProgress] { lock.withLock { values } }
    }

    static func client(_ base: URL, transport: any Transport, middleware: [any Middleware] = []) -> Client<FakeAPI> {
        Client<FakeAPI>(
            environment: .base(base.absoluteString), settings: .init(passkey: "k"), transport: transport,
            middleware: middleware)
    }

    /// A fresh empty directory.
    static func makeDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("downloads-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static func contents(of directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// Bytes that differ from position to position, so a shifted or repeated chunk shows.
    static func pattern(count: Int) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 11) })
    }

    @Test func aMultiMegabyteBodyArrivesOnDiskByteExactPastTheInMemoryLimit() async throws {
        let body = Self.pattern(count: 6 * 1024 * 1024 + 123)
        let server = try await LoopbackServer.start(answering: .data(body))
        defer { Task { await server.stop() } }
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The in-memory limit is 1 MiB: a transport that buffered the body whole would fail with responseTooLarge.
        let transport = CurlTransport(configuration: .init(maxResponseBytes: 1024 * 1024, proxy: .none))
        let log = ProgressLog()
        let destination = directory.appendingPathComponent("big.bin")
        let file = try await Self.client(server.url("/"), transport: transport).download(
            ReadBytes(path: "big.bin"), to: destination, progress: log.record)
        #expect(file == DownloadedFile(url: destination, byteCount: Int64(body.count)))
        #expect(try Data(contentsOf: destination) == body)
        #expect(try Self.contents(of: directory) == ["big.bin"])
        let values = log.recorded
        #expect(values.first == TransferProgress(completed: 0, total: -1))
        #expect(values.last == TransferProgress(completed: Int64(body.count), total: Int64(body.count)))
        #expect(values.count > 3)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0.completed <= $1.completed })
        #expect(values.dropFirst().allSatisfy { $0.total == Int64(body.count) })
    }

    @Test func anErrorStatusIsTheTypedErrorAndLeavesTheDestinationAlone() async throws {
        let envelope = #"{"HasErrors":true,"Errors":[{"Message":"no such file"}]}"#
        let server = try await LoopbackServer.start { request in
            request.uri.hasPrefix("/missing") ? .json(envelope, status: 404) : .text("busy", status: 503)
        }
        defer { Task { await server.stop() } }
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let destination = directory.appendingPathComponent("kept.bin")
        try Data("old".utf8).write(to: destination)
        let client = Self.client(server.url("/"), transport: CurlTransport(configuration: .init(proxy: .none)))
        do {
            _ = try await client.download(ReadBytes(path: "missing"), to: destination)
            Issue.record("an error status was downloaded")
        } catch {
            guard case .api(let failure, _) = error else {
                Issue.record("expected .api, got \(error)")
                return
            }
            #expect(failure.messages == ["no such file"])
        }
        do {
            _ = try await client.download(ReadBytes(path: "busy"), to: destination)
            Issue.record("an error status was downloaded")
        } catch {
            guard case .httpStatus(let response) = error else {
                Issue.record("expected .httpStatus, got \(error)")
                return
            }
            #expect(response.statusCode == 503)
            #expect(response.body == Data("busy".utf8))
        }
        #expect(try Data(contentsOf: destination) == Data("old".utf8))
        #expect(try Self.contents(of: directory) == ["kept.bin"])
    }

    @Test func aResetMidBodyIsATransportErrorAndNoFile() async throws {
        let server = try FaultServer.start()
        defer { server.stop() }
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let client = Self.client(server.baseURL, transport: CurlTransport(configuration: .init(proxy: .none)))
        do {
            _ = try await client.download(ReadBytes(path: "resetMidBody/1"), to: directory.appendingPathComponent("f"))
            Issue.record("a reset body was downloaded")
        } catch {
            guard case .transport = error else {
                Issue.record("expected .transport, got \(error)")
                return
            }
        }
        #expect(try Self.contents(of: directory).isEmpty)
    }

    @Test func aClosedConnectionMidBodyIsATransportErrorAndNoFile() async throws {
        let body = Self.pattern(count: 512 * 1024)
        let server = try await LoopbackServer.start(answering: .data(body).droppingConnection(afterBodyBytes: 100_000))
        defer { Task { await server.stop() } }
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let client = Self.client(server.url("/"), transport: CurlTransport(configuration: .init(proxy: .none)))
        do {
            _ = try await client.download(ReadBytes(path: "cut"), to: directory.appendingPathComponent("f"))
            Issue.record("a cut body was downloaded")
        } catch {
            guard case .transport = error else {
                Issue.record("expected .transport, got \(error)")
                return
            }
        }
        #expect(try Self.contents(of: directory).isEmpty)
    }

    @Test func aRetryStartsTheFileAgain() async throws {
        let body = Self.pattern(count: 300_000)
        let attempts = LockedCounter()
        let server = try await LoopbackServer.start { _ in
            attempts.increment() == 1 ? .data(body).droppingConnection(afterBodyBytes: 200_000) : .data(body)
        }
        defer { Task { await server.stop() } }
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let retry = RetryMiddleware(policy: RetryPolicy(maxAttempts: 2), sleep: { _ in })
        let log = ProgressLog()
        let destination = directory.appendingPathComponent("again.bin")
        let client = Self.client(
            server.url("/"), transport: CurlTransport(configuration: .init(proxy: .none)), middleware: [retry])
        let file = try await client.download(ReadBytes(path: "again"), to: destination, progress: log.record)
        #expect(attempts.value == 2)
        #expect(file.byteCount == Int64(body.count))
        #expect(try Data(contentsOf: destination) == body)
        #expect(try Self.contents(of: directory) == ["again.bin"])
        #expect(log.recorded.filter { $0.completed == 0 }.count == 2)
    }

    @Test func cancellationRemovesTheTemporaryFile() async throws {
        // The rest of the body waits for the gate, which opens only after the download ended.
        let release = LoopbackGate()
        let server = try await LoopbackServer.start { _ in
            .chunked([String(repeating: "a", count: 10_000), "never sent"]).pausingAfterFirstChunk(until: release)
        }
        defer {
            release.open()
            Task { await server.stop() }
        }
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = ProgressLog()
        let client = Self.client(server.url("/"), transport: CurlTransport(configuration: .init(proxy: .none)))
        let task = Task {
            try await client.download(
                ReadBytes(path: "slow"), to: directory.appendingPathComponent("slow.bin"), progress: log.record)
        }
        await log.firstBytes.wait()
        #expect(try Self.contents(of: directory).count == 1)
        task.cancel()
        do {
            _ = try await task.value
            Issue.record("a cancelled download finished")
        } catch {
            guard case .transport(let transport) = error as? ClientError<FakeAPI> else {
                Issue.record("expected .transport, got \(error)")
                return
            }
            #expect(transport.kind == .cancelled)
        }
        #expect(try Self.contents(of: directory).isEmpty)
    }

    @Test func aBodyOverTheLimitIsResponseTooLargeAndNoFile() async throws {
        let server = try await LoopbackServer.start(answering: .repeating(1, count: 2 * 1024 * 1024))
        defer { Task { await server.stop() } }
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let client = Self.client(server.url("/"), transport: CurlTransport(configuration: .init(proxy: .none)))
        do {
            _ = try await client.download(
                ReadBytes(path: "big"), to: directory.appendingPathComponent("f"), maxBytes: 1024 * 1024)
            Issue.record("a body over the limit was downloaded")
        } catch {
            guard case .transport(let transport) = error else {
                Issue.record("expected .transport, got \(error)")
                return
            }
            #expect(transport.kind == .responseTooLarge)
        }
        #expect(try Self.contents(of: directory).isEmpty)
    }

    @Test func aTransportWithoutFilesHandsTheBodyOverAndTheClientWritesIt() async throws {
        let body = Self.pattern(count: 70_000)
        let transport = FakeTransport { request, _ in
            #expect(request.download != nil)
            return HTTPResponse(statusCode: 200, body: body, url: request.url)
        }
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let destination = directory.appendingPathComponent("memory.bin")
        let file = try await Self.client(URL(string: "https://fake.example/")!, transport: transport).download(
            ReadBytes(path: "x"), to: destination)
        #expect(file.byteCount == Int64(body.count))
        #expect(try Data(contentsOf: destination) == body)
        #expect(try Self.contents(of: directory) == ["memory.bin"])
    }

    @Test func aMissingDirectoryIsAnInvalidRequestAndNothingIsSent() async throws {
        let transport = FakeTransport(body: "unused")
        let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent("no-dir-\(UUID().uuidString)/f")
        do {
            _ = try await Self.client(URL(string: "https://fake.example/")!, transport: transport).download(
                ReadBytes(path: "x"), to: nowhere)
            Issue.record("a download to a missing directory started")
        } catch {
            guard case .invalidRequest = error else {
                Issue.record("expected .invalidRequest, got \(error)")
                return
            }
        }
        #expect(transport.requests.isEmpty)
    }
}
