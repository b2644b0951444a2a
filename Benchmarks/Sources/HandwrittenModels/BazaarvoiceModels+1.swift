import Foundation

// Drafted by Benchmarks/Scripts/draft_handwritten.py from Schemas/Bazaarvoice (roots: DisplayResponse<Review>, DisplayResponse<Product>, DisplayResponse<Question>, DisplayResponse<Category>, DisplayResponse<Story>, DisplayResponse<StatisticsResult>), then kept as
// source: plain synthesized Codable, the decoding benchmark's hand-written peer.

extension HWBazaarvoice {
    /// Hand-written equivalent of the schema's `Review`.
    public struct Review: Codable, Sendable {
        public var id: String?
        public var authorID: String?
        public var userNickname: String?
        public var userLocation: String?
        public var productID: String?
        public var originalProductName: String?
        public var title: String?
        public var reviewText: String?
        public var rating: Int?
        public var ratingRange: Int?
        public var isRecommended: Bool?
        public var isRatingsOnly: Bool?
        public var helpfulness: Double?
        public var pros: String?
        public var cons: String?
        public var totalCommentCount: Int?
        public var commentIds: [String]?
        public var sourceClient: String?
        public var secondaryRatings: [String: SecondaryRating]?
        public var secondaryRatingsOrder: [String]?
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
            case originalProductName = "OriginalProductName"
            case title = "Title"
            case reviewText = "ReviewText"
            case rating = "Rating"
            case ratingRange = "RatingRange"
            case isRecommended = "IsRecommended"
            case isRatingsOnly = "IsRatingsOnly"
            case helpfulness = "Helpfulness"
            case pros = "Pros"
            case cons = "Cons"
            case totalCommentCount = "TotalCommentCount"
            case commentIds = "CommentIds"
            case sourceClient = "SourceClient"
            case secondaryRatings = "SecondaryRatings"
            case secondaryRatingsOrder = "SecondaryRatingsOrder"
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

    /// Hand-written equivalent of the schema's `DisplayResponse`.
    public struct DisplayResponse<T: Codable & Sendable>: Codable, Sendable {
        public var limit: Int?
        public var offset: Int?
        public var totalResults: Int?
        public var locale: String?
        public var results: [T]?
        public var includes: Includes?
        public var hasErrors: Bool?
        public var errors: [APIErrorDetail]?

        enum CodingKeys: String, CodingKey {
            case limit = "Limit"
            case offset = "Offset"
            case totalResults = "TotalResults"
            case locale = "Locale"
            case results = "Results"
            case includes = "Includes"
            case hasErrors = "HasErrors"
            case errors = "Errors"
        }
    }

    /// Hand-written equivalent of the schema's `Product`.
    public struct Product: Codable, Sendable {
        public var id: String?
        public var name: String?
        public var description: String?
        public var brand: Brand?
        public var brandExternalID: String?
        public var categoryID: String?
        public var imageURL: URL?
        public var productPageURL: URL?
        public var attributes: [String: ProductAttribute]?
        public var attributesOrder: [String]?
        public var eans: [String]?
        public var isbns: [String]?
        public var upcs: [String]?
        public var manufacturerPartNumbers: [String]?
        public var modelNumbers: [String]?
        public var familyIds: [String]?
        public var reviewIds: [String]?
        public var questionIds: [String]?
        public var answerIds: [String]?
        public var storyIds: [String]?
        public var totalReviewCount: Int?
        public var reviewStatistics: ReviewStatistics?
        public var filteredReviewStatistics: ReviewStatistics?
        public var qaStatistics: QAStatistics?
        public var filteredQAStatistics: QAStatistics?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case name = "Name"
            case description = "Description"
            case brand = "Brand"
            case brandExternalID = "BrandExternalId"
            case categoryID = "CategoryId"
            case imageURL = "ImageUrl"
            case productPageURL = "ProductPageUrl"
            case attributes = "Attributes"
            case attributesOrder = "AttributesOrder"
            case eans = "EANs"
            case isbns = "ISBNs"
            case upcs = "UPCs"
            case manufacturerPartNumbers = "ManufacturerPartNumbers"
            case modelNumbers = "ModelNumbers"
            case familyIds = "FamilyIds"
            case reviewIds = "ReviewIds"
            case questionIds = "QuestionIds"
            case answerIds = "AnswerIds"
            case storyIds = "StoryIds"
            case totalReviewCount = "TotalReviewCount"
            case reviewStatistics = "ReviewStatistics"
            case filteredReviewStatistics = "FilteredReviewStatistics"
            case qaStatistics = "QAStatistics"
            case filteredQAStatistics = "FilteredQAStatistics"
        }
    }

    /// Hand-written equivalent of the schema's `Question`.
    public struct Question: Codable, Sendable {
        public var id: String?
        public var authorID: String?
        public var userNickname: String?
        public var userLocation: String?
        public var productID: String?
        public var categoryID: String?
        public var questionSummary: String?
        public var questionDetails: String?
        public var isUserAnonymous: Bool?
        public var totalAnswerCount: Int?
        public var answerIds: [String]?
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
        public var id: String?
        public var name: String?
        public var parentID: String?
        public var imageURL: URL?
        public var categoryPageURL: URL?
        public var attributes: [String: ProductAttribute]?
        public var attributesOrder: [String]?
        public var productIds: [String]?
        public var questionIds: [String]?
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
}
