extension Client {
    /// The pages of a paged request, starting with the request as given (see ``PageSequence``).
    ///
    /// The request's page size and every other parameter are kept for each page; only its offset, cursor or page
    /// link changes. Pages end at the total, an empty or short page (offset paging), the last cursor, or a reply
    /// without a `next` link.
    public func pages<R: PagedRequest>(_ request: R) -> PageSequence<R> where R.API == API {
        PageSequence(first: request, sendForReply: { [self] request in try await self.sendForReply(request) })
    }

    /// The items of every page of a paged request, in order (see ``ItemSequence``).
    public func items<R: PagedRequest>(_ request: R) -> ItemSequence<R> where R.API == API {
        ItemSequence(pages: pages(request))
    }
}
