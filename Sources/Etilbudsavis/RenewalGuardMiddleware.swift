import APIRuntime
import Foundation

/// Stops a failing session renewal from asking for another renewal: the loop guard of the session flow.
///
/// Placed after (inside) ``SignedTokenMiddleware``. While the session manager renews or creates the session,
/// a response with a session error code is turned into a thrown error here, so the signed-token middleware
/// never sees it and never waits for the renewal that is waiting for this very call. The session manager
/// then falls back from `PUT /sessions` to a new `POST /sessions`, or reports the error.
public struct RenewalGuardMiddleware: Middleware {
    /// The codes that would otherwise trigger a renewal.
    public let renewalCodes: Set<Int>

    /// Creates the guard for the session error codes.
    public init(renewalCodes: Set<Int> = SessionManager.renewalCodes) {
        self.renewalCodes = renewalCodes
    }

    /// Passes every exchange through, except a session error answered to the renewal itself, which it throws.
    public func intercept(_ request: HTTPRequest, next: MiddlewareNext) async throws -> HTTPResponse {
        let response = try await next(request)
        guard SessionManager.isRenewing, let code = SignedTokenMiddleware.jsonErrorCode(response),
            renewalCodes.contains(code)
        else { return response }
        throw Self.error(for: response)
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
