import Foundation
import Testing

@testable import APIRuntime

/// `ReplayTransport`: canned responses by method, path and query; requests recorded.
@Suite("ReplayTransport")
struct TransportReplayTests {
    let base = URL(string: "https://example.fogbugz.com/api.asp")!

    func url(_ query: String) -> URL {
        URL(string: "https://example.fogbugz.com/api.asp?\(query)")!
    }

    @Test func matchesByMethodPathAndQueryItems() async throws {
        let replay = ReplayTransport()
        replay.stub(.get, "/api.asp", query: ["cmd": "logon"], body: Data("<token/>".utf8))
        replay.stub(.get, "/api.asp", query: ["cmd": "search"], body: Data("<cases/>".utf8))
        let logon = try await replay.send(HTTPRequest(method: .get, url: url("cmd=logon&email=a%40b.c")))
        let search = try await replay.send(HTTPRequest(method: .get, url: url("token=t&cmd=search&q=1")))
        #expect(String(decoding: logon.body, as: UTF8.self) == "<token/>")
        #expect(String(decoding: search.body, as: UTF8.self) == "<cases/>")
        #expect(replay.requests.map(\.url) == [url("cmd=logon&email=a%40b.c"), url("token=t&cmd=search&q=1")])
    }

    @Test func limitedStubsScriptSequences() async throws {
        let replay = ReplayTransport()
        replay.stub(.post, "api.asp", status: 401, times: 1)
        replay.stub(.post, "api.asp", status: 200, body: Data("ok".utf8))
        let first = try await replay.send(HTTPRequest(method: .post, url: base))
        let second = try await replay.send(HTTPRequest(method: .post, url: base))
        let third = try await replay.send(HTTPRequest(method: .post, url: base))
        let statuses: [Int] = [first.statusCode, second.statusCode, third.statusCode]
        #expect(statuses == [401, 200, 200])
    }

    @Test func unmatchedRequestsAndScriptedFailuresThrowTransportErrors() async throws {
        let replay = ReplayTransport()
        replay.fail(.get, "/slow", with: TransportError(.timeout, "scripted"))
        let unmatched = await #expect(throws: TransportError.self) {
            _ = try await replay.send(HTTPRequest(method: .delete, url: base))
        }
        #expect(unmatched?.kind == .other)
        #expect(unmatched?.message.contains("DELETE") == true)
        let scripted = await #expect(throws: TransportError.self) {
            _ = try await replay.send(HTTPRequest(method: .get, url: URL(string: "https://h.test/slow")!))
        }
        #expect(scripted?.kind == .timeout)
        #expect(replay.requests.count == 2)
    }

    @Test func servesFixtureFiles() async throws {
        let replay = ReplayTransport()
        try replay.stub(
            .get, "/api.asp", query: ["cmd": "logon"], contentType: "text/xml",
            file: XMLTreeTests.fixtures.appendingPathComponent("logon_ok.xml"))
        let response = try await replay.send(HTTPRequest(method: .get, url: url("cmd=logon")))
        #expect(response.headers["Content-Type"] == "text/xml")
        let tree = try XMLTree(parsing: response.body)
        #expect(tree.root.text(of: "token") == "26jgegikmofn27rcd6ql676fso9r22")
    }
}
