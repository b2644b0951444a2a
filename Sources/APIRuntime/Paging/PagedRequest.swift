import Foundation

/// A request for one page of a list the API returns in pages; its schema says how it pages (`paging:`).
///
/// Generated code conforms a paged endpoint to ``OffsetPagedRequest``, ``PageNumberPagedRequest``,
/// ``CursorPagedRequest`` or ``LinkPagedRequest``; the runtime's ``PageSequence`` and ``ItemSequence`` (``Client/pages(_:)``,
/// ``Client/items(_:)``) then read the pages one after another.
public protocol PagedRequest<Item>: Request {
    /// One item of a page.
    associatedtype Item: Sendable

    /// The items of a page.
    static func items(in page: Response) -> [Item]

    /// The request for the page after `page`, or `nil` when `page` is the last one.
    ///
    /// - Throws: ``PagingError`` when the page would make the sequence loop (a cursor that repeats).
    func nextPageRequest(after page: Response) throws(PagingError) -> Self?

    /// The request for the page after `page`, which came with the reply's `headers` from `url`.
    ///
    /// By default the body decides (``nextPageRequest(after:)``); ``LinkPagedRequest`` reads the `Link` header.
    func nextPageRequest(after page: Response, headers: HTTPHeaders, url: URL) throws(PagingError) -> Self?
}

extension PagedRequest {
    /// The body decides: ``nextPageRequest(after:)``.
    public func nextPageRequest(after page: Response, headers: HTTPHeaders, url: URL) throws(PagingError) -> Self? {
        try nextPageRequest(after: page)
    }
}

/// A request paged by the index of its first item and a page size (Bazaarvoice, eTilbudsavis).
///
/// The next page starts where this one's items end. The pages end at an empty page, at the total when the
/// response carries one, and otherwise at a page shorter than the page size the request sets.
public protocol OffsetPagedRequest<Item>: PagedRequest {
    /// The index of the first item this request asks for (0 when the request leaves it unset).
    var pageOffset: Int { get }
    /// The page size this request asks for, or `nil` for the API's default.
    var pageLimit: Int? { get }
    /// This request asking for the page that starts at `offset`; every other parameter is kept.
    func withPageOffset(_ offset: Int) -> Self
    /// The number of all items, when a page says it.
    static func total(in page: Response) -> Int?
}

/// A request paged by a forward cursor the previous page names (Bridge's `nextPageOffsetKey`).
///
/// The pages end when a page names no next cursor (or an empty one), or says it has no next page.
public protocol CursorPagedRequest<Item>: PagedRequest {
    /// The cursor this request sends, or `nil` for the first page.
    var pageCursor: String? { get }
    /// This request asking for the page at `cursor`; every other parameter (the page size) is kept.
    func withPageCursor(_ cursor: String) -> Self
    /// The cursor of the page after `page`, if it names one.
    static func nextCursor(in page: Response) -> String?
    /// Whether a page after `page` exists, when the page says it.
    static func hasMore(in page: Response) -> Bool?
}

extension OffsetPagedRequest {
    /// No total: the pages end at an empty or short page.
    public static func total(in page: Response) -> Int? { nil }

    /// The page size is the API's default.
    public var pageLimit: Int? { nil }

    /// The request for the items after `page`'s, or `nil` at the end.
    public func nextPageRequest(after page: Response) throws(PagingError) -> Self? {
        let count = Self.items(in: page).count
        guard count > 0 else { return nil }
        let next = pageOffset + count
        if let total = Self.total(in: page) {
            return next < total ? withPageOffset(next) : nil
        }
        if let limit = pageLimit, count < limit { return nil }
        return withPageOffset(next)
    }
}

extension CursorPagedRequest {
    /// The page does not say whether more follow; the next cursor decides.
    public static func hasMore(in page: Response) -> Bool? { nil }

    /// The request for the page at `page`'s next cursor, or `nil` at the end.
    public func nextPageRequest(after page: Response) throws(PagingError) -> Self? {
        guard Self.hasMore(in: page) != false, let cursor = Self.nextCursor(in: page), !cursor.isEmpty else {
            return nil
        }
        guard cursor != pageCursor else { throw PagingError.repeatedCursor(cursor) }
        return withPageCursor(cursor)
    }
}
