import APIRuntime
import Foundation
import Testing

@testable import Bazaarvoice

@Suite("Display fixtures decode into typed envelopes")
struct DisplayFixtureTests {
    @Test("reviews.json with an included product")
    func reviews() throws {
        let response = try DisplayReviews().decodeRecorded(try Fixtures.data("reviews_filter_id_include_products.json"))
        #expect(response.limit == 50)
        #expect(response.offset == 0)
        #expect(response.totalResults == 1)
        #expect(response.locale == "en_US")
        #expect(response.hasErrors == false)
        #expect(response.errors == [])
        let review = try #require(response.results?.first)
        #expect(review.id == "6601211")
        #expect(review.productID == "009")
        #expect(review.authorID == "chlow")
        #expect(review.userNickname == "chlow")
        #expect(review.title == "Great sound, but...")
        #expect(review.reviewText?.hasPrefix("I was excited to go for these akg's") == true)
        #expect(review.rating == 1)
        #expect(review.ratingRange == 5)
        #expect(review.isRecommended == nil)
        #expect(review.isRatingsOnly == false)
        #expect(review.isSyndicated == false)
        #expect(review.helpfulness == nil)
        #expect(review.moderationStatus == .removedByClient)
        #expect(review.submissionID == "dr3vtk322qbv0lj9ygo2lf797")
        #expect(review.submissionTime == Fixtures.date(1_344_312_726))
        #expect(review.badges?.isEmpty == true)
        #expect(review.photos == [])

        let product = try #require(response.included.product(of: review))
        #expect(response.includes?.products?.keys == ["009"])
        #expect(product.id == "009")
        #expect(product.name == nil)
        #expect(product.categoryID == "BV_MISCELLANEOUS_CATEGORY")
        #expect(product.brand == Brand())
        #expect(product.totalReviewCount == 0)
        let statistics = try #require(product.reviewStatistics)
        #expect(statistics.averageOverallRating == nil)
        #expect(statistics.overallRatingRange == 5)
        #expect(statistics.ratingDistribution == [])
        #expect(statistics.firstSubmissionTime == nil)
        #expect(statistics.tagDistribution?.isEmpty == true)
        #expect(response.reviewsWithProducts.map { $0.product?.id } == ["009"])
    }

    @Test("questions.json with included answers joined by AnswerIds")
    func questions() throws {
        let response = try DisplayQuestions().decodeRecorded(try Fixtures.data("questions_include_answers.json"))
        #expect(response.totalResults == 7)
        #expect(response.limit == 20)
        let questions = response.items
        #expect(questions.map(\.id) == ["1398920", "1398918", "1398919", "1398914", "1398916", "1398915", "1398691"])
        #expect(response.includes?.answers?.keys == ["2140114", "2140117", "2140120", "2140118", "2140119"])

        let fit = try #require(questions.first { $0.id == "1398916" })
        #expect(fit.questionSummary?.hasPrefix(#"I'm 5' 2" - will this bike fit my frame?"#) == true)
        #expect(fit.questionDetails == nil)
        #expect(fit.productID == "6-bv")
        #expect(fit.answerIDs == ["2140118"])

        let carrier = try #require(questions.first { $0.id == "1398914" })
        let answers = response.included.answers(of: carrier)
        #expect(answers.map(\.id) == ["2140120"])
        let answer = try #require(answers.first)
        #expect(answer.questionID == "1398914")
        #expect(answer.userLocation == "Miami")
        #expect(answer.isBrandAnswer == false)
        #expect(answer.isSyndicated == nil)
        #expect(answer.totalPositiveFeedbackCount == 1)
        #expect(answer.answerText?.hasPrefix("Yes! I have the Quickback3") == true)
        #expect(answer.submissionTime == Fixtures.date(1_465_257_236))
        #expect(answer.moderationStatus == .approved)

        let unanswered = try #require(questions.first { $0.id == "1398918" })
        #expect(response.included.answers(of: unanswered).isEmpty)
        #expect(response.questionsWithAnswers.map(\.answers.count) == [1, 0, 1, 1, 1, 1, 0])
    }

    @Test("stories.json with a photo and its sizes in order")
    func stories() throws {
        let response = try DisplayStories().decodeRecorded(try Fixtures.data("stories_filter_id.json"))
        #expect(response.totalResults == 1)
        #expect(response.includes == Includes())
        let story = try #require(response.results?.first)
        #expect(story.id == "14181")
        #expect(story.title == "Luveentest")
        #expect(story.storyText == "This is a test. Seriously, it's a test, let it go already.")
        #expect(story.categoryID == "yellow")
        #expect(story.productID == nil)
        #expect(story.isSyndicated == nil)
        #expect(story.storyRating?.range == 5)
        #expect(story.storyRating?.averageScore == 0)
        #expect(story.submissionTime == Fixtures.date(1_344_544_346))
        let photo = try #require(story.photos?.first)
        #expect(photo.id == "433090")
        #expect(photo.caption == nil)
        #expect(photo.sizes?.keys == ["thumbnail", "normal"])
        let base = "https://stories.apitestcustomer.bazaarvoice.com/bvstaging/stories/5555/433090/"
        #expect(photo.normalURL == URL(string: base + "photo.jpg"))
        #expect(photo.thumbnailURL == URL(string: base + "photoThumb.jpg"))
        #expect(photo.sizes?[key: "normal"]?.id == "normal")
    }

