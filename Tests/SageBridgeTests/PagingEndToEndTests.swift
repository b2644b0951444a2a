import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import SageBridge

/// Forward-cursor paging (`paging:` on `GetReportV4`): each page names the next one's `offsetKey` until
/// `hasNext` is false, against a loopback server.
@Suite struct PagingEndToEndTests {
    /// The pages by cursor: items, next cursor, hasNext.
    static let pages: [String: (items: [String], next: String?, hasNext: Bool)] = [
        "": (["2018-08-01", "2018-08-02"], "k1", true),
        "k1": (["2018-08-03"], "k2", true),
        "k2": (["2018-08-04"], "k3", false),
    ]

    static func answer(_ request: LoopbackRequest, pages: [String: (items: [String], next: String?, hasNext: Bool)])
        -> LoopbackResponse
    {
        guard let page = pages[request.queryValue("offsetKey") ?? ""] else { return .json("{}", status: 404) }
        let items = page.items.map { #"{"date": "\#($0)", "data": {"steps": 1}, "type": "ReportData"}"# }
        let next = page.next.map { "\"nextPageOffsetKey\": \"\($0)\", " } ?? ""
        return .json(
            "{\"items\": [\(items.joined(separator: ", "))], \(next)\"hasNext\": \(page.hasNext), "
                + "\"type\": \"ForwardCursorPagedResourceList\"}"
        )
    }

    static func client(_ server: LoopbackServer) -> Client<SageBridgeAPI> {
        Client<SageBridgeAPI>(
            environment: .custom(hosts: ["default": server.baseURL]),
            settings: .init(userAgent: "Tests/1", acceptLanguage: "en-US"), transport: CurlTransport())
    }

    static let window = (
        start: Date(timeIntervalSince1970: 1_533_081_600), end: Date(timeIntervalSince1970: 1_535_760_000)
    )

    @Test func itemsFollowTheCursorUntilHasNextIsFalse() async throws {
        let server = try await LoopbackServer.start { Self.answer($0, pages: Self.pages) }
        let request = GetReportV4(
            identifier: "steps", startTime: Self.window.start, endTime: Self.window.end, pageSize: 2)
        var dates: [String] = []
        for try await data in Self.client(server).items(request) { dates.append(data.date ?? "?") }
        let requests = server.requests
        await server.stop()
        #expect(dates == ["2018-08-01", "2018-08-02", "2018-08-03", "2018-08-04"])
        #expect(requests.map { $0.queryValue("offsetKey") } == [nil, "k1", "k2"])
        #expect(requests.allSatisfy { $0.path == "/v4/users/self/reports/steps" && $0.queryValue("pageSize") == "2" })
    }

    @Test func aCursorThatRepeatsEndsWithAPagingError() async throws {
        let looping: [String: (items: [String], next: String?, hasNext: Bool)] = [
            "": (["2018-08-01"], "k1", true), "k1": (["2018-08-02"], "k1", true),
        ]
        let server = try await LoopbackServer.start { Self.answer($0, pages: looping) }
        let request = GetReportV4(identifier: "steps", startTime: Self.window.start, endTime: Self.window.end)
        var dates: [String] = []
        await #expect(throws: PagingError.repeatedCursor("k1")) {
            for try await data in Self.client(server).items(request) { dates.append(data.date ?? "?") }
        }
        let count = server.requests.count
        await server.stop()
        #expect(dates == ["2018-08-01", "2018-08-02"])
        #expect(count == 2)
    }

    @Test func aPageWithoutANextCursorIsTheLast() async throws {
        let single: [String: (items: [String], next: String?, hasNext: Bool)] = ["": (["2018-08-01"], nil, true)]
        let server = try await LoopbackServer.start { Self.answer($0, pages: single) }
        let request = GetReportV4(identifier: "steps", startTime: Self.window.start, endTime: Self.window.end)
        var pages = 0
        for try await _ in Self.client(server).pages(request) { pages += 1 }
        await server.stop()
        #expect(pages == 1)
    }
}
