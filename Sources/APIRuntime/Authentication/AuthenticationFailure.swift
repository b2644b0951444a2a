import Foundation

/// Why a credential could not be obtained or renewed: the typed failure of the token styles (`bearer`, `oauth2`).
///
/// An API whose schema declares one of these styles makes it its `SessionFailure`, so a failed refresh reaches the
/// caller as `ClientError.session(AuthenticationFailure)`. The descriptions never contain a secret.
public enum AuthenticationFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The token endpoint refused the grant: its HTTP status and the OAuth `error` code and description, if sent.
    case tokenRejected(status: Int, error: String?, description: String?)
    /// The token endpoint answered 2xx with a body that is not a token response.
    case malformedTokenResponse(String)
    /// The token endpoint could not be reached.
    case tokenEndpointUnreachable(TransportError)
    /// Nothing to obtain a token with: no refresh token and no client credentials or refresh closure.
    case noCredentials(String)
    /// The credentials cannot be sent as the scheme requires (a basic user name with a colon).
    case invalidCredentials(String)

    /// A one-line explanation without secrets.
    public var description: String {
        switch self {
        case .tokenRejected(let status, let error, let description):
            let code = error.map { " '\($0)'" } ?? ""
            return "the token endpoint refused the grant with HTTP \(status)\(code)"
                + (description.map { ": \($0)" } ?? "")
        case .malformedTokenResponse(let message): return "the token endpoint's answer is no token: \(message)"
        case .tokenEndpointUnreachable(let error): return "the token endpoint could not be reached: \(error)"
        case .noCredentials(let message): return "no credentials to obtain a token: \(message)"
        case .invalidCredentials(let message): return "invalid credentials: \(message)"
        }
    }

    /// Files any error a refresh threw: an `AuthenticationFailure` is kept, a transport failure is unreachable.
    public static func wrap(_ error: any Error) -> AuthenticationFailure {
        switch error {
        case let failure as AuthenticationFailure: return failure
        case let error as TransportError: return .tokenEndpointUnreachable(error)
        case let failure as CallFailure:
            if case .transport(let error) = failure { return .tokenEndpointUnreachable(error) }
            if case .httpStatus(let response) = failure {
                return .tokenRejected(status: response.statusCode, error: nil, description: nil)
            }
            return .malformedTokenResponse(failure.description)
        case is CancellationError: return .tokenEndpointUnreachable(TransportError(.cancelled, "task cancelled"))
        default: return .noCredentials(String(describing: error))
        }
    }
}
