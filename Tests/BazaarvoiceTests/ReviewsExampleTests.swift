import APIRuntime
import APIRuntimeTesting
import Bazaarvoice
import BazaarvoiceTesting
import Foundation
import Testing

@testable import BazaarvoiceReviews

/// The `BazaarvoiceReviews` example's report, tested the way an app would test it: against `BazaarvoiceStubs`.
@Suite struct ReviewsExampleTests {
    @Test func theReportOfARecordedAnswerIsTheREADMEsTable() async throws {
        let stubs = BazaarvoiceStubs()
        let fixture = Fixtures.directory.appendingPathComponent("reviews_filter_id_include_products.json")
        stubs.on(DisplayReviews.self) { _ in .file(fixture) }
        let client = stubs.client(settings: .init(passkey: "any"))
        let report = try await reviewReport(
            client: client, productID: "009", sort: Sort(.submissionTime, .descending), limit: 5)
        let lines = report.components(separatedBy: "\n")
        #expect(lines.first == "009")
        #expect(lines.dropFirst().first == "1 of 1 reviews")
        #expect(lines.last == "★☆☆☆☆    2012-08-07  chlow               Great sound, but...")
        let call = try #require(stubs.calls(to: DisplayReviews.self).first)
        #expect(call.value(of: "Filter") == "ProductId:eq:009")
        #expect(call.value(of: "Limit") == "5")
        #expect(call.value(of: "Sort") == "SubmissionTime:desc")
    }

    @Test func aProductWithStatisticsHasItsAverageInTheTitle() async throws {
        let stubs = BazaarvoiceStubs()
        let product = Product(
            id: "p1", name: "Speaker",
            reviewStatistics: ReviewStatistics(averageOverallRating: 4.5, overallRatingRange: 5))
        let review = Review(id: "r1", userNickname: "ann", title: "Loud", rating: 4, ratingRange: 5)
        stubs.on(DisplayReviews.self) { _ in
            .value(
                DisplayResponse(
                    totalResults: 7, results: [review],
                    includes: Includes(products: OrderedMap(values: ["p1": product], order: ["p1"]))))
        }
        let report = try await reviewReport(
            client: stubs.client(settings: .init(passkey: "any")), productID: "p1",
            sort: Sort(.rating, .ascending), limit: 1)
        #expect(report.hasPrefix("Speaker — 4.50 of 5\n1 of 7 reviews\n"))
        #expect(report.hasSuffix("★★★★☆                ann                 Loud"))
    }

    @Test func aRefusedPasskeyIsThrownAsTheAPIsError() async throws {
        let stubs = BazaarvoiceStubs()
        stubs.on(DisplayReviews.self) { _ in
            .apiError(
                ErrorEnvelope(hasErrors: true, errors: [APIErrorDetail(code: .invalidAPIKey, message: "bad key")]))
        }
        do {
            _ = try await reviewReport(
                client: stubs.client(settings: .init(passkey: "bad")), productID: "009",
                sort: Sort(.submissionTime, .descending), limit: 5)
            Issue.record("a refused passkey gave a report")
        } catch {
            guard case .api(let envelope, _) = error else {
                Issue.record("not the API's error: \(error)")
                return
            }
            #expect(envelope.codes == [.invalidAPIKey])
        }
    }
}
