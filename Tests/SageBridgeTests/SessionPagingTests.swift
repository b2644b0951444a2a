import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import SageBridge

/// Forward-cursor paging through `BridgeSession.pages(_:)` / `items(_:)`, against a loopback Bridge: every page
/// carries the session, and a session that expires between two pages is renewed before the page is retried.
@Suite struct SessionPagingTests {
    /// A Bridge that serves sign-in, reauth and three pages of a report, and can expire its session.
    actor PagedBridge {
        private var token: String?
        private var issued = 0
        /// Expire the session when the page at this cursor is first asked for.
        var expireAt: String?

        init(expireAt: String?) {
            self.expireAt = expireAt
        }

        func answer(_ request: LoopbackRequest) -> LoopbackResponse {
            switch (request.method, request.path) {
            case ("POST", "/v4/auth/signIn"), ("POST", "/v3/auth/reauth"):
                issued += 1
                token = "session-\(issued)"
                return .json(FakeBridge.session(token: "session-\(issued)", reauth: "reauth-\(issued)"))
            default:
                break
            }
            let cursor = request.queryValue("offsetKey") ?? ""
            if cursor == expireAt {
                expireAt = nil
                token = nil
            }
            guard request.header("Bridge-Session") == token, token != nil else {
                return FakeBridge.error(401, "Not signed in.", "NotAuthenticatedException")
            }
            return PagingEndToEndTests.answer(request, pages: PagingEndToEndTests.pages)
        }
    }

    func withSession(
        expireAt: String?, _ body: (LoopbackServer, BridgeSession) async throws -> Void
    ) async throws {
        let bridge = PagedBridge(expireAt: expireAt)
        let server = try await LoopbackServer.start { request in await bridge.answer(request) }
        let session = BridgeSession(
            appID: "test-app", environment: .custom(hosts: ["default": server.baseURL]),
            settings: .init(userAgent: "Tests/1", acceptLanguage: "en-US"), transport: CurlTransport())
        do {
            try await session.signIn(BridgeCredentials(email: "pat@example.org", password: "P@ssw0rd"))
            try await body(server, session)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    static let request = GetReportV4(
        identifier: "steps", startTime: PagingEndToEndTests.window.start, endTime: PagingEndToEndTests.window.end,
        pageSize: 2)

    @Test func itemsFollowTheCursorWithTheSessionOnEveryPage() async throws {
        try await withSession(expireAt: nil) { server, session in
            var dates: [String] = []
            for try await data in session.items(Self.request) { dates.append(data.date ?? "?") }
            #expect(dates == ["2018-08-01", "2018-08-02", "2018-08-03", "2018-08-04"])
            let pages = server.requests.filter { $0.path == "/v4/users/self/reports/steps" }
            #expect(pages.map { $0.queryValue("offsetKey") } == [nil, "k1", "k2"])
            #expect(pages.allSatisfy { $0.header("Bridge-Session") == "session-1" && $0.queryValue("pageSize") == "2" })
        }
    }

    @Test func aSessionThatExpiresBetweenPagesIsRenewedAndThePageRetried() async throws {
        try await withSession(expireAt: "k1") { server, session in
            var pages = 0
            var dates: [String] = []
            for try await page in session.pages(Self.request) {
                pages += 1
                dates += page.items.map { $0.date ?? "?" }
            }
            #expect(pages == 3)
            #expect(dates == ["2018-08-01", "2018-08-02", "2018-08-03", "2018-08-04"])
            #expect(await session.reauthenticationCount == 1)
            let cursors = server.requests.filter { $0.path == "/v4/users/self/reports/steps" }
                .map { "\($0.queryValue("offsetKey") ?? "-")@\($0.header("Bridge-Session") ?? "none")" }
            // The page at k1 was refused with the first session and sent again with the renewed one.
            #expect(cursors == ["-@session-1", "k1@session-1", "k1@session-2", "k2@session-2"])
        }
    }
}
