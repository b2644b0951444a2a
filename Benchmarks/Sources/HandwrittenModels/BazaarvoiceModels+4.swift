import Foundation

// Drafted by Benchmarks/Scripts/draft_handwritten.py from Schemas/Bazaarvoice (roots: DisplayResponse<Review>, DisplayResponse<Product>, DisplayResponse<Question>, DisplayResponse<Category>, DisplayResponse<Story>, DisplayResponse<StatisticsResult>), then kept as
// source: plain synthesized Codable, the decoding benchmark's hand-written peer.

extension HWBazaarvoice {
    /// Hand-written equivalent of the schema's `Comment`.
    public struct Comment: Codable, Sendable {
        public var id: String?
        public var authorID: String?
        public var userNickname: String?
        public var userLocation: String?
        public var reviewID: String?
        public var storyID: String?
        public var productID: String?
        public var title: String?
        public var commentText: String?
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
            case reviewID = "ReviewId"
            case storyID = "StoryId"
            case productID = "ProductId"
            case title = "Title"
            case commentText = "CommentText"
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

    /// Hand-written equivalent of the schema's `LocalizedValue`.
    public struct LocalizedValue: Codable, Sendable {
        public var locale: String?
        public var value: String?

        enum CodingKeys: String, CodingKey {
            case locale = "Locale"
            case value = "Value"
        }
    }

    /// Hand-written equivalent of the schema's `RatingDistributionEntry`.
    public struct RatingDistributionEntry: Codable, Sendable {
        public var ratingValue: Int?
        public var count: Int?

        enum CodingKeys: String, CodingKey {
            case ratingValue = "RatingValue"
            case count = "Count"
        }
    }

    /// Hand-written equivalent of the schema's `SecondaryRatingAverage`.
    public struct SecondaryRatingAverage: Codable, Sendable {
        public var id: String?
        public var averageRating: Double?
        public var valueRange: Int?
        public var displayType: String?
        public var minLabel: String?
        public var maxLabel: String?
        public var label: String?
        public var valueLabel: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case averageRating = "AverageRating"
            case valueRange = "ValueRange"
            case displayType = "DisplayType"
            case minLabel = "MinLabel"
            case maxLabel = "MaxLabel"
            case label = "Label"
            case valueLabel = "ValueLabel"
        }
    }

    /// Hand-written equivalent of the schema's `Distribution`.
    public struct Distribution: Codable, Sendable {
        public var id: String?
        public var label: String?
        public var values: [DistributionValue]?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case label = "Label"
            case values = "Values"
        }
    }

    /// Hand-written equivalent of the schema's `DistributionValue`.
    public struct DistributionValue: Codable, Sendable {
        public var value: String?
        public var valueLabel: String?
        public var count: Int?

        enum CodingKeys: String, CodingKey {
            case value = "Value"
            case valueLabel = "ValueLabel"
            case count = "Count"
        }
    }
}
