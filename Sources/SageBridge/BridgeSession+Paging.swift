import APIRuntime

extension BridgeSession {
    /// The pages of a paged request, each sent through the session (see `PageSequence`).
    ///
    /// Every page goes through ``send(_:)``, so a session that expires between two pages is signed in again by
    /// itself and the page is retried; only the cursor changes from one page to the next, the page size stays:
    ///
    /// ```swift
    /// let request = GetReportV4(identifier: "steps", startTime: start, endTime: end, pageSize: 50)
    /// for try await page in session.pages(request) { print(page.items.count) }
    /// ```
    public nonisolated func pages<R: PagedRequest>(_ request: R) -> PageSequence<R> where R.API == SageBridgeAPI {
        PageSequence(first: request) { [self] request in try await self.send(request) }
    }

    /// The items of every page of a paged request, in order, each page sent through the session.
    ///
    /// Iteration throws what ``send(_:)`` throws (a `ClientError<SageBridgeAPI>`), or a `PagingError` after a
    /// page whose cursor repeats.
    public nonisolated func items<R: PagedRequest>(_ request: R) -> ItemSequence<R> where R.API == SageBridgeAPI {
        ItemSequence(pages: pages(request))
    }
}
