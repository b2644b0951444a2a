import Foundation

/// A received HTTP response: status, headers, the whole body and the final URL.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code.
    public var statusCode: Int
    /// The header fields, looked up case-insensitively.
    public var headers: HTTPHeaders
    /// The body bytes.
    public var body: Data
    /// The URL that answered (after redirects).
    public var url: URL
    /// The HTTP version of the response as its status line gave it (`"1.1"`, `"2"`), or `nil` when the
    /// transport does not tell (`URLSessionTransport`, recorded bodies).
    public var httpVersion: String?
    /// The file the transport wrote the body to for a request with a ``HTTPRequest/download`` target (``body`` is then
    /// empty), or `nil` when the body is in memory.
    public var bodyFile: DownloadedFile?

    /// Creates a response.
    public init(
        statusCode: Int, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data(), url: URL,
        httpVersion: String? = nil, bodyFile: DownloadedFile? = nil
    ) {
        self.bodyFile = bodyFile
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
        self.url = url
        self.httpVersion = httpVersion
    }

    /// Creates a `200 OK` response from a recorded body, for decoding without any network.
    public static func recorded(
        _ body: Data, statusCode: Int = 200, headers: HTTPHeaders = HTTPHeaders(),
        url: URL = URL(fileURLWithPath: "/recorded")
    ) -> HTTPResponse {
        HTTPResponse(statusCode: statusCode, headers: headers, body: body, url: url)
    }

    /// Whether the status is in `200..<300`.
    public var isSuccess: Bool { (200..<300).contains(statusCode) }
}
