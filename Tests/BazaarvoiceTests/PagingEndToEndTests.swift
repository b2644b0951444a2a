import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import Bazaarvoice

/// Offset paging with a total (`paging:` on the display endpoints), against a loopback server that serves
/// `TotalResults` reviews in pages of the requested `Limit`.
@Suite struct PagingEndToEndTests {
    /// A display response with the reviews `offset..<offset+limit` of `total` (ids `r0`, `r1`, …).
    static func page(_ request: LoopbackRequest, total: Int, served: Int? = nil) -> LoopbackResponse {
        let offset = Int(request.queryValue("Offset") ?? "0") ?? 0
        let limit = Int(request.queryValue("Limit") ?? "10") ?? 10
        let end = min(offset + limit, served ?? total)
        let results = (offset..<max(end, offset)).map { #"{"Id": "r\#($0)", "Rating": 4}"# }
        let body = """
            {"Limit": \(limit), "Offset": \(offset), "TotalResults": \(total), "Locale": "en_US",
             "Results": [\(results.joined(separator: ", "))], "Includes": {}, "HasErrors": false, "Errors": []}
            """
        return .data(Data(body.utf8), contentType: "application/json;charset=UTF-8")
    }

    @Test func itemsStopAtTheTotalWithThePageSizeOfTheRequest() async throws {
        let harness = try await LoopbackHarness.start { Self.page($0, total: 5) }
        var ids: [String] = []
        for try await review in harness.client.items(DisplayReviews(sorts: [Sort(.id, .ascending)], limit: 2)) {
            ids.append(review.id ?? "?")
        }
        let requests = harness.server.requests
        await harness.stop()
        #expect(ids == ["r0", "r1", "r2", "r3", "r4"])
        // 0–1, 2–3, 4: the third page reaches TotalResults, so there is no fourth request.
        #expect(requests.map { $0.queryValue("Offset") } == [nil, "2", "4"])
        #expect(requests.allSatisfy { $0.queryValue("Limit") == "2" && $0.queryValue("Sort") == "Id:asc" })
        #expect(requests.allSatisfy { $0.carriesSettings })
    }

    @Test func pagesStartAtTheRequestsOffsetAndEndAtAnEmptyPage() async throws {
        // The total says 10, but only 5 are served (content removed since): the empty page ends the pages.
        let harness = try await LoopbackHarness.start { Self.page($0, total: 10, served: 5) }
        var counts: [Int] = []
        for try await page in harness.client.pages(DisplayReviews(limit: 3, offset: 1)) {
            counts.append(page.results?.count ?? -1)
        }
        let requests = harness.server.requests
        await harness.stop()
        #expect(counts == [3, 1, 0])
        #expect(requests.map { $0.queryValue("Offset") } == ["1", "4", "5"])
    }

    @Test func cancellingStopsBeforeTheNextRequest() async throws {
        let harness = try await LoopbackHarness.start { Self.page($0, total: 100) }
        let client = harness.client
        let outcome = await Task {
            var pages = client.pages(DisplayReviews(limit: 10)).makeAsyncIterator()
            let first = try await pages.next()
            withUnsafeCurrentTask { $0?.cancel() }
            do {
                _ = try await pages.next()
                return "a second page after cancellation (first: \(first?.results?.count ?? -1))"
            } catch is CancellationError {
                return "cancelled"
            }
        }.result
        let requests = harness.server.requests
        await harness.stop()
        #expect((try? outcome.get()) == "cancelled")
        #expect(requests.count == 1)
    }
}
