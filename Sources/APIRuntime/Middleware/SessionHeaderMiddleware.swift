/// Sends a session token in a header after sign-in, and re-signs-in and replays once on 401 (Bridge `Bridge-Session`).
public struct SessionHeaderMiddleware: Middleware {
    /// The header carrying the token.
    public let headerName: String
    /// The statuses that mean the session expired.
    public let reauthenticateOn: Set<Int>
    /// The token holder and sign-in.
    public let authenticator: SessionAuthenticator

    /// Creates the middleware.
    public init(headerName: String, reauthenticateOn: Set<Int> = [401], authenticator: SessionAuthenticator) {
        self.headerName = headerName
        self.reauthenticateOn = reauthenticateOn
        self.authenticator = authenticator
    }

    /// Adds the header; on an expired session signs in again (once for concurrent failures) and replays once.
    public func intercept(_ request: HTTPRequest, next: MiddlewareNext) async throws -> HTTPResponse {
        guard request.requiresAuthentication else { return try await next(request) }
        let (token, generation) = try await authenticator.currentToken()
        var signed = request
        if let token { signed.headers.replaceOrAdd(name: headerName, value: token) }
        let response = try await next(signed)
        guard reauthenticateOn.contains(response.statusCode), await authenticator.canSignIn else { return response }
        let newToken = try await authenticator.refresh(after: generation)
        var replay = request
        replay.headers.replaceOrAdd(name: headerName, value: newToken)
        return try await next(replay)
    }
}
