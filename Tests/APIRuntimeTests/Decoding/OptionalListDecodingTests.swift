import Foundation
import Testing

@testable import APIRuntime

/// Optional XML lists: an absent container, child or attribute (a column not requested) is `nil`; a present
/// one, even empty or self-closing, is a list (FogBugz gap 16).
@Suite("Optional XML lists")
struct OptionalListDecodingTests {
    func root(_ text: String) throws -> XMLTree.Element {
        try XMLTree(parsing: Data(text.utf8)).root
    }

    @Test func absentScalarListIsNilPresentOnesAreLists() throws {
        let absent = try root("<case ixBug=\"1\"><sTitle>x</sTitle></case>")
        #expect(try absent.listIfPresent("tags", item: "tag", as: String.self) == nil)
        #expect(try absent.list("tags", item: "tag", as: String.self) == [])
        #expect(try root("<case><tags/></case>").listIfPresent("tags", item: "tag", as: String.self) == [])
        #expect(try root("<case><tags></tags></case>").listIfPresent("tags", item: "tag", as: String.self) == [])
        let one = try root("<case><tags><tag><![CDATA[crash]]></tag></tags></case>")
        #expect(try one.listIfPresent("tags", item: "tag", as: String.self) == ["crash"])
        let two = try root("<case><tags><tag>a</tag><tag>b</tag></tags></case>")
        #expect(try two.listIfPresent("tags", item: "tag", as: String.self) == ["a", "b"])
    }

    @Test func absentCommaSeparatedChildIsNil() throws {
        #expect(try root("<case/>").commaSeparatedIfPresent(of: "ixBugChildren", as: Int.self) == nil)
        #expect(try root("<case/>").commaSeparated(of: "ixBugChildren", as: Int.self) == [])
        let empty = try root("<case><ixBugChildren/></case>")
        #expect(try empty.commaSeparatedIfPresent(of: "ixBugChildren", as: Int.self) == [])
        let two = try root("<case><ixBugChildren>12, 25</ixBugChildren></case>")
        #expect(try two.commaSeparatedIfPresent(of: "ixBugChildren", as: Int.self) == [12, 25])
        let bad = try root("<case><ixBugChildren>12,x</ixBugChildren></case>")
        #expect(throws: XMLDecodingError.self) {
            try bad.commaSeparatedIfPresent(of: "ixBugChildren", as: Int.self)
        }
    }

    @Test func absentCommaSeparatedAttributeIsNil() throws {
        #expect(try root("<case/>").commaSeparatedAttributeIfPresent("operations", as: String.self) == nil)
        let empty = try root("<case operations=\"\"/>")
        #expect(try empty.commaSeparatedAttributeIfPresent("operations", as: String.self) == [])
        let two = try root("<case operations=\"edit,assign\"/>")
        #expect(try two.commaSeparatedAttributeIfPresent("operations", as: String.self) == ["edit", "assign"])
    }
}
