/// Sends HTTP basic credentials (`Authorization: Basic …`) with every authenticated request.
public struct BasicAuthMiddleware: Middleware {
    /// The user name and password.
    public let credentials: BasicCredentials

    /// Creates the middleware.
    public init(credentials: BasicCredentials) {
        self.credentials = credentials
    }

    /// Adds the header; a user name that cannot be encoded fails the call as an invalid request, unsent.
    public func intercept(_ request: HTTPRequest, next: MiddlewareNext) async throws -> HTTPResponse {
        guard request.requiresAuthentication else { return try await next(request) }
        let value: String
        do {
            value = try credentials.authorizationValue()
        } catch {
            throw CallFailure.invalidRequest(error.description)
        }
        var signed = request
        signed.headers.replaceOrAdd(name: "Authorization", value: value)
        return try await next(signed)
    }
}
