import APIRuntime
import Foundation

/// Turns Bridge's session statuses (412, 410, 401, 423) into ``BridgeSessionError`` and keeps "unsupported app
/// version" sticky.
///
/// Put it outermost (before the session-header middleware): a 401 that reaches it survived re-signing in.
/// It throws `ClientError<SageBridgeAPI>.session(_:)`, which the client passes through unchanged; other error
/// statuses go on to the client (`.api` with Bridge's error body, or `.httpStatus`). After a 410 every later
/// request fails with ``BridgeSessionError/unsupportedAppVersion(_:)`` without being sent (BridgeSDK's rule).
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
            throw ClientError<SageBridgeAPI>.session(.unsupportedAppVersion(unsupported))
        }
        let response = try await next(request)
        guard let error = BridgeSessionError(response: response) else { return response }
        if case .unsupportedAppVersion(let body) = error {
            gate.markUnsupported(body)
        }
        throw ClientError<SageBridgeAPI>.session(error)
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
