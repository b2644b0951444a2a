/// Sends an API key in a header (`X-API-Key: …`) with every authenticated request.
///
/// Name the header so that the logger's ``Redactor`` sees a secret (`api_key`, `apikey`, `…token…`, `…secret…`)
/// or add it to the redactor's names: the key is logged masked only then.
public struct HeaderKeyMiddleware: Middleware {
    /// The header that carries the key.
    public let headerName: String
    /// The key.
    public let key: String

    /// Creates the middleware.
    public init(headerName: String, key: String) {
        self.headerName = headerName
        self.key = key
    }

    /// Adds the header to authenticated requests.
    public func intercept(_ request: HTTPRequest, next: MiddlewareNext) async throws -> HTTPResponse {
        guard request.requiresAuthentication else { return try await next(request) }
        var signed = request
        signed.headers.replaceOrAdd(name: headerName, value: key)
        return try await next(signed)
    }
}
