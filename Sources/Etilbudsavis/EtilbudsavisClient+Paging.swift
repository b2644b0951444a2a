import APIRuntime

extension EtilbudsavisClient {
    /// The pages of a paged request, each sent through the signed session (see `PageSequence`).
    ///
    /// Every page goes through ``send(_:)``: the session is created and signed before the first page and renewed
    /// when it expires between pages; only the offset changes from one page to the next, the `limit` stays:
    ///
    /// ```swift
    /// for try await page in eta.pages(ListOffers(limit: 100)) { print(page.count, "offers") }
    /// ```
    public func pages<R: PagedRequest>(_ request: R) -> PageSequence<R> where R.API == EtilbudsavisAPI {
        PageSequence(first: request) { [self] request in try await self.send(request) }
    }

    /// The items of every page of a paged request, in order, each page sent through the signed session.
    ///
    /// Iteration throws what ``send(_:)`` throws (a `ClientError<EtilbudsavisAPI>`), or a `PagingError`.
    public func items<R: PagedRequest>(_ request: R) -> ItemSequence<R> where R.API == EtilbudsavisAPI {
        ItemSequence(pages: pages(request))
    }
}
