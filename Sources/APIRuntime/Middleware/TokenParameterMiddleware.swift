import Foundation

/// Sends a logon token as a parameter of every authenticated request (FogBugz `token`).
///
/// The token goes into the query string, or, when ``inFormBody`` is set and the request has a form body, into that
/// body: a pair appended to a form-URL-encoded body, a text part put in front of a `multipart/form-data` body (file
/// parts are kept as they are, never read). When ``isSessionExpired`` recognizes a response, it signs in again (once for
/// concurrent failures) and replays once.
public struct TokenParameterMiddleware: Middleware {
    /// The parameter name.
    public let parameterName: String
    /// Whether a form body (URL-encoded or multipart) takes the token instead of the query.
    public let inFormBody: Bool
    /// The token holder and sign-in.
    public let authenticator: SessionAuthenticator
    /// Recognizes a response that says the token is no longer valid.
    public let isSessionExpired: @Sendable (HTTPResponse) -> Bool

    /// Creates the middleware.
    public init(
        parameterName: String, inFormBody: Bool = false, authenticator: SessionAuthenticator,
        isSessionExpired: @escaping @Sendable (HTTPResponse) -> Bool = { $0.statusCode == 401 }
    ) {
        self.parameterName = parameterName
        self.inFormBody = inFormBody
        self.authenticator = authenticator
        self.isSessionExpired = isSessionExpired
    }

    /// Adds the token; on an expired session signs in again and replays once.
    public func intercept(_ request: HTTPRequest, next: MiddlewareNext) async throws -> HTTPResponse {
        guard request.requiresAuthentication else { return try await next(request) }
        let (token, generation) = try await authenticator.currentToken()
        let response = try await next(try adding(token, to: request))
        guard isSessionExpired(response), await authenticator.canSignIn else { return response }
        let newToken = try await authenticator.refresh(after: generation)
        return try await next(try adding(newToken, to: request))
    }

    /// The request with the token parameter added (replacing an existing one in the query).
    func adding(_ token: String?, to request: HTTPRequest) throws -> HTTPRequest {
        guard let token else { return request }
        var request = request
        let pair = Parameters([Parameter(name: parameterName, value: .string(token))])
        let contentType = request.headers["Content-Type"] ?? ""
        if inFormBody, contentType.hasPrefix("application/x-www-form-urlencoded"), case .data(let data) = request.body {
            var bytes = [UInt8](data)
            try QueryEncoder.append(pair, to: &bytes)
            request.body = .data(Data(bytes))
            return request
        }
        if inFormBody,
            let body = try MultipartFormDataBodyParameters.prepending(
                text: token, name: parameterName, to: request.body, contentType: contentType)
        {
            request.body = body
            return request
        }
        request.url = try URLQueryEditing.setting(parameterName, to: token, in: request.url)
        return request
    }
}

/// Edits the query of an already-encoded URL without re-encoding the other pairs.
public enum URLQueryEditing {
    /// The URL with every `name=…` pair removed and `name=value` appended, percent-encoded.
    public static func setting(_ name: String, to value: String, in url: URL) throws(CallFailure) -> URL {
        var text = url.absoluteString
        var fragment = ""
        if let hash = text.firstIndex(of: "#") {
            fragment = String(text[hash...])
            text = String(text[..<hash])
        }
        let encodedName = PercentEncoding.encode(name)
        var base = text
        var pairs: [Substring] = []
        if let mark = text.firstIndex(of: "?") {
            base = String(text[...mark])
            pairs = text[text.index(after: mark)...].split(separator: "&", omittingEmptySubsequences: true)
            pairs.removeAll { $0 == encodedName || $0.hasPrefix(encodedName + "=") }
        } else {
            base += "?"
        }
        pairs.append(Substring(encodedName + "=" + PercentEncoding.encode(value)))
        let result = base + pairs.joined(separator: "&") + fragment
        guard let edited = URL(string: result) else { throw CallFailure.invalidRequest("not a valid URL: \(result)") }
        return edited
    }
}
