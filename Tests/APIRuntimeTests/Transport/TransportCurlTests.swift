import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// `CurlTransport` against the real loopback server.
@Suite("CurlTransport")
struct TransportCurlTests {
    let transport = CurlTransport(configuration: .init(proxy: .none))

    @Test func getRecordsExactRequestAndReturnsResponse() async throws {
        let server = try await LoopbackServer.start { request in
            .json(#"{"path":"\#(request.path)"}"#).adding(header: "X-Reply", "yes")
        }
        let request = HTTPRequest(
            method: .get, url: server.url("items?limit=2&q=a%20b"),
            headers: ["Accept": "application/json", "X-Empty": ""])
        let response = try await transport.send(request)
        await server.stop()

        #expect(response.statusCode == 200)
        #expect(response.headers["x-reply"] == "yes")
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"path":"/items"}"#)
        #expect(response.url == server.url("items?limit=2&q=a%20b"))
        let recorded = try #require(server.requests.first)
        #expect(recorded.method == "GET")
        #expect(recorded.uri == "/items?limit=2&q=a%20b")
        #expect(recorded.queryValue("q") == "a b")
        #expect(recorded.header("Accept") == "application/json")
        #expect(recorded.header("X-Empty") == "")
        #expect(recorded.header("Expect") == nil)
        #expect(recorded.bodyByteCount == 0)
    }

    @Test func postSendsBodyWithContentLength() async throws {
        let server = try await LoopbackServer.start { request in .text(request.bodyText, status: 201) }
        let body = Data("name=Ann&city=Oslo".utf8)
        let request = HTTPRequest(
            method: .post, url: server.url("form"),
            headers: ["Content-Type": "application/x-www-form-urlencoded"], body: .data(body))
        let response = try await transport.send(request)
        await server.stop()

        #expect(response.statusCode == 201)
        #expect(response.body == body)
        let recorded = try #require(server.lastRequest)
        #expect(recorded.method == "POST")
        #expect(recorded.body == body)
        #expect(recorded.header("Content-Length") == "18")
        #expect(recorded.header("Content-Type") == "application/x-www-form-urlencoded")
    }

    @Test func putAndDeleteUseTheirMethods() async throws {
        let server = try await LoopbackServer.start { _ in .status(204) }
        _ = try await transport.send(HTTPRequest(method: .put, url: server.url("a"), body: .data(Data("x".utf8))))
        _ = try await transport.send(HTTPRequest(method: .delete, url: server.url("a")))
        _ = try await transport.send(HTTPRequest(method: .patch, url: server.url("a"), body: .data(Data("{}".utf8))))
        await server.stop()
        #expect(server.requests.map(\.method) == ["PUT", "DELETE", "PATCH"])
        #expect(server.requests.map(\.bodyText) == ["x", "", "{}"])
    }

    @Test func sequentialRequestsReuseOneConnection() async throws {
        let server = try await LoopbackServer.start { _ in .text("ok") }
        for index in 0..<20 {
            let response = try await transport.send(HTTPRequest(method: .get, url: server.url("n/\(index)")))
            #expect(response.statusCode == 200)
        }
        await server.stop()
        #expect(server.requests.count == 20)
        #expect(server.connectionsAccepted == 1)
        #expect(Set(server.requests.map(\.connectionNumber)) == [1])
    }

    @Test func sixteenConcurrentRequestsRunInParallel() async throws {
        // Each response is held until 8 requests are in flight at once, so only a transport that runs
        // them in parallel gets there; a serial one is released after the hold limit and fails below.
        let server = try await LoopbackServer.start { request in
            // The limit (ten minutes by default) only turns a hang into a failure; any working transport gets
            // there long before, however loaded the machine.
            .text(request.path).held(untilInFlight: 8)
        }
        let bodies = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<16 {
                group.addTask {
                    let response = try await transport.send(HTTPRequest(method: .get, url: server.url("c/\(index)")))
                    return String(decoding: response.body, as: UTF8.self)
                }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        await server.stop()
        #expect(bodies == Set((0..<16).map { "/c/\($0)" }))
        #expect(server.maxRequestsInFlight >= 8)
        #expect(server.connectionsAccepted >= 8)
    }

    @Test func serverErrorIsAResponseNotAnError() async throws {
        let server = try await LoopbackServer.start { _ in .text("down", status: 503) }
        let response = try await transport.send(HTTPRequest(method: .get, url: server.url("x")))
        await server.stop()
        #expect(response.statusCode == 503)
        #expect(String(decoding: response.body, as: UTF8.self) == "down")
    }

    @Test func chunkedResponseIsReassembled() async throws {
        let server = try await LoopbackServer.start { _ in
            .chunked(["<response>", "<token>", "abc", "</token>", "</response>"], interval: .milliseconds(20))
        }
        let response = try await transport.send(HTTPRequest(method: .get, url: server.url("chunks")))
        await server.stop()
        #expect(String(decoding: response.body, as: UTF8.self) == "<response><token>abc</token></response>")
    }

    @Test func connectFailureToAClosedPortIsTyped() async throws {
        // Held bound and never listening while the request runs: no other server can be given the port.
        let closed = try ReservedPort()
        defer { withExtendedLifetime(closed) {} }
        let url = closed.url("x")
        let error = await #expect(throws: TransportError.self) {
            _ = try await transport.send(HTTPRequest(method: .get, url: url))
        }
        #expect(error?.kind == .connect)
    }

