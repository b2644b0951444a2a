import APIRuntime
import Foundation
import Logging

/// A participant's Bridge session: sign-in, the `Bridge-Session` header, silent re-sign-in on 401.
///
/// ```swift
/// let session = BridgeSession(appID: "my-app", environment: .production, settings: settings)
/// let info = try await session.signIn(BridgeCredentials(email: "p@example.org", password: "…"))
/// let activities = try await session.scheduledActivities(from: start, to: end)
/// ```
///
/// - After sign-in every authenticated call carries `Bridge-Session: <sessionToken>`.
/// - On 401 the session re-authenticates once for all concurrent calls — first with the single-use
///   `reauthToken` (`POST /v3/auth/reauth`), then with the stored credentials — and replays the call.
/// - Every call throws `ClientError<SageBridgeAPI>`: the statuses Bridge gives a session meaning are `.session`
///   (``BridgeSessionError``), other error statuses `.api` with Bridge's error body (or `.httpStatus`).
/// - 412 is ``BridgeSessionError/consentRequired(_:)`` carrying the ``UserSessionInfo``; a 412 answer to sign-in
///   still signs in (the token is valid for the consent calls). A 412 while re-authenticating is ignored likewise.
/// - 410 is ``BridgeSessionError/unsupportedAppVersion(_:)`` and sticky for the session's lifetime.
/// - `User-Agent` and `Accept-Language` (the settings) travel with every request, sign-in included: the schema
///   marks them `always: true`.
public actor BridgeSession {
    /// The client every call goes through (its middleware carries the session).
    public nonisolated let client: Client<SageBridgeAPI>
    /// The object manager over the client's type registry (mappings registered here apply to responses too).
    public nonisolated let objectManager: BridgeObjectManager
    /// The app (study) id sent with sign-in.
    public nonisolated let appID: String

    private let authenticator: SessionAuthenticator
    private var credentials: BridgeCredentials?
    private var signInVersion: BridgeSignInVersion = .v4
    private var info: UserSessionInfo?
    private var renewalInstalled = false

    /// Creates a session that is not signed in yet.
    ///
    /// - Parameters:
    ///   - appID: The app id (`study` on the wire).
    ///   - environment: Where Bridge is reached (`.custom(…)` for a test server).
    ///   - settings: User-Agent and Accept-Language, sent with every request (sign-in included).
    ///   - transport: The HTTP transport; libcurl by default.
    ///   - logger: The client's logger.
    public init(
        appID: String, environment: SageBridgeAPI.Environment, settings: SageBridgeAPI.Settings,
        transport: any Transport = CurlTransport.shared, logger: Logger = Logger(label: "SageBridge")
    ) {
        let authenticator = SessionAuthenticator()
        let middleware: [any Middleware] = [
            BridgeErrorMiddleware(gate: BridgeVersionGate()),
            SageBridgeAPI.Authentication.middleware(authenticator: authenticator),
        ]
        let client = Client<SageBridgeAPI>(
            environment: environment, settings: settings, transport: transport, middleware: middleware, logger: logger)
        self.client = client
        self.objectManager = BridgeObjectManager(registry: client.registry)
        self.appID = appID
        self.authenticator = authenticator
    }

    /// The session as last answered by the server (sign-in, re-sign-in, consent, participant update), or `nil`.
    public var sessionInfo: UserSessionInfo? { info }

    /// How many times the session signed in again by itself after a 401.
    public var reauthenticationCount: Int {
        get async { await authenticator.signInCount }
    }

    // MARK: Signing in and out

    /// Signs in and keeps the credentials for silent re-sign-in.
    ///
    /// - Throws: `.session(.consentRequired(_:))` when a consent must be signed first (the session is signed in
    ///   anyway), `.api` with status 404 for unknown credentials, `.session(.accountDisabled(_:))`,
    ///   `.session(.unsupportedAppVersion(_:))`.
    @discardableResult
    public func signIn(_ credentials: BridgeCredentials, version: BridgeSignInVersion = .v4)
        async throws(ClientError<SageBridgeAPI>) -> UserSessionInfo
    {
        self.credentials = credentials
        self.signInVersion = version
        await installRenewal()
        do {
            let info = try await sendSignIn(credentials.signIn(appID: appID), version: version)
            await adopt(info)
            return info
        } catch .session(.consentRequired(let info)) {
            await adopt(info)
            throw .session(.consentRequired(info))
        }
    }

    /// Signs out on the server and forgets the token and credentials (also when the server call fails).
    public func signOut() async throws(ClientError<SageBridgeAPI>) {
        defer { credentials = nil }
        let hadSession = info?.sessionToken != nil
        do {
            if hadSession { _ = try await send(SignOut()) }
        } catch {
            await forgetSession()
            throw error
        }
        await forgetSession()
    }

    /// Sends any SageBridge request through the session.
    public func send<R: Request>(_ request: R) async throws(ClientError<SageBridgeAPI>) -> R.Response
    where R.API == SageBridgeAPI {
        await installRenewal()
        return try await client.send(request)
    }

    /// Keeps a session the server answered with (consent signed, participant updated).
    func adopt(_ info: UserSessionInfo) async {
        self.info = info
        if let token = SageBridgeAPI.Authentication.token(from: info) { await authenticator.setToken(token) }
    }

    private func forgetSession() async {
        info = nil
        await authenticator.setToken(nil)
    }

    /// Lets the session-header middleware renew the session through ``renew()`` (once per session).
    ///
    /// Errors leave the authenticator as `ClientError<SageBridgeAPI>`, which the client passes through.
    private func installRenewal() async {
        guard !renewalInstalled else { return }
        renewalInstalled = true
        await authenticator.setSignIn { [weak self] in
            guard let self else { throw ClientError<SageBridgeAPI>.session(.notAuthenticated(nil)) }
            return try await self.renew()
        }
    }

    private func sendSignIn(_ body: SignIn, version: BridgeSignInVersion) async throws(ClientError<SageBridgeAPI>)
        -> UserSessionInfo
    {
        switch version {
        case .v4: return try await send(SignInV4(signIn: body))
        case .v3: return try await send(SignInV3(signIn: body))
        }
    }

    /// Obtains a new session token after a 401: reauth token first, then the stored credentials.
    private func renew() async throws(ClientError<SageBridgeAPI>) -> String {
        guard let credentials else { throw .session(.notAuthenticated(nil)) }
        if let reauthToken = info?.reauthToken {
            do {
                let body = credentials.signIn(appID: appID, reauthToken: reauthToken)
                return try await token(of: send(Reauthenticate(signIn: body)))
            } catch .session(.consentRequired(let info)) {
                return try await token(of: info)
            } catch {
                // The reauth token is single-use and may be spent or expired: fall back to the password.
            }
        }
        do {
            return try await token(of: sendSignIn(credentials.signIn(appID: appID), version: signInVersion))
        } catch .session(.consentRequired(let info)) {
            return try await token(of: info)
        }
    }

    private func token(of info: UserSessionInfo) async throws(ClientError<SageBridgeAPI>) -> String {
        guard let token = SageBridgeAPI.Authentication.token(from: info) else {
            throw .session(.notAuthenticated(nil))
        }
        self.info = info
        return token
    }
}
