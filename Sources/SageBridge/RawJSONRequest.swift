import APIRuntime
import Foundation

/// A request sent exactly as another, whose answer is kept as parsed JSON instead of the generated response type.
///
/// ``BridgeSession/send(_:as:)`` decodes that JSON through the type registry into the caller's type.
struct RawJSONRequest<Base: Request>: Request {
    typealias API = Base.API
    typealias Response = JSONValue

    /// The request whose wire form is sent.
    let base: Base

    var method: HTTPMethod { base.method }
    var host: String { base.host }
    var path: String { base.path }
    var parameters: Parameters { base.parameters }
    var wholeBody: (any BodyParameters)? { base.wholeBody }
    var bodyEncoding: BodyEncoding { base.bodyEncoding }
    var headerFields: [String: String] { base.headerFields }
    var isIdempotent: Bool { base.isIdempotent }
    var requiresAuthentication: Bool { base.requiresAuthentication }

    /// The body as JSON; a body that is not JSON is a decoding failure with its snippet.
    func parseResponse(_ response: HTTPResponse, context: ResponseContext) throws -> JSONValue {
        try JSONValue(data: response.body)
    }
}
