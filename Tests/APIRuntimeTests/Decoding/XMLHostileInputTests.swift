import Foundation
import Testing

@testable import APIRuntime

/// XML replies a hostile or broken server may send.
///
/// Entity tricks, declared encodings, bad character references, bodies past libxml2's built-in limits and start
/// tags that would cost quadratic time: each either decodes to what the document says or fails with a typed
/// ``XMLDecodingError``.
@Suite struct XMLHostileInputTests {
    /// The text of `<n>` in a parsed document.
    static func text(_ data: Data) throws -> String? {
        try XMLTree(parsing: data).root.text(of: "n")
    }

    /// The kind of the error parsing throws, or `nil` when it parses.
    static func failure(_ data: Data) -> XMLDecodingError.Kind? {
        do {
            _ = try XMLTree(parsing: data)
            return nil
        } catch {
            return error.kind
        }
    }

    @Test func entityDeclarationsAndExternalSubsetsAreRefused() {
        let laughs =
            #"<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">"#
            + #"<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]><r>&d;&d;</r>"#
        let quadratic =
            #"<!DOCTYPE r [<!ENTITY x ""# + String(repeating: "x", count: 50_000) + #"">]><r>"#
            + String(repeating: "&x;", count: 50_000) + "</r>"
        for body in [
            laughs, quadratic,
            #"<?xml version="1.0"?><!DOCTYPE r SYSTEM "file:///etc/passwd"><r>&xxe;</r>"#,
            #"<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/hostname">]><r><n>&xxe;</n></r>"#,
            #"<!DOCTYPE r [<!ENTITY % p SYSTEM "http://127.0.0.1:9/evil.dtd"> %p;]><r/>"#,
            #"<!DOCTYPE r PUBLIC "-//X//Y" "http://127.0.0.1:9/x.dtd"><r/>"#,
        ] {
            #expect(Self.failure(Data(body.utf8)) == .malformed, "\(body.prefix(60))")
        }
        // Without a DOCTYPE nothing can declare an entity: a reference to one is an error, not empty text.
        #expect(Self.failure(Data("<r><n>&xxe;</n></r>".utf8)) == .malformed)
    }

    @Test func declaredEncodingsAreConvertedToUTF8() throws {
        let latin1 =
            Data(#"<?xml version="1.0" encoding="ISO-8859-1"?><r><n>Caf"#.utf8) + Data([0xE9])
            + Data("</n></r>".utf8)
        #expect(try Self.text(latin1) == "Café")
        let windows1252 =
            Data(#"<?xml version="1.0" encoding="windows-1252"?><r><n>"#.utf8) + Data([0x80])
            + Data("uro</n></r>".utf8)
        #expect(try Self.text(windows1252) == "€uro")
        let document = #"<?xml version="1.0" encoding="UTF-16"?><r><n>Café ✓</n></r>"#
        let littleEndian = Data([0xFF, 0xFE]) + document.data(using: .utf16LittleEndian)!
        let bigEndian = Data([0xFE, 0xFF]) + document.data(using: .utf16BigEndian)!
        #expect(try Self.text(littleEndian) == "Café ✓")
        #expect(try Self.text(bigEndian) == "Café ✓")
        let byteOrderMark = Data([0xEF, 0xBB, 0xBF]) + Data(#"<?xml version="1.0"?><r><n>x</n></r>"#.utf8)
        #expect(try Self.text(byteOrderMark) == "x")
        // An encoding libxml2 does not know is an error, not a guess.
        #expect(Self.failure(Data(#"<?xml version="1.0" encoding="x-unknown"?><r/>"#.utf8)) == .malformed)
    }

    @Test func characterReferencesToNoXMLCharacterAreErrors() throws {
        for reference in ["&#0;", "&#x1;", "&#xD800;", "&#xDFFF;", "&#xFFFE;", "&#x110000;", "&#99999999999;"] {
            #expect(Self.failure(Data("<r><n>a\(reference)b</n></r>".utf8)) == .malformed, "\(reference)")
        }
        #expect(try Self.text(Data("<r><n>&#x1F600;&#233;</n></r>".utf8)) == "😀é")
    }

    @Test func nulBytesAndTrailingContentAreErrors() {
        for body in [
            Data("<r><n>a".utf8) + Data([0]) + Data("b</n></r>".utf8),
            Data("<r><n>ab</n></r>".utf8) + Data([0, 0]),
            Data("<r/>garbage".utf8), Data("<r/><r/>".utf8),
        ] {
            #expect(Self.failure(body) == .malformed, "\(Array(body))")
        }
    }

    @Test func processingInstructionsCommentsAndCDATAAreNotContent() throws {
        let body =
            #"<?xml version="1.0"?><?xml-stylesheet href="x.xsl"?><r><?php echo 1;?><!-- a="b" -->"#
            + "<n><![CDATA[a<b&c]]></n></r>"
        #expect(try Self.text(Data(body.utf8)) == "a<b&c")
    }

    /// libxml2 2.9 gives up on a document fed whole once it is past 10 MB ("Huge input lookup").
    @Test func documentsLargerThanTenMegabytesParse() throws {
        let item = "<case ixBug=\"1\"><sTitle>hello</sTitle></case>"
        let count = 12_000_000 / item.utf8.count
        let body = Data(("<response><cases>" + String(repeating: item, count: count) + "</cases></response>").utf8)
        let tree = try XMLTree(parsing: body)
        #expect(tree.elementCount == 2 + 2 * count)
    }

    @Test func aTextLongerThanTenMegabytesParses() throws {
        let long = String(repeating: "abcdefghij", count: 1_100_000)
        #expect(try Self.text(Data("<r><n>\(long)</n></r>".utf8))?.utf8.count == long.utf8.count)
    }

    /// More than ``XMLTreeBuilder/maximumAttributes`` on one element is refused before libxml2 sees the body.
    ///
    /// libxml2 2.9 checks each attribute against all earlier ones of its element: 160,000 attributes (1.3 MB) took
    /// six seconds, a 64 MB body hours.
    @Test func startTagsWithTooManyAttributesAreRefused() throws {
        let limit = XMLTreeBuilder.maximumAttributes
        func element(_ count: Int, prefix: String = "a") -> String {
            "<e " + (0..<count).map { "\(prefix)\($0)=\"1\"" }.joined(separator: " ") + "/>"
        }
        let error = #expect(throws: XMLDecodingError.self) {
            try XMLTree(parsing: "<r>" + element(20_000) + "</r>")
        }
        #expect(error?.kind == .malformed)
        #expect(error?.message.contains("attributes") == true, "\(String(describing: error))")
        // Namespace declarations count too.
        #expect(throws: XMLDecodingError.self) {
            try XMLTree(parsing: "<r>" + element(limit + 1, prefix: "xmlns:p") + "</r>")
        }
        // At the limit, and with `=`, `>` and quotes inside values, comments, CDATA and instructions, it parses.
        let busy =
            "<r><!-- " + String(repeating: "x=\"1\" ", count: 2 * limit) + " --><?pi "
            + String(repeating: "=", count: 2 * limit)
            + "?><n><![CDATA[" + String(repeating: "<a b=c ", count: 2 * limit) + "]]></n>"
            + element(limit) + "<f v='a=\">=' w=\"b='>'\"/></r>"
        let children = Array(try XMLTree(parsing: busy).root.children)
        #expect(children.count == 3)
        #expect(children[1].attributes.count == limit)
    }
}
