import Foundation

// Drafted by Benchmarks/Scripts/draft_handwritten.py from Schemas/Bazaarvoice (roots: DisplayResponse<Review>, DisplayResponse<Product>, DisplayResponse<Question>, DisplayResponse<Category>, DisplayResponse<Story>, DisplayResponse<StatisticsResult>), then kept as
// source: plain synthesized Codable, the decoding benchmark's hand-written peer.

extension HWBazaarvoice {
    /// Hand-written equivalent of the schema's `QAStatistics`.
    public struct QAStatistics: Codable, Sendable {
        /// The `TotalQuestionCount` field.
        public var totalQuestionCount: Int?
        /// The `TotalAnswerCount` field.
        public var totalAnswerCount: Int?
        /// The `BestAnswerCount` field.
        public var bestAnswerCount: Int?
        /// The `FeaturedQuestionCount` field.
        public var featuredQuestionCount: Int?
        /// The `FeaturedAnswerCount` field.
        public var featuredAnswerCount: Int?
        /// The `HelpfulVoteCount` field.
        public var helpfulVoteCount: Int?
        /// The `QuestionHelpfulVoteCount` field.
        public var questionHelpfulVoteCount: Int?
        /// The `QuestionNotHelpfulVoteCount` field.
        public var questionNotHelpfulVoteCount: Int?
        /// The `AnswerHelpfulVoteCount` field.
        public var answerHelpfulVoteCount: Int?
        /// The `AnswerNotHelpfulVoteCount` field.
        public var answerNotHelpfulVoteCount: Int?
        /// The `FirstQuestionTime` field.
        public var firstQuestionTime: Date?
        /// The `LastQuestionTime` field.
        public var lastQuestionTime: Date?
        /// The `FirstAnswerTime` field.
        public var firstAnswerTime: Date?
        /// The `LastAnswerTime` field.
        public var lastAnswerTime: Date?
        /// The `LastQuestionAnswerTime` field.
        public var lastQuestionAnswerTime: Date?
        /// The `TagDistribution` field.
        public var tagDistribution: [String: Distribution]?
        /// The `TagDistributionOrder` field: the order of `TagDistribution`.
        public var tagDistributionOrder: [String]?
        /// The `ContextDataDistribution` field.
        public var contextDataDistribution: [String: Distribution]?
        /// The `ContextDataDistributionOrder` field: the order of `ContextDataDistribution`.
        public var contextDataDistributionOrder: [String]?

        enum CodingKeys: String, CodingKey {
            case totalQuestionCount = "TotalQuestionCount"
            case totalAnswerCount = "TotalAnswerCount"
            case bestAnswerCount = "BestAnswerCount"
            case featuredQuestionCount = "FeaturedQuestionCount"
            case featuredAnswerCount = "FeaturedAnswerCount"
            case helpfulVoteCount = "HelpfulVoteCount"
            case questionHelpfulVoteCount = "QuestionHelpfulVoteCount"
            case questionNotHelpfulVoteCount = "QuestionNotHelpfulVoteCount"
            case answerHelpfulVoteCount = "AnswerHelpfulVoteCount"
            case answerNotHelpfulVoteCount = "AnswerNotHelpfulVoteCount"
            case firstQuestionTime = "FirstQuestionTime"
            case lastQuestionTime = "LastQuestionTime"
            case firstAnswerTime = "FirstAnswerTime"
            case lastAnswerTime = "LastAnswerTime"
            case lastQuestionAnswerTime = "LastQuestionAnswerTime"
            case tagDistribution = "TagDistribution"
            case tagDistributionOrder = "TagDistributionOrder"
            case contextDataDistribution = "ContextDataDistribution"
            case contextDataDistributionOrder = "ContextDataDistributionOrder"
        }
    }

    /// Hand-written equivalent of the schema's `StoryRating`.
    public struct StoryRating: Codable, Sendable {
        /// The `Range` field.
        public var range: Int?
        /// The `AverageScore` field.
        public var averageScore: Double?

        enum CodingKeys: String, CodingKey {
            case range = "Range"
            case averageScore = "AverageScore"
        }
    }

    /// Hand-written equivalent of the schema's `ProductStatistics`.
    public struct ProductStatistics: Codable, Sendable {
        /// The `ProductId` field.
        public var productID: String?
        /// The `ReviewStatistics` field.
        public var reviewStatistics: ReviewStatistics?
        /// The `NativeReviewStatistics` field.
        public var nativeReviewStatistics: ReviewStatistics?
        /// The `QAStatistics` field.
        public var qaStatistics: QAStatistics?

        enum CodingKeys: String, CodingKey {
            case productID = "ProductId"
            case reviewStatistics = "ReviewStatistics"
            case nativeReviewStatistics = "NativeReviewStatistics"
            case qaStatistics = "QAStatistics"
        }
    }

