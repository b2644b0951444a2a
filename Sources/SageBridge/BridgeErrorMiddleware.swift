import APIRuntime
import Foundation

/// Turns Bridge's error statuses into ``BridgeError`` and keeps "unsupported app version" sticky.
///
/// Put it outermost (before the session-header middleware): a 401 that reaches it survived re-signing in.
/// It throws `ClientError.api(BridgeError)`, which the client passes through unchanged. After a 410 every
/// later request fails with ``BridgeError/unsupportedAppVersion(_:)`` without being sent (BridgeSDK's rule).
public struct BridgeErrorMiddleware: Middleware {
    private let gate: BridgeVersionGate

    /// Creates the middleware with its own sticky 410 state.
    public init() {
        self.gate = BridgeVersionGate()
    }

    /// Creates the middleware over a shared 410 state.
    init(gate: BridgeVersionGate) {
        self.gate = gate
    }

    /// Sends the request unless a 410 was seen; classifies a status ≥ 400.
    public func intercept(_ request: HTTPRequest, next: MiddlewareNext) async throws -> HTTPResponse {
        if let unsupported = gate.unsupported {
            throw ClientError.api(BridgeError.unsupportedAppVersion(unsupported))
        }
        let response = try await next(request)
        guard let error = BridgeError(response: response) else { return response }
        if case .unsupportedAppVersion(let body) = error {
            gate.markUnsupported(body)
        }
        throw ClientError.api(error)
    }
}

/// The sticky "app version no longer supported" state of one session.
final class BridgeVersionGate: @unchecked Sendable {
    private let lock = NSLock()
    private var body: BridgeErrorResponse?
    private var isUnsupported = false

    /// The 410 body, once a 410 has been seen (an empty body when it had none).
    var unsupported: BridgeErrorResponse?? {
        lock.lock()
        defer { lock.unlock() }
        return isUnsupported ? .some(body) : .none
    }

    /// Records a 410.
    func markUnsupported(_ body: BridgeErrorResponse?) {
        lock.lock()
        defer { lock.unlock() }
        isUnsupported = true
        self.body = body
    }
}

/// Sends `User-Agent` and `Accept-Language` with every request, sign-in included.
///
/// The client adds settings only to authenticated requests, but Bridge checks the app version (410) and records
/// the languages on sign-in, which is not authenticated (schema language gap 4 of SageBridge).
struct BridgeHeadersMiddleware: Middleware {
    /// The settings the header values come from.
    let settings: SageBridgeAPI.Settings

    /// Adds the headers, replacing any the request already has.
    func intercept(_ request: HTTPRequest, next: MiddlewareNext) async throws -> HTTPResponse {
        var request = request
        for parameter in SageBridgeAPI.settingParameters(settings) where parameter.location == .header {
            if case .string(let value) = parameter.value {
                request.headers.replaceOrAdd(name: parameter.name, value: value)
            }
        }
        return try await next(request)
    }
}
