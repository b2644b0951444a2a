import APIRuntime
import Foundation

/// Resends a call the API answered with error 2015 ("non-critical internal error, repeat the request") after
/// waiting the `Retry-After` seconds the response names (none: at once), a limited number of times.
///
/// The iOS SDKs did the same once per call. The wait is capped so a hostile header cannot stall the app.
public struct RetryAfterMiddleware: Middleware {
    /// Sleeps for a duration; injectable so tests can observe the waits without spending them.
    public typealias Sleeper = @Sendable (Duration) async throws -> Void

    /// The error codes that ask for a repeat.
    public let retryCodes: Set<Int>
    /// How many times one call is resent at most.
    public let maximumRetries: Int
    /// The longest wait honoured; longer `Retry-After` values are cut to this.
    public let maximumDelay: Duration
    private let sleep: Sleeper

    /// Creates the middleware; by default it retries code 2015 once and waits at most 60 seconds.
    public init(
        retryCodes: Set<Int> = [2015], maximumRetries: Int = 1, maximumDelay: Duration = .seconds(60),
        sleep: @escaping Sleeper = { try await Task.sleep(for: $0) }
    ) {
        self.retryCodes = retryCodes
        self.maximumRetries = max(0, maximumRetries)
        self.maximumDelay = maximumDelay
        self.sleep = sleep
    }

    /// Sends the call, and resends it after `Retry-After` while the answer is a retry code and retries remain.
    public func intercept(_ request: HTTPRequest, next: MiddlewareNext) async throws -> HTTPResponse {
        var response = try await next(request)
        var attempts = 0
        while attempts < maximumRetries, let code = SignedTokenMiddleware.jsonErrorCode(response),
            retryCodes.contains(code)
        {
            attempts += 1
            try await sleep(delay(of: response))
            response = try await next(request)
        }
        return response
    }

    /// The wait a response asks for: `Retry-After` in seconds or as an HTTP date, capped; zero when absent or invalid.
    public func delay(of response: HTTPResponse) -> Duration {
        guard let header = response.headers["Retry-After"],
            let requested = RetryMiddleware.retryAfter(header, now: Date())
        else { return .zero }
        return min(requested, maximumDelay)
    }
}
