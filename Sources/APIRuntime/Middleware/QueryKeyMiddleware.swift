/// Adds an API key to the query of every authenticated request (Bazaarvoice `passkey`).
///
/// Generated SDKs usually send the key through the API's settings; this middleware serves keys that are
/// not settings (a key rotated at run time, a second key for one host).
public struct QueryKeyMiddleware: Middleware {
    /// The parameter name.
    public let name: String
    /// The key.
    public let key: String

    /// Creates the middleware.
    public init(name: String, key: String) {
        self.name = name
        self.key = key
    }

    /// Sets `name=key` in the query (replacing an existing pair) unless the request opts out of auth.
    public func intercept(_ request: HTTPRequest, next: MiddlewareNext) async throws -> HTTPResponse {
        guard request.requiresAuthentication else { return try await next(request) }
        var request = request
        request.url = try URLQueryEditing.setting(name, to: key, in: request.url)
        return try await next(request)
    }
}
