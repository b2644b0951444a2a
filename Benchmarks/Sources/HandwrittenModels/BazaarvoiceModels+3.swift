import Foundation

// Drafted by Benchmarks/Scripts/draft_handwritten.py from Schemas/Bazaarvoice (roots: DisplayResponse<Review>, DisplayResponse<Product>, DisplayResponse<Question>, DisplayResponse<Category>, DisplayResponse<Story>, DisplayResponse<StatisticsResult>), then kept as
// source: plain synthesized Codable, the decoding benchmark's hand-written peer.

extension HWBazaarvoice {
    /// Hand-written equivalent of the schema's `TagDimension`.
    public struct TagDimension: Codable, Sendable {
        /// The `Id` field.
        public var id: String?
        /// The `Label` field.
        public var label: String?
        /// The `Values` field.
        public var values: [String]?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case label = "Label"
            case values = "Values"
        }
    }

    /// Hand-written equivalent of the schema's `SyndicationSource`.
    public struct SyndicationSource: Codable, Sendable {
        /// The `Name` field.
        public var name: String?
        /// The `ContentLink` field.
        public var contentLink: URL?
        /// The `LogoImageUrl` field.
        public var logoImageURL: URL?
        /// The `ClientId` field.
        public var clientID: String?

        enum CodingKeys: String, CodingKey {
            case name = "Name"
            case contentLink = "ContentLink"
            case logoImageURL = "LogoImageUrl"
            case clientID = "ClientId"
        }
    }

    /// Hand-written equivalent of the schema's `Photo`.
    public struct Photo: Codable, Sendable {
        /// The `Id` field.
        public var id: String?
        /// The `Caption` field.
        public var caption: String?
        /// The `Sizes` field.
        public var sizes: [String: PhotoSize]?
        /// The `SizesOrder` field: the order of `Sizes`.
        public var sizesOrder: [String]?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case caption = "Caption"
            case sizes = "Sizes"
            case sizesOrder = "SizesOrder"
        }
    }

    /// Hand-written equivalent of the schema's `Video`.
    public struct Video: Codable, Sendable {
        /// The `VideoId` field.
        public var videoID: String?
        /// The `VideoHost` field.
        public var videoHost: String?
        /// The `Caption` field.
        public var caption: String?
        /// The `VideoThumbnailUrl` field.
        public var videoThumbnailURL: URL?
        /// The `VideoUrl` field.
        public var videoURL: URL?
        /// The `VideoIframeUrl` field.
        public var videoIframeURL: URL?
        /// The `ContentType` field.
        public var contentType: String?

        enum CodingKeys: String, CodingKey {
            case videoID = "VideoId"
            case videoHost = "VideoHost"
            case caption = "Caption"
            case videoThumbnailURL = "VideoThumbnailUrl"
            case videoURL = "VideoUrl"
            case videoIframeURL = "VideoIframeUrl"
            case contentType = "ContentType"
        }
    }

    /// Hand-written equivalent of the schema's `ContextDataValue`.
    public struct ContextDataValue: Codable, Sendable {
        /// The `Id` field.
        public var id: String?
        /// The `Value` field.
        public var value: String?
        /// The `ValueLabel` field.
        public var valueLabel: String?
        /// The `DimensionLabel` field.
        public var dimensionLabel: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case value = "Value"
            case valueLabel = "ValueLabel"
            case dimensionLabel = "DimensionLabel"
        }
    }

    /// Hand-written equivalent of the schema's `Badge`.
    public struct Badge: Codable, Sendable {
        /// The `Id` field.
        public var id: String?
        /// The `BadgeType` field.
        public var badgeType: String?
        /// The `ContentType` field.
        public var contentType: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case badgeType = "BadgeType"
            case contentType = "ContentType"
        }
    }

    /// Hand-written equivalent of the schema's `AdditionalField`.
    public struct AdditionalField: Codable, Sendable {
        /// The `Id` field.
        public var id: String?
        /// The `Label` field.
        public var label: String?
        /// The `Value` field.
        public var value: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case label = "Label"
            case value = "Value"
        }
    }

    /// Hand-written equivalent of the schema's `ClientResponse`.
    public struct ClientResponse: Codable, Sendable {
        /// The `Name` field.
        public var name: String?
        /// The `Department` field.
        public var department: String?
        /// The `ResponseType` field.
        public var responseType: String?
        /// The `ResponseSource` field.
        public var responseSource: String?
        /// The `Response` field.
        public var response: String?
        /// The `ResponseMarkup` field.
        public var responseMarkup: [String]?
        /// The `Date` field.
        public var date: Date?

        enum CodingKeys: String, CodingKey {
            case name = "Name"
            case department = "Department"
            case responseType = "ResponseType"
            case responseSource = "ResponseSource"
            case response = "Response"
            case responseMarkup = "ResponseMarkup"
            case date = "Date"
        }
    }

    /// Hand-written equivalent of the schema's `Includes`.
    public struct Includes: Codable, Sendable {
        /// The `Products` field.
        public var products: [String: Product]?
        /// The `ProductsOrder` field: the order of `Products`.
        public var productsOrder: [String]?
        /// The `Categories` field.
        public var categories: [String: Category]?
        /// The `CategoriesOrder` field: the order of `Categories`.
        public var categoriesOrder: [String]?
        /// The `Authors` field.
        public var authors: [String: Author]?
        /// The `AuthorsOrder` field: the order of `Authors`.
        public var authorsOrder: [String]?
        /// The `Reviews` field.
        public var reviews: [String: Review]?
        /// The `ReviewsOrder` field: the order of `Reviews`.
        public var reviewsOrder: [String]?
        /// The `Questions` field.
        public var questions: [String: Question]?
        /// The `QuestionsOrder` field: the order of `Questions`.
        public var questionsOrder: [String]?
        /// The `Answers` field.
        public var answers: [String: Answer]?
        /// The `AnswersOrder` field: the order of `Answers`.
        public var answersOrder: [String]?
        /// The `Stories` field.
        public var stories: [String: Story]?
        /// The `StoriesOrder` field: the order of `Stories`.
        public var storiesOrder: [String]?
        /// The `Comments` field.
        public var comments: [String: Comment]?
        /// The `CommentsOrder` field: the order of `Comments`.
        public var commentsOrder: [String]?

        enum CodingKeys: String, CodingKey {
            case products = "Products"
            case productsOrder = "ProductsOrder"
            case categories = "Categories"
            case categoriesOrder = "CategoriesOrder"
            case authors = "Authors"
            case authorsOrder = "AuthorsOrder"
            case reviews = "Reviews"
            case reviewsOrder = "ReviewsOrder"
            case questions = "Questions"
            case questionsOrder = "QuestionsOrder"
            case answers = "Answers"
            case answersOrder = "AnswersOrder"
            case stories = "Stories"
            case storiesOrder = "StoriesOrder"
            case comments = "Comments"
            case commentsOrder = "CommentsOrder"
        }
    }

    /// Hand-written equivalent of the schema's `APIErrorDetail`.
    public struct APIErrorDetail: Codable, Sendable {
        /// The `Code` field.
        public var code: String?
        /// The `Message` field.
        public var message: String?

        enum CodingKeys: String, CodingKey {
            case code = "Code"
            case message = "Message"
        }
    }

    /// Hand-written equivalent of the schema's `Brand`.
    public struct Brand: Codable, Sendable {
        /// The `Id` field.
        public var id: String?
        /// The `Name` field.
        public var name: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case name = "Name"
        }
    }

    /// Hand-written equivalent of the schema's `ProductAttribute`.
    public struct ProductAttribute: Codable, Sendable {
        /// The `Id` field.
        public var id: String?
        /// The `Values` field.
        public var values: [LocalizedValue]?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case values = "Values"
        }
    }

    /// Hand-written equivalent of the schema's `ReviewStatistics`.
    public struct ReviewStatistics: Codable, Sendable {
        /// The `TotalReviewCount` field.
        public var totalReviewCount: Int?
        /// The `AverageOverallRating` field.
        public var averageOverallRating: Double?
        /// The `OverallRatingRange` field.
        public var overallRatingRange: Int?
        /// The `RatingsOnlyReviewCount` field.
        public var ratingsOnlyReviewCount: Int?
        /// The `RecommendedCount` field.
        public var recommendedCount: Int?
        /// The `NotRecommendedCount` field.
        public var notRecommendedCount: Int?
        /// The `FeaturedReviewCount` field.
        public var featuredReviewCount: Int?
        /// The `HelpfulVoteCount` field.
        public var helpfulVoteCount: Int?
        /// The `NotHelpfulVoteCount` field.
        public var notHelpfulVoteCount: Int?
        /// The `IncentivizedReviewCount` field.
        public var incentivizedReviewCount: Int?
        /// The `FirstSubmissionTime` field.
        public var firstSubmissionTime: Date?
        /// The `LastSubmissionTime` field.
        public var lastSubmissionTime: Date?
        /// The `RatingDistribution` field.
        public var ratingDistribution: [RatingDistributionEntry]?
        /// The `SecondaryRatingsAverages` field.
        public var secondaryRatingsAverages: [String: SecondaryRatingAverage]?
        /// The `SecondaryRatingsAveragesOrder` field: the order of `SecondaryRatingsAverages`.
        public var secondaryRatingsAveragesOrder: [String]?
        /// The `TagDistribution` field.
        public var tagDistribution: [String: Distribution]?
        /// The `TagDistributionOrder` field: the order of `TagDistribution`.
        public var tagDistributionOrder: [String]?
        /// The `ContextDataDistribution` field.
        public var contextDataDistribution: [String: Distribution]?
        /// The `ContextDataDistributionOrder` field: the order of `ContextDataDistribution`.
        public var contextDataDistributionOrder: [String]?
        /// The `SecondaryRatingsDistribution` field.
        public var secondaryRatingsDistribution: [String: Distribution]?
        /// The `SecondaryRatingsDistributionOrder` field: the order of `SecondaryRatingsDistribution`.
        public var secondaryRatingsDistributionOrder: [String]?

        enum CodingKeys: String, CodingKey {
            case totalReviewCount = "TotalReviewCount"
            case averageOverallRating = "AverageOverallRating"
            case overallRatingRange = "OverallRatingRange"
            case ratingsOnlyReviewCount = "RatingsOnlyReviewCount"
            case recommendedCount = "RecommendedCount"
            case notRecommendedCount = "NotRecommendedCount"
            case featuredReviewCount = "FeaturedReviewCount"
            case helpfulVoteCount = "HelpfulVoteCount"
            case notHelpfulVoteCount = "NotHelpfulVoteCount"
            case incentivizedReviewCount = "IncentivizedReviewCount"
            case firstSubmissionTime = "FirstSubmissionTime"
            case lastSubmissionTime = "LastSubmissionTime"
            case ratingDistribution = "RatingDistribution"
            case secondaryRatingsAverages = "SecondaryRatingsAverages"
            case secondaryRatingsAveragesOrder = "SecondaryRatingsAveragesOrder"
            case tagDistribution = "TagDistribution"
            case tagDistributionOrder = "TagDistributionOrder"
            case contextDataDistribution = "ContextDataDistribution"
            case contextDataDistributionOrder = "ContextDataDistributionOrder"
            case secondaryRatingsDistribution = "SecondaryRatingsDistribution"
            case secondaryRatingsDistributionOrder = "SecondaryRatingsDistributionOrder"
        }
    }
}
