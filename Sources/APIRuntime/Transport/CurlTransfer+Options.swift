import CCurlShim
import Foundation

extension CurlTransfer {
    /// Sets every option of an easy handle for this transfer (loop thread).
    func configure(_ easy: UnsafeMutableRawPointer) throws(TransportError) {
        let userdata = Unmanaged.passUnretained(self).toOpaque()
        let config = configuration
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw TransportError(.invalidRequest, "only http and https URLs are supported: \(request.url)")
        }
        try check(ccurl_easy_setopt_string(easy, CURLOPT_URL, request.url.absoluteString))
        try check(ccurl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1))
        try check(ccurl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer))

        // Callbacks.
        try check(ccurl_easy_setopt_write_callback(easy, CurlCallbacks.write))
        try check(ccurl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, userdata))
        try check(ccurl_easy_setopt_header_callback(easy, CurlCallbacks.header))
        try check(ccurl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, userdata))

        // Protocol, timeouts, limits.
        let version = config.httpVersion == .http1_1 ? CURL_HTTP_VERSION_1_1 : CURL_HTTP_VERSION_2TLS
        try check(ccurl_easy_setopt_long(easy, CURLOPT_HTTP_VERSION, Int(version)))
        if config.httpVersion == .http2OverTLS, scheme == "https" {
            // Concurrent requests to a host whose TLS connection is still being set up wait for its ALPN
            // answer and share the connection when it is HTTP/2, instead of each opening its own. (Plain
            // `http://` stays HTTP/1.1, where waiting would only delay them.)
            try check(ccurl_easy_setopt_long(easy, CURLOPT_PIPEWAIT, 1))
        }
        try check(ccurl_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, config.connectTimeout.wholeMilliseconds))
        // A stream lasts as long as the server sends (an event stream may never end): no overall timeout unless the
        // request gives one; the connect timeout still applies.
        let total = request.timeout ?? (request.stream == nil ? config.timeout : .zero)
        try check(ccurl_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, total.wholeMilliseconds))
        // A download's body goes to disk: only its own limit applies (0 is none); error bodies are capped in memory.
        // A stream's body is read as it arrives, never held: no limit (its reader caps one record).
        let maxBytes =
            request.download.map { $0.maxBytes ?? 0 } ?? (request.stream == nil ? Int64(config.maxResponseBytes) : 0)
        try check(ccurl_easy_setopt_offset(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(maxBytes)))
        try check(ccurl_easy_setopt_long(easy, CURLOPT_TCP_KEEPALIVE, 1))
        try check(ccurl_easy_setopt_long(easy, CURLOPT_SSL_VERIFYPEER, 1))
        try check(ccurl_easy_setopt_long(easy, CURLOPT_SSL_VERIFYHOST, 2))
        if let caBundlePath = config.caBundlePath {
            try check(ccurl_easy_setopt_string(easy, CURLOPT_CAINFO, caBundlePath))
        }
        switch config.proxy {
        case .environment: break
        case .none: try check(ccurl_easy_setopt_string(easy, CURLOPT_PROXY, ""))
        case .url(let proxy): try check(ccurl_easy_setopt_string(easy, CURLOPT_PROXY, proxy))
        }
        // Only HTTP(S), also after redirects. Older libcurl (< 7.85) lacks these options; its own redirect
        // default (HTTP, HTTPS, FTP, FTPS) then applies, so the result is deliberately not checked.
        _ = ccurl_easy_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https")
        _ = ccurl_easy_setopt_string(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        if config.redirects.follows(request.method) {
            try check(ccurl_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 1))
            try check(ccurl_easy_setopt_long(easy, CURLOPT_MAXREDIRS, config.redirects.maxRedirects))
        } else {
            try check(ccurl_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 0))
        }
        // The transport undoes gzip and deflate itself (`ContentDecoder`), so that a body cut short inside its
        // stream is an error; libcurl hands every body over as it arrives.
        try check(ccurl_easy_setopt_long(easy, CURLOPT_HTTP_CONTENT_DECODING, 0))
        if decodesContent {
            try check(ccurl_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, ContentDecoder.acceptEncoding))
        }
        if let userAgent = config.userAgent, !request.headers.contains(name: "User-Agent") {
            try check(ccurl_easy_setopt_string(easy, CURLOPT_USERAGENT, userAgent))
        }

        try configureMethodAndBody(easy, userdata: userdata)
        try configureHeaders(easy)
    }

    private func configureMethodAndBody(_ easy: UnsafeMutableRawPointer, userdata: UnsafeMutableRawPointer)
        throws(TransportError)
    {
        let method = request.method
        let hasBody = !request.body.isEmpty || [.post, .put, .patch].contains(method)
        switch method {
        case .get where !hasBody:
            try check(ccurl_easy_setopt_long(easy, CURLOPT_HTTPGET, 1))
            return
        case .head:
            try check(ccurl_easy_setopt_long(easy, CURLOPT_NOBODY, 1))
            return
        default:
            break
        }
        if hasBody {
            prepareBody()
            try check(ccurl_easy_setopt_long(easy, CURLOPT_POST, 1))
            try check(ccurl_easy_setopt_read_callback(easy, CurlCallbacks.read))
            try check(ccurl_easy_setopt_pointer(easy, CURLOPT_READDATA, userdata))
            try check(ccurl_easy_setopt_seek_callback(easy, CurlCallbacks.seek))
            try check(ccurl_easy_setopt_pointer(easy, CURLOPT_SEEKDATA, userdata))
            try check(
                ccurl_easy_setopt_offset(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(request.body.contentLength)))
            try check(ccurl_easy_setopt_long(easy, CURLOPT_UPLOAD_BUFFERSIZE, configuration.uploadBufferSize))
        }
        if method != .post {
            try check(ccurl_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, method.rawValue))
        }
    }

    /// Builds the header list and hands it to libcurl (the transfer frees it when it ends).
    func configureHeaders(_ easy: UnsafeMutableRawPointer) throws(TransportError) {
        var list: UnsafeMutablePointer<curl_slist>?
        for field in request.headers {
            guard !field.name.utf8.contains(where: { $0 == 13 || $0 == 10 || $0 == 0 || $0 == 58 }),
                !field.value.utf8.contains(where: { $0 == 13 || $0 == 10 || $0 == 0 })
            else {
                if let list { curl_slist_free_all(list) }
                throw TransportError(.invalidRequest, "header field \(field.name) contains a line break or colon")
            }
            // libcurl sends `Name;` as a header with an empty value; `Name:` would remove the header.
            let line = field.value.isEmpty ? "\(field.name);" : "\(field.name): \(field.value)"
            list = curl_slist_append(list, line)
        }
        if acceptsIdentityOnly {
            list = curl_slist_append(list, "Accept-Encoding: identity")
        }
        if !request.headers.contains(name: "Expect") {
            // No `Expect: 100-continue` round trip before uploads.
            list = curl_slist_append(list, "Expect:")
        }
        headerList = list
        try check(ccurl_easy_setopt_pointer(easy, CURLOPT_HTTPHEADER, list))
    }

    /// Throws when libcurl refused an option.
    func check(_ code: CURLcode) throws(TransportError) {
        guard code == CURLE_OK else {
            throw TransportError(
                .invalidRequest, "libcurl rejected an option: \(String(cString: curl_easy_strerror(code)))",
                code: Int(code.rawValue))
        }
    }
}
