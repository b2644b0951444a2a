import CCurlShim
import Foundation

/// What the options of an easy handle depend on besides the transport's configuration, for requests
/// whose options can stay on the handle from one transfer to the next.
///
/// Resetting an easy handle and setting every option again costs more than a keep-alive exchange on
/// loopback spends in the kernel. Sequential clients mostly send the same kind of request again (a
/// `GET` without body, with the same headers and timeout), so a handle that served one keeps its
/// options, and the next request with an equal key only sets what belongs to it: the URL (unless it is
/// the one already set), the header list and the pointers to the transfer. Requests with a body or a
/// download target or a stream sink are always set up from a reset handle.
struct CurlOptionsKey: Hashable {
    let method: HTTPMethod
    /// The URL's scheme, lower-cased (`PIPEWAIT` depends on it).
    let scheme: String
    let headers: HTTPHeaders
    let timeout: Duration?

    /// The key of a request without body or download target; `nil` for others.
    init?(_ request: HTTPRequest) {
        guard request.body.isEmpty, request.download == nil, request.stream == nil,
            ![.post, .put, .patch].contains(request.method),
            let scheme = request.url.scheme?.lowercased()
        else { return nil }
        method = request.method
        self.scheme = scheme
        headers = request.headers
        timeout = request.timeout
    }
}

extension CurlTransfer {
    /// Sets what belongs to this transfer on a handle whose options a transfer with the same
    /// ``CurlOptionsKey`` left in place (loop thread).
    ///
    /// `headerList` is the list still set on the handle: equal keys mean equal headers, so the transfer
    /// takes it over instead of building its own. `url` is the URL still set on the handle, if any: the
    /// same one is not set again (libcurl copies and frees it, and Swift makes a C string of it).
    func configureReused(
        _ easy: UnsafeMutableRawPointer, headerList list: UnsafeMutablePointer<curl_slist>?, url: String?
    ) throws(TransportError) {
        // Taken over first, so that the transfer frees it whatever fails below.
        headerList = list
        let userdata = Unmanaged.passUnretained(self).toOpaque()
        let absoluteURL = request.url.absoluteString
        if absoluteURL != url {
            try check(ccurl_easy_setopt_string(easy, CURLOPT_URL, absoluteURL))
        }
        try check(ccurl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer))
        try check(ccurl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, userdata))
        try check(ccurl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, userdata))
        if list == nil { try configureHeaders(easy) }
    }

    /// Clears a handle's pointers to the transfer that has just ended, which are about to dangle
    /// (its error buffer and callback data), keeping every other option, the header list included
    /// (loop thread).
    static func forgetTransfer(_ easy: UnsafeMutableRawPointer) {
        _ = ccurl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, nil)
        _ = ccurl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, nil)
        _ = ccurl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, nil)
    }
}

/// An easy handle between transfers (``CurlMultiLoop``, loop thread).
struct IdleHandle {
    let easy: UnsafeMutableRawPointer
    /// The key of the request whose options stay on the handle, or `nil` when it was reset.
    var options: CurlOptionsKey?
    /// The header list the handle still points to, owned by this entry (with `options` only).
    var headerList: UnsafeMutablePointer<curl_slist>?
    /// The URL still set on the handle, when its last transfer followed no redirect (with `options` only).
    ///
    /// After a redirect libcurl's current URL is the last one it followed, so such a handle always gets
    /// its next URL set again.
    var url: String?
}
