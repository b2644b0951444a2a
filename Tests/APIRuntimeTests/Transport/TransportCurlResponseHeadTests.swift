import Foundation
import Testing

@testable import APIRuntime

/// ``CurlResponseHead``: libcurl's header lines to status, version, fields and length, without sockets.
@Suite("CurlTransport response head parsing")
struct TransportCurlResponseHeadTests {
    /// Feeds lines in order and returns the head.
    private func parse(_ lines: [String]) -> CurlResponseHead {
        var head = CurlResponseHead()
        for line in lines {
            _ = Array(line.utf8).withUnsafeBytes { head.consume($0) }
        }
        return head
    }

    @Test func statusLineFieldsAndLength() {
        let head = parse([
            "HTTP/1.1 200 OK\r\n", "Content-Type: application/json\r\n", "Content-Length: 4096\r\n", "\r\n",
        ])
        #expect(head.statusCode == 200)
        #expect(head.httpVersion == "1.1")
        #expect(head.fields.map(\.name) == ["Content-Type", "Content-Length"])
        #expect(head.fields.map(\.value) == ["application/json", "4096"])
        #expect(head.contentLength == 4096)
    }

    @Test func eachLineIsClassified() {
        var head = CurlResponseHead()
        func feed(_ line: String) -> CurlResponseHead.Line {
            Array(line.utf8).withUnsafeBytes { head.consume($0) }
        }
        #expect(feed("HTTP/1.1 204 No Content\r\n") == .status)
        #expect(feed("Date: Sat, 28 Nov 2026 03:00:00 GMT\r\n") == .field)
        #expect(feed("no colon\r\n") == .ignored)
        #expect(feed("\r\n") == .ignored)
        #expect(feed("") == .ignored)
    }

    @Test func aHeadIsCompleteOnlyOnceItsBlankLineArrives() {
        var head = parse(["HTTP/1.1 200 OK\r\n", "Content-Type: text/plain\r\n"])
        #expect(!head.isComplete)
        _ = Array("\r\n".utf8).withUnsafeBytes { head.consume($0) }
        #expect(head.isComplete)
        // The next answer of the exchange (after a 100 or a redirect) starts incomplete again.
        _ = Array("HTTP/1.1 200 OK\r\n".utf8).withUnsafeBytes { head.consume($0) }
        #expect(!head.isComplete)
        #expect(!parse(["HTTP/1.1 200 OK\r\n", ""]).isComplete)
    }

    @Test func missingReasonPhraseAndHTTP2() {
        let bare = parse(["HTTP/1.1 200\r\n"])
        #expect(bare.statusCode == 200)
        #expect(bare.httpVersion == "1.1")
        let trailingSpace = parse(["HTTP/1.1 404 \r\n"])
        #expect(trailingSpace.statusCode == 404)
        let http2 = parse(["HTTP/2 201\r\n", "content-type: text/plain\r\n", "content-length: 5\r\n"])
        #expect(http2.statusCode == 201)
        #expect(http2.httpVersion == "2")
        // Names keep the server's spelling; lookups ignore case.
        #expect(http2.fields.map(\.name) == ["content-type", "content-length"])
        #expect(HTTPHeaders(http2.fields)["Content-Type"] == "text/plain")
        #expect(http2.contentLength == 5)
        #expect(parse(["HTTP/1.0 200 OK\r\n"]).httpVersion == "1.0")
        #expect(parse(["HTTP/3 200\r\n"]).httpVersion == "3")
    }

    @Test func malformedStatusLinesGiveZero() {
        #expect(parse(["HTTP/1.1 20x Broken\r\n"]).statusCode == 0)
        #expect(parse(["HTTP/1.1 2000 Too long\r\n"]).statusCode == 0)
        #expect(parse(["HTTP/1.1\r\n"]).statusCode == 0)
        #expect(parse(["HTTP/ 200\r\n"]).httpVersion == nil)
    }

    @Test func duplicateFieldsStayInOrder() {
        let head = parse([
            "HTTP/1.1 200 OK\r\n", "Set-Cookie: a=1\r\n", "Vary: Accept\r\n", "set-cookie: b=2\r\n",
        ])
        #expect(head.fields.count == 3)
        #expect(HTTPHeaders(head.fields).values(for: "Set-Cookie") == ["a=1", "b=2"])
    }

