import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The task delegate of one ``URLSessionTransport`` exchange: which redirects the session may follow.
///
/// `URLSession` follows every redirect with every header of the request but `Authorization` (which headers
/// it drops across hosts differs between Apple's stack and FoundationNetworking), so an API key or session
/// token would reach any host a server names. This delegate applies the transport's redirect policy the way
/// ``CurlTransport`` does: a redirect is followed within the request's origin (or to an origin the policy
/// trusts), for the policy's methods, at most `maxRedirects` times; any other redirect is refused, and the
/// session returns the 3xx response as it is. One more redirect than the policy allows is an error
/// (`tooManyRedirects`), as libcurl's limit is.
///
/// It is set as the task's own `delegate`, which both platforms ask for redirects of tasks with
/// completion handlers; FoundationNetworking (Swift 6.3) does not ask the delegate passed to
/// `data(for:delegate:)`, which is why the transport does not use that call.
final class URLSessionRedirectGuard: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    private let policy: CurlTransport.RedirectPolicy
    private let method: HTTPMethod
    private let origin: URL
    private let lock = NSLock()
    private var followed = 0
    private var exceeded = false

    init(policy: CurlTransport.RedirectPolicy, method: HTTPMethod, origin: URL) {
        self.policy = policy
        self.method = method
        self.origin = origin
    }

    /// Whether the exchange ended on a redirect past the policy's `maxRedirects`.
    var tooManyRedirects: Bool { lock.withLock { exceeded } }

    /// Whether the session may follow a redirect to `target`, counting it if so.
    func follows(to target: URL?) -> Bool {
        guard policy.follows(method), let target, policy.allowsRedirect(to: target, from: origin) else {
            return false
        }
        return lock.withLock {
            guard followed < policy.maxRedirects else {
                exceeded = true
                return false
            }
            followed += 1
            return true
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(follows(to: request.url) ? request : nil)
    }
}
