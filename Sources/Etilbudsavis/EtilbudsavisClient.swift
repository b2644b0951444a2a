import APIRuntime
import Foundation

/// The eTilbudsavis SDK's entry point: sends the generated requests with a managed, signed session, the
/// client's location on every call, and a cache of every object with an ERN.
///
/// Every call throws `ClientError<EtilbudsavisAPI>`: `.api` with the API's ``APIError`` (its `code`), `.session`
/// with ``EtilbudsavisSessionError``, and the runtime's `.transport`, `.httpStatus`, `.decoding`, `.invalidRequest`.
///
/// ```swift
/// let eta = EtilbudsavisClient(configuration: .init(apiKey: "…", apiSecret: "…",
///     geolocation: try Geolocation(latitude: 55.67, longitude: 12.56, radius: 5000)))
/// let offers = try await eta.send(ListOffers(limit: 24))
/// for try await result in eta.cached(GetCatalog(catalogID: "12d6qxy")) {
///     show(result.value, stale: result.isFromCache)
/// }
/// ```
public final class EtilbudsavisClient: Sendable {
    /// The configuration the client was created with.
    public let configuration: EtilbudsavisConfiguration
    /// The generic client that builds, signs and sends requests.
    public let client: Client<EtilbudsavisAPI>
    /// The session: created before the first call, renewed on session errors, users attached and detached.
    public let sessions: SessionManager
    /// Every object with an ERN that a `GET` returned, fresh for its type's lifespan.
    public let cache: ObjectCache
    /// The location sent with every call; changed with ``setGeolocation(_:)``.
    let liveGeolocation: LockedValue<Geolocation?>

    /// Creates a client; a session the app saved earlier can be resumed.
    public init(
        configuration: EtilbudsavisConfiguration, transport: any Transport = CurlTransport.shared,
        session: Session? = nil
    ) {
        self.configuration = configuration
        // The session calls go through the same client; a weak link avoids a cycle through the middleware.
        let box = LockedValue(WeakReference<Client<EtilbudsavisAPI>>())
        let sessions = SessionManager(
            apiSecret: EtilbudsavisAPI.Authentication.secret(in: configuration.settings),
            operations: Self.operations(configuration, client: box),
            session: session)
        var middleware: [any Middleware] = []
        if let policy = configuration.retryPolicy {
            middleware.append(RetryMiddleware(policy: policy, sleep: configuration.sleep))
        }
        let liveGeolocation = LockedValue(configuration.geolocation)
        middleware += [
            GeolocationMiddleware(location: liveGeolocation),
            RetryAfterMiddleware(sleep: configuration.sleep),
            EtilbudsavisAPI.Authentication.middleware(session: sessions.signedSession),
        ]
        let client = Client<EtilbudsavisAPI>(
            environment: configuration.environment, settings: configuration.settings, transport: transport,
            middleware: middleware)
        box.withLock { $0.value = client }
        self.client = client
        self.sessions = sessions
        self.liveGeolocation = liveGeolocation
        self.cache = ObjectCache(policy: configuration.cachePolicy, now: configuration.now)
    }

    /// Sends a request and returns its response; objects with an ERN in a `GET` response are cached.
    public func send<R: Request>(_ request: R) async throws(ClientError<EtilbudsavisAPI>) -> R.Response
    where R.API == EtilbudsavisAPI {
        let response = try await client.send(request)
        if request.method == .get {
            await store(response)
        }
        return response
    }

    /// Sends a request whose objects may be cached: yields the cached answer first when every object it names is
    /// cached and fresh, then always the answer from the network; each result says where it came from.
    ///
    /// The stream fails with the `ClientError<EtilbudsavisAPI>` of the network call (`AsyncThrowingStream` can only
    /// be made with an untyped failure).
    public func cached<R: CacheableRequest>(_ request: R) -> AsyncThrowingStream<CachedResult<R.Response>, any Error>
    where R.API == EtilbudsavisAPI {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: CachedResult<R.Response>.self)
        let task = Task {
            if let erns = request.cachedERNs,
                let objects = await cache.objects(for: erns, as: R.Object.self),
                let value = request.response(fromObjects: objects)
            {
                continuation.yield(CachedResult(value: value, isFromCache: true))
            }
            do {
                let fresh = try await send(request)
                continuation.yield(CachedResult(value: fresh, isFromCache: false))
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// Empties the cache.
    public func clearCache() async {
        await cache.removeAll()
    }

    /// Removes the cached objects that are no longer fresh and returns how many were removed.
    @discardableResult
    public func clearExpiredCache() async -> Int {
        await cache.removeExpired()
    }

    /// Signs a user in with e-mail and password; ``userChanges()`` fires when the user differs from before.
    @discardableResult
    public func attachUser(email: String, password: String) async throws(ClientError<EtilbudsavisAPI>) -> Session {
        try await sessions.attachUser(email: email, password: password)
    }

    /// Signs the attached user out; ``userChanges()`` fires when a user was attached.
    @discardableResult
    public func detachUser() async throws(ClientError<EtilbudsavisAPI>) -> Session {
        try await sessions.detachUser()
    }

    /// A stream of (old, new) users from now on; it fires only when the attached user's id changes.
    public func userChanges() -> AsyncStream<UserChange> {
        sessions.userChanges()
    }

    /// The user attached to the session, if any.
    public var currentUser: User? { sessions.currentUser }

    private func store<Response: Sendable>(_ response: Response) async {
        await cache.store(response: response)
    }

    private static func operations(
        _ configuration: EtilbudsavisConfiguration, client box: LockedValue<WeakReference<Client<EtilbudsavisAPI>>>
    ) -> SessionManager.Operations {
        @Sendable func client() throws(ClientError<EtilbudsavisAPI>) -> Client<EtilbudsavisAPI> {
            guard let client = box.current.value else { throw .session(.clientGone) }
            return client
        }
        return SessionManager.Operations(
            create: { clientID throws(ClientError<EtilbudsavisAPI>) in
                try await client().send(
                    CreateSession(
                        apiKey: configuration.apiKey, tokenTTL: configuration.tokenTTL, clientID: clientID,
                        appVersion: configuration.appVersion))
            },
            renew: { clientID throws(ClientError<EtilbudsavisAPI>) in
                try await client().send(RenewSession(clientID: clientID))
            },
            attach: { email, password, clientID throws(ClientError<EtilbudsavisAPI>) in
                try await client().send(AttachUser(email: email, password: password, clientID: clientID))
            },
            detach: { clientID throws(ClientError<EtilbudsavisAPI>) in
                try await client().send(DetachUser(clientID: clientID))
            })
    }
}
