import Foundation

// Drafted by Benchmarks/Scripts/draft_handwritten.py from Schemas/Bazaarvoice (roots: DisplayResponse<Review>, DisplayResponse<Product>, DisplayResponse<Question>, DisplayResponse<Category>, DisplayResponse<Story>, DisplayResponse<StatisticsResult>), then kept as
// source: plain synthesized Codable, the decoding benchmark's hand-written peer.

extension HWBazaarvoice {
    /// Hand-written equivalent of the schema's `Story`.
    public struct Story: Codable, Sendable {
        public var id: String?
        public var authorID: String?
        public var userNickname: String?
        public var userLocation: String?
        public var productID: String?
        public var categoryID: String?
        public var title: String?
        public var storyText: String?
        public var storyRating: StoryRating?
        public var totalCommentCount: Int?
        public var commentIds: [String]?
        public var tagDimensions: [String: TagDimension]?
        public var tagDimensionsOrder: [String]?
        public var isFeatured: Bool?
        public var isSyndicated: Bool?
        public var syndicationSource: SyndicationSource?
        public var totalFeedbackCount: Int?
        public var totalPositiveFeedbackCount: Int?
        public var totalNegativeFeedbackCount: Int?
        public var totalInappropriateFeedbackCount: Int?
        public var campaignID: String?
        public var contentLocale: String?
        public var moderationStatus: String?
        public var submissionID: String?
        public var submissionTime: Date?
        public var lastModificationTime: Date?
        public var lastModeratedTime: Date?
        public var photos: [Photo]?
        public var videos: [Video]?
        public var contextDataValues: [String: ContextDataValue]?
        public var contextDataValuesOrder: [String]?
        public var badges: [String: Badge]?
        public var badgesOrder: [String]?
        public var additionalFields: [String: AdditionalField]?
        public var additionalFieldsOrder: [String]?
        public var productRecommendationIds: [String]?
        public var clientResponses: [ClientResponse]?
        public var ipAddress: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case authorID = "AuthorId"
            case userNickname = "UserNickname"
            case userLocation = "UserLocation"
            case productID = "ProductId"
            case categoryID = "CategoryId"
            case title = "Title"
            case storyText = "StoryText"
            case storyRating = "StoryRating"
            case totalCommentCount = "TotalCommentCount"
            case commentIds = "CommentIds"
            case tagDimensions = "TagDimensions"
            case tagDimensionsOrder = "TagDimensionsOrder"
            case isFeatured = "IsFeatured"
            case isSyndicated = "IsSyndicated"
            case syndicationSource = "SyndicationSource"
            case totalFeedbackCount = "TotalFeedbackCount"
            case totalPositiveFeedbackCount = "TotalPositiveFeedbackCount"
            case totalNegativeFeedbackCount = "TotalNegativeFeedbackCount"
            case totalInappropriateFeedbackCount = "TotalInappropriateFeedbackCount"
            case campaignID = "CampaignId"
            case contentLocale = "ContentLocale"
            case moderationStatus = "ModerationStatus"
            case submissionID = "SubmissionId"
            case submissionTime = "SubmissionTime"
            case lastModificationTime = "LastModificationTime"
            case lastModeratedTime = "LastModeratedTime"
            case photos = "Photos"
            case videos = "Videos"
            case contextDataValues = "ContextDataValues"
            case contextDataValuesOrder = "ContextDataValuesOrder"
            case badges = "Badges"
            case badgesOrder = "BadgesOrder"
            case additionalFields = "AdditionalFields"
            case additionalFieldsOrder = "AdditionalFieldsOrder"
            case productRecommendationIds = "ProductRecommendationIds"
            case clientResponses = "ClientResponses"
            case ipAddress = "IPAddress"
        }
    }

    /// Hand-written equivalent of the schema's `StatisticsResult`.
    public struct StatisticsResult: Codable, Sendable {
        public var productStatistics: ProductStatistics?

        enum CodingKeys: String, CodingKey {
            case productStatistics = "ProductStatistics"
        }
    }

    /// Hand-written equivalent of the schema's `SecondaryRating`.
    public struct SecondaryRating: Codable, Sendable {
        public var id: String?
        public var label: String?
        public var value: Double?
        public var valueLabel: String?
        public var valueRange: Int?
        public var minLabel: String?
        public var maxLabel: String?
        public var displayType: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case label = "Label"
            case value = "Value"
            case valueLabel = "ValueLabel"
            case valueRange = "ValueRange"
            case minLabel = "MinLabel"
            case maxLabel = "MaxLabel"
            case displayType = "DisplayType"
        }
    }

    /// Hand-written equivalent of the schema's `TagDimension`.
    public struct TagDimension: Codable, Sendable {
        public var id: String?
        public var label: String?
        public var values: [String]?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case label = "Label"
            case values = "Values"
        }
    }

    /// Hand-written equivalent of the schema's `SyndicationSource`.
    public struct SyndicationSource: Codable, Sendable {
        public var name: String?
        public var contentLink: URL?
        public var logoImageURL: URL?
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
        public var id: String?
        public var caption: String?
        public var sizes: [String: PhotoSize]?
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
        public var videoID: String?
        public var videoHost: String?
        public var caption: String?
        public var videoThumbnailURL: URL?
        public var videoURL: URL?
        public var videoIframeURL: URL?
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
        public var id: String?
        public var value: String?
        public var valueLabel: String?
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
        public var id: String?
        public var badgeType: String?
        public var contentType: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case badgeType = "BadgeType"
            case contentType = "ContentType"
        }
    }

    /// Hand-written equivalent of the schema's `AdditionalField`.
    public struct AdditionalField: Codable, Sendable {
        public var id: String?
        public var label: String?
        public var value: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case label = "Label"
            case value = "Value"
        }
    }

    /// Hand-written equivalent of the schema's `ClientResponse`.
    public struct ClientResponse: Codable, Sendable {
        public var name: String?
        public var department: String?
        public var responseType: String?
        public var responseSource: String?
        public var response: String?
        public var responseMarkup: [String]?
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
        public var products: [String: Product]?
        public var productsOrder: [String]?
        public var categories: [String: Category]?
        public var categoriesOrder: [String]?
        public var authors: [String: Author]?
        public var authorsOrder: [String]?
        public var reviews: [String: Review]?
        public var reviewsOrder: [String]?
        public var questions: [String: Question]?
        public var questionsOrder: [String]?
        public var answers: [String: Answer]?
        public var answersOrder: [String]?
        public var stories: [String: Story]?
        public var storiesOrder: [String]?
        public var comments: [String: Comment]?
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
        public var code: String?
        public var message: String?

        enum CodingKeys: String, CodingKey {
            case code = "Code"
            case message = "Message"
        }
    }

    /// Hand-written equivalent of the schema's `Brand`.
    public struct Brand: Codable, Sendable {
        public var id: String?
        public var name: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case name = "Name"
        }
    }

    /// Hand-written equivalent of the schema's `ProductAttribute`.
    public struct ProductAttribute: Codable, Sendable {
        public var id: String?
        public var values: [LocalizedValue]?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case values = "Values"
        }
    }
}
