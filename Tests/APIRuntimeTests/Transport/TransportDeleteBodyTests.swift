import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// A DELETE that carries a body (a list of ids, a reason, `DeleteOptions`) reaches the server with its bytes and
/// `Content-Type`, over both transports, and the next bodiless request on the same transport sends none.
@Suite("Transport DELETE bodies")
struct TransportDeleteBodyTests {
    static let json = Data(#"{"ids":["a","b"],"reason":"duplicate"}"#.utf8)

    /// The bodies a DELETE may carry: bytes in memory, and a stream (which URLSession spools to a file).
    static let bodies: [(name: String, body: HTTPBody)] = [
        ("data", .data(json)), ("stream", .stream(BodyStream(segments: [.data(json)]))),
    ]

    @Test(arguments: RedirectingTransport.allCases)
    func aDeleteSendsItsBodyAndContentType(kind: RedirectingTransport) async throws {
        let transport = kind.make()
        let server = try await LoopbackServer.start { _ in .status(204) }
        for (name, body) in Self.bodies {
            let response = try await transport.send(
                HTTPRequest(
                    method: .delete, url: server.url("items"), headers: ["Content-Type": "application/json"],
                    body: body))
            #expect(response.statusCode == 204, "\(name)")
            // The same transport (a reused curl handle) then sends a DELETE and a GET without a body.
            _ = try await transport.send(HTTPRequest(method: .delete, url: server.url("plain")))
            _ = try await transport.send(HTTPRequest(method: .get, url: server.url("read")))
        }
        await server.stop()
        let requests = server.requests
        try #require(requests.count == 6, "\(requests.map(\.uri))")
        for index in [0, 3] {
            let request = requests[index]
            #expect(request.method == "DELETE")
            #expect(request.path == "/items")
            #expect(request.body == Self.json, "\(String(decoding: request.body, as: UTF8.self))")
            #expect(request.header("Content-Type") == "application/json")
            #expect(request.header("Content-Length") == "\(Self.json.count)")
        }
        for index in [1, 2, 4, 5] {
            #expect(requests[index].method == (index % 3 == 1 ? "DELETE" : "GET"))
            #expect(requests[index].bodyByteCount == 0, "\(requests[index].uri)")
        }
    }
}
