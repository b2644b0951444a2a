import APIRuntime
import Foundation

/// A failed Bridge call, classified the way Bridge means its statuses.
///
/// ``BridgeSession`` throws these directly. A plain `Client<SageBridgeAPI>` configured with
/// ``BridgeErrorMiddleware`` throws them wrapped as `ClientError.api(BridgeError)`.
public enum BridgeError: Error, Sendable, CustomStringConvertible {
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
    /// Any other status ≥ 400, with Bridge's error body when it had one (`EntityNotFoundException`,
    /// `InvalidEntityException` with `errors`, …).
    case server(statusCode: Int, BridgeErrorResponse?)
    /// A request the SDK refused to send (an activity window over 14 days, say).
    case invalidRequest(String)
    /// Transport, decoding or request-building failure from the runtime.
    case client(ClientError)

    /// Classifies an error response by its status; `nil` for a successful one.
    init?(response: HTTPResponse) {
        guard response.statusCode >= 400 else { return nil }
        let context = ResponseContext(for: SageBridgeAPI.self)
        let body = try? context.decode(BridgeErrorResponse.self, from: response.body)
        switch response.statusCode {
        case 412:
            guard let session = try? context.decode(UserSessionInfo.self, from: response.body) else {
                self = .server(statusCode: 412, body)
                return
            }
            self = .consentRequired(session)
        case 410: self = .unsupportedAppVersion(body)
        case 401: self = .notAuthenticated(body)
        case 423: self = .accountDisabled(body)
        default: self = .server(statusCode: response.statusCode, body)
        }
    }

    /// Unwraps or classifies any error thrown by a client call.
    init(_ error: any Error) {
        switch error {
        case let error as BridgeError: self = error
        case ClientError.api(let inner as BridgeError): self = inner
        case ClientError.httpStatus(let response):
            self = BridgeError(response: response) ?? .client(.httpStatus(response))
        case let error as ClientError: self = .client(error)
        default: self = .client(ClientError.wrap(error))
        }
    }

    /// The HTTP status behind the error, when there was a response.
    public var statusCode: Int? {
        switch self {
        case .consentRequired: return 412
        case .unsupportedAppVersion: return 410
        case .notAuthenticated: return 401
        case .accountDisabled: return 423
        case .server(let statusCode, _): return statusCode
        case .invalidRequest: return nil
        case .client(let error): return error.statusCode
        }
    }

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .consentRequired: return "consent required (412)"
        case .unsupportedAppVersion(let body): return "unsupported app version (410)\(Self.suffix(body))"
        case .notAuthenticated(let body): return "not authenticated (401)\(Self.suffix(body))"
        case .accountDisabled(let body): return "account disabled (423)\(Self.suffix(body))"
        case .server(let status, let body): return "HTTP \(status)\(Self.suffix(body))"
        case .invalidRequest(let message): return "invalid request: \(message)"
        case .client(let error): return error.description
        }
    }

    private static func suffix(_ body: BridgeErrorResponse?) -> String {
        guard let message = body?.message else { return "" }
        return ": \(message)"
    }
}
