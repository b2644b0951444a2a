import APIRuntime
import Foundation

/// Owns the eTilbudsavis session on top of the runtime's signed-token state: creates the session before the
/// first call, renews it after session errors, attaches and detaches users, and announces user changes.
///
/// The runtime's `SignedTokenMiddleware` signs every call but the creating one with `X-Token` and
/// `X-Signature`, adopts tokens rotated through `X-Token` / `X-Token-Expires`, and on the session error codes
/// (1101, 1104, 1107, 1108) asks this manager's renewal once for all concurrent failures and replays the call
/// once. Renewal is `PUT /sessions`; when the server refuses it, a new session is created with
/// `POST /sessions`. However many calls start at once, exactly one session is created and they all continue
/// with its token.
public actor SessionManager {
    /// The network operations the manager performs; the client builds them from the generated requests.
    public struct Operations: Sendable {
        /// `POST /sessions` (unsigned), with the installation's client id when one is known.
        public var create: Call
        /// `PUT /sessions` with no body, signed with the current token.
        public var renew: Call
        /// `PUT /sessions` with an e-mail and a password.
        public var attach: Attach
        /// `PUT /sessions` with an empty e-mail.
        public var detach: Call

        /// How the operations fail: like every call of the SDK.
        public typealias Failure = ClientError<EtilbudsavisAPI>
        /// A session call that takes the installation's client id.
        public typealias Call = @Sendable (_ clientID: String?) async throws(Failure) -> Session
        /// A session call with an e-mail and a password.
        public typealias Attach =
            @Sendable (_ email: String, _ password: String, _ clientID: String?) async throws(Failure) -> Session

        /// Creates the operations from closures.
        public init(
            create: @escaping Call, renew: @escaping Call,
            attach: @escaping Attach, detach: @escaping Call
        ) {
            self.create = create
            self.renew = renew
            self.attach = attach
            self.detach = detach
        }
    }

    /// The session error codes after which a call renews the session and is sent again once (the schema's
    /// `auth.renewOn`).
    public static let renewalCodes: Set<Int> = EtilbudsavisAPI.Authentication.renewOn

    /// The runtime's token state that `SignedTokenMiddleware` signs with.
    public nonisolated let signedSession: SignedSession
    private let state: SessionState
    private let operations: Operations

    /// Creates a manager; a session the app saved (and its client id) can be resumed.
    public init(apiSecret: String, operations: Operations, session: Session? = nil, clientID: String? = nil) {
        let state = SessionState(session: session, clientID: clientID)
        self.state = state
        self.operations = operations
        // The schema's `auth:` gives the date formats of `X-Token-Expires` and that a rotated token needs its expiry.
        self.signedSession = EtilbudsavisAPI.Authentication.session(
            secret: apiSecret, token: session?.token, expires: session?.expires,
            renew: { currentToken in
                try await SessionManager.obtain(replacing: currentToken, operations: operations, state: state)
            })
    }

    /// The last session the server returned (its token may since have been rotated; see ``currentToken``).
    public nonisolated var currentSession: Session? { state.session }

    /// The user attached to the session, if any.
    public nonisolated var currentUser: User? { state.session?.user }

    /// The installation id the server assigned, sent back on every session call.
    public nonisolated var currentClientID: String? { state.clientID }

    /// How many sessions this manager created (`POST /sessions`) and renewed (`PUT /sessions`).
    public nonisolated var statistics: (creations: Int, renewals: Int) { state.counts }

    /// The token the next call is signed with, if a session exists.
    public var currentToken: String? {
        get async { await signedSession.current.token }
    }

    /// The session to save for the next launch: the last session with the live token and expiry (which the
    /// server may have rotated through response headers since), or `nil` before the first session.
    public func sessionToSave() async -> Session? {
        guard var session = state.session else { return nil }
        let (token, expires) = await signedSession.current
        if let token { session.token = token }
        if let expires { session.expires = expires }
        return session
    }

    /// A stream of user changes from now on; it fires only when the attached user's id changes.
    public nonisolated func userChanges() -> AsyncStream<UserChange> {
        state.broadcaster.stream()
    }

    /// The token to sign a call with, creating the session first when there is none (one creation for all callers).
    public func validToken() async throws(ClientError<EtilbudsavisAPI>) -> String {
        let token: String?
        do {
            (token, _) = try await signedSession.currentToken()
        } catch {
            throw ClientError.wrap(error)
        }
        guard let token else { throw .session(.noSession) }
        return token
    }

    /// Signs a user in (`PUT /sessions` with e-mail and password) and returns the session with the user.
    public func attachUser(email: String, password: String) async throws(ClientError<EtilbudsavisAPI>) -> Session {
        _ = try await validToken()
        let updated = try await operations.attach(email, password, state.clientID)
        await adopt(updated)
        return updated
    }

    /// Signs the user out (`PUT /sessions` with an empty e-mail) and returns the session without a user.
    public func detachUser() async throws(ClientError<EtilbudsavisAPI>) -> Session {
        _ = try await validToken()
        let updated = try await operations.detach(state.clientID)
        await adopt(updated)
        return updated
    }

    /// Renews the session now (`PUT /sessions`, or a new session when that fails) and returns its token.
    @discardableResult
    public func renew() async throws(ClientError<EtilbudsavisAPI>) -> String {
        do {
            let (_, generation) = try await signedSession.currentToken()
            return try await signedSession.renew(after: generation)
        } catch {
            throw ClientError.wrap(error)
        }
    }

    /// Renews the session when its token expires within `interval` of `now`; returns whether it renewed.
    ///
    /// The iOS SDK renews at launch when less than a day is left. Without a session it does nothing.
    @discardableResult
    public func renewIfExpiring(within interval: TimeInterval = 86_400, now: Date = Date())
        async throws(ClientError<EtilbudsavisAPI>) -> Bool
    {
        let (token, expires) = await signedSession.current
        guard token != nil else { return false }
        if let expires, expires.timeIntervalSince(now) > interval { return false }
        try await renew()
        return true
    }

    private func adopt(_ session: Session) async {
        state.install(session)
        await signedSession.adopt(token: session.token, expires: session.expires)
    }

    /// Creates a session when there is no token, otherwise renews it, falling back to a new session.
    static func obtain(replacing currentToken: String?, operations: Operations, state: SessionState)
        async throws(ClientError<EtilbudsavisAPI>) -> (token: String, expires: Date?)
    {
        // The runtime marks this task as renewing (`SignedSession.isRenewing`), so a session error answered to
        // these calls comes back here as the API error instead of starting another renewal: the loop guard.
        let clientID = state.clientID
        let session: Session
        if currentToken == nil {
            session = try await operations.create(clientID)
            state.countCreation()
        } else {
            do {
                session = try await operations.renew(clientID)
                state.countRenewal()
            } catch .api, .httpStatus {
                // The server refused to renew (the token is gone): start over with a new session. A transport
                // failure is rethrown instead, keeping the old session for the next attempt.
                session = try await operations.create(clientID)
                state.countCreation()
            }
        }
        state.install(session)
        return EtilbudsavisAPI.Authentication.token(from: session)
    }
}
