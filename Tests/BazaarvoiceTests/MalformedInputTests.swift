import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import Bazaarvoice

/// Every recorded Bazaarvoice body, mangled, decodes through the real request path to a typed error (or, where the
/// model is lenient, with the issue reported), never a crash or a silent wrong value; a dead server and a wrong
/// passkey are typed errors too.
@Suite struct MalformedInputTests {
    /// A request that decodes each recorded body.
    static let decoders: [String: @Sendable (Data) -> (outcome: String?, variants: Int)] = [
        "authors_include_everything_duplicate_key.json": { check(DisplayAuthors(), $0) },
        "categories_filter_id_include_products.json": { check(DisplayCategories(), $0) },
        "products_filter_category_include_reviews_stats.json": { check(DisplayProducts(), $0) },
        "questions_include_answers.json": { check(DisplayQuestions(), $0) },
        "reviews_filter_id_include_products.json": { check(DisplayReviews(), $0) },
        "reviews_include_products_secondary_averages.json": { check(DisplayReviews(), $0) },
        "statistics_reviews_nativereviews.json": { check(DisplayStatistics(filters: [], stats: []), $0) },
        "stories_filter_id.json": { check(DisplayStories(), $0) },
        "submitfeedback_error_invalid_parameters.json": {
            check(SubmitFeedback(contentID: "x", contentType: .review, feedbackType: .inappropriate), $0)
        },
        "submitreview_form_errors.json": { check(SubmitReview(productID: "test1"), $0) },
        "submitreview_submit_success.json": { check(SubmitReview(productID: "test1"), $0) },
        "uploadphoto_success.json": {
            check(UploadPhoto(contentType: .answer, upload: .jpeg(Data([0xFF, 0xD8, 0xFF]))), $0)
        },
    ]

    /// Decodes a body through the request's real path, collecting reported issues.
    static func outcome<R: Request>(_ request: R, _ body: Data) -> MalformedOutcome<R.Response>
    where R.API == BazaarvoiceAPI, R.Response: Equatable {
        let issues = IssueCounter()
        let context = ResponseContext(for: BazaarvoiceAPI.self, issueHandler: { _ in issues.record() })
        do {
            return .decoded(try request.decodeRecorded(body, context: context), issues: issues.count)
        } catch {
            switch error {
            case .decoding, .api: return .typedError("\(error)")
            default: return .otherError("\(error)")
            }
        }
    }

    /// Runs every variant of a fixture; returns the problems found (or `nil`) and how many variants ran.
    static func check<R: Request>(_ request: R, _ original: Data) -> (outcome: String?, variants: Int)
    where R.API == BazaarvoiceAPI, R.Response: Equatable {
        let reference = try? request.decodeRecorded(original)
        let variants = MalformedBodies.json(from: original)
        let problems = variants.compactMap { $0.problem(with: outcome(request, $0.body), original: reference) }
        return (problems.isEmpty ? nil : problems.joined(separator: "\n"), variants.count)
    }

    @Test func everyRecordedBodyHasADecoder() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixtures.directory.path)
            .filter { $0.hasSuffix(".json") }
        #expect(Set(names) == Set(Self.decoders.keys))
    }

    @Test("malformed variants of a recorded body", arguments: decoders.keys.sorted())
    func variants(_ name: String) throws {
        let decode = try #require(Self.decoders[name])
        let (problems, count) = decode(try Fixtures.data(name))
        #expect(count >= 20)
        #expect(problems == nil)
    }

    @Test func anOffsetNearIntMaxEndsPagingInsteadOfTrapping() throws {
        let body =
            #"{"HasErrors":false,"Offset":9223372036854775807,"TotalResults":9223372036854775807,"Results":[{"Id":"1"}]}"#
        let page = try DisplayReviews().decodeRecorded(Data(body.utf8))
        #expect(page.items.count == 1)
        #expect(page.hasMore == false)
        let middle = #"{"HasErrors":false,"Offset":0,"TotalResults":2,"Results":[{"Id":"1"}]}"#
        #expect(try DisplayReviews().decodeRecorded(Data(middle.utf8)).hasMore)
    }

    @Test func anErrorEnvelopeWithAnHTMLStatusPageIsStillTyped() throws {
        let error = try #require(throws: ClientError<BazaarvoiceAPI>.self) {
            try DisplayReviews().decodeRecorded(MalformedBodies.htmlErrorPage, statusCode: 503)
        }
        #expect(error.statusCode == 503)
    }

    @Test func aServerThatIsNotThereIsATransportError() async throws {
        // Reserved and never listened on: refused, and no other process's server can be given the port.
        let closed = try ReservedPort()
        defer { withExtendedLifetime(closed) {} }
        let base = closed.url("data/")
        let client = Client<BazaarvoiceAPI>(
            environment: .custom(hosts: ["default": base]), settings: .init(passkey: "k"), transport: CurlTransport())
        do {
            _ = try await client.send(DisplayReviews())
            Issue.record("a closed port must fail")
        } catch {
            guard case .transport(let failure) = error else {
                Issue.record("expected a transport error, got \(error)")
                return
            }
            #expect(failure.kind == .connect)
        }
    }

    @Test func aWrongPasskeyIsTheAPIsTypedError() async throws {
        let envelope = #"""
            {"HasErrors":true,"Errors":[{"Message":"The passkey provided is invalid.","Code":"ERROR_PARAM_INVALID_API_KEY"}],"Includes":{},"Limit":0,"Offset":0,"TotalResults":0,"Results":[]}
            """#
        let harness = try await LoopbackHarness.start { request in
            request.queryValue("passkey") == LoopbackHarness.passkey
                ? .json(#"{"HasErrors":false,"Errors":[],"Includes":{},"Results":[]}"#) : .json(envelope)
        }
        let client = Client<BazaarvoiceAPI>(
            environment: .custom(hosts: ["default": harness.server.url("data/")]), settings: .init(passkey: "wrong"),
            transport: CurlTransport())
        do {
            _ = try await client.send(DisplayReviews())
            Issue.record("a wrong passkey must fail")
        } catch {
            #expect(error.envelope?.errors?.map(\.code) == [.invalidAPIKey])
        }
        #expect(try await harness.client.send(DisplayReviews()).results == [])
        await harness.stop()
    }
}
