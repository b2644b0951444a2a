import Foundation

// Drafted by Benchmarks/Scripts/draft_handwritten.py from Schemas/Bazaarvoice (roots: DisplayResponse<Review>, DisplayResponse<Product>, DisplayResponse<Question>, DisplayResponse<Category>, DisplayResponse<Story>, DisplayResponse<StatisticsResult>), then kept as
// source: plain synthesized Codable, the decoding benchmark's hand-written peer.

extension HWBazaarvoice {
    /// Hand-written equivalent of the schema's `Comment`.
    public struct Comment: Codable, Sendable {
        /// The `Id` field.
        public var id: String?
        /// The `AuthorId` field.
        public var authorID: String?
        /// The `UserNickname` field.
        public var userNickname: String?
        /// The `UserLocation` field.
        public var userLocation: String?
        /// The `ReviewId` field.
        public var reviewID: String?
        /// The `StoryId` field.
        public var storyID: String?
        /// The `ProductId` field.
        public var productID: String?
        /// The `Title` field.
        public var title: String?
        /// The `CommentText` field.
        public var commentText: String?
        /// The `IsFeatured` field.
        public var isFeatured: Bool?
        /// The `IsSyndicated` field.
        public var isSyndicated: Bool?
        /// The `SyndicationSource` field.
        public var syndicationSource: SyndicationSource?
        /// The `TotalFeedbackCount` field.
        public var totalFeedbackCount: Int?
        /// The `TotalPositiveFeedbackCount` field.
        public var totalPositiveFeedbackCount: Int?
        /// The `TotalNegativeFeedbackCount` field.
        public var totalNegativeFeedbackCount: Int?
        /// The `TotalInappropriateFeedbackCount` field.
        public var totalInappropriateFeedbackCount: Int?
        /// The `CampaignId` field.
        public var campaignID: String?
        /// The `ContentLocale` field.
        public var contentLocale: String?
        /// The `ModerationStatus` field.
        public var moderationStatus: String?
        /// The `SubmissionId` field.
        public var submissionID: String?
        /// The `SubmissionTime` field.
        public var submissionTime: Date?
        /// The `LastModificationTime` field.
        public var lastModificationTime: Date?
        /// The `LastModeratedTime` field.
        public var lastModeratedTime: Date?
        /// The `Photos` field.
        public var photos: [Photo]?
        /// The `Videos` field.
        public var videos: [Video]?
        /// The `ContextDataValues` field.
        public var contextDataValues: [String: ContextDataValue]?
        /// The `ContextDataValuesOrder` field: the order of `ContextDataValues`.
        public var contextDataValuesOrder: [String]?
        /// The `Badges` field.
        public var badges: [String: Badge]?
        /// The `BadgesOrder` field: the order of `Badges`.
        public var badgesOrder: [String]?
        /// The `AdditionalFields` field.
        public var additionalFields: [String: AdditionalField]?
        /// The `AdditionalFieldsOrder` field: the order of `AdditionalFields`.
        public var additionalFieldsOrder: [String]?
        /// The `ProductRecommendationIds` field.
        public var productRecommendationIds: [String]?
        /// The `ClientResponses` field.
        public var clientResponses: [ClientResponse]?
        /// The `IPAddress` field.
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
        /// The `Locale` field.
        public var locale: String?
        /// The `Value` field.
        public var value: String?

        enum CodingKeys: String, CodingKey {
            case locale = "Locale"
            case value = "Value"
        }
    }

    /// Hand-written equivalent of the schema's `RatingDistributionEntry`.
    public struct RatingDistributionEntry: Codable, Sendable {
        /// The `RatingValue` field.
        public var ratingValue: Int?
        /// The `Count` field.
        public var count: Int?

        enum CodingKeys: String, CodingKey {
            case ratingValue = "RatingValue"
            case count = "Count"
        }
    }

    /// Hand-written equivalent of the schema's `SecondaryRatingAverage`.
    public struct SecondaryRatingAverage: Codable, Sendable {
        /// The `Id` field.
        public var id: String?
        /// The `AverageRating` field.
        public var averageRating: Double?
        /// The `ValueRange` field.
        public var valueRange: Int?
        /// The `DisplayType` field.
        public var displayType: String?
        /// The `MinLabel` field.
        public var minLabel: String?
        /// The `MaxLabel` field.
        public var maxLabel: String?
        /// The `Label` field.
        public var label: String?
        /// The `ValueLabel` field.
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
        /// The `Id` field.
        public var id: String?
        /// The `Label` field.
        public var label: String?
        /// The `Values` field.
        public var values: [DistributionValue]?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case label = "Label"
            case values = "Values"
        }
    }

    /// Hand-written equivalent of the schema's `DistributionValue`.
    public struct DistributionValue: Codable, Sendable {
        /// The `Value` field.
        public var value: String?
        /// The `ValueLabel` field.
        public var valueLabel: String?
        /// The `Count` field.
        public var count: Int?

        enum CodingKeys: String, CodingKey {
            case value = "Value"
            case valueLabel = "ValueLabel"
            case count = "Count"
        }
    }
}
