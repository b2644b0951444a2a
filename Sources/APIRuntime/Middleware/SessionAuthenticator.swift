/// Holds a session token and obtains a new one at most once at a time (single-flight sign-in).
///
/// Shared by ``SessionHeaderMiddleware`` and ``TokenParameterMiddleware``. When several requests fail
/// with 401 at once, the first starts the sign-in and the others wait for the same result, then all
/// replay with the new token.
public actor SessionAuthenticator {
    /// Signs in and returns a new token.
    public typealias SignIn = @Sendable () async throws -> String

    private var token: String?
    private var signIn: SignIn?
    private var inFlight: Task<String, any Error>?
    private var generation = 0
    /// How many sign-ins have run (for tests and diagnostics).
    public private(set) var signInCount = 0

    /// Creates an authenticator with an optional token and a sign-in closure (settable later).
    public init(token: String? = nil, signIn: SignIn? = nil) {
        self.token = token
        self.signIn = signIn
    }

    /// Sets the sign-in closure (glue code sets it once the client exists, to send its typed sign-in request).
    public func setSignIn(_ signIn: SignIn?) {
        self.signIn = signIn
    }

    /// Adopts a token obtained elsewhere (a sign-in the app made itself), or forgets it with `nil`.
    public func setToken(_ token: String?) {
        self.token = token
        generation += 1
    }

    /// The current token, signing in first when there is none and a sign-in closure is set.
    public func currentToken() async throws -> (token: String?, generation: Int) {
        if let token { return (token, generation) }
        guard signIn != nil else { return (nil, generation) }
        return (try await refresh(after: generation), generation)
    }

    /// Obtains a new token unless one newer than `staleGeneration` arrived meanwhile; joins a sign-in in flight.
    public func refresh(after staleGeneration: Int) async throws -> String {
        if generation > staleGeneration, let token { return token }
        if let inFlight { return try await inFlight.value }
        guard let signIn else {
            throw CallFailure.invalidRequest("the session expired and no sign-in is configured")
        }
        signInCount += 1
        let task = Task { try await signIn() }
        inFlight = task
        defer { inFlight = nil }
        do {
            let newToken = try await task.value
            token = newToken
            generation += 1
            return newToken
        } catch {
            token = nil
            throw error
        }
    }

    /// Whether a sign-in closure is set, so an expired session can be renewed.
    public var canSignIn: Bool { signIn != nil }

    /// The token generation, increased by every change.
    public var currentGeneration: Int { generation }
}
