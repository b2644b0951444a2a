import APIRuntime
import Foundation

extension Client where API == BazaarvoiceAPI {
    /// Previews a submission, uploads its photos, then submits it with the photos' URLs.
    ///
    /// This is the flow the Bazaarvoice SDKs use: the preview validates the fields first (a failure throws
    /// the typed ``BazaarvoiceError`` before anything is uploaded), each photo goes to `uploadphoto.json`
    /// with the submission's content type, and the submit carries `photourl_<n>` (the `normal` size of each
    /// upload) and `photocaption_<n>`.
    ///
    /// - Returns: The submit's response; its ``SubmissionResponse/submissionID`` names the stored content.
    public func submit<Submission: PhotoSubmission>(
        _ submission: Submission, photos: [PhotoUpload] = []
    ) async throws(ClientError) -> SubmissionResponse {
        _ = try await send(submission.with(action: .preview))
        var uploaded: [(url: URL, caption: String?)] = []
        for photo in photos {
            let response = try await send(UploadPhoto(contentType: Submission.photoContentType, upload: photo))
            guard let url = response.uploadedPhoto?.normalURL else {
                throw ClientError.decoding(
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
