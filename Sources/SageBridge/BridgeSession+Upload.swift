import APIRuntime
import Foundation

extension BridgeSession {
    /// Uploads a file as study data in one call: length and MD5, upload session, PUT, completion.
    ///
    /// The file is digested once and then streamed from disk to the pre-signed URL with the `Content-Length`,
    /// `Content-Type` and `Content-MD5` Bridge signed it for, without the `Bridge-Session` header (the URL is the
    /// storage's, not Bridge's). When the storage refuses the URL as expired (a 403, or the session's `expires`
    /// already past), a new upload session is requested once and the PUT repeated.
    ///
    /// - Parameters:
    ///   - file: The file to upload (usually an encrypted zip).
    ///   - contentType: The body's MIME type, signed into the URL.
    ///   - name: The upload's name; the file's name when `nil`.
    ///   - progress: Told the bytes of the file sent so far and its length while it is PUT (on the transport's
    ///     thread; keep it short). A PUT that is repeated with a new URL starts again from 0.
    /// - Returns: The validation status Bridge answers the completion with.
    /// - Throws: `ClientError.transport` when the file cannot be read or the storage cannot be reached,
    ///   `ClientError.httpStatus` with the storage's answer when it refuses the PUT for another reason (or twice),
    ///   and what the Bridge calls throw.
    public func uploadFile(
        at file: URL, contentType: String = "application/zip", name: String? = nil,
        progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) async throws(ClientError<SageBridgeAPI>) -> UploadValidationStatus {
        let digest: FileDigest
        do {
            digest = try FileDigest(of: file)
        } catch {
            throw .transport(error)
        }
        let request = UploadRequest(
            name: name ?? file.lastPathComponent, contentLength: digest.length, contentMd5: digest.md5Base64,
            contentType: contentType)
        var upload = try await requestUpload(request)
        var renewed = false
        while true {
            if upload.expires > Date() {
                let answer = try await put(
                    file, length: digest.length, md5: digest.md5Base64, type: contentType, to: upload.url,
                    progress: progress)
                if answer.isSuccess { return try await completeUpload(id: upload.id) }
                guard answer.statusCode == 403, !renewed else { throw .httpStatus(answer) }
            } else if renewed {
                throw .invalidRequest("the renewed upload URL had already expired (\(upload.expires))")
            }
            renewed = true
            upload = try await requestUpload(request)
        }
    }

    /// Uploads a participant file in one call: creates it, PUTs the content streamed from disk to its pre-signed
    /// URL with its `Content-Type`, and creates it again once when the storage refuses the URL as expired.
    ///
    /// - Parameters:
    ///   - file: The local file whose content is uploaded, streamed from disk.
    ///   - fileID: The participant file's identifier.
    ///   - mimeType: The content's media type, sent as its `Content-Type`.
    ///   - progress: Told the bytes sent so far and the file's length while it is PUT, as in
    ///     ``uploadFile(at:contentType:name:progress:)``.
    /// - Returns: The file as created (its `uploadURL` is spent).
    /// - Throws: as ``uploadFile(at:contentType:name:progress:)``.
    @discardableResult
    public func uploadParticipantFile(
        at file: URL, fileID: String, mimeType: String, progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) async throws(ClientError<SageBridgeAPI>) -> ParticipantFile {
        let length: Int64
        do {
            length = try FileDigest(of: file).length
        } catch {
            throw .transport(error)
        }
        var renewed = false
        while true {
            let created = try await send(
                CreateParticipantFile(fileID: fileID, file: ParticipantFile(fileID: fileID, mimeType: mimeType)))
            guard let url = created.uploadURL else {
                throw .invalidRequest("participant file \(fileID) was created without an upload URL")
            }
            let expired = created.expiresOn.map { $0 <= Date() } ?? false
            if !expired {
                let answer = try await put(file, length: length, md5: nil, type: mimeType, to: url, progress: progress)
                if answer.isSuccess { return created }
                guard answer.statusCode == 403, !renewed else { throw .httpStatus(answer) }
            } else if renewed {
                throw .invalidRequest("the renewed upload URL of participant file \(fileID) had already expired")
            }
            renewed = true
        }
    }

    /// PUTs a file to a pre-signed URL, streamed from disk, and answers the storage's response.
    private func put(
        _ file: URL, length: Int64, md5: String?, type: String, to address: String,
        progress: (@Sendable (TransferProgress) -> Void)?
    ) async throws(ClientError<SageBridgeAPI>) -> HTTPResponse {
        guard let url = URL(string: address), url.scheme == "https" || url.scheme == "http" else {
            throw .invalidRequest("no usable upload URL: \(address)")
        }
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: "Content-Type", value: type)
        if let md5 { headers.replaceOrAdd(name: "Content-MD5", value: md5) }
        var body = BodyStream(segments: [.file(file, offset: 0, length: length)])
        if let progress { body = body.reportingProgress(progress) }
        let put = HTTPRequest(
            method: .put, url: url, headers: headers, body: .stream(body), isIdempotent: true,
            requiresAuthentication: false)
        do {
            return try await client.transport.send(put)
        } catch let error as TransportError {
            throw .transport(error)
        } catch {
            throw ClientError.wrap(error)
        }
    }
}
