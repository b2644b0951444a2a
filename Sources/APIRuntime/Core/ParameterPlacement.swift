/// Where every parameter of a call goes — query, headers or body — decided once, before anything is encoded.
///
/// The API's settings and the request's own parameters are placed by one rule, in this order:
///
/// 1. Settings come first, then the request's parameters; each destination keeps that order.
/// 2. `.query` goes to the query, `.header` to the headers, `.cookie` to the cookies (one `Cookie` field).
/// 3. `.form`, `.multipart` and `.body` are members of a body built from parameters. A request that supplies
///    its body whole (``Request/wholeBody``, a model encoded as JSON) has no room for members: such a parameter
///    is an invalid request, never moved elsewhere.
/// 4. `.derived` follows APIKit: the query for `GET`, `HEAD` and `DELETE` and for a request that supplies its
///    body whole, the body otherwise.
/// 5. The body's encoding is multipart when a member is `.multipart` or the request's ``Request/bodyEncoding``
///    is, else form when a member is `.form` or the request's encoding is, else JSON.
///
/// The client then encodes the query once and builds the body once from ``body`` in ``bodyEncoding``.
public struct ParameterPlacement: Sendable, Hashable {
    /// The parameters of the query string, in order.
    public var query: Parameters
    /// The parameters sent as header fields, in order (a later one with the same name wins).
    public var headers: Parameters
    /// The parameters sent as cookies, in order, joined into one `Cookie` header field.
    public var cookies: Parameters
    /// The members of a body built from parameters; empty when there is none (or the body is whole).
    public var body: Parameters
    /// How ``body`` is encoded.
    public var bodyEncoding: BodyEncoding

    /// Places settings and request parameters by the rule above.
    ///
    /// - Parameters:
    ///   - settings: The API's setting parameters for this request (sent first).
    ///   - parameters: The request's own parameters.
    ///   - method: The request's method (rule 4).
    ///   - bodyEncoding: The request's preferred body encoding (rule 5).
    ///   - hasWholeBody: Whether the request supplies its body whole.
    /// - Throws: ``CallFailure/invalidRequest(_:)`` when a body member meets a body supplied whole, or when a
    ///   value has no wire spelling (``ParameterValue/unencodable(_:)``).
    public init(
        settings: Parameters, parameters: Parameters, method: HTTPMethod, bodyEncoding: BodyEncoding,
        hasWholeBody: Bool
    ) throws(CallFailure) {
        var query = Parameters()
        var headers = Parameters()
        var cookies = Parameters()
        var body = Parameters()
        let derivedInQuery = method.prefersQueryParameters || hasWholeBody
        for parameter in settings.elements + parameters.elements {
            if let reason = parameter.value.unencodableReason {
                throw CallFailure.unencodable(parameter.name, reason)
            }
            switch parameter.location {
            case .query: query.append(parameter)
            case .header: headers.append(parameter)
            case .cookie: cookies.append(parameter)
            case .derived where derivedInQuery: query.append(parameter)
            case .derived, .form, .multipart, .body:
                if hasWholeBody {
                    throw CallFailure.invalidRequest(
                        "parameter '\(parameter.name)' (\(parameter.location.rawValue)) cannot join a body "
                            + "the request supplies whole")
                }
                body.append(parameter)
            }
        }
        self.query = query
        self.headers = headers
        self.cookies = cookies
        self.body = body
        if body.contains(where: { $0.location == .multipart }) || bodyEncoding == .multipart {
            self.bodyEncoding = .multipart
        } else if body.contains(where: { $0.location == .form }) || bodyEncoding == .form {
            self.bodyEncoding = .form
        } else {
            self.bodyEncoding = .json
        }
    }

    /// The body built from ``body`` in ``bodyEncoding``, or `nil` when there are no members.
    public func bodyParameters(booleans: BooleanSpelling = .words) -> (any BodyParameters)? {
        guard !body.isEmpty else { return nil }
        return makeBodyParameters(body, encoding: bodyEncoding, booleans: booleans)
    }
}

extension Request {
    /// Places this request's parameters after the given settings (see ``ParameterPlacement``).
    public func placement(settings: Parameters = []) throws(CallFailure) -> ParameterPlacement {
        try ParameterPlacement(
            settings: settings, parameters: parameters, method: method, bodyEncoding: bodyEncoding,
            hasWholeBody: wholeBody != nil)
    }
}
