import Foundation

/// A typed API call: APIKit's request contract, bound to one API and one response type.
///
/// Generated code emits one struct per endpoint. A request states its method, host and path and its
/// ``parameters``, each with a location; ``ParameterPlacement`` then places them together with the API's
/// settings (`GET`, `HEAD`, `DELETE` → query; other methods → body in ``bodyEncoding``, unless a parameter
/// is bound to a location explicitly or the request supplies its body whole).
public protocol Request<Response>: Sendable {
    /// The API this request belongs to; a ``Client`` only sends requests of its own API.
    associatedtype API: APIDefinition
    /// The decoded result of a successful call.
    associatedtype Response: Sendable

    /// The HTTP method.
    var method: HTTPMethod { get }
    /// The named host of ``APIEnvironment`` the path is relative to; `"default"` unless the schema says otherwise.
    var host: String { get }
    /// The path relative to the host's base URL, placeholders substituted and percent-encoded.
    var path: String { get }
    /// The parameters, each with its location; ``ParameterPlacement`` decides where each one goes.
    var parameters: Parameters { get }
    /// A body the request supplies whole (a model encoded as JSON), or `nil` to build it from the parameters.
    var wholeBody: (any BodyParameters)? { get }
    /// How a body built from parameters is encoded.
    var bodyEncoding: BodyEncoding { get }
    /// Extra header fields of this request, on top of header-bound parameters (the client adds its own and
    /// the middleware's).
    var headerFields: [String: String] { get }
    /// Whether the call may be retried automatically after a failure.
    var isIdempotent: Bool { get }
    /// Whether the API's settings and authentication apply (false for a session-creating call, say).
    var requiresAuthentication: Bool { get }

    /// Turns a successful HTTP response into the typed response.
    func parseResponse(_ response: HTTPResponse, context: ResponseContext) throws -> Response

    /// Checks a response for this request's error bodies and throws the one found as ``ClientError/api(_:response:)``.
    ///
    /// Called before decoding on every response. The default defers to the API's
    /// ``APIDefinition/checkForErrors(in:context:)``; generated code overrides it only for an endpoint with its own
    /// status-specific error bodies (the schema's endpoint `errors:`).
    static func checkForErrors(in response: HTTPResponse, context: ResponseContext) throws(ClientError<API>)
}

/// How derived body parameters are encoded.
public enum BodyEncoding: String, Sendable, Hashable, CaseIterable {
    /// `application/json`
    case json
    /// `application/x-www-form-urlencoded`
    case form
    /// `multipart/form-data`
    case multipart
}

extension Request {
    /// The default host of the API.
    public var host: String { "default" }
    /// No convenience parameters.
    public var parameters: Parameters { [] }
    /// Bodies are JSON unless the schema says otherwise.
    public var bodyEncoding: BodyEncoding { .json }
    /// No body supplied whole: the body, if any, is built from the parameters.
    public var wholeBody: (any BodyParameters)? { nil }
    /// No extra header fields (header-bound parameters are placed with the others).
    public var headerFields: [String: String] { [:] }
    /// Retry only what the method makes idempotent.
    public var isIdempotent: Bool { method.isIdempotent }
    /// Authenticated unless the schema says otherwise.
    public var requiresAuthentication: Bool { true }

    /// The API's error check: the request has no error bodies of its own.
    public static func checkForErrors(in response: HTTPResponse, context: ResponseContext) throws(ClientError<API>) {
        try API.checkForErrors(in: response, context: context)
    }
}

extension ParameterValue {
    /// The value as header text (lists joined by commas); an unencodable value, which ``ParameterPlacement``
    /// refuses before headers are written, is empty.
    var headerText: String {
        switch self {
        case .string(let value), .json(let value): return value
        case .integer(let value): return String(value)
        case .number(let value): return ParameterValue.format(value)
        case .boolean(let value): return value ? "true" : "false"
        case .list(let values): return values.map(\.headerText).joined(separator: ",")
        case .file(let payload): return payload.filename
        case .null, .unencodable: return ""
        }
    }
}
