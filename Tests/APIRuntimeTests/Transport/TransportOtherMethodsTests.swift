import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// OPTIONS (with a body and without) and TRACE reach the server under their method over both transports, and the
/// next GET on the same transport (a reused curl handle) is a plain GET again.
@Suite("Transport OPTIONS and TRACE")
struct TransportOtherMethodsTests {
    static let json = Data(#"{"name":"a.txt","size":3}"#.utf8)

    @Test(arguments: RedirectingTransport.allCases)
    func optionsAndTraceAreSentUnderTheirMethod(kind: RedirectingTransport) async throws {
        let transport = kind.make()
        let server = try await LoopbackServer.start { _ in .status(204) }
        let withBody = HTTPRequest(
            method: .options, url: server.url("files/content"), headers: ["Content-Type": "application/json"],
            body: .data(Self.json))
        for request in [
            withBody, HTTPRequest(method: .options, url: server.url("events")),
            HTTPRequest(method: .trace, url: server.url("echo?tag=1")), HTTPRequest(method: .get, url: server.url("r")),
        ] {
            let response = try await transport.send(request)
            #expect(response.statusCode == 204, "\(request.method) \(request.url)")
        }
        await server.stop()
        let requests = server.requests
        try #require(requests.count == 4, "\(requests.map(\.uri))")
        #expect(requests.map(\.method) == ["OPTIONS", "OPTIONS", "TRACE", "GET"])
        #expect(requests[0].body == Self.json, "\(String(decoding: requests[0].body, as: UTF8.self))")
        #expect(requests[0].header("Content-Type") == "application/json")
        #expect(requests[2].uri == "/echo?tag=1")
        for index in 1...3 { #expect(requests[index].bodyByteCount == 0, "\(requests[index].uri)") }
    }

    /// QUERY (a safe read whose query is the body) is sent under its method with its body, and is idempotent.
    @Test(arguments: RedirectingTransport.allCases)
    func queryIsSentUnderItsMethodWithItsBody(kind: RedirectingTransport) async throws {
        let transport = kind.make()
        let server = try await LoopbackServer.start { _ in .json("[]") }
        let request = HTTPRequest(
            method: .query, url: server.url("products"), headers: ["Content-Type": "application/json"],
            body: .data(Self.json))
        #expect(request.isIdempotent)
        #expect(!HTTPMethod.query.prefersQueryParameters)
        let response = try await transport.send(request)
        #expect(response.statusCode == 200)
        await server.stop()
        let sent = try #require(server.requests.first)
        #expect(sent.method == "QUERY")
        #expect(sent.body == Self.json)
    }
}
