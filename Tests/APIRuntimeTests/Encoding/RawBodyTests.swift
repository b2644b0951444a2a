import Foundation
import Testing

@testable import APIRuntime

/// Raw bodies and answers (`RawBodyParameters`, `RawResponse`) and path values that keep `/` (`escapePath`).
@Suite struct RawBodyTests {
    @Test func textIsItsUTF8BytesWithItsContentType() throws {
        let body = RawBodyParameters(text: "Grüße", contentType: "text/markdown")
        #expect(body.contentType == "text/markdown")
        #expect(try body.makeBody() == .data(Data("Grüße".utf8)))
        #expect(RawBodyParameters(text: "x").contentType == "text/plain; charset=utf-8")
    }

    @Test func aFileIsOneStreamedSegmentWithItsLength() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("raw-\(UUID().uuidString)")
        try Data(repeating: 7, count: 1000).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let body = try RawBodyParameters(.file(file)).makeBody()
        #expect(body == .stream(BodyStream(segments: [.file(file, offset: 0, length: 1000)])))
        #expect(try body.collect() == Data(repeating: 7, count: 1000))
    }

    @Test func aMissingFileOrADirectoryIsAnInvalidRequest() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("none-\(UUID().uuidString)")
        for url in [missing, FileManager.default.temporaryDirectory, URL(string: "https://example.com/f")!] {
            #expect(throws: CallFailure.self, "\(url)") { try RawBodyParameters(.file(url)).makeBody() }
        }
    }

    @Test func textAnswersMustBeUTF8() throws {
        #expect(try RawResponse.text(.recorded(Data("añ €".utf8))) == "añ €")
        for bytes: [UInt8] in [[0xFF], [0xC3], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x41, 0x80]] {
            #expect(throws: DecodingFailure.self) { try RawResponse.text(.recorded(Data(bytes))) }
        }
        #expect(RawResponse.data(.recorded(Data([0, 0xFF]))) == Data([0, 0xFF]))
    }

    @Test(arguments: [
        ("dir/file", "dir/file"), ("a b/c?d#e%", "a%20b/c%3Fd%23e%25"), ("../x/./y", "%2E%2E/x/%2E/y"),
        ("/lead//double/", "/lead//double/"), ("..", "%2E%2E"), ("...", "..."), ("a/ü", "a/%C3%BC"),
    ])
    func pathValuesKeepSlashesAndEscapeDotSegments(_ value: String, _ expected: String) {
        #expect(PercentEncoding.escapePath(value) == expected)
    }

    @Test func oneSegmentValuesEscapeSlashesAndDotSegments() {
        #expect(PercentEncoding.escapePathSegment("a/b") == "a%2Fb")
        #expect(PercentEncoding.escapePathSegment(".") == "%2E")
        #expect(PercentEncoding.escapePathSegment("..") == "%2E%2E")
        #expect(PercentEncoding.escapePathSegment("..a") == "..a")
    }
}