    @Test("products.json with statistics, tag distributions and included reviews")
    func products() throws {
        let response = try DisplayProducts().decodeRecorded(
            try Fixtures.data("products_filter_category_include_reviews_stats.json"))
        #expect(response.totalResults == 2)
        #expect(response.items.map(\.id) == ["test2", "test6"])
        let dryer = response.items[0]
        #expect(dryer.name == "GE Profile 7.5 Cu. Ft. Colossal Capacity Electric Dryer")
        #expect(dryer.brand?.name == "GE")
        #expect(dryer.brand?.id == "otttwtzo9imo28ssfm58x1hm")
        #expect(dryer.brandExternalID == "otttwtzo9imo28ssfm58x1hm")
        #expect(dryer.imageURL == URL(string: "http://myshco.com/productImages/profile.png"))
        #expect(dryer.productPageURL == nil)
        #expect(dryer.eans == [])
        #expect(dryer.reviewIDs == ["83501"])
        let statistics = try #require(dryer.reviewStatistics)
        #expect(statistics.averageOverallRating == 4.2297)
        #expect(statistics.totalReviewCount == 74)
        #expect(statistics.recommendedCount == 51)
        #expect(statistics.notRecommendedCount == 15)
        #expect(statistics.ratingsOnlyReviewCount == 7)
        #expect(statistics.ratingDistribution?.map(\.ratingValue) == [2, 3, 4, 5])
        #expect(statistics.ratingDistribution?.map(\.count) == [5, 13, 16, 40])
        #expect(statistics.firstSubmissionTime == Fixtures.date(1_242_414_091))
        #expect(statistics.lastSubmissionTime == Fixtures.date(1_413_265_493))
        #expect(statistics.tagDistribution?.keys == ["Pro", "Con"])
        let pros = try #require(statistics.tagDistribution?[key: "Pro"])
        #expect(pros.label == "Pros")
        #expect(pros.values?.count == 10)
        #expect(pros.values?.first == DistributionValue(value: "Organic Fabric", count: 26))

        let range = response.items[1]
        #expect(range.name == #"GE Cafe 30" Free Standing Gas Range"#)
        #expect(range.description?.contains("System \u{05E0}Delivers") == true)
        #expect(range.reviewStatistics?.averageOverallRating == 4.5)

        let reviews = response.included.reviews(of: dryer)
        #expect(reviews.map(\.id) == ["83501"])
        let review = try #require(reviews.first)
        #expect(review.contextDataValues?.keys == ["Gender"])
        let gender = try #require(review.contextDataValues?[key: "Gender"])
        #expect(gender == ContextDataValue(id: "Gender", value: "Male", valueLabel: "Male", dimensionLabel: "Gender"))
        #expect(review.isRecommended == true)
        #expect(review.title == nil)
        #expect(response.productsWithReviews.map(\.reviews.count) == [1, 0])
    }

    @Test("categories.json with an included product")
    func categories() throws {
        let response = try DisplayCategories().decodeRecorded(
            try Fixtures.data("categories_filter_id_include_products.json"))
        let category = try #require(response.results?.first)
        #expect(category.id == "testCategory1011")
        #expect(category.name == "Dryers")
        #expect(category.parentID == "testCategory1010")
        #expect(category.productIDs == ["test2"])
        #expect(category.categoryPageURL == nil)
        #expect(category.attributes?.isEmpty == true)
        let products = response.included.products(of: category)
        #expect(products.map(\.id) == ["test2"])
        #expect(products.first?.reviewStatistics?.tagDistribution?.keys == ["Pro", "Con"])
        #expect(response.categoriesWithProducts.first?.products.first?.brand?.name == "GE")
    }

    @Test("statistics.json results wrap each product's statistics")
    func statistics() throws {
        let response = try DisplayStatistics(filters: [], stats: []).decodeRecorded(
            try Fixtures.data("statistics_reviews_nativereviews.json"))
        #expect(response.limit == 3)
        let statistics = response.productStatistics
        #expect(statistics.map(\.productID) == ["test3", "test2", "test1"])
        #expect(statistics.map { $0.reviewStatistics?.totalReviewCount } == [29, 74, 235])
        #expect(statistics.map { $0.reviewStatistics?.averageOverallRating } == [4.2414, 4.2297, 4.1915])
        #expect(statistics.map { $0.nativeReviewStatistics?.totalReviewCount } == [29, 74, 235])
        #expect(statistics.allSatisfy { $0.reviewStatistics?.overallRatingRange == 5 })
        #expect(statistics.first?.qaStatistics == nil)
    }
}
