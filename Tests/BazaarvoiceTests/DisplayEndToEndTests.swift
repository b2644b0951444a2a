import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import Bazaarvoice

/// The display requests of `Tests/Fixtures/bazaarvoice/SOURCES.md`, sent through a real HTTP client to a
/// loopback server that answers with the recorded response.
@Suite("Display requests end to end")
struct DisplayEndToEndTests {
    /// One documented request: what the SDK is asked, what must arrive, and a check of the decoded answer.
    struct Case: Sendable, CustomTestStringConvertible {
        let fixture: String
        let path: String
        let expected: [(String, String)]
        let send: @Sendable (Client<BazaarvoiceAPI>) async throws -> [String]
        let expectedIDs: [String]

        var testDescription: String { fixture }
    }

    static let cases: [Case] = [
        Case(
            fixture: "reviews_filter_id_include_products.json", path: "/data/reviews.json",
            expected: [
                ("Filter", "Id:eq:6601211"), ("Filter_Products", "Id:eq:009"), ("Include", "Products"),
                ("Limit", "50"), ("Limit_Products", "10"), ("Offset", "0"), ("Sort", "Id:asc"),
                ("Sort_Products", "Id:asc"), ("Stats", "Reviews"), ("Search", "Great sound"),
            ],
            send: { client in
                let request = DisplayReviews(
                    filters: [Filter(.id, .equal, "6601211")],
                    includeFilters: [.products: [Filter(.id, .equal, "009")]],
                    sorts: [Sort(.id)], includeSorts: [.products: [Sort(.id)]], includes: [.products], limit: 50,
                    includeLimits: [.products: 10], offset: 0, stats: [.reviews], search: "Great sound")
                let response = try await client.send(request)
                return response.items.compactMap(\.id) + response.reviewsWithProducts.compactMap { $0.product?.id }
            },
            expectedIDs: ["6601211", "009"]),
        Case(
            fixture: "questions_include_answers.json", path: "/data/questions.json",
            expected: [("Include", "Answers"), ("Filter", "ProductId:eq:6-bv"), ("Limit", "20")],
            send: { client in
                let request = DisplayQuestions(
                    filters: [Filter(.productID, .equal, "6-bv")], includes: [.answers], limit: 20)
                let response = try await client.send(request)
                return response.questionsWithAnswers.prefix(2).flatMap {
                    [$0.question.id ?? "?"] + $0.answers.map { $0.id ?? "?" }
                }
            },
            expectedIDs: ["1398920", "2140114", "1398918"]),
        Case(
            fixture: "stories_filter_id.json", path: "/data/stories.json",
            expected: [
                ("Filter", "Id:eq:14181"), ("Filter_Comments", "Id:eq:1010"), ("Include", "Comments"),
                ("Limit", "50"), ("Limit_Comments", "10"), ("Offset", "0"), ("Sort", "Id:asc"),
                ("Sort_Comments", "Id:asc"), ("Stats", "Stories"),
            ],
            send: { client in
                let request = DisplayStories(
                    filters: [Filter(.id, .equal, "14181")], includeFilters: [.comments: [Filter(.id, .equal, "1010")]],
                    sorts: [Sort(.id)], includeSorts: [.comments: [Sort(.id)]], includes: [.comments], limit: 50,
                    includeLimits: [.comments: 10], offset: 0, stats: [.stories])
                let response = try await client.send(request)
                return response.items.compactMap(\.id)
                    + response.items.flatMap { response.included.comments(of: $0).compactMap(\.id) }
            },
            expectedIDs: ["14181"]),
        Case(
            fixture: "products_filter_category_include_reviews_stats.json", path: "/data/products.json",
            expected: [
                ("Filter", "CategoryId:eq:testcategory1011"), ("Filter_Reviews", "Id:eq:83501"), ("Include", "Reviews"),
                ("Limit", "10"), ("Limit_Reviews", "10"), ("Offset", "0"), ("Sort", "Id:asc"),
                ("Sort_Reviews", "Id:asc"), ("Stats", "Reviews"),
            ],
            send: { client in
                let request = DisplayProducts(
                    display: DisplayParameters(
                        filters: [Filter(.categoryID, .equal, "testcategory1011")],
                        includeFilters: [.reviews: [Filter(.id, .equal, "83501")]], sorts: [Sort(.id)],
                        includeSorts: [.reviews: [Sort(.id)]], includes: [.reviews], limit: 10,
                        includeLimits: [.reviews: 10],
                        offset: 0, stats: [.reviews]))
                let response = try await client.send(request)
                return response.productsWithReviews.flatMap { [$0.product.id ?? "?"] + $0.reviews.map { $0.id ?? "?" } }
            },
            expectedIDs: ["test2", "83501", "test6"]),
        Case(
            fixture: "categories_filter_id_include_products.json", path: "/data/categories.json",
            expected: [
                ("Filter", "Id:eq:testCategory1011"), ("Filter_Products", "Id:eq:test2"), ("Include", "Products"),
                ("Limit", "10"), ("Limit_Products", "10"), ("Offset", "0"), ("Sort", "Id:asc"),
                ("Sort_Products", "Id:asc"), ("Stats", "Reviews"),
            ],
            send: { client in
                let request = DisplayCategories(
                    filters: [Filter(.id, .equal, "testCategory1011")],
                    includeFilters: [.products: [Filter(.id, .equal, "test2")]], sorts: [Sort(.id)],
                    includeSorts: [.products: [Sort(.id)]], includes: [.products], limit: 10,
                    includeLimits: [.products: 10], offset: 0, stats: [.reviews])
                let response = try await client.send(request)
                return response.categoriesWithProducts.flatMap {
                    [$0.category.id ?? "?"] + $0.products.map { $0.id ?? "?" }
                }
            },
            expectedIDs: ["testCategory1011", "test2"]),
        Case(
            fixture: "statistics_reviews_nativereviews.json", path: "/data/statistics.json",
            expected: [("Filter", "ProductId:eq:test1,test2,test3"), ("Stats", "Reviews,NativeReviews")],
            send: { client in
                let request = DisplayStatistics(
                    filters: [Filter(.productID, .equal, anyOf: ["test1", "test2", "test3"])],
                    stats: [.reviews, .nativeReviews])
                let response = try await client.send(request)
                return response.productStatistics.compactMap(\.productID)
            },
            expectedIDs: ["test3", "test2", "test1"]),
    ]

