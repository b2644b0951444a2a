import APIRuntime
import Foundation

/// The statuses Bridge gives a meaning beyond "error", as the session classifies them.
///
/// It is `SageBridgeAPI.SessionFailure`: ``BridgeSession`` (and a plain client with ``BridgeErrorMiddleware``)
/// throws it as `ClientError<SageBridgeAPI>.session(_:)`. Any other error status is the API's own
/// `ClientError.api(BridgeErrorResponse)` (a body with a message) or `ClientError.httpStatus` (without one).
public enum BridgeSessionError: Error, Sendable, CustomStringConvertible {
    /// 412: a required consent is not signed. Carries the session the server answered with; its token is valid
    /// for the consent calls (sign the consent, then repeat the call).
    case consentRequired(UserSessionInfo)
    /// 410: this app version is no longer supported (from the User-Agent). Sticky: every later call of the same
    /// session fails the same way without reaching the server.
    case unsupportedAppVersion(BridgeErrorResponse?)
    /// 401 after re-signing in did not help, or a call needed a session and no credentials are known.
    case notAuthenticated(BridgeErrorResponse?)
    /// 423: the account is disabled.
    case accountDisabled(BridgeErrorResponse?)

    /// Classifies an error response by its status; `nil` for a success or a status without a session meaning
    /// (and for a 412 whose body is no session).
    init?(response: HTTPResponse) {
        guard response.statusCode >= 400 else { return nil }
        let context = ResponseContext(for: SageBridgeAPI.self)
        let body = try? context.decode(BridgeErrorResponse.self, from: response.body)
        switch response.statusCode {
        case 412:
            guard let session = try? context.decode(UserSessionInfo.self, from: response.body) else { return nil }
            self = .consentRequired(session)
        case 410: self = .unsupportedAppVersion(body)
        case 401: self = .notAuthenticated(body)
        case 423: self = .accountDisabled(body)
        default: return nil
        }
    }

    /// The HTTP status behind the error.
    public var statusCode: Int {
        switch self {
        case .consentRequired: return 412
        case .unsupportedAppVersion: return 410
        case .notAuthenticated: return 401
        case .accountDisabled: return 423
        }
    }

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .consentRequired: return "consent required (412)"
        case .unsupportedAppVersion(let body): return "unsupported app version (410)\(Self.suffix(body))"
        case .notAuthenticated(let body): return "not authenticated (401)\(Self.suffix(body))"
        case .accountDisabled(let body): return "account disabled (423)\(Self.suffix(body))"
        }
    }

    private static func suffix(_ body: BridgeErrorResponse?) -> String {
        guard let message = body?.message else { return "" }
        return ": \(message)"
    }
}

extension SageBridgeAPI {
    /// The session's classification of Bridge's statuses, carried by `ClientError<SageBridgeAPI>.session(_:)`.
    public typealias SessionFailure = BridgeSessionError
}

extension BridgeErrorResponse: CustomStringConvertible {
    /// `Bridge error (status): message`.
    public var description: String {
        "Bridge error" + (statusCode.map { " (\($0))" } ?? "") + (message.map { ": \($0)" } ?? "")
    }
}
