import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// A request's `Cookie` field, which the client builds from cookie parameters and settings, reaches the server as
/// built over both transports.
@Suite("Transport Cookie field")
struct TransportCookieTests {
    @Test(arguments: RedirectingTransport.allCases)
    func theCookieFieldIsSentAsBuilt(kind: RedirectingTransport) async throws {
        let transport = kind.make()
        let server = try await LoopbackServer.start { _ in .status(204) }
        let request = HTTPRequest(
            method: .get, url: server.url("items"), headers: ["Cookie": "session=s%201; lang=da"])
        let response = try await transport.send(request)
        #expect(response.statusCode == 204)
        await server.stop()
        let sent = try #require(server.requests.first)
        #expect(sent.header("Cookie") == "session=s%201; lang=da")
        #expect(server.requests.count == 1)
    }
}
