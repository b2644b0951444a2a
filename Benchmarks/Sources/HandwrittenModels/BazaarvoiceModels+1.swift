import Foundation

// Drafted by Benchmarks/Scripts/draft_handwritten.py from Schemas/Bazaarvoice (roots: DisplayResponse<Review>, DisplayResponse<Product>, DisplayResponse<Question>, DisplayResponse<Category>, DisplayResponse<Story>, DisplayResponse<StatisticsResult>), then kept as
// source: plain synthesized Codable, the decoding benchmark's hand-written peer.

extension HWBazaarvoice {
    /// Hand-written equivalent of the schema's `Review`.
    public struct Review: Codable, Sendable {
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
        /// The `OriginalProductName` field.
        public var originalProductName: String?
        /// The `Title` field.
        public var title: String?
        /// The `ReviewText` field.
        public var reviewText: String?
        /// The `Rating` field.
        public var rating: Int?
        /// The `RatingRange` field.
        public var ratingRange: Int?
        /// The `IsRecommended` field.
        public var isRecommended: Bool?
        /// The `IsRatingsOnly` field.
        public var isRatingsOnly: Bool?
        /// The `Helpfulness` field.
        public var helpfulness: Double?
        /// The `Pros` field.
        public var pros: String?
        /// The `Cons` field.
        public var cons: String?
        /// The `TotalCommentCount` field.
        public var totalCommentCount: Int?
        /// The `CommentIds` field.
        public var commentIds: [String]?
        /// The `SourceClient` field.
        public var sourceClient: String?
        /// The `SecondaryRatings` field.
        public var secondaryRatings: [String: SecondaryRating]?
        /// The `SecondaryRatingsOrder` field: the order of `SecondaryRatings`.
        public var secondaryRatingsOrder: [String]?
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
        /// The `Limit` field.
        public var limit: Int?
        /// The `Offset` field.
        public var offset: Int?
        /// The `TotalResults` field.
        public var totalResults: Int?
        /// The `Locale` field.
        public var locale: String?
        /// The `Results` field.
        public var results: [T]?
        /// The `Includes` field.
        public var includes: Includes?
        /// The `HasErrors` field.
        public var hasErrors: Bool?
        /// The `Errors` field.
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
        /// The `Id` field.
        public var id: String?
        /// The `Name` field.
        public var name: String?
        /// The `Description` field.
        public var description: String?
        /// The `Brand` field.
        public var brand: Brand?
        /// The `BrandExternalId` field.
        public var brandExternalID: String?
        /// The `CategoryId` field.
        public var categoryID: String?
        /// The `ImageUrl` field.
        public var imageURL: URL?
        /// The `ProductPageUrl` field.
        public var productPageURL: URL?
        /// The `Attributes` field.
        public var attributes: [String: ProductAttribute]?
        /// The `AttributesOrder` field: the order of `Attributes`.
        public var attributesOrder: [String]?
        /// The `EANs` field.
        public var eans: [String]?
        /// The `ISBNs` field.
        public var isbns: [String]?
        /// The `UPCs` field.
        public var upcs: [String]?
        /// The `ManufacturerPartNumbers` field.
        public var manufacturerPartNumbers: [String]?
        /// The `ModelNumbers` field.
        public var modelNumbers: [String]?
        /// The `FamilyIds` field.
        public var familyIds: [String]?
        /// The `ReviewIds` field.
        public var reviewIds: [String]?
        /// The `QuestionIds` field.
        public var questionIds: [String]?
        /// The `AnswerIds` field.
        public var answerIds: [String]?
        /// The `StoryIds` field.
        public var storyIds: [String]?
        /// The `TotalReviewCount` field.
        public var totalReviewCount: Int?
        /// The `ReviewStatistics` field.
        public var reviewStatistics: ReviewStatistics?
        /// The `FilteredReviewStatistics` field.
        public var filteredReviewStatistics: ReviewStatistics?
        /// The `QAStatistics` field.
        public var qaStatistics: QAStatistics?
        /// The `FilteredQAStatistics` field.
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
}