    @Test func foldedLinesContinueThePreviousValue() {
        let head = parse([
            "HTTP/1.1 200 OK\r\n", "X-Long: first part\r\n", "   second part  \r\n", "\tthird\r\n",
            "X-Next: n\r\n",
        ])
        #expect(head.fields.map(\.name) == ["X-Long", "X-Next"])
        #expect(head.fields.map(\.value) == ["first part second part third", "n"])
        // A fold before any field has nothing to continue; an empty fold adds nothing.
        let stray = parse(["HTTP/1.1 200 OK\r\n", " stray: value\r\n", "A: 1\r\n", " \r\n"])
        #expect(stray.fields.map(\.name) == ["A"])
        #expect(stray.fields.map(\.value) == ["1"])
        let emptyFirst = parse(["HTTP/1.1 200 OK\r\n", "A:\r\n", " later\r\n"])
        #expect(emptyFirst.fields.map(\.value) == ["later"])
    }

    @Test func aNewStatusLineStartsANewAnswer() {
        // 100 Continue, then a redirect, then the final answer: only the last one's fields remain.
        let head = parse([
            "HTTP/1.1 100 Continue\r\n", "\r\n",
            "HTTP/1.1 301 Moved Permanently\r\n", "Location: /elsewhere\r\n", "Content-Length: 12\r\n", "\r\n",
            "HTTP/1.1 200 OK\r\n", "Content-Type: text/plain\r\n", "\r\n",
        ])
        #expect(head.statusCode == 200)
        #expect(head.fields.map(\.name) == ["Content-Type"])
        #expect(head.contentLength == nil)
    }

    @Test func lengthNeedsDigitsOnly() {
        #expect(parse(["HTTP/1.1 200 OK\r\n", "Content-Length: 0\r\n"]).contentLength == 0)
        #expect(parse(["HTTP/1.1 200 OK\r\n", "Content-Length:  17 \r\n"]).contentLength == 17)
        #expect(parse(["HTTP/1.1 200 OK\r\n", "Content-Length: -1\r\n"]).contentLength == nil)
        #expect(parse(["HTTP/1.1 200 OK\r\n", "Content-Length: 1x\r\n"]).contentLength == nil)
        #expect(parse(["HTTP/1.1 200 OK\r\n", "Content-Length:\r\n"]).contentLength == nil)
        #expect(parse(["HTTP/1.1 200 OK\r\n", "Content-Length: 9999999999999999999\r\n"]).contentLength == nil)
    }

    @Test func lengthsThatDisagreeAreAConflictOnceTheHeadEnds() {
        func conflict(_ lengths: [String]) -> Bool {
            parse(["HTTP/1.1 200 OK\r\n"] + lengths.map { "Content-Length: \($0)\r\n" } + ["\r\n"])
                .hasConflictingLengths
        }
        #expect(conflict(["9", "5"]))
        #expect(conflict(["9, 5"]))
        #expect(conflict(["9", "x"]))
        #expect(conflict(["9,"]))
        #expect(!conflict(["9"]))
        #expect(!conflict(["9", "9"]))
        #expect(!conflict(["9 , 9"]))
        #expect(!conflict([]))
        // A single value that is no length is libcurl's to refuse.
        #expect(!conflict(["-1"]))
        // Known only at the end of the head, and forgotten by the next answer.
        #expect(
            !parse(["HTTP/1.1 200 OK\r\n", "Content-Length: 9\r\n", "Content-Length: 5\r\n"]).hasConflictingLengths)
        let next = parse([
            "HTTP/1.1 302 Found\r\n", "Content-Length: 9\r\n", "Content-Length: 5\r\n", "\r\n", "HTTP/1.1 200 OK\r\n",
            "Content-Length: 2\r\n", "\r\n",
        ])
        #expect(!next.hasConflictingLengths)
    }

    @Test func valuesAreTrimmedAndDecodedAsUTF8() {
        let head = parse([
            "HTTP/1.1 200 OK\r\n", "Content-Type:  text/plain ; charset=utf-8 \t\r\n", "X-Colons: a:b:c\r\n",
            "X-Utf8: caf\u{e9}\n",
        ])
        #expect(head.fields.map(\.value) == ["text/plain ; charset=utf-8", "a:b:c", "caf\u{e9}"])
    }
}
