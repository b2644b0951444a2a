import Foundation

/// A decoded response together with the HTTP reply it came from: the status and the header fields.
///
/// What a body does not say often travels in headers: rate limits (`X-RateLimit-Remaining`), an `ETag` for the
/// next conditional request, the `Location` of a created resource, the `Link`s to the next page:
///
/// ```swift
/// let reply = try await client.sendForReply(ListIssues(owner: "o", repo: "r"))
/// print(reply.value.count, reply.headers["X-RateLimit-Remaining"] ?? "?")
/// if let next = reply.links["next"] { print("more at", next) }
/// ```
public struct Reply<Value: Sendable>: Sendable {
    /// The decoded response, as ``Client/send(_:)`` returns it.
    public var value: Value
    /// The HTTP status of the reply.
    public var statusCode: Int
    /// The reply's header fields (names compared case-insensitively).
    public var headers: HTTPHeaders
    /// The URL the reply came from (after redirects, where the transport follows them).
    public var url: URL

    /// Creates a reply.
    public init(value: Value, statusCode: Int, headers: HTTPHeaders, url: URL) {
        self.value = value
        self.statusCode = statusCode
        self.headers = headers
        self.url = url
    }

    /// The reply's `Link` header fields by relation (`next`, `last`), their targets resolved against ``url``.
    public var links: [String: URL] { headers.links(relativeTo: url) }
}

extension Client {
    /// Sends a request and returns its decoded response with the reply's status and headers.
    ///
    /// The same call as ``send(_:)`` (middleware, error envelope, status, decoding, the same typed failures); only
    /// what comes back is more.
    public func sendForReply<R: Request>(_ request: R) async throws(ClientError<API>) -> Reply<R.Response>
    where R.API == API {
        let (value, response) = try await exchange(request)
        return Reply(value: value, statusCode: response.statusCode, headers: response.headers, url: response.url)
    }
}
