import Foundation

/// A failure of a call that the runtime finds without knowing the API: transport, HTTP status, decoding, or a
/// request that could not be built.
///
/// The runtime's encoders and decoders throw it (they serve every API); ``Client`` files it under the same case
/// of the API's ``ClientError`` (``ClientError/init(_:)``), which adds the API's own error and the SDK's
/// session rules. Callers of a client never see it: they catch `ClientError<API>`.
public enum CallFailure: Error, Sendable, CustomStringConvertible {
    /// No response was obtained (connect, timeout, cancelled, response too large, TLS, a body that is no XML, …).
    case transport(TransportError)
    /// The server answered with a non-2xx status; the body is kept.
    case httpStatus(HTTPResponse)
    /// The body did not decode into the expected type.
    case decoding(DecodingFailure)
    /// The request could not be built (an unencodable parameter, a missing file).
    case invalidRequest(String)

    /// A one-line explanation; secret query parameters of the URL are redacted.
    public var description: String {
        switch self {
        case .transport(let error): return error.description
        case .httpStatus(let response):
            return "HTTP \(response.statusCode) from \(Redactor().redact(response.url)): "
                + DecodingFailure.snippet(of: response.body)
        case .decoding(let failure): return failure.description
        case .invalidRequest(let message): return "invalid request: \(message)"
        }
    }

    /// The transport failure, when this is one.
    public var transportError: TransportError? {
        if case .transport(let error) = self { return error }
        return nil
    }

    /// Files any error under a case, keeping a `CallFailure` (or the call failure of a ``ClientError``):
    /// ``TransportError``, `DecodingError`, `CancellationError` (as a cancelled transfer), anything else as
    /// `.transport` of kind ``TransportError/Kind/other``.
    public static func wrap(_ error: any Error) -> CallFailure {
        switch error {
        case let error as CallFailure: return error
        case let error as any CallFailureConvertible:
            return error.callFailure ?? .transport(TransportError(.other, String(describing: error)))
        case let error as TransportError: return .transport(error)
        case let error as DecodingError: return .decoding(DecodingFailure(error, body: Data()))
        case is CancellationError: return .transport(TransportError(.cancelled, "task cancelled"))
        default: return .transport(TransportError(.other, String(describing: error)))
        }
    }
}

/// An error that may be a ``CallFailure`` in disguise: every ``ClientError``.
///
/// Generic middleware (retry, logging) uses it to see a transport failure whichever API's error carries it.
public protocol CallFailureConvertible: Error {
    /// The API-independent failure, or `nil` when the error is the API's own.
    var callFailure: CallFailure? { get }
}
