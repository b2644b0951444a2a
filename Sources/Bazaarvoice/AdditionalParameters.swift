import APIRuntime

/// A Bazaarvoice request with extra parameters that its typed properties do not cover.
///
/// Clients configure form fields of their own (`additionalfield_…` covers the documented ones, but hosted
/// forms can carry any name), and the recorded requests carry fields such as `_foo=bar`. The extra parameters
/// follow the typed ones and travel where the request's derived parameters go (the query of a display GET,
/// the form body of a submission) unless given a location. Everything else — method, host, path, body
/// encoding, decoding — is the wrapped request's. Until the schema language offers this on every request
/// (docs/SchemaLanguage.md, Bazaarvoice gap 6), this wrapper is the way to send them.
///
/// ```swift
/// try await client.send(review.adding("_foo", "bar"))
/// ```
public struct RequestWithAdditionalParameters<Base: Request>: Request where Base.API == BazaarvoiceAPI {
    /// The API of the wrapped request.
    public typealias API = BazaarvoiceAPI
    /// The response of the wrapped request.
    public typealias Response = Base.Response

    /// The typed request.
    public var base: Base
    /// The extra parameters, sent after the typed ones.
    public var additional: Parameters

    /// Wraps a request with extra parameters.
    public init(_ base: Base, additional: Parameters) {
        self.base = base
        self.additional = additional
    }

    /// The wrapped request's method.
    public var method: HTTPMethod { base.method }
    /// The wrapped request's host.
    public var host: String { base.host }
    /// The wrapped request's path.
    public var path: String { base.path }
    /// The wrapped request's body encoding.
    public var bodyEncoding: BodyEncoding { base.bodyEncoding }
    /// Whether the wrapped request may be retried.
    public var isIdempotent: Bool { base.isIdempotent }
    /// Whether the wrapped request carries the settings.
    public var requiresAuthentication: Bool { base.requiresAuthentication }

    /// The typed parameters followed by the extra ones.
    public var parameters: Parameters {
        var all = base.parameters
        all.append(contentsOf: additional)
        return all
    }

    /// The wrapped request's header fields plus the extra header-bound parameters.
    public var headerFields: [String: String] {
        var fields = base.headerFields
        for parameter in additional where parameter.location == .header {
            if case .string(let text) = parameter.value { fields[parameter.name] = text }
        }
        return fields
    }

    /// Decodes like the wrapped request.
    public func parseResponse(_ response: HTTPResponse, context: ResponseContext) throws -> Response {
        try base.parseResponse(response, context: context)
    }
}

extension Request where API == BazaarvoiceAPI {
    /// This request with one extra text parameter (`_foo=bar`), sent where its derived parameters go.
    public func adding(_ name: String, _ value: String) -> RequestWithAdditionalParameters<Self> {
        RequestWithAdditionalParameters(self, additional: [Parameter(name: name, value: .string(value))])
    }

    /// This request with extra parameters, in order.
    public func adding(_ parameters: Parameters) -> RequestWithAdditionalParameters<Self> {
        RequestWithAdditionalParameters(self, additional: parameters)
    }
}
