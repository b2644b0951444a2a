import APIRuntime
import Foundation
import Testing

@testable import Bazaarvoice

/// Submission results are found by their content-type key through the API's type table, which users can remap.
@Suite("Type table")
struct TypeTableTests {
    /// A user's own type for the echoed review, with its own property names.
    struct ReviewEcho: Codable, Sendable, Hashable {
        var stars: Int
        var headline: String?
    }

    static func client() -> Client<BazaarvoiceAPI> {
        Client(environment: .single(URL(string: "http://127.0.0.1:9/")!), settings: .init(passkey: "unused"))
    }

    static func type(of wireName: String, in table: TypeTable) -> ObjectIdentifier? {
        table.entry(forWireName: wireName).map { ObjectIdentifier($0.type) }
    }

    @Test("the table names the Includes keys and the submission result keys")
    func table() {
        let table = BazaarvoiceAPI.typeTable
        #expect(Self.type(of: "Products", in: table) == ObjectIdentifier(Product.self))
        #expect(Self.type(of: "Comments", in: table) == ObjectIdentifier(Comment.self))
        #expect(Self.type(of: "Review", in: table) == ObjectIdentifier(SubmittedReview.self))
        #expect(table.entry(forWireName: "Photo")?.families == ["SubmissionResult"])
        #expect(table.wireName(for: Video.self) == "Video")
    }

    @Test("a user type registered for a result key is used, with field renaming, and can be cleared")
    func userOverride() throws {
        let client = Self.client()
        let body = try Fixtures.data("submitreview_submit_success.json")
        let request = SubmitReview(productID: "test1")
        client.registry.register(
            ReviewEcho.self, forWireName: "Review", fieldMapping: ["Rating": "stars", "Title": "headline"])
        let custom = try client.decodeRecorded(body, for: request)
        guard case .custom(let object) = custom.result else {
            Issue.record("expected the user's type, got \(String(describing: custom.result))")
            return
        }
        #expect(object.wireName == "Review")
        #expect(object.value(as: ReviewEcho.self) == ReviewEcho(stars: 4, headline: "review title"))
        // The family gives the user's type without unwrapping `custom`.
        #expect(custom.result?.value(as: ReviewEcho.self) == ReviewEcho(stars: 4, headline: "review title"))
        #expect(custom.submissionID == "5s8u2ze96k1j0vz29rfs9zj1f")

        client.registry.clearMapping(forWireName: "Review")
        let generated = try client.decodeRecorded(body, for: request)
        #expect(generated.result?.review?.rating == 4)
        #expect(generated.result?.value(as: SubmittedReview.self)?.rating == 4)
        #expect(generated.result?.value(as: ReviewEcho.self) == nil)
    }
}
