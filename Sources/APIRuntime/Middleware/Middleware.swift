/// Sends a request on through the rest of the chain (the next middleware, finally the transport).
public typealias MiddlewareNext = @Sendable (HTTPRequest) async throws -> HTTPResponse

/// Intercepts every HTTP exchange of a client: authentication, retry, logging.
///
/// A middleware may change the request, call `next` zero or more times (a retry, a replay after
/// re-authentication) and change or replace the response. Throw ``TransportError`` or ``CallFailure``; a
/// middleware of one API (an SDK's glue) may throw that API's ``ClientError`` (`.api`, `.session`), which the
/// client passes through unchanged.
public protocol Middleware: Sendable {
    /// Handles one exchange.
    func intercept(_ request: HTTPRequest, next: MiddlewareNext) async throws -> HTTPResponse
}

/// A middleware made from a closure.
public struct ClosureMiddleware: Middleware {
    private let handler: @Sendable (HTTPRequest, MiddlewareNext) async throws -> HTTPResponse

    /// Creates a middleware from a closure.
    public init(_ handler: @escaping @Sendable (HTTPRequest, MiddlewareNext) async throws -> HTTPResponse) {
        self.handler = handler
    }

    /// Calls the closure.
    public func intercept(_ request: HTTPRequest, next: MiddlewareNext) async throws -> HTTPResponse {
        try await handler(request, next)
    }
}
