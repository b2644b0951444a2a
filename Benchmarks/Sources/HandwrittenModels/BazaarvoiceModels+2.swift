import Foundation

// Drafted by Benchmarks/Scripts/draft_handwritten.py from Schemas/Bazaarvoice (roots: DisplayResponse<Review>, DisplayResponse<Product>, DisplayResponse<Question>, DisplayResponse<Category>, DisplayResponse<Story>, DisplayResponse<StatisticsResult>), then kept as
// source: plain synthesized Codable, the decoding benchmark's hand-written peer.

extension HWBazaarvoice {
    /// Hand-written equivalent of the schema's `Question`.
    public struct Question: Codable, Sendable {
        /// The `Id` field.
        public var id: String?
        /// The `AuthorId` field.
        public var authorID: String?
        /// The `UserNickname` field.
        public var userNickname: String?
        /// The `UserLocation` field.
        public var userLocation: String?
        /// The `ProductId` field.
        public var productID: String?
        /// The `CategoryId` field.
        public var categoryID: String?
        /// The `QuestionSummary` field.
        public var questionSummary: String?
        /// The `QuestionDetails` field.
        public var questionDetails: String?
        /// The `IsUserAnonymous` field.
        public var isUserAnonymous: Bool?
        /// The `TotalAnswerCount` field.
        public var totalAnswerCount: Int?
        /// The `AnswerIds` field.
        public var answerIds: [String]?
        /// The `TagDimensions` field.
        public var tagDimensions: [String: TagDimension]?
        /// The `TagDimensionsOrder` field: the order of `TagDimensions`.
        public var tagDimensionsOrder: [String]?
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
            case productID = "ProductId"
            case categoryID = "CategoryId"
            case questionSummary = "QuestionSummary"
            case questionDetails = "QuestionDetails"
            case isUserAnonymous = "IsUserAnonymous"
            case totalAnswerCount = "TotalAnswerCount"
            case answerIds = "AnswerIds"
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

    /// Hand-written equivalent of the schema's `Category`.
    public struct Category: Codable, Sendable {
        /// The `Id` field.
        public var id: String?
        /// The `Name` field.
        public var name: String?
        /// The `ParentId` field.
        public var parentID: String?
        /// The `ImageUrl` field.
        public var imageURL: URL?
        /// The `CategoryPageUrl` field.
        public var categoryPageURL: URL?
        /// The `Attributes` field.
        public var attributes: [String: ProductAttribute]?
        /// The `AttributesOrder` field: the order of `Attributes`.
        public var attributesOrder: [String]?
        /// The `ProductIds` field.
        public var productIds: [String]?
        /// The `QuestionIds` field.
        public var questionIds: [String]?
        /// The `StoryIds` field.
        public var storyIds: [String]?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case name = "Name"
            case parentID = "ParentId"
            case imageURL = "ImageUrl"
            case categoryPageURL = "CategoryPageUrl"
            case attributes = "Attributes"
            case attributesOrder = "AttributesOrder"
            case productIds = "ProductIds"
            case questionIds = "QuestionIds"
            case storyIds = "StoryIds"
        }
    }

    /// Hand-written equivalent of the schema's `Story`.
    public struct Story: Codable, Sendable {
        /// The `Id` field.
        public var id: String?
        /// The `AuthorId` field.
        public var authorID: String?
        /// The `UserNickname` field.
        public var userNickname: String?
        /// The `UserLocation` field.
        public var userLocation: String?
        /// The `ProductId` field.
        public var productID: String?
        /// The `CategoryId` field.
        public var categoryID: String?
        /// The `Title` field.
        public var title: String?
        /// The `StoryText` field.
        public var storyText: String?
        /// The `StoryRating` field.
        public var storyRating: StoryRating?
        /// The `TotalCommentCount` field.
        public var totalCommentCount: Int?
        /// The `CommentIds` field.
        public var commentIds: [String]?
        /// The `TagDimensions` field.
        public var tagDimensions: [String: TagDimension]?
        /// The `TagDimensionsOrder` field: the order of `TagDimensions`.
        public var tagDimensionsOrder: [String]?
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
        /// The `ProductStatistics` field.
        public var productStatistics: ProductStatistics?

        enum CodingKeys: String, CodingKey {
            case productStatistics = "ProductStatistics"
        }
    }

    /// Hand-written equivalent of the schema's `SecondaryRating`.
    public struct SecondaryRating: Codable, Sendable {
        /// The `Id` field.
        public var id: String?
        /// The `Label` field.
        public var label: String?
        /// The `Value` field.
        public var value: Double?
        /// The `ValueLabel` field.
        public var valueLabel: String?
        /// The `ValueRange` field.
        public var valueRange: Int?
        /// The `MinLabel` field.
        public var minLabel: String?
        /// The `MaxLabel` field.
        public var maxLabel: String?
        /// The `DisplayType` field.
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
}