    /// Hand-written equivalent of the schema's `PhotoSize`.
    public struct PhotoSize: Codable, Sendable {
        /// The `Id` field.
        public var id: String?
        /// The `Url` field.
        public var url: URL?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case url = "Url"
        }
    }

    /// Hand-written equivalent of the schema's `Author`.
    public struct Author: Codable, Sendable {
        /// The `Id` field.
        public var id: String?
        /// The `UserNickname` field.
        public var userNickname: String?
        /// The `Location` field.
        public var location: String?
        /// The `ContributorRank` field.
        public var contributorRank: String?
        /// The `Avatar` field.
        public var avatar: AnyJSON?
        /// The `TotalReviewCount` field.
        public var totalReviewCount: Int?
        /// The `TotalQuestionCount` field.
        public var totalQuestionCount: Int?
        /// The `TotalAnswerCount` field.
        public var totalAnswerCount: Int?
        /// The `TotalCommentCount` field.
        public var totalCommentCount: Int?
        /// The `ReviewIds` field.
        public var reviewIds: [String]?
        /// The `QuestionIds` field.
        public var questionIds: [String]?
        /// The `AnswerIds` field.
        public var answerIds: [String]?
        /// The `CommentIds` field.
        public var commentIds: [String]?
        /// The `StoryIds` field.
        public var storyIds: [String]?
        /// The `ThirdPartyIds` field.
        public var thirdPartyIds: [String]?
        /// The `ReviewStatistics` field.
        public var reviewStatistics: ReviewStatistics?
        /// The `QAStatistics` field.
        public var qaStatistics: QAStatistics?
        /// The `Badges` field.
        public var badges: [String: Badge]?
        /// The `BadgesOrder` field: the order of `Badges`.
        public var badgesOrder: [String]?
        /// The `SecondaryRatings` field.
        public var secondaryRatings: [String: SecondaryRating]?
        /// The `SecondaryRatingsOrder` field: the order of `SecondaryRatings`.
        public var secondaryRatingsOrder: [String]?
        /// The `ContextDataValues` field.
        public var contextDataValues: [String: ContextDataValue]?
        /// The `ContextDataValuesOrder` field: the order of `ContextDataValues`.
        public var contextDataValuesOrder: [String]?
        /// The `AdditionalFields` field.
        public var additionalFields: [String: AdditionalField]?
        /// The `AdditionalFieldsOrder` field: the order of `AdditionalFields`.
        public var additionalFieldsOrder: [String]?
        /// The `Photos` field.
        public var photos: [Photo]?
        /// The `Videos` field.
        public var videos: [Video]?
        /// The `ModerationStatus` field.
        public var moderationStatus: String?
        /// The `SubmissionId` field.
        public var submissionID: String?
        /// The `SubmissionTime` field.
        public var submissionTime: Date?
        /// The `LastModeratedTime` field.
        public var lastModeratedTime: Date?
        /// The `IPAddress` field.
        public var ipAddress: String?
        /// The `ProductRecommendationIds` field.
        public var productRecommendationIds: [String]?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case userNickname = "UserNickname"
            case location = "Location"
            case contributorRank = "ContributorRank"
            case avatar = "Avatar"
            case totalReviewCount = "TotalReviewCount"
            case totalQuestionCount = "TotalQuestionCount"
            case totalAnswerCount = "TotalAnswerCount"
            case totalCommentCount = "TotalCommentCount"
            case reviewIds = "ReviewIds"
            case questionIds = "QuestionIds"
            case answerIds = "AnswerIds"
            case commentIds = "CommentIds"
            case storyIds = "StoryIds"
            case thirdPartyIds = "ThirdPartyIds"
            case reviewStatistics = "ReviewStatistics"
            case qaStatistics = "QAStatistics"
            case badges = "Badges"
            case badgesOrder = "BadgesOrder"
            case secondaryRatings = "SecondaryRatings"
            case secondaryRatingsOrder = "SecondaryRatingsOrder"
            case contextDataValues = "ContextDataValues"
            case contextDataValuesOrder = "ContextDataValuesOrder"
            case additionalFields = "AdditionalFields"
            case additionalFieldsOrder = "AdditionalFieldsOrder"
            case photos = "Photos"
            case videos = "Videos"
            case moderationStatus = "ModerationStatus"
            case submissionID = "SubmissionId"
            case submissionTime = "SubmissionTime"
            case lastModeratedTime = "LastModeratedTime"
            case ipAddress = "IPAddress"
            case productRecommendationIds = "ProductRecommendationIds"
        }
    }

    /// Hand-written equivalent of the schema's `Answer`.
    public struct Answer: Codable, Sendable {
        /// The `Id` field.
        public var id: String?
        /// The `AuthorId` field.
        public var authorID: String?
        /// The `UserNickname` field.
        public var userNickname: String?
        /// The `UserLocation` field.
        public var userLocation: String?
        /// The `QuestionId` field.
        public var questionID: String?
        /// The `AnswerText` field.
        public var answerText: String?
        /// The `IsBrandAnswer` field.
        public var isBrandAnswer: Bool?
        /// The `BrandImageLogoURL` field.
        public var brandImageLogoURL: URL?
        /// The `AutomatedAnswerSource` field.
        public var automatedAnswerSource: String?
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
            case questionID = "QuestionId"
            case answerText = "AnswerText"
            case isBrandAnswer = "IsBrandAnswer"
            case brandImageLogoURL = "BrandImageLogoURL"
            case automatedAnswerSource = "AutomatedAnswerSource"
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
}
