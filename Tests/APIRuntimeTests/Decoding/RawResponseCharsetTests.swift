import Foundation
import Testing

@testable import APIRuntime

/// `RawResponse.text(_:)` reads the charset a `Content-Type` declares, strictly: invalid bytes, an unknown
/// charset or two different ones are a `DecodingFailure`, never replacement characters.
@Suite struct RawResponseCharsetTests {
    static func response(_ bytes: [UInt8], contentType: String?) -> HTTPResponse {
        var headers = HTTPHeaders()
        if let contentType { headers["Content-Type"] = contentType }
        return .recorded(Data(bytes), headers: headers)
    }

    static func text(_ bytes: [UInt8], _ contentType: String?) throws -> String {
        try RawResponse.text(response(bytes, contentType: contentType))
    }

    @Test func withoutACharsetTheBodyIsUTF8() throws {
        for contentType in [nil, "text/plain", "application/json", "application/xml; version=1"] {
            #expect(try Self.text(Array("Grüße €".utf8), contentType) == "Grüße €")
            #expect(throws: DecodingFailure.self) { try Self.text([0x47, 0xFC], contentType) }
        }
    }

    @Test func latin1IsReadInAnySpellingOfTheParameter() throws {
        // "Grüße" in ISO-8859-1: ü is 0xFC, ß is 0xDF; as UTF-8 these bytes are invalid.
        let bytes: [UInt8] = [0x47, 0x72, 0xFC, 0xDF, 0x65]
        for contentType in [
            "text/plain; charset=iso-8859-1", "text/plain;charset=ISO-8859-1", "text/plain; CharSet=\"latin1\"",
            "text/plain; format=flowed; charset=iso_8859-1; delsp=yes", "TEXT/PLAIN ; charset = \"l1\" ",
            "text/plain; boundary=\"a;charset=utf-8\"; charset=iso-8859-1",
        ] {
            #expect(try Self.text(bytes, contentType) == "Grüße", "\(contentType)")
        }
    }

    @Test func utf8AndASCIIAreStrict() throws {
        #expect(try Self.text(Array("añ €".utf8), "text/plain; charset=UTF-8") == "añ €")
        #expect(try Self.text(Array("plain".utf8), "text/plain; charset=us-ascii") == "plain")
        #expect(throws: DecodingFailure.self) { try Self.text([0x61, 0xE9], "text/plain; charset=us-ascii") }
        for bytes: [UInt8] in [[0xFF], [0xC3], [0xC0, 0x80], [0xED, 0xA0, 0x80]] {
            #expect(throws: DecodingFailure.self) { try Self.text(bytes, "text/plain; charset=utf-8") }
        }
    }

    @Test func windows1252ReadsItsPrintableHighBytesAndRejectsUnassignedOnes() throws {
        // 0x80 is €, 0x93/0x94 are curly quotes, 0xE9 is é.
        #expect(try Self.text([0x80, 0x20, 0x93, 0x61, 0x94, 0xE9], "text/plain; charset=windows-1252") == "€ “a”é")
        for unassigned: UInt8 in [0x81, 0x8D, 0x8F, 0x90, 0x9D] {
            #expect(throws: DecodingFailure.self) { try Self.text([0x61, unassigned], "text/plain; charset=cp1252") }
        }
    }

    @Test func utf16IsReadInEitherByteOrder() throws {
        let text = "é€𝄞"
        let big = Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let little = Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(try Self.text(big, "text/plain; charset=utf-16be") == text)
        #expect(try Self.text(little, "text/plain; charset=UTF-16LE") == text)
        #expect(try Self.text(big, "text/plain; charset=utf-16") == text)
        #expect(try Self.text([0xFE, 0xFF] + big, "text/plain; charset=utf-16") == text)
        #expect(try Self.text([0xFF, 0xFE] + little, "text/plain; charset=utf-16") == text)
        // An odd length, or a lone surrogate, is not UTF-16.
        #expect(throws: DecodingFailure.self) { try Self.text(big + [0x00], "text/plain; charset=utf-16be") }
        #expect(throws: DecodingFailure.self) {
            try Self.text([0xD8, 0x00, 0x00, 0x41], "text/plain; charset=utf-16be")
        }
    }

    @Test func utf32IsReadAndOutOfRangeValuesAreRejected() throws {
        #expect(try Self.text([0, 0, 0, 0x41, 0, 0x01, 0xD1, 0x1E], "text/plain; charset=utf-32be") == "A𝄞")
        #expect(try Self.text([0x41, 0, 0, 0], "text/plain; charset=utf-32le") == "A")
        #expect(throws: DecodingFailure.self) { try Self.text([0, 0x11, 0, 0], "text/plain; charset=utf-32be") }
    }

    @Test func anUnknownEmptyOrConflictingCharsetFailsWithItsName() throws {
        let bytes = Array("abc".utf8)
        for contentType in ["text/plain; charset=x-klingon", "text/plain; charset=", "text/plain; charset=\"\""] {
            let failure = #expect(throws: DecodingFailure.self) { try Self.text(bytes, contentType) }
            #expect(failure?.message.contains("charset") == true, "\(contentType)")
        }
        let failure = #expect(throws: DecodingFailure.self) {
            try Self.text(bytes, "text/plain; charset=utf-8; charset=iso-8859-1")
        }
        #expect(failure?.message.contains("iso-8859-1") == true)
        // The same charset twice, under two names, is no conflict.
        #expect(try Self.text(bytes, "text/plain; charset=utf-8; charset=UTF8") == "abc")
    }

    @Test func parametersAreParsedAroundQuotesAndEscapes() {
        #expect(RawResponse.charsetParameters(of: "text/plain") == [])
        #expect(RawResponse.charsetParameters(of: "text/plain; charset=\"utf\\-8\"; a=b") == ["utf-8"])
        #expect(RawResponse.charsetParameters(of: "text/plain; name=\"x; charset=y\"") == [])
        #expect(RawResponse.charsetParameters(of: "text/plain; flag; charset=utf-8") == ["utf-8"])
    }
}
