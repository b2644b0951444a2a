import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// `CurlTransport` undoes `gzip` and `deflate` itself (`ContentDecoder`): every framing servers send decodes, and a
/// body cut short inside its stream, which libcurl 7.88 passed as whole, is a `protocolError`.
@Suite("CurlTransport content codings")
struct TransportCurlContentCodingTests {
    let transport = CurlTransport(configuration: .init(proxy: .none))

    /// The content the tests compress: 200 KB, so that it arrives in many pieces and inflates in many runs.
    static let content = TestCompression.sampleText(count: 200_000)

    static func encoded(_ body: Data, as coding: String) -> LoopbackResponse {
        LoopbackResponse(
            headers: [.init("Content-Type", "application/json"), .init("Content-Encoding", coding)], body: .data(body))
    }

    @Test(arguments: [
        ("gzip", TestCompression.Format.gzip), ("x-gzip", .gzip), ("deflate", .zlib), ("deflate", .rawDeflate),
    ])
    func everyFramingDecodes(coding: String, format: TestCompression.Format) async throws {
        let compressed = try #require(TestCompression.compress(Self.content, format))
        let server = try await LoopbackServer.start { _ in Self.encoded(compressed, as: coding) }
        let response = try await transport.send(HTTPRequest(method: .get, url: server.url("body")))
        await server.stop()
        #expect(response.body == Self.content)
        #expect(server.lastRequest?.header("Accept-Encoding") == "gzip, deflate")
    }

    @Test func aBodyInPiecesOfOneByteDecodes() async throws {
        // The deflate wrapper is told by two bytes, which here arrive in separate chunks.
        for format in [TestCompression.Format.gzip, .zlib, .rawDeflate] {
            let compressed = try #require(TestCompression.compress(Self.content.prefix(4_000), format))
            let chunks = compressed.prefix(8).map { Data([$0]) } + [compressed.dropFirst(8)]
            let server = try await LoopbackServer.start { _ in
                LoopbackResponse(
                    headers: [.init("Content-Encoding", format == .gzip ? "gzip" : "deflate")],
                    body: .chunked(chunks.map { Data($0) }, interval: nil))
            }
            let response = try await transport.send(HTTPRequest(method: .get, url: server.url("body")))
            await server.stop()
            #expect(response.body == Self.content.prefix(4_000), "\(format)")
        }
    }

