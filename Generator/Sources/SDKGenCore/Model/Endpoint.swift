/// One endpoint: a request type with its method, path, parameters and response.
public struct Endpoint: Sendable {
    /// The endpoint's schema name (the key under `endpoints:`).
    public var name: String
    /// The Swift request type's name given with `swift:`, if any.
    public var swiftOverride: String?
    /// Where `swift:` is written, if it is.
    public var swiftOverrideLocation: SourceLocation?
    /// A doc comment.
    public var description: String?
    /// The HTTP method, upper-case.
    public var method: HTTPMethodName
    /// The path relative to the host's base URL, with `{wire}` placeholders.
    public var path: String
    /// Where the path value is written.
    public var pathLocation: SourceLocation
    /// The named host.
    public var host: String
    /// Where `host:` is written, if it is.
    public var hostLocation: SourceLocation?
    /// The encoding of derived body parameters, if given.
    public var body: BodyKind?
    /// The response type; `nil` for `empty` and for a raw response.
    public var response: TypeExpression?
    /// A raw text or binary response (`response: { raw: text }`), if the response is one.
    public var rawResponse: RawBody?
    /// An answer read as a stream of records (`response: { stream: jsonl, of: T }`), if it is one; ``response`` is
    /// then `[T]`.
    public var stream: StreamResponse?
    /// The answers by success status (`responses:`), in source order; empty when `response:` gives one answer.
    public var successStatuses: [SuccessStatus] = []
    /// Header fields of a successful reply read as typed values (`responseHeaders:`), in source order.
    public var responseHeaders: [ResponseHeader] = []
    /// Whether the API's settings and auth apply.
    public var authenticated: Bool = true
    /// Whether a POST may be retried.
    public var idempotent: Bool?
    /// Whether it is deprecated.
    public var deprecated: Bool = false
    /// Parameters in source order.
    public var parameters: [Parameter] = []
    /// How the endpoint pages, if it does.
    public var paging: Paging?
    /// Which parameter names the objects of the response, when the endpoint may be answered from a cache.
    public var cache: EndpointCache?
    /// The endpoint's own status-specific error bodies (`errors:`), in source order; they take precedence over the
    /// API's.
    public var errors: [ErrorStatus] = []
    /// Where the endpoint's name is written.
    public var location: SourceLocation

    /// The Swift request type's name: `swift:` or the schema name.
    public var swiftName: String { swiftOverride ?? name }

    /// The placeholders of ``path`` in order, with their positions inside it.
    public var placeholders: [(name: String, offset: Int)] {
        PatternName.placeholders(in: path)
    }
}

/// An HTTP method name.
public enum HTTPMethodName: String, Sendable, CaseIterable {
    /// `GET`.
    case get = "GET"
    /// `HEAD`.
    case head = "HEAD"
    /// `POST`.
    case post = "POST"
    /// `PUT`.
    case put = "PUT"
    /// `PATCH`.
    case patch = "PATCH"
    /// `DELETE`.
    case delete = "DELETE"
    /// `OPTIONS`.
    case options = "OPTIONS"
    /// `TRACE`.
    case trace = "TRACE"
    /// `QUERY`: a safe read whose query is the body.
    case query = "QUERY"

    /// Whether APIKit's rule puts derived parameters in the query (and `TRACE`'s, which has no body).
    public var prefersQuery: Bool { [.get, .head, .delete, .trace].contains(self) }

    /// Whether requests of this method never carry a body (`GET`, `HEAD`, `TRACE`); a `DELETE` sends one only when
    /// the endpoint declares it explicitly (`body: { type: … }`, a raw body, or `in: body | form | multipart`).
    public var sendsNoBody: Bool { [.get, .head, .trace].contains(self) }
}

/// The encoding of a request body.
public enum BodyKind: String, Sendable, CaseIterable {
    /// `application/json`.
    case json
    /// `application/x-www-form-urlencoded`.
    case form
    /// `multipart/form-data`.
    case multipart
}

/// Where a parameter travels.
public enum ParameterPlacement: String, Sendable, CaseIterable {
    /// APIKit's rule: query for GET/HEAD/DELETE, body otherwise.
    case derived
    /// The query string.
    case query
    /// A path placeholder.
    case path
    /// A header field.
    case header
    /// A form body field.
    case form
    /// A multipart part.
    case multipart
    /// A JSON body member.
    case body
    /// A cookie, in the request's one `Cookie` header field.
    case cookie
}

