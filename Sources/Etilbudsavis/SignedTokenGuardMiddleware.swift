import APIRuntime
import Foundation

/// Shields the runtime's ``SignedTokenMiddleware`` from two kinds of answers it must not act on.
///
/// Placed after (inside) the signed-token middleware, it sees every response first:
///
/// - **The renewal's own session error (the loop guard).** While the session manager renews or creates the
///   session, an answer with a session error code is thrown here as the typed API error. The signed-token
///   middleware would otherwise wait for the renewal that is waiting for this very call; instead the session
///   manager falls back from `PUT /sessions` to `POST /sessions`, or reports the error.
/// - **A rotated token without its expiry.** The iOS and Android SDKs adopt an `X-Token` only together with
///   `X-Token-Expires`; a lone `X-Token` is removed so the current token stays in use.
public struct SignedTokenGuardMiddleware: Middleware {
    /// The codes that would otherwise trigger a renewal.
    public let renewalCodes: Set<Int>
    /// The header carrying a rotated token.
    public let tokenHeader: String
    /// The header carrying the rotated token's expiry.
    public let expiresHeader: String

    /// Creates the guard for the session error codes and the token headers.
    public init(
        renewalCodes: Set<Int> = SessionManager.renewalCodes, tokenHeader: String = "X-Token",
        expiresHeader: String = "X-Token-Expires"
    ) {
        self.renewalCodes = renewalCodes
        self.tokenHeader = tokenHeader
        self.expiresHeader = expiresHeader
    }

    /// Passes every exchange through, throwing a renewal's own session error and dropping a lone rotated token.
    public func intercept(_ request: HTTPRequest, next: MiddlewareNext) async throws -> HTTPResponse {
        var response = try await next(request)
        if SessionManager.isRenewing, let code = SignedTokenMiddleware.jsonErrorCode(response),
            renewalCodes.contains(code)
        {
            throw Self.error(for: response)
        }
        if response.headers.contains(name: tokenHeader), !response.headers.contains(name: expiresHeader) {
            response.headers[tokenHeader] = nil
        }
        return response
    }

    /// The typed API error of a response, or its HTTP status when the body is not the API's error.
    static func error(for response: HTTPResponse) -> ClientError {
        let context = ResponseContext(for: EtilbudsavisAPI.self)
        if let apiError = try? context.decode(APIError.self, from: response.body) {
            return .api(apiError)
        }
        return .httpStatus(response)
    }
}
