import APIRuntime
import Foundation

/// Everything an ``EtilbudsavisClient`` is set up with: credentials, host, location, session and cache rules.
public struct EtilbudsavisConfiguration: Sendable {
    /// The app's API key, sent only when a session is created.
    public var apiKey: String
    /// The app's API secret; never sent, only hashed into `X-Signature`.
    public var apiSecret: String
    /// Where the API is reached.
    public var environment: EtilbudsavisAPI.Environment
    /// The user's location, sent with every call when set.
    public var geolocation: Geolocation?
    /// The device locale (`da_DK`), sent with every call as `r_locale` when set.
    public var locale: String?
    /// The app's version, sent with every call as `api_av` when set.
    public var appVersion: String?
    /// The token lifetime asked for when a session is created, in seconds (the Android SDK asks for 45 days).
    public var tokenTTL: Int?
    /// How long cached objects stay fresh.
    public var cachePolicy: CachePolicy
    /// The clock of the cache; inject one to control expiry in tests.
    public var now: @Sendable () -> Date
    /// How the client waits before resending a call (error 2015, or a retryable status, after `Retry-After`).
    public var sleep: RetryAfterMiddleware.Sleeper
    /// When calls answered with a transient HTTP status are resent; `nil` turns this off.
    ///
    /// By default 429 and 503 are resent once, after `Retry-After`. API error 2015 is always resent once.
    public var retryPolicy: RetryPolicy?

    /// Rate limiting (429) and maintenance (503) are worth one more try.
    public static let defaultRetryPolicy = RetryPolicy(maxAttempts: 2, retryableStatuses: [429, 503])

    /// Forty-five days, the token lifetime the Android SDK asks for.
    public static let defaultTokenTTL = 45 * 24 * 60 * 60

    /// Creates a configuration.
    public init(
        apiKey: String, apiSecret: String, environment: EtilbudsavisAPI.Environment = .production,
        geolocation: Geolocation? = nil, locale: String? = nil, appVersion: String? = nil,
        tokenTTL: Int? = EtilbudsavisConfiguration.defaultTokenTTL, cachePolicy: CachePolicy = CachePolicy(),
        now: @escaping @Sendable () -> Date = { Date() },
        sleep: @escaping RetryAfterMiddleware.Sleeper = { try await Task.sleep(for: $0) },
        retryPolicy: RetryPolicy? = EtilbudsavisConfiguration.defaultRetryPolicy
    ) {
        self.apiKey = apiKey
        self.apiSecret = apiSecret
        self.environment = environment
        self.geolocation = geolocation
        self.locale = locale
        self.appVersion = appVersion
        self.tokenTTL = tokenTTL
        self.cachePolicy = cachePolicy
        self.now = now
        self.sleep = sleep
        self.retryPolicy = retryPolicy
    }

    /// The generated settings: the secret plus the location, locale and app version sent with every call.
    var settings: EtilbudsavisAPI.Settings {
        EtilbudsavisAPI.Settings(
            apiSecret: apiSecret, latitude: geolocation?.latitude, longitude: geolocation?.longitude,
            radius: geolocation?.radius, locationFromSensor: geolocation?.isFromSensor, locale: locale,
            appVersion: appVersion)
    }
}
