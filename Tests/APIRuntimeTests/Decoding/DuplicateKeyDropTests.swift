import Foundation
import Testing

@testable import APIRuntime

/// ``DuplicateKeyPolicy/drop``: a key repeated in one object with another value is removed, every occurrence, and
/// reported; the rest of the body decodes as written.
@Suite struct DuplicateKeyDropTests {
    struct Item: Decodable, Equatable {
        var id: Int
        var tags: [String]?
        var name: String?
    }

    struct Page: Decodable, Equatable {
        var items: [Item]
        var total: Int?
    }

    /// Collects the issues a decode reports.
    final class Issues: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [DecodingIssue] = []
        var all: [DecodingIssue] { lock.withLock { stored } }
        func add(_ issue: DecodingIssue) { lock.withLock { stored.append(issue) } }
    }

    static func decode<T: Decodable>(_ type: T.Type, _ text: String, issues: Issues? = nil) throws(CallFailure) -> T {
        var context = ResponseContext(codingOptions: CodingOptions(duplicateKeys: .drop))
        if let issues { context.issueHandler = { issues.add($0) } }
        return try context.decode(T.self, from: Data(text.utf8))
    }

    @Test func aConflictingOptionalKeyIsDroppedAndReported() throws {
        let issues = Issues()
        let page = try Self.decode(
            Page.self,
            #"{"items":[{"id":1,"tags":["a"]},{"id":2,"tags":["b","c"],"name":"x","tags":[]}],"total":2}"#,
            issues: issues)
        #expect(page == Page(items: [Item(id: 1, tags: ["a"]), Item(id: 2, tags: nil, name: "x")], total: 2))
        #expect(issues.all.count == 1)
        let issue = try #require(issues.all.first)
        #expect(issue.kind == .droppedField)
        #expect(issue.codingPath == "items[1].tags")
        #expect(issue.message.contains("'tags' appears twice"), "\(issue)")
    }

    @Test func theSameValueTwiceStaysAndIsNotReported() throws {
        let issues = Issues()
        let item = try Self.decode(Item.self, #"{"id":1,"name":"x","id": 1 }"#, issues: issues)
        #expect(item == Item(id: 1, name: "x"))
        #expect(issues.all.isEmpty)
    }

    @Test func aConflictingRequiredKeyFailsAsMissingAndSaysWhy() {
        #expect {
            try Self.decode(Item.self, #"{"id":1,"id":2}"#)
        } throws: { error in
            guard case .decoding(let failure) = error as? CallFailure else { return false }
            return failure.message.contains("'id' appears twice") && failure.message.contains("both dropped")
        }
    }

    @Test(arguments: [
        // Last member, first member, in the middle, three times, spaces and newlines around, escaped spelling.
        (#"{"id":1,"name":"a","name":"b"}"#, Item(id: 1)),
        (#"{"name":"a","name":"b","id":1}"#, Item(id: 1)),
        (#"{"name":"a","id":1,"name":"b","tags":["t"]}"#, Item(id: 1, tags: ["t"])),
        (#"{"name":"a","name":"a","id":1,"name":"b"}"#, Item(id: 1)),
        ("{\n  \"name\" : \"a\" ,\n  \"id\" : 1 ,\n  \"name\" : \"b\"\n}", Item(id: 1)),
        (#"{"name":"a","\u006eame":"b","id":1}"#, Item(id: 1)),
    ])
    func everyOccurrenceGoesWithOneComma(text: String, expected: Item) throws {
        #expect(try Self.decode(Item.self, text) == expected)
    }

    @Test func aConflictInsideADroppedValueIsNotReportedAgain() throws {
        let issues = Issues()
        let item = try Self.decode(
            Item.self, #"{"id":3,"meta":{"a":1,"a":2},"meta":{"b":1}}"#, issues: issues)
        #expect(item == Item(id: 3))
        #expect(issues.all.map(\.codingPath) == ["meta"])
    }

    @Test func theDefaultPolicyStillRejects() {
        #expect(throws: CallFailure.self) {
            try ResponseContext().decode(Item.self, from: Data(#"{"id":1,"name":"a","name":"b"}"#.utf8))
        }
    }

    @Test func aWideBodyIsReadInItsUTF8Form() throws {
        let text = #"{"id":4,"name":"a","name":"b"}"#
        let context = ResponseContext(codingOptions: CodingOptions(duplicateKeys: .drop))
        for encoding in [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian] {
            #expect(try context.decode(Item.self, from: text.data(using: encoding)!) == Item(id: 4), "\(encoding)")
        }
    }

    @Test func aBodyThatIsNotJSONStillFailsAsSyntax() {
        #expect(throws: CallFailure.self) { try Self.decode(Item.self, #"{"id":1,"name":"a","name":"#) }
    }

    @Test(arguments: [DuplicateKeyPolicy.reject, .drop])
    func aCallScansItsBodyOnceAndReportsOnce(policy: DuplicateKeyPolicy) throws {
        let issues = Issues()
        let body = Data(#"{"id":5,"name":"a","name":"b"}"#.utf8)
        var context = ResponseContext(codingOptions: CodingOptions(duplicateKeys: policy))
        context.issueHandler = { issues.add($0) }
        context = context.sharingJSONScan(of: body)
        // The error check and the payload decode of one reply both decode it.
        for _ in 0..<2 {
            let item = Result { () throws(CallFailure) in try context.decode(Item.self, from: body) }
            switch policy {
            case .drop: #expect(try item.get() == Item(id: 5))
            case .reject: #expect(throws: CallFailure.self) { try item.get() }
            }
        }
        #expect(context.sharedJSONScan?.scans == 1)
        #expect(issues.all.count == (policy == .drop ? 1 : 0))
        // Other bytes are scanned on their own.
        _ = try? context.decode(Item.self, from: Data(#"{"id":6}"#.utf8))
        #expect(context.sharedJSONScan?.scans == 1)
        #expect(context.sharingJSONScan(of: body).sharedJSONScan === context.sharedJSONScan)
    }
}
