import Foundation

/// A request paged by the `Link` header (RFC 8288) of each reply: the next page is the URL its `next` relation
/// names (GitHub, GitLab, and many APIs that list with `?page=`).
///
/// Generated code stores the page's URL in ``pageURL``; ``Client`` sends a request that has one to that URL instead
/// of its path and query, adding the query parameters the link leaves out (the API's settings, the page size) and
/// refusing a link to another origin than the API's: credentials never follow a link elsewhere. The pages end at a
/// reply without a `next` link.
public protocol LinkPagedRequest<Item>: PagedRequest {
    /// The URL of the page this request asks for, as a reply's `Link` header named it; `nil` for the first page.
    var pageURL: URL? { get }
    /// This request asking for the page at `url`; every other property is kept.
    func withPageURL(_ url: URL) -> Self
}

extension LinkPagedRequest {
    /// The body alone cannot say: without the reply's headers there is no next page.
    public func nextPageRequest(after page: Response) throws(PagingError) -> Self? { nil }

    /// The request for the page the reply's `next` link names, or `nil` when it names none.
    ///
    /// - Throws: ``PagingError/foreignLink(_:)`` for a link to another scheme, host or port than `url`'s, and
    ///   ``PagingError/repeatedLink(_:)`` for a link to the page just read.
    public func nextPageRequest(after page: Response, headers: HTTPHeaders, url: URL) throws(PagingError) -> Self? {
        guard let next = headers.links(relativeTo: url)["next"] else { return nil }
        guard LinkOrigin.same(next, url) else { throw PagingError.foreignLink(next) }
        guard next.absoluteString != url.absoluteString, next != pageURL else {
            throw PagingError.repeatedLink(next)
        }
        return withPageURL(next)
    }
}

extension ClientPipeline {
    /// The URL a link-paged request is sent to: the page's link, with the query parameters of the URL the request
    /// would have (`built`: settings, page size) that the link does not carry.
    ///
    /// - Throws: ``CallFailure/invalidRequest(_:)`` for a link to another origin than the API's.
    public static func linkedURL(_ link: URL, built: URL) throws(CallFailure) -> URL {
        guard LinkOrigin.same(link, built) else {
            throw CallFailure.invalidRequest("the page link \(link.absoluteString) leaves the API's origin")
        }
        guard var components = URLComponents(url: link, resolvingAgainstBaseURL: true) else {
            throw CallFailure.invalidRequest("not a valid page link: \(link.absoluteString)")
        }
        let builtItems = URLComponents(url: built, resolvingAgainstBaseURL: true)?.percentEncodedQueryItems ?? []
        var items = components.percentEncodedQueryItems ?? []
        let present = Set(items.map(\.name))
        items += builtItems.filter { !present.contains($0.name) }
        components.percentEncodedQueryItems = items.isEmpty ? nil : items
        guard let url = components.url else {
            throw CallFailure.invalidRequest("not a valid page link: \(link.absoluteString)")
        }
        return url
    }
}

/// The origin check of page links: scheme, host and port.
enum LinkOrigin {
    /// Whether two URLs share scheme, host (case-insensitively) and port (the scheme's default when unset).
    static func same(_ lhs: URL, _ rhs: URL) -> Bool {
        func origin(_ url: URL) -> (String, String, Int)? {
            guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
            return (scheme, host, url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1))
        }
        guard let left = origin(lhs), let right = origin(rhs) else { return false }
        return left == right
    }
}
