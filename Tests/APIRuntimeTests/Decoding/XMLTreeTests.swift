import Foundation
import Testing

@testable import APIRuntime

/// Parsing XML into `XMLTree`: fixtures, CDATA, attributes, entities, malformed input.
@Suite("XMLTree")
struct XMLTreeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/fogbugz")

    static var fixtureNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.filter { $0.hasSuffix(".xml") }.sorted()
    }

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent(name))
    }

    @Test func thereAreFixtures() {
        #expect(Self.fixtureNames.count >= 10)
    }

    @Test(arguments: fixtureNames)
    func everyFixtureParses(_ name: String) throws {
        let tree = try XMLTree(parsing: try Self.fixture(name))
        #expect(tree.root.name == "response")
        #expect(tree.elementCount >= 1)
    }

    @Test func cdataSurvivesAndIsConcatenated() throws {
        let tree = try XMLTree(parsing: try Self.fixture("logon_ok.xml"))
        #expect(tree.root.text(of: "token") == "26jgegikmofn27rcd6ql676fso9r22")

        let mixed = try XMLTree(parsing: "<a>one <![CDATA[<two> & ]]>three<![CDATA[]]>&amp;four</a>")
        #expect(mixed.root.text == "one <two> & three&four")
    }

    @Test func longCDATADeliveredInChunksIsJoined() throws {
        let long = String(repeating: "0123456789abcdef", count: 20_000)
        let tree = try XMLTree(parsing: "<response><s><![CDATA[\(long)]]></s></response>")
        #expect(tree.root.text(of: "s") == long)
    }

    @Test func attributesAndTextOfMixedElements() throws {
        let filters = try XMLTree(parsing: try Self.fixture("list_filters.xml")).root.child("filters")
        let items = try #require(filters).children(named: "filter")
        #expect(items.count == 14)
        #expect(items[0].attribute("type") == "builtin")
        #expect(items[0].attribute("sFilter") == "ez")
        #expect(items[0].text == "My Cases")
        #expect(items[9].text == "Jason's tickets")
        #expect(items[9].attributes.map(\.name) == ["type", "sFilter"])
        #expect(items[0].attribute("status") == nil)
    }

    @Test func entitiesAndCharacterReferencesAreResolved() throws {
        let tree = try XMLTree(parsing: #"<r a="x &amp; y &#65;&quot;"><s>&lt;b&gt; &#8211; &amp;amp;</s></r>"#)
        #expect(tree.root.attribute("a") == #"x & y A""#)
        #expect(tree.root.text(of: "s") == "<b> \u{2013} &amp;")
    }

    @Test func indentationIsNotTextButLeafWhitespaceIs() throws {
        let tree = try XMLTree(parsing: "<r>\n  <a> padded </a>\n  <b>\n</b>\n</r>")
        #expect(tree.root.text == "")
        #expect(tree.root.child("a")?.text == " padded ")
        #expect(tree.root.child("b")?.text == "\n")
    }

    @Test func emptyAndSelfClosingElements() throws {
        let tree = try XMLTree(parsing: try Self.fixture("list_fixfors.xml"))
        let fixfor = try #require(tree.root.child("fixfors")?.child("fixfor"))
        #expect(fixfor.child("sStartNote")?.isEmpty == true)
        #expect(fixfor.child("setixFixForDependency")?.isEmpty == true)
        #expect(fixfor.text(of: "sStartNote") == nil)
        #expect(fixfor.child("sFixFor")?.isEmpty == false)
    }

    @Test func childrenKeepDocumentOrderAndParentLinks() throws {
        let tree = try XMLTree(parsing: try Self.fixture("list_projects.xml"))
        let projects = try #require(tree.root.child("projects"))
        let names = projects.children.map { $0.text(of: "sProject") ?? "" }
        #expect(names == ["Inbox", "Sample Project"])
        let second = projects.children(named: "project")[1]
        #expect(second.parent?.name == "projects")
        #expect(second.child("fInbox")?.path == "response/projects/project[1]/fInbox")
    }

    @Test func malformedXMLIsATypedError() {
        let error = #expect(throws: XMLDecodingError.self) {
            _ = try XMLTree(parsing: "<response><token>abc</response>")
        }
        #expect(error?.kind == .malformed)
        #expect(error?.line == 1)
    }

    @Test func emptyBodyIsATypedError() {
        let error = #expect(throws: XMLDecodingError.self) { _ = try XMLTree(parsing: Data()) }
        #expect(error?.kind == .malformed)
        let blank = #expect(throws: XMLDecodingError.self) { _ = try XMLTree(parsing: "  \n") }
        #expect(blank?.kind == .malformed)
    }

    @Test func htmlPagesAreRecognised() {
        let page = """
            <!DOCTYPE html><html><head><title>Object moved</title></head>
            <body><h2>Object moved to <a href="/internalError.asp">here</a>.<br></h2></body></html>
            """
        let error = #expect(throws: XMLDecodingError.self) { _ = try XMLTree(parsing: page) }
        #expect(error?.kind == .notXML)
        let xhtml = #expect(throws: XMLDecodingError.self) {
            _ = try XMLTree(parsing: "<html><body><p>Account missing</p></body></html>")
        }
        #expect(xhtml?.kind == .notXML)
    }

    @Test func documentTypeDeclarationsAreRefused() {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
            <lolz>&lol2;</lolz>
            """
        let error = #expect(throws: XMLDecodingError.self) { _ = try XMLTree(parsing: laughs) }
        #expect(error?.kind == .malformed)
        let external = """
            <?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>
            """
        #expect(throws: XMLDecodingError.self) { _ = try XMLTree(parsing: external) }
    }

    @Test func parsingIsSafeFromManyThreadsAtOnce() async throws {
        let data = try Self.fixture("search_cases.xml")
        try await withThrowingTaskGroup(of: String?.self) { group in
            for _ in 0..<32 {
                group.addTask { try XMLTree(parsing: data).root.child("cases")?.child("case")?.text(of: "sTitle") }
            }
            for try await title in group {
                #expect(title == "\"Welcome to FogBugz\" Sample Case")
            }
        }
    }
}
