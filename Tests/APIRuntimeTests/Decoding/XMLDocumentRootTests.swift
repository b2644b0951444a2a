import Foundation
import Testing

@testable import APIRuntime

/// `ResponseContext.decodeXML(_:from:root:)` and `XMLTree.Element.requiredList`: a reply of the wrong shape is an
/// error, never an empty model (FogBugz gap 17).
@Suite("XML document roots and required lists")
struct XMLDocumentRootTests {
    /// A reply with a required list of cases and a required list of scalar tags.
    struct Reply: XMLDecodable, Equatable {
        var cases: [Int]
        var tags: [String]

        struct Case: XMLDecodable {
            var id: Int
            init(xml element: XMLTree.Element, context: ResponseContext) throws {
                id = try element.requiredAttribute("ixBug", as: Int.self)
            }
        }

        init(xml element: XMLTree.Element, context: ResponseContext) throws {
            cases = try element.requiredList("cases", item: "case", as: Case.self, context: context).map(\.id)
            tags = try element.requiredList("tags", item: "tag", as: String.self)
        }
    }

    func decode(_ text: String, root: String = "response") throws(CallFailure) -> Reply {
        try ResponseContext().decodeXML(Reply.self, from: Data(text.utf8), root: root)
    }

    func failure(_ text: String, root: String = "response") -> CallFailure? {
        do {
            _ = try decode(text, root: root)
            return nil
        } catch {
            return error
        }
    }

    @Test func theRightDocumentDecodes() throws {
        let reply = try decode(
            "<response><cases><case ixBug=\"7\"/><case ixBug=\"9\"/></cases><tags><tag>a</tag></tags></response>")
        #expect(reply.cases == [7, 9])
        #expect(reply.tags == ["a"])
        // Empty and self-closing containers are empty lists.
        #expect(try decode("<response><cases></cases><tags/></response>").cases == [])
    }

    @Test func anotherDocumentElementIsADecodingError() throws {
        guard case .decoding(let decoding) = failure("<error code=\"3\">Not logged in</error>") else {
            Issue.record("expected a decoding error")
            return
        }
        #expect(decoding.message == "the document element is <error>, not <response>")
        #expect(decoding.codingPath == "error")
        #expect(decoding.bodySnippet.contains("Not logged in"))
        // The root's name is the caller's: the same document decodes under its own root.
        #expect(failure("<answer><cases/><tags/></answer>", root: "answer") == nil)
    }

    @Test func anAbsentRequiredListIsAMissingElement() throws {
        guard case .decoding(let cases) = failure("<response><tags/></response>") else {
            Issue.record("expected a decoding error")
            return
        }
        #expect(cases.codingPath == "response/cases")
        #expect(cases.message == "element 'cases' is missing")
        guard case .decoding(let tags) = failure("<response><cases/></response>") else {
            Issue.record("expected a decoding error")
            return
        }
        #expect(tags.codingPath == "response/tags")
        let element = try XMLTree(parsing: Data("<response/>".utf8)).root
        #expect(throws: XMLDecodingError(.missingElement, "element 'tags' is missing", path: "response/tags")) {
            try element.requiredList("tags", item: "tag", as: String.self)
        }
    }

    @Test func aBodyThatIsNotXMLIsAMalformedResponse() throws {
        guard case .transport(let transport) = failure("not xml at all") else {
            Issue.record("expected a transport error")
            return
        }
        #expect(transport.kind == .malformedResponse)
    }

    @Test func anyOtherModelErrorKeepsTheElementPath() throws {
        struct Refusing: XMLDecodable {
            struct Refusal: Error {}
            init(xml element: XMLTree.Element, context: ResponseContext) throws { throw Refusal() }
        }
        do {
            _ = try ResponseContext().decodeXML(Refusing.self, from: Data("<response/>".utf8), root: "response")
            Issue.record("expected an error")
        } catch {
            guard case .decoding(let decoding) = error else {
                Issue.record("expected a decoding error, got \(error)")
                return
            }
            #expect(decoding.codingPath == "response")
            #expect(decoding.message == "Refusal()")
        }
    }
}
