import Foundation

/// A raw request body: text or bytes sent as they are, with their own content type.
///
/// Generated requests of endpoints with `body: { raw: text | binary }` supply one as their
/// ``Request/wholeBody``. Bytes from a file are a ``BodyStream`` of one `.file` segment (the same streaming the
/// multipart file parts and the Bridge uploads use): read in chunks while sending, never loaded whole, and
/// restarted from the first byte when a call is retried. A file that cannot be read (missing, a directory without
/// a size) is ``CallFailure/invalidRequest(_:)`` when the body is built, before anything is sent.
public struct RawBodyParameters: BodyParameters, Hashable {
    /// Where the bytes come from: memory or a file on disk.
    public var source: FilePayload.Source
    /// The `Content-Type` header value.
    public var contentType: String

    /// Creates a body from bytes in memory or a file (`application/octet-stream` unless given).
    public init(_ source: FilePayload.Source, contentType: String = "application/octet-stream") {
        self.source = source
        self.contentType = contentType
    }

    /// Creates a body from text, sent as its UTF-8 bytes (`text/plain; charset=utf-8` unless given).
    public init(text: String, contentType: String = "text/plain; charset=utf-8") {
        self.init(.data(Data(text.utf8)), contentType: contentType)
    }

    /// The bytes in memory, or the file as a stream of one segment with its current length.
    public func makeBody() throws -> HTTPBody {
        switch source {
        case .data(let data):
            return .data(data)
        case .file(let url):
            let length = try Self.regularFileLength(url)
            return .stream(BodyStream(segments: [.file(url, offset: 0, length: length)]))
        }
    }

    /// The length of a regular file, or ``CallFailure/invalidRequest(_:)``.
    static func regularFileLength(_ url: URL) throws(CallFailure) -> Int64 {
        guard url.isFileURL else { throw .invalidRequest("not a file URL: \(url.absoluteString)") }
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        } catch {
            throw .invalidRequest("cannot read file \(url.path): \(error.localizedDescription)")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular, let size = attributes[.size] as? NSNumber
        else { throw .invalidRequest("not a regular file: \(url.path)") }
        return size.int64Value
    }
}
