import APIRuntime
import Foundation

/// A submission that can carry uploaded photos: reviews, questions, answers, stories and comments.
///
/// The conformances let ``APIRuntime/Client/submit(_:photos:)`` run the preview → upload → submit flow
/// for any of them.
public protocol PhotoSubmission: Request where API == BazaarvoiceAPI, Response == SubmissionResponse {
    /// The `contenttype` the photos of this kind of submission are uploaded with.
    static var photoContentType: SubmissionContentType { get }
    /// `Preview`, `Submit`, or `nil` for the form only.
    var action: SubmissionAction? { get set }
    /// The uploaded photos' URLs, sent as `photourl_<n>`.
    var photoURLs: [URL]? { get set }
    /// The photos' captions, sent as `photocaption_<n>`.
    var photoCaptions: [String]? { get set }
}

extension SubmitReview: PhotoSubmission {
    /// Photos of reviews are uploaded as `review`.
    public static var photoContentType: SubmissionContentType { .review }
}

extension SubmitQuestion: PhotoSubmission {
    /// Photos of questions are uploaded as `question`.
    public static var photoContentType: SubmissionContentType { .question }
}

extension SubmitAnswer: PhotoSubmission {
    /// Photos of answers are uploaded as `answer`.
    public static var photoContentType: SubmissionContentType { .answer }
}

extension SubmitStory: PhotoSubmission {
    /// Photos of stories are uploaded as `story`.
    public static var photoContentType: SubmissionContentType { .story }
}

extension SubmitReviewComment: PhotoSubmission {
    /// Photos of review comments are uploaded as `review_comment`.
    public static var photoContentType: SubmissionContentType { .reviewComment }
}

extension SubmitStoryComment: PhotoSubmission {
    /// Photos of story comments are uploaded as `story_comment`.
    public static var photoContentType: SubmissionContentType { .storyComment }
}

extension PhotoSubmission {
    /// A copy with an action set.
    public func with(action: SubmissionAction?) -> Self {
        var copy = self
        copy.action = action
        return copy
    }

    /// A copy with uploaded photos appended after those already set; captions stay aligned with the URLs.
    public func appending(photos: [(url: URL, caption: String?)]) -> Self {
        guard !photos.isEmpty else { return self }
        var copy = self
        var urls = copy.photoURLs ?? []
        var captions = copy.photoCaptions ?? []
        let anyCaption = !captions.isEmpty || photos.contains { $0.caption != nil }
        if anyCaption, captions.count < urls.count {
            captions.append(contentsOf: repeatElement("", count: urls.count - captions.count))
        }
        for photo in photos {
            urls.append(photo.url)
            if anyCaption { captions.append(photo.caption ?? "") }
        }
        copy.photoURLs = urls
        copy.photoCaptions = anyCaption ? captions : copy.photoCaptions
        return copy
    }
}
