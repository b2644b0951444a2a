import Foundation
import Testing

@testable import APIRuntime

/// Page-number paging: where the pages end (an empty page, `hasMore`, the total, a short page), pages counted from
/// 0 or 1, and every page sent through a client with only the page number changed.
@Suite struct PageNumberPagingTests {
    struct Page: Codable, Sendable {
        var items: [String]
        var total: Int?
        var hasMore: Bool?
    }

    struct Search: PageNumberPagedRequest {
        typealias API = FakeAPI
        typealias Response = Page
        typealias Item = String
        var page: Int?
        var size: Int?
        var method: HTTPMethod { .get }
        var path: String { "search" }
        var parameters: Parameters {
            var parameters = Parameters()
            if let page { parameters.append("page", .integer(page)) }
            if let size { parameters.append("pagesize", .integer(size)) }
            return parameters
        }
        var pageNumber: Int { page ?? 1 }
        var pageLimit: Int? { size }

        func withPageNumber(_ number: Int) -> Search {
            var copy = self
            copy.page = number
            return copy
        }

        static func items(in page: Page) -> [String] { page.items }
        static func total(in page: Page) -> Int? { page.total }
        static func hasMore(in page: Page) -> Bool? { page.hasMore }
    }

    struct ZeroBased: PageNumberPagedRequest {
        typealias API = FakeAPI
        typealias Response = [String]
        typealias Item = String
        var page = 0
        var method: HTTPMethod { .get }
        var path: String { "zero" }
        var pageNumber: Int { page }
        static var firstPageNumber: Int { 0 }

        func withPageNumber(_ number: Int) -> ZeroBased { ZeroBased(page: number) }
        static func items(in page: [String]) -> [String] { page }
    }

    @Test func wherePagesEnd() throws {
        let two = Search(size: 2)
        #expect(try two.nextPageRequest(after: Page(items: []))?.page == nil)
        #expect(try two.nextPageRequest(after: Page(items: ["a"], hasMore: true))?.page == 2)
        #expect(try two.nextPageRequest(after: Page(items: ["a", "b"], hasMore: false)) == nil)
        #expect(try two.nextPageRequest(after: Page(items: ["a", "b"], total: 5))?.page == 2)
        #expect(try Search(page: 3, size: 2).nextPageRequest(after: Page(items: ["e"], total: 5)) == nil)
        #expect(try two.nextPageRequest(after: Page(items: ["a"])) == nil, "a short page is the last")
        #expect(try two.nextPageRequest(after: Page(items: ["a", "b"]))?.page == 2)
        #expect(try Search().nextPageRequest(after: Page(items: ["a"], total: 9))?.page == 2, "no size: go on")
        #expect(try Search(page: Int.max).nextPageRequest(after: Page(items: ["a"])) == nil, "no page after Int.max")
        #expect(try ZeroBased().nextPageRequest(after: ["a"])?.page == 1)
        #expect(ZeroBased.firstPageNumber == 0 && Search.firstPageNumber == 1)
    }

    @Test func aClientReadsEveryPageChangingOnlyThePageNumber() async throws {
        let transport = FakeTransport { request, index in
            let body = index < 2 ? #"{"items": ["a", "b"]}"# : #"{"items": ["c"]}"#
            return HTTPResponse(statusCode: 200, headers: [:], body: Data(body.utf8), url: request.url)
        }
        let client = Client<FakeAPI>(
            environment: .base("https://api.example.com/"), settings: .init(passkey: "K"), transport: transport)
        var items: [String] = []
        for try await item in client.items(Search(size: 2)) { items.append(item) }
        #expect(items == ["a", "b", "a", "b", "c"])
        let queries = transport.requests.map { $0.url.query ?? "" }
        #expect(
            queries == [
                "apiversion=5.4&passkey=K&pagesize=2", "apiversion=5.4&passkey=K&page=2&pagesize=2",
                "apiversion=5.4&passkey=K&page=3&pagesize=2",
            ])
    }
}
