import Foundation
import Testing

@testable import APIRuntime

/// Link paging without a network: where a linked page is sent (the link plus the query parameters it leaves out,
/// never another origin), and when a reply ends the pages.
@Suite struct LinkPagingTests {
    struct Issues: LinkPagedRequest {
        typealias API = FakeAPI
        typealias Response = [String]
        typealias Item = String
        var method: HTTPMethod { .get }
        var path: String { "issues" }
        var parameters: Parameters { [Parameter(name: "per_page", value: .integer(2))] }
        var pageURL: URL?

        static func items(in page: [String]) -> [String] { page }

        func withPageURL(_ url: URL) -> Issues {
            var copy = self
            copy.pageURL = url
            return copy
        }
    }

    let base = URL(string: "https://api.example.com/data/issues?apiversion=5.4&passkey=K&per_page=2")!

    @Test func aLinkKeepsItsOwnQueryAndGetsTheParametersItLeavesOut() throws {
        let link = URL(string: "https://API.example.com:443/data/issues?page=2&per_page=50&q=a%2Cb")!
        let sent = try ClientPipeline.linkedURL(link, built: base)
        #expect(
            sent.absoluteString
                == "https://API.example.com:443/data/issues?page=2&per_page=50&q=a%2Cb&apiversion=5.4&passkey=K")
    }

    @Test func aLinkToAnotherOriginIsRefused() {
        for text in [
            "http://api.example.com/data/issues?page=2", "https://api.example.com:8443/data/issues",
            "https://evil.example/data/issues", "https://api.example.com.evil.example/", "file:///etc/passwd",
        ] {
            #expect(throws: CallFailure.self, "\(text)") {
                try ClientPipeline.linkedURL(URL(string: text)!, built: base)
            }
        }
    }

    @Test func theClientSendsALinkedPageToItsLink() async throws {
        let transport = FakeTransport(body: #"["a"]"#)
        let client = Client<FakeAPI>(
            environment: .base("https://api.example.com/data/"), settings: .init(passkey: "K"),
            transport: transport)
        let request = Issues().withPageURL(URL(string: "https://api.example.com/data/issues?page=3")!)
        _ = try await client.send(request)
        let sent = try #require(transport.requests.first)
        #expect(
            sent.url.absoluteString == "https://api.example.com/data/issues?page=3&apiversion=5.4&passkey=K&per_page=2")
    }

    @Test func theNextPageIsTheNextLinkUntilThereIsNone() throws {
        let url = URL(string: "https://api.example.com/data/issues?page=1")!
        let linked = HTTPHeaders([("Link", #"<issues?page=2>; rel="next", <issues?page=9>; rel="last""#)])
        let next = try Issues().nextPageRequest(after: ["a"], headers: linked, url: url)
        #expect(next?.pageURL?.absoluteString == "https://api.example.com/data/issues?page=2")
        #expect(try Issues().nextPageRequest(after: ["a"], headers: HTTPHeaders(), url: url) == nil)
        #expect(try Issues().nextPageRequest(after: ["a"]) == nil)
        let itself = HTTPHeaders([("Link", #"<issues?page=1>; rel="next""#)])
        #expect(throws: PagingError.repeatedLink(url)) {
            try Issues().nextPageRequest(after: ["a"], headers: itself, url: url)
        }
        let away = HTTPHeaders([("Link", #"<//other.example/issues?page=2>; rel="next""#)])
        #expect(throws: PagingError.foreignLink(URL(string: "https://other.example/issues?page=2")!)) {
            try Issues().nextPageRequest(after: ["a"], headers: away, url: url)
        }
    }
}
