import APIRuntime
import Foundation
import Testing

@testable import Bazaarvoice

/// The API nulls, omits and mistypes fields unpredictably; one bad field must never fail a whole response.
@Suite("Lenient decoding")
struct LenientDecodingTests {
    static func decodeReviews(_ json: String) throws(ClientError<BazaarvoiceAPI>) -> DisplayResponse<Review> {
        try DisplayReviews().decodeRecorded(Data(json.utf8))
    }

    /// A value that spells the field's type in another JSON type (`"0.75"` for a number) reads as it does in a
    /// strict model; one that does not (`true` for a title, `"five"` for a rating) is dropped.
    @Test("wrongly typed scalars decode as nil and the rest of the object survives")
    func wrongScalars() throws {
        let response = try Self.decodeReviews(
            #"""
            {"HasErrors":false,"TotalResults":"many","Results":[
              {"Id":"1","Rating":"five","IsRecommended":"yes","SubmissionTime":"last tuesday",
               "Helpfulness":"0.75","Title":true,"ProductId":"p1","Photos":{},"CommentIds":"c1"}]}
            """#)
        #expect(response.totalResults == nil)
        let review = try #require(response.results?.first)
        #expect(review.id == "1")
        #expect(review.productID == "p1")
        #expect(review.helpfulness == 0.75)
        #expect(review.rating == nil)
        #expect(review.isRecommended == nil)
        #expect(review.submissionTime == nil)
        #expect(review.title == nil)
        #expect(review.photos == nil)
        #expect(review.commentIDs == nil)
    }

    @Test("integers and fractions both decode where the API mixes them")
    func numbers() throws {
        let response = try DisplayStatistics(filters: [], stats: []).decodeRecorded(
            Data(
                #"""
                {"Results":[{"ProductStatistics":{"ProductId":"a","ReviewStatistics":{"AverageOverallRating":3}}},
                            {"ProductStatistics":{"ProductId":"b","ReviewStatistics":{"AverageOverallRating":4.2297}}}]}
                """#.utf8))
        #expect(response.productStatistics.map { $0.reviewStatistics?.averageOverallRating } == [3, 4.2297])
    }

    @Test("empty objects stand for absent ones, and enum-like strings are open and case-insensitive")
    func emptyObjectsAndEnums() throws {
        let response = try Self.decodeReviews(
            #"""
            {"Includes":{},"Results":[{"Id":"1","ModerationStatus":"approved","Badges":{
              "top":{"Id":"top","BadgeType":"merit","ContentType":"REVIEW"},
              "staff":{"Id":"staff","BadgeType":"Staff","ContentType":"review"}},"BadgesOrder":["staff","top"]}]}
            """#)
        #expect(response.includes == Includes())
        let review = try #require(response.results?.first)
        #expect(review.moderationStatus == .approved)
        #expect(review.badges?.keys == ["staff", "top"])
        #expect(review.badges?[key: "top"]?.badgeType == .merit)
        #expect(review.badges?[key: "staff"]?.badgeType?.rawValue == "Staff")
        #expect(review.badges?[key: "staff"]?.badgeType?.isKnown == false)
        #expect(review.badges?[key: "staff"]?.contentType == .review)
    }

    @Test("a mistyped id-keyed map decodes as nil instead of failing the response")
    func mistypedOrderedMap() throws {
        let response = try Self.decodeReviews(
            #"{"Results":[{"Id":"1","Badges":[],"BadgesOrder":{},"ContextDataValues":"none"}],"Includes":[]}"#)
        #expect(response.includes == nil)
        // A lenient model reads a mistyped `OrderedMap` as nil (docs/SchemaLanguage.md, Bazaarvoice gap 13).
        let review = try #require(response.results?.first)
        #expect(review.id == "1")
        #expect(review.badges == nil)
        #expect(review.contextDataValues == nil)
    }
}