    @Test("each documented request is sent exactly and its recorded answer decodes", arguments: cases)
    func documentedRequest(_ testCase: Case) async throws {
        let harness = try await LoopbackHarness.start(answering: testCase.fixture)
        let ids: [String]
        do {
            ids = try await testCase.send(harness.client)
        } catch {
            await harness.stop()
            throw error
        }
        await harness.stop()
        #expect(ids == testCase.expectedIDs)
        let request = try #require(harness.server.requests.first)
        #expect(harness.server.requests.count == 1)
        #expect(request.method == "GET")
        #expect(request.path == testCase.path)
        #expect(request.carriesSettings)
        #expect(request.queryPairsWithoutSettings == Pairs(testCase.expected))
        #expect(request.body.isEmpty)
    }

    @Test("filter values are escaped once and percent-encoded once")
    func encodedExactlyOnce() async throws {
        let harness = try await LoopbackHarness.start(answering: "reviews_filter_id_include_products.json")
        let request = DisplayReviews(
            filters: [Filter(.productID, .equal, anyOf: ["a,b", "R&D:1"]), Filter(.rating, .greaterThanOrEqual, 4)],
            search: "50% off & more")
        _ = try? await harness.client.send(request)
        await harness.stop()
        let received = try #require(harness.server.lastRequest)
        let query = try #require(received.query)
        #expect(query.contains("R%26D"))
        #expect(!query.contains("%2526") && !query.contains("%255C"))
        #expect(query.contains("Search=50%25%20off%20%26%20more"))
        let filters = received.queryItems.filter { $0.name == "Filter" }.map(\.value)
        #expect(filters == [#"ProductId:eq:a\,b,R&D\:1"#, "Rating:gte:4"])
        #expect(received.queryValue("Search") == "50% off & more")
    }

    @Test("a display error answered with HTTP 200 arrives as the typed error")
    func displayError() async throws {
        let body = #"""
            {"HasErrors":true,"Errors":[{"Message":"The passkey provided is invalid.","Code":"ERROR_PARAM_INVALID_API_KEY"},
             {"Message":"","Code":"ERROR_SOMETHING_NEW"}],"Locale":null,"Results":[],"Includes":{},"TotalResults":0}
            """#
        let harness = try await LoopbackHarness.start { _ in .json(body) }
        var caught: ClientError<BazaarvoiceAPI>?
        do {
            _ = try await harness.client.send(DisplayAuthors(filters: [Filter(.id, .equal, "smartPP")]))
        } catch {
            caught = error
        }
        await harness.stop()
        let failure = try #require(caught?.envelope)
        #expect(failure.errors?.map(\.code) == [.invalidAPIKey, ErrorCode(rawValue: "ERROR_SOMETHING_NEW")])
        #expect(failure.errors?.map(\.message) == ["The passkey provided is invalid.", ""])
        #expect(failure.codes.map(\.isKnown) == [true, false])
        let request = try #require(harness.server.lastRequest)
        #expect(request.path == "/data/authors.json")
        #expect(request.queryPairsWithoutSettings == Pairs([("Filter", "Id:eq:smartPP")]))
    }
}