/// How a list parameter is spelled.
public enum ArraySpelling: String, Sendable, CaseIterable {
    /// `k=a&k=b`.
    case repeated
    /// `k=a,b`.
    case comma
    /// `k[]=a&k[]=b`.
    case brackets
    /// `k=a%20b` (OpenAPI's `spaceDelimited`).
    case space
    /// `k=a%7Cb` (OpenAPI's `pipeDelimited`).
    case pipe

    /// The runtime's `ArrayEncoding` case.
    var runtimeCase: String {
        switch self {
        case .repeated: return "repeated"
        case .comma: return "commaSeparated"
        case .brackets: return "bracketed"
        case .space: return "spaceDelimited"
        case .pipe: return "pipeDelimited"
        }
    }
}

/// How a parameter's value is carried when it is not spelled as a parameter value of its own.
public enum ParameterContent: String, Sendable, CaseIterable {
    /// The value's JSON text, whatever its type (OpenAPI's `content: {application/json: …}` parameter).
    case json
    /// One parameter per scalar inside the value, named by its bracketed path (`info[format]`, `items[0][price]`):
    /// OpenAPI's `deepObject` style, the nested forms of Stripe, Rails and PHP; in a query, a form or a multipart
    /// body.
    case deepObject = "deep-object"
}

/// One parameter of an endpoint.
public struct Parameter: Sendable {
    /// The parameter's key in the schema, possibly patterned (`Limit_{type}`, `File{n}`): what placeholders,
    /// `count:`, paging and parameter sets name it by, and its wire name unless `wire:` gives another.
    public var wire: String
    /// The name sent on the wire when it differs from the key (`wire: path`, for a second `path` parameter that
    /// travels in another place).
    public var sentWire: String?
    /// The Swift property name (derived or from `swift:`).
    public var swiftName: String
    /// Whether `swift:` gave the name.
    public var hasExplicitSwiftName: Bool
    /// The type; `nil` for a `const` parameter.
    public var type: TypeExpression?
    /// Where it travels.
    public var placement: ParameterPlacement = .derived
    /// Where `in:` is written.
    public var placementLocation: SourceLocation?
    /// Whether it is a non-optional initializer argument.
    public var required: Bool = false
    /// A default value (source text) and whether it was quoted.
    public var defaultValue: (text: String, quoted: Bool)?
    /// Where `default:` is written.
    public var defaultLocation: SourceLocation?
    /// The list spelling.
    public var array: ArraySpelling?
    /// Where `array:` is written.
    public var arrayLocation: SourceLocation?
    /// The first index of `{n}`.
    public var start: Int = 1
    /// The wire name of a count parameter for patterned names.
    public var count: String?
    /// Whether the value is the whole JSON body (`root: true`).
    public var isBodyRoot: Bool = false
    /// What a whole-body model's properties are set to whenever it is sent (`set: { stream: true }`), by wire name.
    public var fixedFields: [(wire: String, value: (text: String, quoted: Bool), location: SourceLocation)] = []
    /// The raw body this parameter is (`body: { raw: binary }`), if it is one; then ``isBodyRoot`` is set too.
    public var raw: RawBody?
    /// Whether a path parameter keeps its `/` separators (`keepSlashes: true`).
    public var keepsSlashes: Bool = false
    /// Where `keepSlashes:` is written, if it is.
    public var keepsSlashesLocation: SourceLocation?
    /// A fixed value sent always; the parameter is not a property.
    public var constant: String?
    /// How the value is carried (`content: json`: as its JSON text), when not as a parameter value.
    public var content: ParameterContent?
    /// Where `content:` is written, if it is.
    public var contentLocation: SourceLocation?
    /// Whether logs redact it.
    public var secret: Bool = false
    /// A doc comment.
    public var description: String?
    /// Where the parameter's key is written.
    public var location: SourceLocation
    /// The parameter set whose shared struct holds it, when the endpoint embeds that set (`embed:`).
    public var embeddedSet: String?

    /// The pattern in the wire name, if any.
    public var pattern: PatternName? { PatternName(wire) }
    /// The name the parameter travels under: `wire:` when given, else its key.
    public var sentName: String { sentWire ?? wire }
}
