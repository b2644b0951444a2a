import Foundation

extension CurlTransfer {
    /// Whether the answer whose head just ended is a redirect libcurl would follow to another origin.
    ///
    /// libcurl drops only `Authorization` and `Cookie` when it follows a redirect to another host; every other
    /// header of the request (an API key, a session token, a signature) would travel along. So the transport
    /// follows redirects within the request's origin only (scheme, host and port, compared as URLs): at the end
    /// of the head of a 301, 302, 303, 307 or 308 whose `Location` leaves it, or cannot be read, the transfer is
    /// stopped and that answer returned as it is, like a redirect the ``CurlTransport/RedirectPolicy`` does not
    /// follow (its body is not read). Origins the policy trusts (`trustedOrigins`) are followed like the
    /// request's own.
    func leavesOrigin() -> Bool {
        guard configuration.redirects.follows(request.method), Self.followedStatuses.contains(statusCode) else {
            return false
        }
        guard let field = headers.last(where: { HTTPHeaders.namesMatch($0.name, "Location") }) else { return false }
        guard let target = URL(string: field.value, relativeTo: request.url)?.absoluteURL else { return true }
        return !configuration.redirects.allowsRedirect(to: target, from: request.url)
    }

    /// The statuses libcurl follows.
    static let followedStatuses: Set<Int> = [301, 302, 303, 307, 308]
}
