import Foundation

/// Holds an access token and renews it at most once at a time (single-flight refresh).
///
/// The token store of ``BearerTokenMiddleware``. When several requests are rejected at once, the first starts
/// the refresh and the others wait for the same result; a request rejected with a token older than the current
/// one replays with the current one without refreshing again (the generation tells them apart). A failed refresh
/// throws ``AuthenticationFailure`` to every waiter and forgets the token, so the next call obtains a new one.
public actor TokenRefresher {
    /// Obtains a new token, given the current one (whose refresh token it may use), or `nil` when there is none.
    public typealias Refresh = @Sendable (_ current: AccessToken?) async throws -> AccessToken

    private var token: AccessToken?
    private var refresh: Refresh?
    private var inFlight: Task<AccessToken, any Error>?
    private var generation = 0
    private let now: @Sendable () -> Date
    private let leeway: TimeInterval
    /// How many refreshes have run (for tests and diagnostics).
    public private(set) var refreshCount = 0

    /// Creates a store with an optional token and refresh closure.
    ///
    /// - Parameters:
    ///   - token: A token obtained elsewhere (a sign-in the app made).
    ///   - refresh: How to obtain a new token; without it an expired or rejected token cannot be renewed.
    ///   - leeway: Seconds before its expiry at which a token counts as expired and is renewed before sending.
    ///   - now: The clock that expiries are compared with.
    public init(
        token: AccessToken? = nil, refresh: Refresh? = nil, leeway: TimeInterval = 30,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.token = token
        self.refresh = refresh
        self.leeway = leeway
        self.now = now
    }

    /// Sets the refresh closure (glue code may set it once the client exists).
    public func setRefresh(_ refresh: Refresh?) {
        self.refresh = refresh
    }

    /// Adopts a token obtained elsewhere, or forgets the current one with `nil`.
    public func setToken(_ token: AccessToken?) {
        self.token = token
        generation += 1
    }

    /// Whether a refresh closure is set, so a rejected token can be renewed.
    public var canRefresh: Bool { refresh != nil }

    /// The current token and its generation; obtains one first when there is none or it has expired.
    public func currentToken() async throws(AuthenticationFailure) -> (token: AccessToken?, generation: Int) {
        if let token, !token.isExpired(at: now(), leeway: leeway) { return (token, generation) }
        guard refresh != nil else { return (token, generation) }
        let renewed = try await self.refresh(after: generation)
        return (renewed, generation)
    }

    /// Obtains a new token unless one newer than `staleGeneration` arrived meanwhile; joins a refresh in flight.
    public func refresh(after staleGeneration: Int) async throws(AuthenticationFailure) -> AccessToken {
        if generation > staleGeneration, let token { return token }
        if let inFlight { return try await Self.value(of: inFlight) }
        guard let refresh else { throw .noCredentials("the token was rejected and no refresh is configured") }
        refreshCount += 1
        let current = token
        let task = Task { try await refresh(current) }
        inFlight = task
        defer { inFlight = nil }
        do {
            let renewed = try await Self.value(of: task)
            token = renewed
            generation += 1
            return renewed
        } catch {
            token = nil
            generation += 1
            throw error
        }
    }

    private static func value(of task: Task<AccessToken, any Error>) async throws(AuthenticationFailure)
        -> AccessToken
    {
        do {
            return try await task.value
        } catch {
            throw AuthenticationFailure.wrap(error)
        }
    }
}
