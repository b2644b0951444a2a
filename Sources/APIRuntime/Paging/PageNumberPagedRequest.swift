/// A request paged by a page number and a page size (`?page=2&per_page=50`: Stack Exchange, WordPress, many
/// others).
///
/// The next page is this one's number plus one. The pages end at an empty page, at a page that says no more
/// follow, when the pages read reach the total the response carries, and otherwise at a page shorter than the
/// page size the request sets.
public protocol PageNumberPagedRequest<Item>: PagedRequest {
    /// The number of the page this request asks for (``firstPageNumber`` when the request leaves it unset).
    var pageNumber: Int { get }
    /// The page size this request asks for, or `nil` for the API's default.
    var pageLimit: Int? { get }
    /// This request asking for page `number`; every other parameter is kept.
    func withPageNumber(_ number: Int) -> Self
    /// The number of the first page: 1, or 0 for an API that counts from zero.
    static var firstPageNumber: Int { get }
    /// The number of all items, when a page says it.
    static func total(in page: Response) -> Int?
    /// Whether a page after `page` exists, when the page says it.
    static func hasMore(in page: Response) -> Bool?
}

extension PageNumberPagedRequest {
    /// Pages count from 1.
    public static var firstPageNumber: Int { 1 }

    /// The page size is the API's default.
    public var pageLimit: Int? { nil }

    /// No total.
    public static func total(in page: Response) -> Int? { nil }

    /// The page does not say whether more follow.
    public static func hasMore(in page: Response) -> Bool? { nil }

    /// The request for the page after `page`, or `nil` at the end.
    public func nextPageRequest(after page: Response) throws(PagingError) -> Self? {
        let count = Self.items(in: page).count
        let hasMore = Self.hasMore(in: page)
        guard count > 0, hasMore != false else { return nil }
        let (next, overflow) = pageNumber.addingReportingOverflow(1)
        guard !overflow else { return nil }
        if hasMore == true { return withPageNumber(next) }
        if let total = Self.total(in: page), let limit = pageLimit, limit > 0 {
            // The pages read so far hold at most `pages × limit` items.
            let pages = pageNumber - Self.firstPageNumber + 1
            let (read, overflow) = pages.multipliedReportingOverflow(by: limit)
            return !overflow && read < total ? withPageNumber(next) : nil
        }
        if let limit = pageLimit, count < limit { return nil }
        return withPageNumber(next)
    }
}
