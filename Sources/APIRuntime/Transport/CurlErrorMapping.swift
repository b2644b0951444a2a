import CCurlShim
import Foundation

/// Turns a failed transfer's `CURLcode` into the runtime's ``TransportError``.
enum CurlErrorMapping {
    /// The error for a failed transfer; a failure found in a callback wins over libcurl's code.
    static func error(for code: CURLcode, transfer: CurlTransfer) -> TransportError {
        if let callbackError = transfer.callbackError { return callbackError }
        let detail = transfer.errorText
        let summary = String(cString: curl_easy_strerror(code))
        let message = detail.isEmpty ? summary : "\(summary): \(detail)"
        return TransportError(kind(for: code), message, code: Int(code.rawValue))
    }

    /// The category of a libcurl failure.
    static func kind(for code: CURLcode) -> TransportError.Kind {
        switch code {
        case CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_CONNECT,
            CURLE_GOT_NOTHING, CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_PARTIAL_FILE:
            return .connect
        case CURLE_OPERATION_TIMEDOUT:
            return .timeout
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
            CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
            CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CRL_BADFILE, CURLE_SSL_ENGINE_NOTFOUND,
            CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_SHUTDOWN_FAILED, CURLE_USE_SSL_FAILED:
            return .tls
        case CURLE_FILESIZE_EXCEEDED:
            return .responseTooLarge
        case CURLE_READ_ERROR:
            return .bodyRead
        case CURLE_WEIRD_SERVER_REPLY, CURLE_HTTP2, CURLE_HTTP2_STREAM, CURLE_BAD_CONTENT_ENCODING,
            CURLE_HTTP3, CURLE_UNRECOVERABLE_POLL:
            return .protocolError
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT, CURLE_BAD_FUNCTION_ARGUMENT,
            CURLE_NOT_BUILT_IN:
            return .invalidRequest
        default:
            return .other
        }
    }
}
