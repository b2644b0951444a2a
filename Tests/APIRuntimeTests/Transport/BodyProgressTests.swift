import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// Progress of streamed request bodies: reported by the transport as it takes the bytes, rising to the length.
@Suite("Body progress")
struct BodyProgressTests {
    /// Collects progress values from a transport's thread.
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [TransferProgress] = []

        func record(_ progress: TransferProgress) {
            lock.lock()
            recorded.append(progress)
            lock.unlock()
        }

        var completed: [Int64] {
            lock.lock()
            defer { lock.unlock() }
            return recorded.map(\.completed)
        }
    }

    static func makeFile(size: Int) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString).bin")
        try Data((0..<size).map { UInt8($0 % 251) }).write(to: url)
        return url
    }

    @Test func curlReportsRisingProgressToTheLengthOfAStreamedBody() async throws {
        let size = 200_000
        let file = try Self.makeFile(size: size)
        defer { try? FileManager.default.removeItem(at: file) }
        let head = Data("head-".utf8)
        let recorder = Recorder()
        let stream = BodyStream(segments: [.data(head), .file(file, offset: 0, length: Int64(size))])
            .reportingProgress { recorder.record($0) }
        let server = try await LoopbackServer.start { request in .text("\(request.bodyByteCount)") }
        let response = try await CurlTransport(configuration: .init(proxy: .none)).send(
            HTTPRequest(method: .put, url: server.url("file"), body: .stream(stream)))
        await server.stop()

        let total = Int64(head.count + size)
        #expect(String(decoding: response.body, as: UTF8.self) == String(total))
        let values = recorder.completed
        #expect(values.first == 0)
        #expect(values.last == total)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 }, "not rising: \(values)")
        #expect(values.count >= 3)
    }

    @Test func aBodyWithoutAHandlerIsUnchangedAndReportsNothing() throws {
        let plain = BodyStream(segments: [.data(Data("abc".utf8))])
        #expect(plain.progressHandler == nil)
        #expect(HTTPBody.stream(plain).makeProgressCounter() == nil)
        let reporting = plain.reportingProgress { _ in }
        #expect(try reporting.collect() == Data("abc".utf8))
        #expect(reporting.segments == plain.segments && reporting.contentLength == 3)
        // A handler is equal only to itself.
        #expect(reporting != plain)
        #expect(reporting == reporting)
    }

    @Test func collectingReportsEveryChunkAndARestartStartsFromZero() throws {
        let recorder = Recorder()
        let stream = BodyStream(segments: [.data(Data(repeating: 1, count: 10))], chunkSize: 4)
            .reportingProgress { recorder.record($0) }
        let body = HTTPBody.stream(stream)
        #expect(try body.collectReportingProgress().count == 10)
        #expect(recorder.completed == [0, 4, 8, 10])

        let counter = try #require(body.makeProgressCounter())
        counter.advance(by: 6)
        counter.advance(by: 0)
        counter.restart()
        counter.advance(by: 20)
        // A new counter reports 0; zero bytes report nothing; past the length is clamped.
        #expect(recorder.completed.suffix(4) == [0, 6, 0, 10])
        #expect(TransferProgress(completed: 5, total: 10).fraction == 0.5)
        #expect(TransferProgress(completed: 0, total: 0).isComplete)
    }
}
