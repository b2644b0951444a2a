import Foundation

/// What a raw body holds: text or bytes.
public enum RawBodyKind: String, Sendable, CaseIterable {
    /// UTF-8 text (`String`): health checks, metrics, CSV.
    case text
    /// Bytes (`Data` in a response; in a request, `FilePayload.Source`: memory or a file streamed from disk).
    case binary

    /// The `Content-Type` of a request body of this kind when the schema names none.
    public var defaultContentType: String {
        self == .text ? "text/plain; charset=utf-8" : "application/octet-stream"
    }
}

/// A request or response body sent as it is, not encoded from parameters: `body: { raw: binary }`,
/// `response: { raw: text, contentType: text/plain }`.
public struct RawBody: Sendable {
    /// Text or bytes.
    public var kind: RawBodyKind
    /// The media type written with `contentType:`, if any.
    public var contentType: String?
    /// Where `contentType:` is written, if it is.
    public var contentTypeLocation: SourceLocation?
    /// Where the `raw:` mapping is written.
    public var location: SourceLocation

    /// The request's `Content-Type`: `contentType:`, else `text/plain; charset=utf-8` or `application/octet-stream`.
    public var requestContentType: String {
        contentType ?? kind.defaultContentType
    }

    /// The Swift type of a response body of this kind.
    var responseSwiftType: String { kind == .text ? "String" : "Data" }

    /// Whether `text` is a media type: `type/subtype` of RFC 9110 tokens, optionally with `;` parameters;
    /// `wildcards` allows `*` (an `Accept` value such as `text/*` or `*/*`).
    static func isMediaType(_ text: String, wildcards: Bool) -> Bool {
        let essence = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let parts = essence.trimmingCharacters(in: .whitespaces).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        let tokenCharacters = Set("!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for part in parts {
            guard !part.isEmpty, part.allSatisfy({ tokenCharacters.contains($0) }) else { return false }
            if part.contains("*"), !wildcards || part != "*" { return false }
        }
        if parts[0] == "*", parts[1] != "*" { return false }
        // Header values must not break the request: no control characters anywhere.
        return !text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || !$0.isASCII }
    }
}
