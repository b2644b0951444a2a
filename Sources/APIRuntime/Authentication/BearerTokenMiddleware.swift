/// Sends `Authorization: Bearer <token>` and, when a request is rejected, refreshes once and replays once.
///
/// The token comes from a ``TokenRefresher``, which obtains it first when there is none (or it expired) and
/// renews it single-flight: concurrent requests rejected with the same token wait for one refresh. A request
/// rejected again after the replay is returned as it is (no loop); a refresh that fails throws
/// ``AuthenticationFailure``. Requests that say `auth: false` pass unchanged.
public struct BearerTokenMiddleware: Middleware {
    /// The header that carries the token (`Authorization`).
    public let headerName: String
    /// The text before the token (`Bearer`); empty sends the token alone.
    public let scheme: String
    /// The statuses that mean the token was rejected.
    public let reauthenticateOn: Set<Int>
    /// The token store and refresh.
    public let refresher: TokenRefresher

    /// Creates the middleware.
    public init(
        refresher: TokenRefresher, reauthenticateOn: Set<Int> = [401], headerName: String = "Authorization",
        scheme: String = "Bearer"
    ) {
        self.refresher = refresher
        self.reauthenticateOn = reauthenticateOn
        self.headerName = headerName
        self.scheme = scheme
    }

    /// Adds the header; on a rejected token refreshes (once for concurrent failures) and replays once.
    public func intercept(_ request: HTTPRequest, next: MiddlewareNext) async throws -> HTTPResponse {
        guard request.requiresAuthentication else { return try await next(request) }
        let (token, generation) = try await refresher.currentToken()
        let response = try await next(signed(request, with: token))
        guard reauthenticateOn.contains(response.statusCode), await refresher.canRefresh else { return response }
        let renewed = try await refresher.refresh(after: generation)
        return try await next(signed(request, with: renewed))
    }

    private func signed(_ request: HTTPRequest, with token: AccessToken?) -> HTTPRequest {
        guard let token else { return request }
        var signed = request
        signed.headers.replaceOrAdd(name: headerName, value: scheme.isEmpty ? token.value : "\(scheme) \(token.value)")
        return signed
    }
}