    @Test(arguments: [
        ("gzip", TestCompression.Format.gzip, 8), ("gzip", .gzip, 60_000), ("deflate", .zlib, 4),
        ("deflate", .zlib, 50_000), ("deflate", .rawDeflate, 30_000), ("gzip", .gzip, 1),
    ])
    func aBodyCutShortIsAProtocolError(coding: String, format: TestCompression.Format, missing: Int) async throws {
        // The server's `Content-Length` matches the bytes it sends: only the stream tells that its end is missing.
        // `missing` bytes are left off the end, at most half of the stream (an empty body is a whole one).
        let compressed = try #require(TestCompression.compress(Self.content, format))
        let cut = compressed.dropLast(min(missing, compressed.count / 2))
        let server = try await LoopbackServer.start { _ in Self.encoded(cut, as: coding) }
        let error = await #expect(throws: TransportError.self) {
            _ = try await transport.send(HTTPRequest(method: .get, url: server.url("short")))
        }
        await server.stop()
        #expect(error?.kind == .protocolError)
        #expect(error?.message.contains("cut short") == true, "\(error?.message ?? "")")
    }

    @Test func gzipMembersFollowEachOtherAndATailIsIgnored() async throws {
        let first = Self.content.prefix(50_000)
        let second = Self.content.suffix(30_000)
        let one = try #require(TestCompression.compress(first, .gzip))
        let two = try #require(TestCompression.compress(second, .gzip))
        let server = try await LoopbackServer.start { request in
            request.path == "/members"
                ? Self.encoded(one + two, as: "gzip") : Self.encoded(one + Data("\0\0garbage".utf8), as: "gzip")
        }
        let members = try await transport.send(HTTPRequest(method: .get, url: server.url("members")))
        #expect(members.body == first + second)
        let tail = try await transport.send(HTTPRequest(method: .get, url: server.url("tail")))
        #expect(tail.body == first)
        await server.stop()
    }

    @Test func stackedCodingsDecodeInReverseOrder() async throws {
        let inner = try #require(TestCompression.compress(Self.content, .zlib))
        let outer = try #require(TestCompression.compress(inner, .gzip))
        let server = try await LoopbackServer.start { request in
            request.path == "/two"
                ? Self.encoded(outer, as: "deflate, identity, gzip")
                : Self.encoded(outer, as: "gzip, gzip, gzip, gzip, gzip, gzip")
        }
        let response = try await transport.send(HTTPRequest(method: .get, url: server.url("two")))
        #expect(response.body == Self.content)
        let error = await #expect(throws: TransportError.self) {
            _ = try await transport.send(HTTPRequest(method: .get, url: server.url("six")))
        }
        #expect(error?.kind == .protocolError)
        await server.stop()
    }

    @Test func aCodingTheTransportCannotUndoIsAProtocolError() async throws {
        let server = try await LoopbackServer.start { _ in Self.encoded(Data([0x1b, 0x03, 0x00]), as: "br") }
        let error = await #expect(throws: TransportError.self) {
            _ = try await transport.send(HTTPRequest(method: .get, url: server.url("brotli")))
        }
        await server.stop()
        #expect(error?.kind == .protocolError)
        #expect(error?.message.contains("br-encoded") == true)
    }

    @Test func whatABodyInflatesToCountsAgainstTheLimit() async throws {
        // 40 MB of zeros in about 40 KB: the limit applies to what the body decodes to.
        let bomb = try #require(TestCompression.compress(Data(count: 40 << 20), .gzip))
        #expect(bomb.count < 100_000)
        let server = try await LoopbackServer.start { _ in Self.encoded(bomb, as: "gzip") }
        let small = CurlTransport(configuration: .init(maxResponseBytes: 1 << 20, proxy: .none))
        let error = await #expect(throws: TransportError.self) {
            _ = try await small.send(HTTPRequest(method: .get, url: server.url("bomb")))
        }
        await server.stop()
        #expect(error?.kind == .responseTooLarge)
    }

    @Test func answersWithoutABodyAndErrorBodies() async throws {
        let compressed = try #require(TestCompression.compress(Data(#"{"error":"nope"}"#.utf8), .gzip))
        let server = try await LoopbackServer.start { request in
            switch request.path {
            case "/empty": LoopbackResponse(status: 204, headers: [.init("Content-Encoding", "gzip")])
            case "/unchanged": LoopbackResponse(status: 304, headers: [.init("Content-Encoding", "gzip")])
            default:
                LoopbackResponse(status: 500, headers: [.init("Content-Encoding", "gzip")], body: .data(compressed))
            }
        }
        let empty = try await transport.send(HTTPRequest(method: .get, url: server.url("empty")))
        #expect(empty.statusCode == 204 && empty.body.isEmpty)
        let unchanged = try await transport.send(HTTPRequest(method: .get, url: server.url("unchanged")))
        #expect(unchanged.statusCode == 304 && unchanged.body.isEmpty)
        let failed = try await transport.send(HTTPRequest(method: .get, url: server.url("error")))
        #expect(failed.statusCode == 500)
        #expect(String(decoding: failed.body, as: UTF8.self) == #"{"error":"nope"}"#)
        await server.stop()
    }

    @Test func aDownloadHoldsTheDecodedBodyOrNothing() async throws {
        let compressed = try #require(TestCompression.compress(Self.content, .gzip))
        let server = try await LoopbackServer.start { request in
            Self.encoded(request.path == "/whole" ? compressed : compressed.dropLast(100), as: "gzip")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("coding-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var whole = HTTPRequest(method: .get, url: server.url("whole"))
        whole.download = DownloadTarget(destination: directory.appendingPathComponent("whole.json"))
        let response = try await transport.send(whole)
        let file = try #require(response.bodyFile)
        #expect(try Data(contentsOf: file.url) == Self.content)
        #expect(file.byteCount == Int64(Self.content.count))

        var short = HTTPRequest(method: .get, url: server.url("short"))
        let target = DownloadTarget(destination: directory.appendingPathComponent("short.json"))
        short.download = target
        let error = await #expect(throws: TransportError.self) { _ = try await transport.send(short) }
        #expect(error?.kind == .protocolError)
        #expect(!FileManager.default.fileExists(atPath: target.temporaryURL.path))
        await server.stop()
    }
}
