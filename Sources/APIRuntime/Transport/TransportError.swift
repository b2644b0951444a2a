/// A failure to obtain an HTTP response: connection, timeout, cancellation, size limits, TLS.
///
/// Transports throw only this type, so the client can map it into ``ClientError/transport(_:)``
/// and retry middleware can tell transient failures from permanent ones.
public struct TransportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The category of a transport failure.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The host could not be resolved or the connection was refused or reset.
        case connect
        /// The request or the connection timed out.
        case timeout
        /// The task was cancelled.
        case cancelled
        /// The response body exceeded the transport's size limit.
        case responseTooLarge
        /// TLS negotiation or certificate verification failed.
        case tls
        /// The request could not be sent as built (bad URL, unsupported option).
        case invalidRequest
        /// A streamed body part could not be read (file missing, shorter than announced).
        case bodyRead
        /// The server's reply violated HTTP.
        case protocolError
        /// The reply was valid HTTP but its body is not in the API's format at all (an HTML page or
        /// unparsable XML where an XML document was expected); not transient.
        case malformedResponse
        /// Any other failure.
        case other
    }

    /// The category.
    public var kind: Kind
    /// A human-readable explanation (for example libcurl's error text).
    public var message: String
    /// The underlying library's error code, when there is one (`CURLcode`, `URLError.Code`).
    public var code: Int?

    /// Creates a transport error.
    public init(_ kind: Kind, _ message: String = "", code: Int? = nil) {
        self.kind = kind
        self.message = message
        self.code = code
    }

    /// Whether retrying the same request may succeed (connection failures and timeouts).
    public var isTransient: Bool {
        switch kind {
        case .connect, .timeout, .protocolError: return true
        case .cancelled, .responseTooLarge, .tls, .invalidRequest, .bodyRead, .malformedResponse, .other: return false
        }
    }

    /// The kind, the message and the code in one line.
    public var description: String {
        var text = "transport error (\(kind.rawValue))"
        if !message.isEmpty { text += ": \(message)" }
        if let code { text += " [code \(code)]" }
        return text
    }
}
