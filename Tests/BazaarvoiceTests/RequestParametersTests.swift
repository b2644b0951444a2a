import APIRuntime
import Foundation
import Testing

@testable import Bazaarvoice

/// The query every display parameter produces, encoded by the runtime exactly as it goes on the wire.
@Suite("Display request parameters")
struct RequestParametersTests {
    static func query(_ request: some Request) throws -> String {
        try QueryEncoder.encode(request.placement().query)
    }

    @Test("per-type variants of every display parameter")
    func perTypeVariants() throws {
        let request = DisplayAuthors(
            filters: [Filter(.id, .equal, "a1")],
            includeFilters: [.reviews: [Filter(.rating, .greaterThan, 3), Filter(.isFeatured, .equal, true)]],
            sorts: [Sort(.submissionTime, .descending), Sort(.rating)],
            includeSorts: [.reviews: [Sort(.rating, .descending)], .answers: [Sort(.id)]],
            includes: [.reviews, .answers], limit: 5, includeLimits: [.reviews: 3, .answers: 2], offset: 10,
            includeOffsets: [.reviews: 1], stats: [.reviews, .questions], search: "bike",
            includeSearches: [.reviews: "fit"], locale: "en_US", excludeFamily: true, attributes: ["ModeratorCodes"])
        let expected = [
            "Filter=Id%3Aeq%3Aa1",
            "Filter_Reviews=Rating%3Agt%3A3", "Filter_Reviews=IsFeatured%3Aeq%3Atrue",
            "Sort=SubmissionTime%3Adesc,Rating%3Aasc",
            "Sort_Answers=Id%3Aasc", "Sort_Reviews=Rating%3Adesc",
            "Include=Reviews,Answers",
            "Limit=5", "Limit_Answers=2", "Limit_Reviews=3",
            "Offset=10", "Offset_Reviews=1",
            "Stats=Reviews,Questions",
            "Search=bike", "Search_Reviews=fit",
            "Locale=en_US", "ExcludeFamily=true", "Attributes=ModeratorCodes",
        ]
        #expect(try Self.query(request) == expected.joined(separator: "&"))
        #expect(request.path == "authors.json")
        #expect(request.method == .get)
        #expect(try request.placement().body.isEmpty)
    }

    @Test("the statistics flags of products and statistics")
    func statisticsFlags() throws {
        let statistics = DisplayStatistics(
            filters: [Filter(.productID, .equal, anyOf: ["p,1", "p2"])], stats: [.nativeReviews],
            filteredStats: [.reviews], includesIncentivizedStats: true, includesSecondaryRatingStats: true,
            includesTagStats: false)
        #expect(
            try Self.query(statistics)
                == "Filter=ProductId%3Aeq%3Ap%5C%2C1%2Cp2&Stats=NativeReviews&FilteredStats=Reviews"
                + "&incentivizedstats=true&secondaryratingstats=true&tagstats=false")
        var products = DisplayProducts(filteredStats: [.reviews], display: DisplayParameters(stats: [.reviews]))
        products.filteredStats?.append(.questions)
        #expect(products.display.stats == [.reviews])
        #expect(try Self.query(products) == "Stats=Reviews&FilteredStats=Reviews,Questions")
    }

    @Test("the display set is one value: shared between requests, and read and written through each")
    func sharedDisplaySet() throws {
        let display = DisplayParameters(sorts: [Sort(.rating, .descending)], limit: 5, locale: "de_DE")
        let expected = "Sort=Rating%3Adesc&Limit=5&Locale=de_DE"
        #expect(try Self.query(DisplayReviews(display: display)) == expected)
        #expect(try Self.query(DisplayQuestions(display: display)) == expected)
        #expect(try Self.query(DisplayProducts(display: display)) == expected)
        // The set's parameters as the request's own: the same value, built or changed either way.
        var reviews = DisplayReviews(sorts: [Sort(.rating, .descending)], limit: 5)
        reviews.locale = "de_DE"
        #expect(reviews.display.locale == "de_DE")
        #expect(try Self.query(reviews) == expected)
        reviews.display.limit = 7
        #expect(reviews.limit == 7)
        #expect(reviews.pageLimit == 7)
        #expect(reviews.withPageOffset(20).display.offset == 20)
    }

    @Test("a request without parameters sends none of its own")
    func empty() throws {
        #expect(try Self.query(DisplayReviews()) == "")
        #expect(DisplayReviewComments().path == "reviewcomments.json")
        #expect(DisplayStoryComments().path == "storycomments.json")
    }
}