    @Test func totalTimeoutIsTyped() async throws {
        // The server answers only once the test has seen the request end: only the timeout can end it.
        let release = LoopbackGate()
        let server = try await LoopbackServer.start { _ in
            await release.wait()
            return .text("late")
        }
        let error = await #expect(throws: TransportError.self) {
            _ = try await transport.send(
                HTTPRequest(method: .get, url: server.url("slow"), timeout: .milliseconds(300)))
        }
        #expect(error?.kind == .timeout)
        #expect(server.answeredRequests.isEmpty)
        release.open()
        await server.stop()
    }

    @Test func droppedConnectionBeforeResponseIsTyped() async throws {
        let server = try await LoopbackServer.start { _ in .dropConnection }
        let error = await #expect(throws: TransportError.self) {
            _ = try await transport.send(HTTPRequest(method: .get, url: server.url("drop")))
        }
        #expect(error?.kind == .connect)
        await server.stop()
    }

    @Test func droppedConnectionMidBodyIsTyped() async throws {
        let server = try await LoopbackServer.start { _ in
            .data(Data(repeating: 65, count: 10_000)).droppingConnection(afterBodyBytes: 1_000)
        }
        let error = await #expect(throws: TransportError.self) {
            _ = try await transport.send(HTTPRequest(method: .get, url: server.url("partial")))
        }
        #expect(error?.kind == .connect)
        await server.stop()
    }

    @Test func responseOverTheSizeLimitIsTyped() async throws {
        let limited = CurlTransport(configuration: .init(maxResponseBytes: 100_000, proxy: .none))
        let server = try await LoopbackServer.start { request in
            .repeating(66, count: request.path == "/small" ? 100_000 : 1_000_000, chunked: request.path == "/chunked")
        }
        for path in ["announced", "chunked"] {
            let error = await #expect(throws: TransportError.self) {
                _ = try await limited.send(HTTPRequest(method: .get, url: server.url(path)))
            }
            #expect(error?.kind == .responseTooLarge, "\(path)")
        }
        let small = try await limited.send(HTTPRequest(method: .get, url: server.url("small")))
        #expect(small.body.count == 100_000)
        await server.stop()
    }

    @Test func cancellationStopsAnExchangeInFlight() async throws {
        let arrived = LoopbackGate()
        let release = LoopbackGate()
        let server = try await LoopbackServer.start { _ in
            arrived.open()
            await release.wait()
            return .text("late")
        }
        let url = server.url("hang")
        let transport = self.transport
        let task = Task { try await transport.send(HTTPRequest(method: .get, url: url)) }
        await arrived.wait()
        task.cancel()
        let result = await task.result
        // The exchange ended before the server answered (it answers only once released, below).
        #expect(server.answeredRequests.isEmpty)
        release.open()
        guard case .failure(let error) = result else {
            Issue.record("expected cancellation, got a response")
            return
        }
        #expect((error as? TransportError)?.kind == .cancelled)
        #expect(server.requests.count == 1)
        await server.stop()
    }

    @Test func redirectsAreFollowedForGetOnly() async throws {
        let server = try await LoopbackServer.start { request in
            switch request.path {
            case "/old": return LoopbackResponse(status: 302, headers: [.init("Location", "/new")])
            case "/new": return .text("moved here")
            default: return .status(404)
            }
        }
        let get = try await transport.send(HTTPRequest(method: .get, url: server.url("old")))
        #expect(get.statusCode == 200)
        #expect(String(decoding: get.body, as: UTF8.self) == "moved here")
        #expect(get.url == server.url("new"))
        let post = try await transport.send(
            HTTPRequest(method: .post, url: server.url("old"), body: .data(Data("a".utf8))))
        #expect(post.statusCode == 302)
        #expect(post.headers["Location"] == "/new")
        await server.stop()
    }

    @Test func invalidURLSchemeIsTyped() async throws {
        let error = await #expect(throws: TransportError.self) {
            _ = try await transport.send(HTTPRequest(method: .get, url: URL(string: "ftp://127.0.0.1/x")!))
        }
        #expect(error?.kind == .invalidRequest)
    }

    @Test func explicitProxyReceivesAbsoluteFormRequests() async throws {
        let proxy = try await LoopbackServer.start { request in .text("via proxy \(request.uri)") }
        let proxied = CurlTransport(configuration: .init(proxy: .url(proxy.baseURL.absoluteString)))
        let response = try await proxied.send(
            HTTPRequest(method: .get, url: URL(string: "http://api.example.invalid/v1?a=1")!))
        await proxy.stop()
        #expect(String(decoding: response.body, as: UTF8.self) == "via proxy http://api.example.invalid/v1?a=1")
        #expect(proxy.lastRequest?.header("Host") == "api.example.invalid")
    }

    @Test func headerInjectionIsRefused() async throws {
        let error = await #expect(throws: TransportError.self) {
            _ = try await transport.send(
                HTTPRequest(method: .get, url: URL(string: "http://127.0.0.1:9/")!, headers: ["X-A": "1\r\nX-B: 2"]))
        }
        #expect(error?.kind == .invalidRequest)
    }

    @Test func compressedResponsesAreDecodedTransparently() async throws {
        // gzip of `<response><token>zipped</token></response>` repeated 50 times.
        let gzipped = Data(
            base64Encoded:
                "H4sIAAAAAAACA7MpSi0uyM8rTrWzKcnPTs2zq8osKEhNsdGH8Gz0EfKjKkdVjqocVTmqclTlqMoRrBIAhpynYjQIAAA=")!
        let server = try await LoopbackServer.start { _ in
            LoopbackResponse(
                headers: [.init("Content-Type", "text/xml"), .init("Content-Encoding", "gzip")], body: .data(gzipped))
        }
        let response = try await transport.send(HTTPRequest(method: .get, url: server.url("zipped")))
        await server.stop()
        let expected = String(repeating: "<response><token>zipped</token></response>", count: 50)
        #expect(String(decoding: response.body, as: UTF8.self) == expected)
        let acceptEncoding = try #require(server.lastRequest?.header("Accept-Encoding"))
        #expect(acceptEncoding.contains("gzip"))
    }

    @Test func aCodingTheClientDidNotAcceptIsAProtocolError() async throws {
        // gzip of `<response><token>zipped</token></response>` repeated 50 times.
        let gzipped = Data(
            base64Encoded:
                "H4sIAAAAAAACA7MpSi0uyM8rTrWzKcnPTs2zq8osKEhNsdGH8Gz0EfKjKkdVjqocVTmqclTlqMoRrBIAhpynYjQIAAA=")!
        let server = try await LoopbackServer.start { request in
            if request.path == "/liar" { return .text("not gzip").adding(header: "Content-Encoding", "gzip") }
            if request.path == "/custom" { return .text("x").adding(header: "Content-Encoding", "x-custom") }
            return request.path == "/plain"
                ? .text("plain").adding(header: "Content-Encoding", "identity")
                : LoopbackResponse(
                    headers: [.init("Content-Type", "text/xml"), .init("Content-Encoding", "gzip")],
                    body: .data(gzipped))
        }
        let plain = CurlTransport(configuration: .init(proxy: .none, acceptsCompressedResponses: false))
        // Without compression the transport says so, and a gzip body is not handed over as the content.
        let error = await #expect(throws: TransportError.self) {
            _ = try await plain.send(HTTPRequest(method: .get, url: server.url("zipped")))
        }
        #expect(error?.kind == .protocolError)
        #expect(server.lastRequest?.header("Accept-Encoding") == "identity")
        let identity = try await plain.send(HTTPRequest(method: .get, url: server.url("plain")))
        #expect(String(decoding: identity.body, as: UTF8.self) == "plain")
        // With compression, a body that does not decode as its header says, or an unknown coding, is an error too.
        for path in ["liar", "custom"] {
            let error = await #expect(throws: TransportError.self, "\(path)") {
                _ = try await transport.send(HTTPRequest(method: .get, url: server.url(path)))
            }
            #expect(error?.kind == .protocolError, "\(path)")
        }
        // A caller that asks for a coding itself gets the bytes as sent.
        let own = try await plain.send(
            HTTPRequest(method: .get, url: server.url("zipped"), headers: ["Accept-Encoding": "gzip"]))
        #expect(own.body == gzipped)
        await server.stop()
    }

    @Test func redirectsToOtherSchemesAreNotFollowed() async throws {
        let server = try await LoopbackServer.start { _ in
            LoopbackResponse(status: 302, headers: [.init("Location", "ftp://127.0.0.1/secret")])
        }
        // It leaves the origin, so it is returned as it is (`TransportCurlRedirectTests`).
        let response = try await transport.send(HTTPRequest(method: .get, url: server.url("hop")))
        #expect(response.statusCode == 302)
        #expect(response.headers["Location"] == "ftp://127.0.0.1/secret")
        #expect(server.requests.count == 1)
        await server.stop()
    }
}
