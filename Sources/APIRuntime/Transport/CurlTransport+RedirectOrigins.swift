import Foundation

extension CurlTransport.RedirectPolicy {
    /// Whether a redirect from `request` to `target` stays where the request's headers may go.
    ///
    /// True within the request's own origin and for the origins in `trustedOrigins`; every header of the
    /// request (an API key, a session token, a signature) travels with a followed redirect. Both transports
    /// ask this: ``CurlTransport`` at the end of a redirect's head, ``URLSessionTransport`` in its task
    /// delegate.
    func allowsRedirect(to target: URL, from request: URL) -> Bool {
        if Self.sameOrigin(target, request) { return true }
        return trustedOrigins.contains { Self.sameOrigin(target, $0) }
    }

    /// Whether two URLs have the same scheme, host and port (the scheme's default when none is given).
    static func sameOrigin(_ first: URL, _ second: URL) -> Bool {
        guard let scheme = first.scheme?.lowercased(), scheme == second.scheme?.lowercased(),
            let host = first.host?.lowercased(), host == second.host?.lowercased()
        else { return false }
        let defaultPort = scheme == "https" ? 443 : 80
        return (first.port ?? defaultPort) == (second.port ?? defaultPort)
    }
}
