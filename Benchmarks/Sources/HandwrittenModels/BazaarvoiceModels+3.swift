import Foundation

// Drafted by Benchmarks/Scripts/draft_handwritten.py from Schemas/Bazaarvoice (roots: DisplayResponse<Review>, DisplayResponse<Product>, DisplayResponse<Question>, DisplayResponse<Category>, DisplayResponse<Story>, DisplayResponse<StatisticsResult>), then kept as
// source: plain synthesized Codable, the decoding benchmark's hand-written peer.

extension HWBazaarvoice {
    /// Hand-written equivalent of the schema's `ReviewStatistics`.
    public struct ReviewStatistics: Codable, Sendable {
        public var totalReviewCount: Int?
        public var averageOverallRating: Double?
        public var overallRatingRange: Int?
        public var ratingsOnlyReviewCount: Int?
        public var recommendedCount: Int?
        public var notRecommendedCount: Int?
        public var featuredReviewCount: Int?
        public var helpfulVoteCount: Int?
        public var notHelpfulVoteCount: Int?
        public var incentivizedReviewCount: Int?
        public var firstSubmissionTime: Date?
        public var lastSubmissionTime: Date?
        public var ratingDistribution: [RatingDistributionEntry]?
        public var secondaryRatingsAverages: [String: SecondaryRatingAverage]?
        public var secondaryRatingsAveragesOrder: [String]?
        public var tagDistribution: [String: Distribution]?
        public var tagDistributionOrder: [String]?
        public var contextDataDistribution: [String: Distribution]?
        public var contextDataDistributionOrder: [String]?
        public var secondaryRatingsDistribution: [String: Distribution]?
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

    /// Hand-written equivalent of the schema's `QAStatistics`.
    public struct QAStatistics: Codable, Sendable {
        public var totalQuestionCount: Int?
        public var totalAnswerCount: Int?
        public var bestAnswerCount: Int?
        public var featuredQuestionCount: Int?
        public var featuredAnswerCount: Int?
        public var helpfulVoteCount: Int?
        public var questionHelpfulVoteCount: Int?
        public var questionNotHelpfulVoteCount: Int?
        public var answerHelpfulVoteCount: Int?
        public var answerNotHelpfulVoteCount: Int?
        public var firstQuestionTime: Date?
        public var lastQuestionTime: Date?
        public var firstAnswerTime: Date?
        public var lastAnswerTime: Date?
        public var lastQuestionAnswerTime: Date?
        public var tagDistribution: [String: Distribution]?
        public var tagDistributionOrder: [String]?
        public var contextDataDistribution: [String: Distribution]?
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
        public var range: Int?
        public var averageScore: Double?

        enum CodingKeys: String, CodingKey {
            case range = "Range"
            case averageScore = "AverageScore"
        }
    }

    /// Hand-written equivalent of the schema's `ProductStatistics`.
    public struct ProductStatistics: Codable, Sendable {
        public var productID: String?
        public var reviewStatistics: ReviewStatistics?
        public var nativeReviewStatistics: ReviewStatistics?
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
        public var id: String?
        public var url: URL?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case url = "Url"
        }
    }

    /// Hand-written equivalent of the schema's `Author`.
    public struct Author: Codable, Sendable {
        public var id: String?
        public var userNickname: String?
        public var location: String?
        public var contributorRank: String?
        public var avatar: AnyJSON?
        public var totalReviewCount: Int?
        public var totalQuestionCount: Int?
        public var totalAnswerCount: Int?
        public var totalCommentCount: Int?
        public var reviewIds: [String]?
        public var questionIds: [String]?
        public var answerIds: [String]?
        public var commentIds: [String]?
        public var storyIds: [String]?
        public var thirdPartyIds: [String]?
        public var reviewStatistics: ReviewStatistics?
        public var qaStatistics: QAStatistics?
        public var badges: [String: Badge]?
        public var badgesOrder: [String]?
        public var secondaryRatings: [String: SecondaryRating]?
        public var secondaryRatingsOrder: [String]?
        public var contextDataValues: [String: ContextDataValue]?
        public var contextDataValuesOrder: [String]?
        public var additionalFields: [String: AdditionalField]?
        public var additionalFieldsOrder: [String]?
        public var photos: [Photo]?
        public var videos: [Video]?
        public var moderationStatus: String?
        public var submissionID: String?
        public var submissionTime: Date?
        public var lastModeratedTime: Date?
        public var ipAddress: String?
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
        public var id: String?
        public var authorID: String?
        public var userNickname: String?
        public var userLocation: String?
        public var questionID: String?
        public var answerText: String?
        public var isBrandAnswer: Bool?
        public var brandImageLogoURL: URL?
        public var automatedAnswerSource: String?
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
