import Foundation
import Testing

@testable import APIRuntime

/// `Client.sendForReply`: the decoded value with the reply's status and headers, and the same typed failures as
/// `send`; `HTTPHeaders.links` reads RFC 8288 `Link` fields, skipping what it cannot read.
@Suite struct ReplyTests {
    func client(_ transport: FakeTransport) -> Client<FakeAPI> {
        Client<FakeAPI>(
            environment: .base("https://api.example.com/data/"), settings: .init(passkey: "K"),
            transport: transport)
    }

    @Test func theValueComesWithTheStatusAndHeaders() async throws {
        let headers: HTTPHeaders = [
            "X-RateLimit-Remaining": "41", "ETag": #"W/"abc""#,
            "Link": #"<reviews.json?page=2>; rel="next", <https://api.example.com/data/reviews.json?page=9>; rel=last"#,
        ]
        let transport = FakeTransport(status: 203, body: #"{"Results": [{"Id": "1"}]}"#, headers: headers)
        let reply = try await client(transport).sendForReply(FakeRequest<ReviewsPage>())
        #expect(reply.value.Results.map(\.Id) == ["1"])
        #expect(reply.statusCode == 203)
        #expect(reply.headers["x-ratelimit-remaining"] == "41")
        #expect(reply.headers["etag"] == #"W/"abc""#)
        #expect(reply.url.absoluteString.hasPrefix("https://api.example.com/data/reviews.json?"))
        #expect(reply.links["next"]?.absoluteString == "https://api.example.com/data/reviews.json?page=2")
        #expect(reply.links["last"]?.absoluteString == "https://api.example.com/data/reviews.json?page=9")
    }

    @Test func failuresAreTheSameTypedErrorsAsSend() async throws {
        let transport = FakeTransport(status: 503, body: "down")
        do {
            let reply = try await client(transport).sendForReply(FakeRequest<ReviewsPage>())
            Issue.record("a 503 was answered as \(reply.value)")
        } catch {
            #expect(error.statusCode == 503)
        }
        let broken = FakeTransport(body: #"{"Results": 7}"#)
        do {
            _ = try await client(broken).sendForReply(FakeRequest<ReviewsPage>())
            Issue.record("a body that is not a page decoded")
        } catch {
            guard case .decoding = error else {
                Issue.record("expected .decoding, got \(error)")
                return
            }
        }
    }

    @Test func linksReadSeveralFieldsRelationsAndQuotedCommas() {
        let headers = HTTPHeaders([
            (
                "Link",
                #"<https://a.example/p?ids=1,2>; title="a, b; rel=prev"; rel="next last", <https://a.example/f>; REL=First"#
            ),
            ("link", #"<https://a.example/other>; rel="next""#),
        ])
        let links = headers.links()
        #expect(links["next"]?.absoluteString == "https://a.example/p?ids=1,2")
        #expect(links["last"]?.absoluteString == "https://a.example/p?ids=1,2")
        #expect(links["first"]?.absoluteString == "https://a.example/f")
        #expect(links["prev"] == nil)
    }

    @Test func linksSkipWhatTheyCannotRead() {
        let hostile = [
            "", "next", "<https://a.example/x>", "<https://a.example/x>; title=x", "<https://a.example/x; rel=next",
            #"https://a.example/x; rel="next""#, #"<>; rel="next""#, "<http://[::1/>; rel=next", #"<a>; rel="""#,
            String(repeating: "<", count: 10_000) + "; rel=next", #"<https://a.example/x>; rel="unterminated"#,
        ]
        for value in hostile {
            let links = HTTPHeaders([("Link", value)]).links(relativeTo: URL(string: "https://base.example/"))
            for (relation, url) in links {
                #expect(!relation.isEmpty, "\(value)")
                #expect(url.scheme != nil, "\(value)")
            }
        }
        #expect(HTTPHeaders([("Link", #"<>; rel="next""#)]).links()["next"] == nil)
        #expect(HTTPHeaders([("Link", "<https://a.example/x>")]).links().isEmpty)
    }
}
