/// An answer read as a stream of records (`response: { stream: jsonl, of: Event }`): JSON Lines or server-sent
/// events, each record one value of the element type.
///
/// The endpoint's ``Endpoint/response`` is the list of the element type (what `send` returns, every record of a
/// complete answer); the generated request also conforms to the runtime's `StreamingRequest`, whose
/// `Client.stream(_:)` hands each record out as it arrives.
public struct StreamResponse: Sendable {
    /// How the records are framed.
    public enum Format: String, Sendable, CaseIterable {
        /// JSON Lines / NDJSON: one JSON value per line.
        case jsonl
        /// JSON text sequences (RFC 7464): each value after a record separator.
        case jsonSeq = "json-seq"
        /// Server-sent events: each event's `data` is one JSON value.
        case sse

        /// The `Accept` header when the schema gives no `contentType:`.
        var defaultContentType: String {
            switch self {
            case .jsonl: return "application/x-ndjson"
            case .jsonSeq: return "application/json-seq"
            case .sse: return "text/event-stream"
            }
        }
    }

    /// The framing.
    public var format: Format
    /// The type of one record.
    public var element: TypeExpression
    /// The event data that ends a server-sent-events stream (`[DONE]`), if any.
    public var terminator: String?
    /// Where `terminator:` is written, if it is.
    public var terminatorLocation: SourceLocation?
    /// The media type asked for with `Accept`, written with `contentType:`, if any.
    public var contentType: String?
    /// Where `contentType:` is written, if it is.
    public var contentTypeLocation: SourceLocation?
    /// Where the `stream:` mapping is written.
    public var location: SourceLocation

    /// The `Accept` header: `contentType:`, else the format's media type.
    var acceptedContentType: String { contentType ?? format.defaultContentType }
}
