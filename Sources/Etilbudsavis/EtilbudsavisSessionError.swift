import APIRuntime

/// Why the SDK's session could not serve a call: no session could be created, the owning client is gone, or a
/// call needs a user and none is attached.
///
/// It is `EtilbudsavisAPI.SessionFailure`: ``EtilbudsavisClient`` and ``SessionManager`` throw it as
/// `ClientError<EtilbudsavisAPI>.session(_:)`, next to the API's own ``APIError`` (`.api`) and the runtime's
/// failures.
public enum EtilbudsavisSessionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Creating the session finished without a token.
    case noSession
    /// The client that sends the session calls no longer exists.
    case clientGone
    /// Shopping lists belong to a user; attach one first.
    case noUserAttached

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .noSession: return "no session could be created"
        case .clientGone: return "the client that owns the session no longer exists"
        case .noUserAttached: return "shopping lists need a user attached to the session"
        }
    }
}

extension EtilbudsavisAPI {
    /// The session's own failures, carried by `ClientError<EtilbudsavisAPI>.session(_:)`.
    public typealias SessionFailure = EtilbudsavisSessionError
}
