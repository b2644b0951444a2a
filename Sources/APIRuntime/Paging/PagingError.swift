import Foundation

/// Why a sequence of pages stopped early although the server answered every request.
public enum PagingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A page named the cursor of the page it answered as the next one; following it would loop forever.
    case repeatedCursor(String)
    /// A reply's `next` link named the page just read; following it would loop forever.
    case repeatedLink(URL)
    /// A reply's `next` link leads to another scheme, host or port than the API's; the client's credentials do not
    /// follow it there.
    case foreignLink(URL)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .repeatedCursor(let cursor):
            return "paging stopped: the page at cursor '\(cursor)' names itself as the next page"
        case .repeatedLink(let url):
            return "paging stopped: the page at \(url.absoluteString) names itself as the next page"
        case .foreignLink(let url):
            return "paging stopped: the next page's link \(url.absoluteString) leaves the API's origin"
        }
    }
}
