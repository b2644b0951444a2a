import Foundation

/// A request the loopback server received, recorded exactly: method, target, headers and body bytes.
///
/// Bodies larger than ``LoopbackServer/Options/maxStoredBodyBytes`` are counted, not stored:
/// ``bodyByteCount`` is always exact, ``body`` then holds only the first bytes and
/// ``isBodyTruncated`` is `true`.
public struct LoopbackRequest: Sendable, CustomStringConvertible {
    /// The method as sent (`GET`, `POST`, …).
    public var method: String
    /// The request target as sent: path plus query, still percent-encoded.
    public var uri: String
    /// The HTTP version, such as `HTTP/1.1`.
    public var version: String
    /// The header fields in the order they arrived.
    public var headers: [LoopbackHeaderField]
    /// The body bytes (only the first ``LoopbackServer/Options/maxStoredBodyBytes`` of them).
    public var body: Data
    /// The exact number of body bytes received.
    public var bodyByteCount: Int
    /// Whether ``body`` holds fewer bytes than were received.
    public var isBodyTruncated: Bool { body.count < bodyByteCount }
    /// The number of the connection (1, 2, …) the request came on; equal numbers mean a reused connection.
    public var connectionNumber: Int
    /// The position of the request among all the server received (0, 1, …).
    public var sequenceNumber: Int

    /// Creates a recorded request (the server does this; tests may build expected values).
    public init(
        method: String, uri: String, version: String = "HTTP/1.1", headers: [LoopbackHeaderField] = [],
        body: Data = Data(), bodyByteCount: Int? = nil, connectionNumber: Int = 1, sequenceNumber: Int = 0
    ) {
        self.method = method
        self.uri = uri
        self.version = version
        self.headers = headers
        self.body = body
        self.bodyByteCount = bodyByteCount ?? body.count
        self.connectionNumber = connectionNumber
        self.sequenceNumber = sequenceNumber
    }

    /// The path of the target, still percent-encoded, without the query.
    public var path: String {
        guard let mark = uri.firstIndex(of: "?") else { return uri }
        return String(uri[..<mark])
    }

    /// The raw query after `?`, or `nil` when the target has none.
    public var query: String? {
        guard let mark = uri.firstIndex(of: "?") else { return nil }
        return String(uri[uri.index(after: mark)...])
    }

    /// The query's items, decoded, in order; repeated names appear repeatedly.
    public var queryItems: [URLQueryItem] {
        guard let query else { return [] }
        var components = URLComponents()
        components.percentEncodedQuery = query
        return components.queryItems ?? []
    }

    /// The decoded value of the first query item with that name.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// The first value of a header field, compared case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first(named: name)
    }

    /// The stored body as UTF-8 text (invalid sequences repaired).
    public var bodyText: String {
        String(decoding: body, as: UTF8.self)
    }

    /// The decoded fields of a form-URL-encoded body, in order.
    public var formItems: [URLQueryItem] {
        var components = URLComponents()
        components.percentEncodedQuery = bodyText.replacingOccurrences(of: "+", with: "%20")
        return components.queryItems ?? []
    }

    /// `METHOD uri (n bytes)`.
    public var description: String {
        "\(method) \(uri) (\(bodyByteCount) body bytes, connection \(connectionNumber))"
    }
}
