import Foundation

/// When and how long to wait before sending a request again.
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts in total, the first included.
    public var maxAttempts: Int
    /// The delay cap of the first retry; doubled for each later retry.
    public var baseDelay: Duration
    /// The largest delay cap.
    public var maxDelay: Duration
    /// The longest `Retry-After` honoured; a longer one returns the response instead of waiting.
    public var maxRetryAfter: Duration
    /// The statuses that may succeed on a later attempt.
    public var retryableStatuses: Set<Int>
    /// Whether requests that are not idempotent are retried too (explicit opt-in).
    public var retriesNonIdempotent: Bool

    /// Creates a policy.
    public init(
        maxAttempts: Int = 3, baseDelay: Duration = .milliseconds(250), maxDelay: Duration = .seconds(20),
        maxRetryAfter: Duration = .seconds(120), retryableStatuses: Set<Int> = [408, 425, 429, 500, 502, 503, 504],
        retriesNonIdempotent: Bool = false
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
        self.retryableStatuses = retryableStatuses
        self.retriesNonIdempotent = retriesNonIdempotent
    }

    /// The full-jitter delay before retry number `retry` (0 for the first): uniform in `0...min(max, base·2^retry)`.
    public func backoff(retry: Int, random: Double) -> Duration {
        let base = baseDelay.seconds
        let cap = min(maxDelay.seconds, base * pow(2, Double(min(retry, 62))))
        return .seconds(max(0, min(1, random)) * cap)
    }
}

/// Retries transient failures and retryable statuses with exponential backoff, full jitter and `Retry-After`.
///
/// Only idempotent requests are retried unless the policy opts in. Clock, sleep and randomness are
/// injectable so tests run without waiting.
public struct RetryMiddleware: Middleware {
    /// The policy.
    public let policy: RetryPolicy
    /// Responses retried whatever their status (eTilbudsavis error code 2015, "resend after `Retry-After`").
    public let retriesResponse: (@Sendable (HTTPResponse) -> Bool)?
    private let sleep: @Sendable (Duration) async throws -> Void
    private let random: @Sendable () -> Double
    private let now: @Sendable () -> Date

    /// Creates the middleware; `sleep`, `random` (in `0..<1`) and `now` default to the real ones.
    ///
    /// `retriesResponse` marks more responses as retryable than `policy.retryableStatuses` (an API error code
    /// in the body); they are retried like those, honouring `Retry-After`.
    public init(
        policy: RetryPolicy = RetryPolicy(),
        retriesResponse: (@Sendable (HTTPResponse) -> Bool)? = nil,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.policy = policy
        self.retriesResponse = retriesResponse
        self.sleep = sleep
        self.random = random
        self.now = now
    }

    /// Sends, and sends again after a delay while the failure is retryable and attempts remain.
    public func intercept(_ request: HTTPRequest, next: MiddlewareNext) async throws -> HTTPResponse {
        let mayRetry = request.isIdempotent || policy.retriesNonIdempotent
        var retry = 0
        while true {
            let isLast = !mayRetry || retry + 1 >= policy.maxAttempts
            let delay: Duration
            do {
                let response = try await next(request)
                guard !isLast,
                    policy.retryableStatuses.contains(response.statusCode) || retriesResponse?(response) == true
                else { return response }
                if let header = response.headers["Retry-After"],
                    let after = RetryMiddleware.retryAfter(header, now: now())
                {
                    guard after <= policy.maxRetryAfter else { return response }
                    delay = after
                } else {
                    delay = policy.backoff(retry: retry, random: random())
                }
            } catch {
                guard !isLast, RetryMiddleware.isTransient(error) else { throw error }
                delay = policy.backoff(retry: retry, random: random())
            }
            do {
                try await sleep(delay)
            } catch {
                throw TransportError(.cancelled, "cancelled while waiting to retry")
            }
            retry += 1
        }
    }

    /// Parses `Retry-After` as delta-seconds or an HTTP date (IMF-fixdate, RFC 850, asctime).
    public static func retryAfter(_ value: String, now: Date) -> Duration? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(trimmed) { return seconds >= 0 ? .seconds(seconds) : nil }
        guard let date = HTTPDate.parse(trimmed) else { return nil }
        // `Duration.seconds(Double)` traps beyond about 1.7e20 s: a date is at most ~10,000 years away.
        let interval = date.timeIntervalSince(now)
        guard interval.isFinite else { return nil }
        return .seconds(min(max(0, interval), 400_000_000_000))
    }

    /// Whether an error is a transient transport failure (connect, timeout, protocol).
    public static func isTransient(_ error: any Error) -> Bool {
        switch error {
        case let error as TransportError: return error.isTransient
        case let error as any CallFailureConvertible: return error.callFailure?.transportError?.isTransient ?? false
        default: return false
        }
    }
}

extension Duration {
    /// The duration in seconds as a double.
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
