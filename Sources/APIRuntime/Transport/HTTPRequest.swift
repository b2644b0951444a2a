import Foundation

/// A fully built HTTP request, as middleware sees it and a transport sends it.
public struct HTTPRequest: Sendable {
    /// The method.
    public var method: HTTPMethod
    /// The absolute URL, query included and already percent-encoded.
    public var url: URL
    /// The header fields, in sending order; `Content-Type` is set from the body parameters.
    public var headers: HTTPHeaders
    /// The body.
    public var body: HTTPBody
    /// A per-request timeout for the whole exchange, overriding the transport's default.
    public var timeout: Duration?
    /// Whether retry middleware may send this request again after a failure.
    public var isIdempotent: Bool
    /// Whether the API's settings and authentication apply (middleware skips auth when false).
    public var requiresAuthentication: Bool
    /// Where a 2xx body goes instead of memory, or `nil` to keep it in ``HTTPResponse/body`` (see ``DownloadTarget``).
    public var download: DownloadTarget?
    /// Where a 2xx body goes as it arrives, for an answer read as a stream of records (see ``ResponseStreamSink``);
    /// such a request has no overall timeout unless ``timeout`` gives one.
    public var stream: ResponseStreamSink?

    /// Creates a request.
    public init(
        method: HTTPMethod, url: URL, headers: HTTPHeaders = HTTPHeaders(), body: HTTPBody = .empty,
        timeout: Duration? = nil, isIdempotent: Bool? = nil, requiresAuthentication: Bool = true
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.isIdempotent = isIdempotent ?? method.isIdempotent
        self.requiresAuthentication = requiresAuthentication
    }
}
