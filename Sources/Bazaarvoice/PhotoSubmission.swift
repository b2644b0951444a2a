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

extension Client where API == BazaarvoiceAPI {
    /// Previews a submission, uploads its photos, then submits it with the photos' URLs.
    ///
    /// This is the flow the Bazaarvoice SDKs use: the preview validates the fields first (a failure throws
    /// `ClientError.api(_:response:)` with the ``ErrorEnvelope`` before anything is uploaded), each photo goes to
    /// `uploadphoto.json` with the submission's content type, and the submit carries `photourl_<n>` (the
    /// `normal` size of each upload) and `photocaption_<n>`.
    ///
    /// - Returns: The submit's response; its ``SubmissionResponse/submissionID`` names the stored content.
    public func submit<Submission: PhotoSubmission>(
        _ submission: Submission, photos: [PhotoUpload] = []
    ) async throws(ClientError<BazaarvoiceAPI>) -> SubmissionResponse {
        _ = try await send(submission.with(action: .preview))
        var uploaded: [(url: URL, caption: String?)] = []
        for photo in photos {
            let response = try await send(UploadPhoto(contentType: Submission.photoContentType, upload: photo))
            guard let url = response.result?.photo?.normalURL else {
                throw .decoding(
                    DecodingFailure(
                        codingPath: "Photo.Sizes.normal.Url",
                        message: "the photo upload answered without the URL of the uploaded photo",
                        bodySnippet: ""))
            }
            uploaded.append((url, photo.caption))
        }
        return try await send(submission.with(action: .submit).appending(photos: uploaded))
    }
}

extension Photo {
    /// The URL of the `normal` size (the one a submission references), else of any size.
    public var normalURL: URL? {
        guard let sizes else { return nil }
        if let normal = sizes[key: "normal"]?.url { return normal }
        return sizes.lazy.compactMap { $0.value.url }.first
    }

    /// The URL of the `thumbnail` size.
    public var thumbnailURL: URL? { sizes?[key: "thumbnail"]?.url }
}
