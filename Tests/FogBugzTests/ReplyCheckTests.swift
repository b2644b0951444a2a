import APIRuntime
import Foundation
import Testing

@testable import FogBugz

/// `ReplyCheckMiddleware`: what counts as a FogBugz reply.
@Suite struct ReplyCheckTests {
    static func reply(_ body: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(statusCode: status, body: Data(body.utf8), url: URL(string: "https://x.example/api.asp?")!)
    }

    @Test func responseDocumentsPass() throws {
        try ReplyCheckMiddleware.check(Self.reply("<?xml version=\"1.0\"?><response></response>"))
        try ReplyCheckMiddleware.check(Self.reply(try Fixtures.text("list_filters.xml")))
    }

    @Test(arguments: [
        "<html><body>Object moved to <a href=\"internalError.asp\">here</a></body></html>",
        "<response><token>abc</response>",
        "",
        "<result><token>abc</token></result>",
    ])
    func otherBodiesAreTransportErrors(body: String) {
        #expect(throws: TransportError.self) { try ReplyCheckMiddleware.check(Self.reply(body)) }
    }

    @Test func errorStatusesPassThroughTheMiddleware() async throws {
        let middleware = ReplyCheckMiddleware()
        let request = HTTPRequest(method: .get, url: URL(string: "https://x.example/api.asp?")!)
        let response = try await middleware.intercept(request) { _ in Self.reply("<html>503</html>", status: 503) }
        #expect(response.statusCode == 503)
        await #expect(throws: TransportError.self) {
            _ = try await middleware.intercept(request) { _ in Self.reply("<html>moved</html>") }
        }
    }
}
