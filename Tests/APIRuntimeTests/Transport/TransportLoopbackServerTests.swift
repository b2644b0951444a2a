import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// The loopback server's own behaviour, seen through `CurlTransport`.
@Suite("LoopbackServer")
struct TransportLoopbackServerTests {
    let transport = CurlTransport(configuration: .init(proxy: .none))

    @Test func closingConnectionForcesANewOne() async throws {
        let server = try await LoopbackServer.start { request in
            request.path == "/close" ? .text("bye").closingConnection() : .text("hi")
        }
        _ = try await transport.send(HTTPRequest(method: .get, url: server.url("a")))
        _ = try await transport.send(HTTPRequest(method: .get, url: server.url("close")))
        _ = try await transport.send(HTTPRequest(method: .get, url: server.url("b")))
        await server.stop()
        #expect(server.connectionsAccepted == 2)
        #expect(server.requests.map(\.connectionNumber) == [1, 1, 2])
        #expect(server.requests.map(\.sequenceNumber) == [0, 1, 2])
    }

    @Test func handlerCanBeReplacedAndRequestsCleared() async throws {
        let server = try await LoopbackServer.start(answering: .text("first"))
        let first = try await transport.send(HTTPRequest(method: .get, url: server.url("x")))
        server.setHandler { _ in .text("second", status: 202) }
        server.clearRequests()
        let second = try await transport.send(HTTPRequest(method: .get, url: server.url("y")))
        await server.stop()
        #expect(String(decoding: first.body, as: UTF8.self) == "first")
        #expect(second.statusCode == 202)
        #expect(server.requests.map(\.path) == ["/y"])
    }

    @Test func throwingHandlerAnswers500() async throws {
        struct Boom: Error {}
        let server = try await LoopbackServer.start { _ in throw Boom() }
        let response = try await transport.send(HTTPRequest(method: .get, url: server.url("x")))
        await server.stop()
        #expect(response.statusCode == 500)
        #expect(String(decoding: response.body, as: UTF8.self).contains("Boom"))
    }

    @Test func formBodiesAndRepeatedHeadersAreRecordedExactly() async throws {
        let server = try await LoopbackServer.start { _ in .status(204) }
        var headers = HTTPHeaders()
        headers.add(name: "X-Tag", value: "a")
        headers.add(name: "x-tag", value: "b")
        headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
        let body = Data("cmd=search&q=a%26b+c&cols=sTitle%2CixBug".utf8)
        _ = try await transport.send(
            HTTPRequest(method: .post, url: server.url("api.asp"), headers: headers, body: .data(body)))
        await server.stop()
        let request = try #require(server.lastRequest)
        #expect(request.headers.values(named: "X-TAG") == ["a", "b"])
        #expect(request.headers.contains(LoopbackHeaderField("x-tag", "b")))
        #expect(request.formItems.map(\.name) == ["cmd", "q", "cols"])
        #expect(request.formItems.map(\.value) == ["search", "a&b c", "sTitle,ixBug"])
    }

    @Test func serversAreIndependentAndStopCleanly() async throws {
        let one = try await LoopbackServer.start(answering: .text("one"))
        let two = try await LoopbackServer.start(answering: .text("two"))
        #expect(one.port != two.port)
        let a = try await transport.send(HTTPRequest(method: .get, url: one.url("x")))
        let b = try await transport.send(HTTPRequest(method: .get, url: two.url("x")))
        await one.stop()
        await two.stop()
        #expect(String(decoding: a.body, as: UTF8.self) == "one")
        #expect(String(decoding: b.body, as: UTF8.self) == "two")
        // Keep-alive connections were closed by stop(): a new request cannot reach the old port.
        await #expect(throws: TransportError.self) {
            _ = try await transport.send(HTTPRequest(method: .get, url: one.url("x")))
        }
    }
}
