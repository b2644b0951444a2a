import APIRuntime
import Foundation

extension Stub {
    /// This answer with header fields added, replacing fields of the same name: rate limits, an `ETag`, a `Location`.
    ///
    /// ```swift
    /// stubs.on(ListPets.self) { request in
    ///     request.value(of: "page") == nil
    ///         ? .value(firstPage).withHeaders(["Link": #"<pets?page=2>; rel="next""#])
    ///         : .value(lastPage)
    /// }
    /// ```
    public func withHeaders(_ headers: HTTPHeaders) -> Stub {
        let answer = self.answer
        return Stub { encoding in
            var response = try answer(encoding)
            for field in headers { response.headers.replaceOrAdd(name: field.name, value: field.value) }
            return response
        }
    }

    /// This answer with a `Link` header naming the next page, as a link-paged API sends it (`rel="next"`); `nil`
    /// adds nothing, for the last page.
    public func linkingNextPage(_ next: String?) -> Stub {
        guard let next else { return self }
        return withHeaders(["Link": "<\(next)>; rel=\"next\""])
    }
}
