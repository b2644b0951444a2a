/// The name of an attribute that display requests filter and sort on (`ProductId`, `Rating`, `ContextDataValue_Age`).
///
/// The API matches attribute names ignoring case. The constants cover the attributes the notes list for
/// reviews, questions, answers, comments, products and authors; any other name can be written with
/// ``init(_:)`` or a string literal, and the per-dimension attributes have factory methods.
public struct ContentAttribute: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The attribute name as sent.
    public var rawValue: String

    /// Creates an attribute from its wire name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an attribute from its wire name.
    public init(_ name: String) {
        self.rawValue = name
    }

    /// Creates an attribute from a string literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The wire name.
    public var description: String { rawValue }

    /// `ContextDataValue_<dimension>`: the answer to a context-data question (`ContextDataValue_Age`).
    public static func contextDataValue(_ dimension: String) -> ContentAttribute {
        ContentAttribute("ContextDataValue_" + dimension)
    }

    /// `SecondaryRating_<dimension>`: a secondary rating (`SecondaryRating_Quality`).
    public static func secondaryRating(_ dimension: String) -> ContentAttribute {
        ContentAttribute("SecondaryRating_" + dimension)
    }

    /// `AdditionalField_<field>`: a client-defined field.
    public static func additionalField(_ field: String) -> ContentAttribute {
        ContentAttribute("AdditionalField_" + field)
    }

    /// `tag_<dimension>`: the tags of one tag dimension.
    public static func tag(_ dimension: String) -> ContentAttribute {
        ContentAttribute("tag_" + dimension)
    }
}

extension ContentAttribute {
    /// `Id`.
    public static let id: ContentAttribute = "Id"
    /// `AuthorId`.
    public static let authorID: ContentAttribute = "AuthorId"
    /// `ProductId`.
    public static let productID: ContentAttribute = "ProductId"
    /// `CategoryId`.
    public static let categoryID: ContentAttribute = "CategoryId"
    /// `CategoryAncestorId`.
    public static let categoryAncestorID: ContentAttribute = "CategoryAncestorId"
    /// `QuestionId`.
    public static let questionID: ContentAttribute = "QuestionId"
    /// `ReviewId`.
    public static let reviewID: ContentAttribute = "ReviewId"
    /// `StoryId`.
    public static let storyID: ContentAttribute = "StoryId"
    /// `SubmissionId`.
    public static let submissionID: ContentAttribute = "SubmissionId"
    /// `CampaignId`.
    public static let campaignID: ContentAttribute = "CampaignId"
    /// `ContentLocale`.
    public static let contentLocale: ContentAttribute = "ContentLocale"
    /// `ModeratorCode`.
    public static let moderatorCode: ContentAttribute = "ModeratorCode"
    /// `UserLocation`.
    public static let userLocation: ContentAttribute = "UserLocation"
    /// `Name` (products, categories).
    public static let name: ContentAttribute = "Name"
    /// `Rating`.
    public static let rating: ContentAttribute = "Rating"
    /// `AverageOverallRating` (products).
    public static let averageOverallRating: ContentAttribute = "AverageOverallRating"
    /// `Helpfulness`.
    public static let helpfulness: ContentAttribute = "Helpfulness"
    /// `HasComments`.
    public static let hasComments: ContentAttribute = "HasComments"
    /// `HasAnswers`.
    public static let hasAnswers: ContentAttribute = "HasAnswers"
    /// `HasBestAnswer`.
    public static let hasBestAnswer: ContentAttribute = "HasBestAnswer"
    /// `HasPhotos`.
    public static let hasPhotos: ContentAttribute = "HasPhotos"
    /// `HasVideos`.
    public static let hasVideos: ContentAttribute = "HasVideos"
    /// `HasTags`.
    public static let hasTags: ContentAttribute = "HasTags"
    /// `IsFeatured`.
    public static let isFeatured: ContentAttribute = "IsFeatured"
    /// `IsRatingsOnly`.
    public static let isRatingsOnly: ContentAttribute = "IsRatingsOnly"
    /// `IsRecommended`.
    public static let isRecommended: ContentAttribute = "IsRecommended"
    /// `IsSyndicated`.
    public static let isSyndicated: ContentAttribute = "IsSyndicated"
    /// `IsBestAnswer` (answers).
    public static let isBestAnswer: ContentAttribute = "IsBestAnswer"
    /// `IsActive` (products).
    public static let isActive: ContentAttribute = "IsActive"
    /// `IsDisabled` (products).
    public static let isDisabled: ContentAttribute = "IsDisabled"
    /// `SubmissionTime`.
    public static let submissionTime: ContentAttribute = "SubmissionTime"
    /// `LastModeratedTime`.
    public static let lastModeratedTime: ContentAttribute = "LastModeratedTime"
    /// `LastModificationTime`.
    public static let lastModificationTime: ContentAttribute = "LastModificationTime"
    /// `TotalCommentCount`.
    public static let totalCommentCount: ContentAttribute = "TotalCommentCount"
    /// `TotalAnswerCount`.
    public static let totalAnswerCount: ContentAttribute = "TotalAnswerCount"
    /// `TotalQuestionCount`.
    public static let totalQuestionCount: ContentAttribute = "TotalQuestionCount"
    /// `TotalReviewCount`.
    public static let totalReviewCount: ContentAttribute = "TotalReviewCount"
    /// `TotalFeedbackCount`.
    public static let totalFeedbackCount: ContentAttribute = "TotalFeedbackCount"
    /// `TotalPositiveFeedbackCount`.
    public static let totalPositiveFeedbackCount: ContentAttribute = "TotalPositiveFeedbackCount"
    /// `TotalNegativeFeedbackCount`.
    public static let totalNegativeFeedbackCount: ContentAttribute = "TotalNegativeFeedbackCount"
    /// `HasBrandAnswers` (questions).
    public static let hasBrandAnswers: ContentAttribute = "HasBrandAnswers"
    /// `HasStaffAnswers` (questions).
    public static let hasStaffAnswers: ContentAttribute = "HasStaffAnswers"
    /// `IsSubjectActive`.
    public static let isSubjectActive: ContentAttribute = "IsSubjectActive"
    /// `Summary` (questions).
    public static let summary: ContentAttribute = "Summary"
    /// `LastApprovedAnswerSubmissionTime` (questions).
    public static let lastApprovedAnswerSubmissionTime: ContentAttribute = "LastApprovedAnswerSubmissionTime"
    /// `LastReviewTime` (products).
    public static let lastReviewTime: ContentAttribute = "LastReviewTime"
    /// `LastQuestionTime` (products).
    public static let lastQuestionTime: ContentAttribute = "LastQuestionTime"
    /// `LastAnswerTime` (products).
    public static let lastAnswerTime: ContentAttribute = "LastAnswerTime"
    /// `LastStoryTime` (products).
    public static let lastStoryTime: ContentAttribute = "LastStoryTime"
    /// `RatingsOnlyReviewCount` (products).
    public static let ratingsOnlyReviewCount: ContentAttribute = "RatingsOnlyReviewCount"
    /// `TotalStoryCount` (products).
    public static let totalStoryCount: ContentAttribute = "TotalStoryCount"
    /// `relevancy`: a sort key ranking by relevance (`Sort=relevancy:a2`).
    public static let relevancy: ContentAttribute = "relevancy"
}
