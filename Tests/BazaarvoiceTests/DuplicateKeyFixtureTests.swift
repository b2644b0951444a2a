import APIRuntime
import Foundation
import Testing

@testable import Bazaarvoice

/// A recorded author answer that carries `CommentIds` twice with different lists (the schema's
/// `duplicateKeys: drop`): the key is dropped and reported, and everything else in the response decodes.
@Suite("A key repeated with two values in a recorded response")
struct DuplicateKeyFixtureTests {
    static let file = "authors_include_everything_duplicate_key.json"

    @Test("the author decodes without the repeated key, its includes joined")
    func theAuthorDecodes() throws {
        let response = try DisplayAuthors().decodeRecorded(try Fixtures.data(Self.file))
        #expect(response.hasErrors == false)
        #expect(response.limit == 1)
        let author = try #require(response.items.first)
        #expect(author.id == "data-gen-user-c3k8hjvtpn03dupvxcui1rj3")
        #expect(author.userNickname == "ub5bjb1Z6d6xS2VCYy6xALx6Q")
        #expect(author.moderationStatus == .approved)
        // The first CommentIds listed three comments, the second none: which one the server meant is unknown.
        #expect(author.commentIDs == nil)
        #expect(response.included.comments(of: author).isEmpty)
        #expect(response.includes?.comments?.keys.sorted() == ["11974", "11975", "11976"])
        #expect(response.included.reviews(of: author).map(\.id) == ["192534", "192538", "192691", "192723", "192521"])
        #expect(response.included.questions(of: author).count == 6)
    }

    @Test("the dropped key is reported with its path")
    func theDropIsReported() throws {
        let issues = IssueLog()
        let context = ResponseContext(for: BazaarvoiceAPI.self, issueHandler: { issues.append($0) })
        _ = try DisplayAuthors().decodeRecorded(try Fixtures.data(Self.file), context: context)
        let reported = issues.all.filter { $0.message.contains("twice") }
        #expect(reported.count == 1)
        #expect(reported.first?.kind == .droppedField)
        #expect(reported.first?.codingPath == "Results[0].CommentIds")
    }

    @Test("an API that keeps the default policy refuses the same body")
    func theDefaultPolicyRefuses() throws {
        let strict = ResponseContext(codingOptions: CodingOptions(dateFormats: [.iso8601Fractional, .iso8601]))
        #expect(throws: CallFailure.self) {
            try strict.decode(DisplayResponse<Author>.self, from: try Fixtures.data(Self.file))
        }
    }
}
