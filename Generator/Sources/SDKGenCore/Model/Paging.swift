/// How an endpoint pages: the `paging:` key of an endpoint.
///
/// ```yaml
/// paging: { style: offset, offset: Offset, limit: Limit, items: Results, total: TotalResults }
/// paging: { style: cursor, cursor: offsetKey, next: nextPageOffsetKey, hasMore: hasNext, items: items }
/// paging: { style: link }
/// paging: { style: page, page: page, limit: per_page, hasMore: has_more, items: items }
/// ```
///
/// Request keys (`offset`, `limit`, `cursor`) name the endpoint's parameters by wire name; response keys
/// (`items`, `total`, `next`, `hasMore`) name properties of the response model by wire name.
public struct Paging: Sendable {
    /// The paging style.
    public enum Style: String, Sendable, CaseIterable {
        /// The request names the index of its first item and the page size; pages end at the total or a short page.
        case offset
        /// The response names the next page's cursor, which the next request sends; pages end without one.
        case cursor
        /// The next page is the URL of the reply's `Link: <…>; rel="next"` header (RFC 8288).
        case link
        /// The request names a page number and the page size; pages end at the total, a short page or `hasMore`.
        case page
    }

    /// A name written in the schema, with where it is written.
    public struct Reference: Sendable {
        /// The wire name.
        public var wire: String
        /// Where it is written.
        public var location: SourceLocation
    }

    /// The style.
    public var style: Style
    /// `offset`: the parameter that takes the 0-based index of a page's first item.
    public var offset: Reference?
    /// `limit`: the parameter that takes the page size.
    public var limit: Reference?
    /// `cursor`: the parameter that takes the next page's cursor.
    public var cursor: Reference?
    /// `items`: the response property that holds a page's items; `nil` when the response is the list.
    public var items: Reference?
    /// `total`: the response property with the number of all items.
    public var total: Reference?
    /// `next`: the response property with the next page's cursor.
    public var next: Reference?
    /// `hasMore`: the response property that says whether a next page exists.
    public var hasMore: Reference?
    /// `page`: the parameter that takes the page number.
    public var page: Reference? = nil
    /// `start`: the number of the first page (1 unless the API counts from 0).
    public var start: Int = 1
    /// Where `start:` is written, if it is.
    public var startLocation: SourceLocation? = nil
    /// Where `paging:` is written.
    public var location: SourceLocation
}
