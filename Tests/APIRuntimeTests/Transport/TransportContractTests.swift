import Foundation
import Testing

@testable import APIRuntime

@Suite("Transport contract: headers, bodies, readers")
struct TransportContractTests {
    @Test func headersAreCaseInsensitiveOrderedAndRepeatable() {
        var headers: HTTPHeaders = ["Content-Type": "a", "X-Multi": "1"]
        headers.add(name: "x-multi", value: "2")
        #expect(headers["content-type"] == "a")
        #expect(headers.values(for: "X-MULTI") == ["1", "2"])
        headers["X-Multi"] = "3"
        #expect(headers.map(\.name) == ["Content-Type", "X-Multi"])
        #expect(headers.values(for: "x-multi") == ["3"])
        headers.merge(["CONTENT-TYPE": "b", "Accept": "c"])
        #expect(headers.map(\.name) == ["CONTENT-TYPE", "X-Multi", "Accept"])
        #expect(headers["content-type"] == "b")
        headers["accept"] = nil
        #expect(!headers.contains(name: "Accept"))
        #expect(!HTTPHeaders.namesMatch("X-Token", "X-Tokens"))
        #expect(HTTPHeaders.namesMatch("x-token", "X-TOKEN"))
    }

    @Test func readerFillsBuffersAcrossSegments() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString)")
        try Data("0123456789".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let body = HTTPBody.stream(
            BodyStream(segments: [.data(Data("ab".utf8)), .file(url, offset: 3, length: 4), .data(Data("z".utf8))]))
        #expect(body.contentLength == 7)
        let reader = body.makeReader()
        var collected = Data()
        var buffer = [UInt8](repeating: 0, count: 3)
        while true {
            let count = try buffer.withUnsafeMutableBytes { try reader.read(into: $0) }
            if count == 0 { break }
            #expect(count <= 3)
            collected.append(contentsOf: buffer[0..<count])
        }
        #expect(collected == Data("ab3456z".utf8))
        reader.rewind()
        #expect(try reader.nextChunk(maxLength: 100) == Data("ab".utf8))
    }

    @Test func dataAndEmptyBodies() throws {
        #expect(HTTPBody.empty.contentLength == 0)
        #expect(HTTPBody.empty.isEmpty)
        #expect(try HTTPBody.empty.makeReader().nextChunk() == nil)
        let body = HTTPBody.data(Data(repeating: 7, count: 10))
        let reader = body.makeReader()
        #expect(try reader.nextChunk(maxLength: 4)?.count == 4)
        #expect(try reader.nextChunk(maxLength: 100)?.count == 6)
        #expect(try reader.nextChunk() == nil)
    }

    @Test func transportErrorsKnowWhatIsTransient() {
        #expect(TransportError(.timeout).isTransient)
        #expect(TransportError(.connect, "refused").isTransient)
        #expect(!TransportError(.responseTooLarge).isTransient)
        #expect(!TransportError(.cancelled).isTransient)
        #expect(TransportError(.tls, "bad", code: 60).description == "transport error (tls): bad [code 60]")
    }

    @Test func closureTransportAnswers() async throws {
        let transport = ClosureTransport { request in HTTPResponse(statusCode: 204, url: request.url) }
        let response = try await transport.send(HTTPRequest(method: .delete, url: URL(string: "https://h/x")!))
        #expect(response.statusCode == 204)
        #expect(response.isSuccess)
    }

    @Test func registryIsSafeUnderConcurrentUse() async {
        let registry = TypeRegistry(table: FakeAPI.typeTable)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask {
                    registry.register(SurveyInfoScreen.self, forWireName: "W\(index)")
                    _ = registry.snapshot().resolve("W\(index)")
                    if index.isMultiple(of: 2) { registry.clearMapping(forWireName: "W\(index)") }
                }
            }
        }
        let snapshot = registry.snapshot()
        #expect(snapshot.overrides.count == 25)
        guard case .builtIn = snapshot.resolve("SurveyQuestion") else {
            Issue.record("the generated table must stay")
            return
        }
    }
}
