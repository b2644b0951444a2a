import Foundation

/// The pages of a paged request, fetched one at a time as they are iterated.
///
/// ```swift
/// for try await page in client.pages(DisplayReviews(limit: 100)) {
///     print(page.results?.count ?? 0, "of", page.totalResults ?? 0)
/// }
/// ```
///
/// The first page is the request as given (its offset, cursor and page size); each later one is
/// ``PagedRequest/nextPageRequest(after:headers:url:)`` of the page before (the body's offset, page number or cursor,
/// or the reply's `Link` header). Nothing is sent until iteration starts, and
/// each page is sent only when the previous one has been consumed. Iteration ends after the last page, and
/// throws what sending a page throws (a ``ClientError`` from a ``Client``) or, after the page that causes it, a
/// ``PagingError``. A cancelled
/// task throws `CancellationError` before the next request; a request in flight ends as the transport
/// reports cancellation.
public struct PageSequence<R: PagedRequest>: AsyncSequence, Sendable {
    /// One page: the decoded response.
    public typealias Element = R.Response

    /// Sends one page's request and hands back its reply's headers and URL too, when the sender has them.
    typealias Exchange = @Sendable (R) async throws -> (page: R.Response, reply: (headers: HTTPHeaders, url: URL)?)

    /// The request for the first page.
    public let first: R
    /// Sends one page's request.
    public let send: @Sendable (R) async throws -> R.Response
    /// What the iterator calls: ``send``, or the reply-aware sender of ``init(first:sendForReply:)``.
    let exchange: Exchange

    /// Creates the sequence of pages that starts with `first`, each sent through `send`.
    ///
    /// `send` gives the body only, so a ``LinkPagedRequest`` ends after its first page; use
    /// ``init(first:sendForReply:)`` for those.
    public init(first: R, send: @escaping @Sendable (R) async throws -> R.Response) {
        self.first = first
        self.send = send
        self.exchange = { request in (try await send(request), nil) }
    }

    /// Creates the sequence of pages that starts with `first`, each sent through `sendForReply`, whose headers
    /// (the `Link` of a ``LinkPagedRequest``) say where the next page is.
    public init(first: R, sendForReply: @escaping @Sendable (R) async throws -> Reply<R.Response>) {
        self.first = first
        self.send = { request in try await sendForReply(request).value }
        self.exchange = { request in
            let reply = try await sendForReply(request)
            return (reply.value, (reply.headers, reply.url))
        }
    }

    /// Starts iterating at the first page.
    public func makeAsyncIterator() -> Iterator {
        Iterator(next: first, exchange: exchange)
    }

    /// Sends each page's request when the page is asked for.
    public struct Iterator: AsyncIteratorProtocol {
        var next: R?
        let exchange: Exchange
        /// A page's paging error, thrown after that page has been handed out (so its items are not lost).
        var pending: PagingError?

        init(next: R?, exchange: @escaping Exchange) {
            self.next = next
            self.exchange = exchange
        }

        /// The next page, or `nil` after the last.
        public mutating func next() async throws -> R.Response? {
            if let error = pending {
                pending = nil
                throw error
            }
            guard let request = next else { return nil }
            next = nil
            try Task.checkCancellation()
            let (page, reply) = try await exchange(request)
            do {
                if let reply {
                    next = try request.nextPageRequest(after: page, headers: reply.headers, url: reply.url)
                } else {
                    next = try request.nextPageRequest(after: page)
                }
            } catch {
                pending = error
            }
            return page
        }
    }
}

/// The items of every page of a paged request, in order, fetched a page at a time as they are iterated.
///
/// ```swift
/// for try await review in client.items(DisplayReviews(filters: [Filter(.productID, .equal, "009")], limit: 100)) {
///     print(review.rating ?? 0, review.title ?? "")
/// }
/// ```
///
/// Each page is requested when the items of the one before are used up; see ``PageSequence`` for where the
/// pages end and what iteration throws.
public struct ItemSequence<R: PagedRequest>: AsyncSequence, Sendable {
    /// One item.
    public typealias Element = R.Item

    /// The pages the items come from.
    public let pages: PageSequence<R>

    /// Creates the sequence of the items of `pages`.
    public init(pages: PageSequence<R>) {
        self.pages = pages
    }

    /// Starts iterating at the first page's first item.
    public func makeAsyncIterator() -> Iterator {
        Iterator(pages: pages.makeAsyncIterator())
    }

    /// Hands out a page's items, then asks for the next page.
    public struct Iterator: AsyncIteratorProtocol {
        var pages: PageSequence<R>.Iterator
        var buffer: [R.Item] = []
        var index = 0

        /// The next item, or `nil` after the last page's last item.
        public mutating func next() async throws -> R.Item? {
            while index == buffer.count {
                guard let page = try await pages.next() else { return nil }
                buffer = R.items(in: page)
                index = 0
            }
            defer { index += 1 }
            return buffer[index]
        }
    }
}
