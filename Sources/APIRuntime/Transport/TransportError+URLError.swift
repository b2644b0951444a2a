import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension TransportError {
    /// The transport failure a `URLSession` task ended with, in ``Kind``s as libcurl's are mapped.
    ///
    /// A task cancelled by ``URLSessionTransport`` itself is `.cancelled` when the caller cancelled it and
    /// `.timeout` when the transport's overall limit did.
    init(urlSessionError error: any Error, cancelledByCaller: Bool, timedOut: Bool) {
        guard let urlError = error as? URLError else {
            self.init(.other, String(describing: error))
            return
        }
        let code = urlError.code.rawValue
        let message = urlError.localizedDescription
        let kind: Kind
        switch urlError.code {
        case .cancelled:
            if cancelledByCaller {
                self.init(.cancelled, "the task was cancelled", code: code)
                return
            }
            if timedOut {
                self.init(.timeout, "no complete response within the timeout", code: code)
                return
            }
            kind = .cancelled
        case .timedOut:
            kind = .timeout
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .networkConnectionLost,
            .notConnectedToInternet, .resourceUnavailable, .zeroByteResource:
            kind = .connect
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
            .clientCertificateRequired:
            kind = .tls
        case .badServerResponse, .cannotParseResponse, .cannotDecodeContentData, .cannotDecodeRawData:
            kind = .protocolError
        case .badURL, .unsupportedURL:
            kind = .invalidRequest
        case .dataLengthExceedsMaximum:
            kind = .responseTooLarge
        case .fileDoesNotExist, .noPermissionsToReadFile:
            kind = .bodyRead
        default:
            kind = .other
        }
        self.init(kind, message, code: code)
    }
}
