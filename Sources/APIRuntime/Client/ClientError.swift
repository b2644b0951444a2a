import Foundation

/// Why a call to `API` failed: transport, HTTP status, the API's own error, the SDK's session rules, decoding,
/// or an invalid request.
///
/// Every entry point of every SDK throws this one type, typed: ``Client/send(_:)`` and each SDK's session
/// wrapper (`FogBugzSession`, `BridgeSession`, `EtilbudsavisClient`). The two API-specific cases carry the API's
/// own types, so a caller switches exhaustively without casts:
///
/// ```swift
/// do {
///     let page = try await client.send(DisplayReviews(limit: 10))
/// } catch {  // error: ClientError<BazaarvoiceAPI>
///     switch error {
///     case .api(let envelope, let response):  // BazaarvoiceAPI.Failure: the schema's `errors:` model
///         print(response?.statusCode ?? 0, envelope.errors)
///     case .transport, .httpStatus, .decoding, .invalidRequest: print(error)
///     }  // `.session` needs no case: Bazaarvoice has no session, its `SessionFailure` is `Never`
/// }
/// ```
public enum ClientError<API: APIDefinition>: Error, Sendable, CustomStringConvertible {
    /// No response was obtained (connect, timeout, cancelled, response too large, TLS, a body that is no XML, …).
    case transport(TransportError)
    /// The server answered with a non-2xx status and no API error envelope was recognized; the body is kept.
    case httpStatus(HTTPResponse)
    /// The API's own error envelope (the schema's `errors:` model, or the body of a status with its own model),
    /// found by ``Request/checkForErrors(in:context:)`` (even on 200), with the response that carried it (its
    /// status and headers, such as `Retry-After`); the response is `nil` only when code outside a call threw the
    /// failure itself (``wrap(_:)``). Uninhabited for an API without one.
    case api(API.Failure, response: HTTPResponse?)
    /// A rule of the SDK's session wrapper refused the call or its answer (no token, consent required, an
    /// unsupported server); `API.SessionFailure` is declared by the SDK's glue and is `Never` without one.
    case session(API.SessionFailure)
    /// The body did not decode into the expected type.
    case decoding(DecodingFailure)
    /// The request could not be built (no base URL for its host, an unencodable parameter, a missing file).
    case invalidRequest(String)

    /// Files a failure the runtime found without knowing the API under its case.
    public init(_ failure: CallFailure) {
        switch failure {
        case .transport(let error): self = .transport(error)
        case .httpStatus(let response): self = .httpStatus(response)
        case .decoding(let failure): self = .decoding(failure)
        case .invalidRequest(let message): self = .invalidRequest(message)
        }
    }

    /// A one-line explanation; secret query parameters of the URL are redacted.
    public var description: String {
        switch self {
        case .api(let error, let response?): return "API error (HTTP \(response.statusCode)): \(error)"
        case .api(let error, nil): return "API error: \(error)"
        case .session(let error): return "session error: \(error)"
        case .transport, .httpStatus, .decoding, .invalidRequest: return callFailure?.description ?? ""
        }
    }

    /// The HTTP status code when the failure carries a response (`.httpStatus`, and `.api` from a call).
    public var statusCode: Int? { response?.statusCode }

    /// The response the failure carries: the error status's of `.httpStatus`, the one holding the API's error of
    /// `.api` (body, status and headers); `nil` for the other cases.
    public var response: HTTPResponse? {
        switch self {
        case .httpStatus(let response): return response
        case .api(_, let response): return response
        case .transport, .session, .decoding, .invalidRequest: return nil
        }
    }

    /// The API's own error when this is `.api`, whatever response carried it.
    public var failure: API.Failure? {
        if case .api(let failure, _) = self { return failure }
        return nil
    }

    /// Files any error thrown while sending: a `ClientError` of this API is kept, the API's own error and its
    /// `SessionFailure` (``AuthenticationFailure`` of the token auth styles) go under `.api` (with no response) and `.session`, a ``CallFailure``,
    /// ``TransportError``, `DecodingError` or `CancellationError` goes under its case, anything else is
    /// `.transport` of kind ``TransportError/Kind/other``.
    public static func wrap(_ error: any Error) -> ClientError {
        switch error {
        case let error as ClientError: return error
        case let error as API.Failure: return .api(error, response: nil)
        case let error as API.SessionFailure: return .session(error)
        default: return ClientError(CallFailure.wrap(error))
        }
    }
}

extension ClientError: CallFailureConvertible {
    /// The failure as the runtime's API-independent ``CallFailure``; `nil` for `.api` and `.session`.
    public var callFailure: CallFailure? {
        switch self {
        case .transport(let error): return .transport(error)
        case .httpStatus(let response): return .httpStatus(response)
        case .decoding(let failure): return .decoding(failure)
        case .invalidRequest(let message): return .invalidRequest(message)
        case .api, .session: return nil
        }
    }
}
