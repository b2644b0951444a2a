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
        let kind = isGarbledReply(code, transfer: transfer) ? .protocolError : kind(for: code)
        return TransportError(kind, message, code: Int(code.rawValue))
    }

    /// Whether libcurl's "unsupported protocol" means a reply that is not HTTP rather than a refused URL.
    ///
    /// libcurl reports a status line it cannot read (`HTPT/1.1 200`, `HTTP/1.1 2x0`, no status line at
    /// all, which it takes for HTTP/0.9) with the same code as an `ftp:` URL or redirect. A request that
    /// went out and got no readable status line back met a server that broke HTTP.
    static func isGarbledReply(_ code: CURLcode, transfer: CurlTransfer) -> Bool {
        guard code == CURLE_UNSUPPORTED_PROTOCOL, transfer.statusCode == 0, let easy = transfer.easy else {
            return false
        }
        var requestBytes = 0
        return ccurl_easy_getinfo_long(easy, CURLINFO_REQUEST_SIZE, &requestBytes) == CURLE_OK && requestBytes > 0
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
