extension Client {
    /// The pages of a paged request, starting with the request as given (see ``PageSequence``).
    ///
    /// The request's page size and every other parameter are kept for each page; only its offset or cursor
    /// changes. Pages end at the total, an empty or short page (offset paging) or the last cursor.
    public func pages<R: PagedRequest>(_ request: R) -> PageSequence<R> where R.API == API {
        PageSequence(first: request) { [self] request in try await self.send(request) }
    }

    /// The items of every page of a paged request, in order (see ``ItemSequence``).
    public func items<R: PagedRequest>(_ request: R) -> ItemSequence<R> where R.API == API {
        ItemSequence(pages: pages(request))
    }
}
