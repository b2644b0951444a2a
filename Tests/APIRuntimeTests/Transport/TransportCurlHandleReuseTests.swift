import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// Easy handles keeping their options between requests of the same kind (``CurlOptionsKey``): every
/// request still goes out exactly as it was made, whatever the request before it on the handle.
@Suite("CurlTransport handle reuse")
struct TransportCurlHandleReuseTests {
    @Test func onlyRequestsWithoutBodyOrDownloadHaveAKey() {
        let url = URL(string: "http://127.0.0.1/x")!
        #expect(CurlOptionsKey(HTTPRequest(method: .get, url: url)) != nil)
        #expect(CurlOptionsKey(HTTPRequest(method: .delete, url: url)) != nil)
        #expect(CurlOptionsKey(HTTPRequest(method: .post, url: url)) == nil)
        #expect(CurlOptionsKey(HTTPRequest(method: .get, url: url, body: .data(Data("x".utf8)))) == nil)
        let plain = CurlOptionsKey(HTTPRequest(method: .get, url: url))
        let other = URL(string: "http://127.0.0.1/y?q=1")!
        #expect(plain == CurlOptionsKey(HTTPRequest(method: .get, url: other)))
        #expect(plain != CurlOptionsKey(HTTPRequest(method: .get, url: url, headers: ["X-A": "1"])))
        #expect(plain != CurlOptionsKey(HTTPRequest(method: .get, url: url, timeout: .seconds(3))))
        #expect(plain != CurlOptionsKey(HTTPRequest(method: .head, url: url)))
    }

    @Test(arguments: [false, true])
    func mixedRequestsOnOneHandleGoOutAsMade(onItsThread: Bool) async throws {
        let transport = CurlTransport(
            configuration: .init(proxy: .none, sequentialCallersOnTransportThread: onItsThread))
        let server = try await LoopbackServer.start { request in
            let header = request.header("X-Mark") ?? "-"
            let body = String(decoding: request.body, as: UTF8.self)
            return .text("\(request.method) \(request.path) \(header) \(body)")
        }
        let url = server.url("a")
        let requests: [(HTTPRequest, String)] = [
            (HTTPRequest(method: .get, url: url), "GET /a - "),
            (HTTPRequest(method: .get, url: server.url("b")), "GET /b - "),
            (HTTPRequest(method: .get, url: url, headers: ["X-Mark": "1"]), "GET /a 1 "),
            (HTTPRequest(method: .get, url: url, headers: ["X-Mark": "1"]), "GET /a 1 "),
            (HTTPRequest(method: .get, url: url), "GET /a - "),
            (HTTPRequest(method: .post, url: url, body: .data(Data("hi".utf8))), "POST /a - hi"),
            (HTTPRequest(method: .get, url: url), "GET /a - "),
            (HTTPRequest(method: .delete, url: url), "DELETE /a - "),
            (HTTPRequest(method: .delete, url: server.url("c")), "DELETE /c - "),
            (HTTPRequest(method: .get, url: url), "GET /a - "),
        ]
        for (request, expected) in requests {
            let response = try await transport.send(request)
            #expect(String(decoding: response.body, as: UTF8.self) == expected)
        }
        await server.stop()
        #expect(server.connectionsAccepted == 1)
        await transport.shutDownAndWait()
    }

    /// A handle keeps the URL it last sent to and skips setting it again for the same URL; after a
    /// redirect libcurl's URL is the redirect's target, which must never leak into the next request.
    @Test(arguments: [false, true])
    func theSameURLAgainAndAfterARedirectGoesWhereItWasSent(onItsThread: Bool) async throws {
        let transport = CurlTransport(
            configuration: .init(proxy: .none, sequentialCallersOnTransportThread: onItsThread))
        let server = try await LoopbackServer.start { request in
            switch request.path {
            case "/old": return LoopbackResponse(status: 302, headers: [.init("Location", "/new")])
            default: return .text("at \(request.path)")
            }
        }
        let steps: [(String, String, URL)] = [
            ("a", "at /a", server.url("a")),
            ("a", "at /a", server.url("a")),
            ("old", "at /new", server.url("new")),
            ("old", "at /new", server.url("new")),
            ("a", "at /a", server.url("a")),
            ("a", "at /a", server.url("a")),
        ]
        for (path, body, url) in steps {
            let response = try await transport.send(HTTPRequest(method: .get, url: server.url(path)))
            #expect(String(decoding: response.body, as: UTF8.self) == body)
            #expect(response.url == url)
        }
        await server.stop()
        #expect(server.requests.map(\.path) == ["/a", "/a", "/old", "/new", "/old", "/new", "/a", "/a"])
        await transport.shutDownAndWait()
    }

    @Test func aFailedTransferLeavesNoOptionsBehind() async throws {
        let transport = CurlTransport(configuration: .init(maxResponseBytes: 8, proxy: .none))
        let server = try await LoopbackServer.start { request in
            .text(request.path == "/big" ? String(repeating: "x", count: 64) : "small")
        }
        let tooLarge = await #expect(throws: TransportError.self) {
            try await transport.send(HTTPRequest(method: .get, url: server.url("big")))
        }
        #expect(tooLarge?.kind == .responseTooLarge)
        let response = try await transport.send(HTTPRequest(method: .get, url: server.url("small")))
        #expect(String(decoding: response.body, as: UTF8.self) == "small")
        await server.stop()
        await transport.shutDownAndWait()
    }
}
