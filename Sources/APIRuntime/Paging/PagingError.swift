/// Why a sequence of pages stopped early although the server answered every request.
public enum PagingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A page named the cursor of the page it answered as the next one; following it would loop forever.
    case repeatedCursor(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .repeatedCursor(let cursor):
            return "paging stopped: the page at cursor '\(cursor)' names itself as the next page"
        }
    }
}
