import APIRuntime
import Foundation

/// Turns a reply that is not a FogBugz XML document into a transport-level error.
///
/// Some servers answer with an HTML page instead of the API's XML (an "Object moved" page, a missing
/// account). Such a reply, a body that is not well-formed XML, and a document whose root is not
/// `<response>` fail as ``ClientError/transport(_:)`` with kind ``TransportError/Kind/other`` (not retried),
/// before the error envelope or the payload is looked at. HTTP error statuses pass through unchanged so
/// the client reports them as ``ClientError/httpStatus(_:)``.
public struct ReplyCheckMiddleware: Middleware {
    /// Creates the middleware.
    public init() {}

    /// Sends the request and checks that a successful reply is a `<response>` document.
    public func intercept(_ request: HTTPRequest, next: MiddlewareNext) async throws -> HTTPResponse {
        let response = try await next(request)
        guard response.isSuccess else { return response }
        try Self.check(response)
        return response
    }

    /// Throws ``TransportError`` when a body is not an XML document whose root element is `<response>`.
    public static func check(_ response: HTTPResponse) throws(TransportError) {
        let root: String
        do {
            root = try XMLTree(parsing: response.body).root.name
        } catch {
            let what = error.kind == .notXML ? "an HTML page" : "not well-formed XML"
            throw TransportError(
                .other,
                "FogBugz answered \(response.url.absoluteString) with \(what): \(error.message) (body: "
                    + DecodingFailure.snippet(of: response.body, limit: 120) + ")")
        }
        guard root == "response" else {
            throw TransportError(
                .other, "FogBugz answered \(response.url.absoluteString) with a <\(root)> document, not <response>")
        }
    }
}
