import Foundation

/// A typed API call: APIKit's request contract, bound to one API and one response type.
///
/// Generated code emits one struct per endpoint. A request states its method, host and path
/// and a convenience ``parameters`` list; the actual ``queryParameters`` and
/// ``bodyParameters`` are derived from the method (`GET`, `HEAD`, `DELETE` → query; other
/// methods → body in ``bodyEncoding``) unless a parameter is bound to a location explicitly
/// or the request overrides the derivation.
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
    /// Convenience parameters; the actual query and body parameters derive from them.
    var parameters: Parameters { get }
    /// The parameters sent in the query string.
    var queryParameters: Parameters { get }
    /// The body, or `nil` for none.
    var bodyParameters: (any BodyParameters)? { get }
    /// How derived body parameters are encoded.
    var bodyEncoding: BodyEncoding { get }
    /// Header fields of this request (the client adds its own and the middleware's).
    var headerFields: [String: String] { get }
    /// Whether the call may be retried automatically after a failure.
    var isIdempotent: Bool { get }
    /// Whether the API's settings and authentication apply (false for a session-creating call, say).
    var requiresAuthentication: Bool { get }

    /// Turns a successful HTTP response into the typed response.
    func parseResponse(_ response: HTTPResponse, context: ResponseContext) throws -> Response
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
    /// No extra header fields, except the header-bound parameters.
    public var headerFields: [String: String] {
        var fields: [String: String] = [:]
        for parameter in parameters where parameter.location == .header {
            fields[parameter.name] = parameter.value.headerText
        }
        return fields
    }
    /// Retry only what the method makes idempotent.
    public var isIdempotent: Bool { method.isIdempotent }
    /// Authenticated unless the schema says otherwise.
    public var requiresAuthentication: Bool { true }

    /// APIKit's derivation: explicit `query` parameters plus, for `GET` / `HEAD` / `DELETE`, the derived ones.
    public var queryParameters: Parameters {
        Parameters(
            parameters.elements.filter {
                $0.location == .query || ($0.location == .derived && method.prefersQueryParameters)
            })
    }

    /// APIKit's derivation: a body made of the explicit body-bound parameters plus, for methods that carry a
    /// body, the derived ones, in the encoding the request's parameters call for.
    public var bodyParameters: (any BodyParameters)? {
        let derivedInBody = !method.prefersQueryParameters
        let members = parameters.elements.filter {
            switch $0.location {
            case .form, .multipart, .body: return true
            case .derived: return derivedInBody
            case .query, .header: return false
            }
        }
        guard !members.isEmpty else { return nil }
        let encoding: BodyEncoding
        if members.contains(where: { $0.location == .multipart }) || bodyEncoding == .multipart {
            encoding = .multipart
        } else if members.contains(where: { $0.location == .form }) || bodyEncoding == .form {
            encoding = .form
        } else {
            encoding = .json
        }
        return makeBodyParameters(
            Parameters(members), encoding: encoding, booleans: API.codingOptions.parameterBooleans)
    }
}

extension ParameterValue {
    /// The value as header text (lists joined by commas).
    var headerText: String {
        switch self {
        case .string(let value): return value
        case .integer(let value): return String(value)
        case .number(let value): return ParameterValue.format(value)
        case .boolean(let value): return value ? "true" : "false"
        case .list(let values): return values.map(\.headerText).joined(separator: ",")
        case .file(let payload): return payload.filename
        case .null: return ""
        }
    }
}
