import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import Etilbudsavis

/// Offset paging without a total (the schema's `paging:` on the list endpoints): pages end at a short or
/// empty page, each request keeps the page size, through the signed session of `EtilbudsavisClient`
/// (`eta.pages(_:)`, `eta.items(_:)`).
@Suite struct PagingEndToEndTests {
    @Test func everyOfferIsReadInPagesOfTheRequestedSize() async throws {
        let env = try await TestEnvironment.start()
        let eta = env.client
        var sizes: [Int] = []
        var ids: [String] = []
        for try await page in eta.pages(ListOffers(limit: 100)) {
            sizes.append(page.count)
            ids += page.map(\.id)
        }
        let requests = env.server.apiRequests.filter { $0.path == "/v2/offers" }
        await env.stop()
        // 212 offers in the fixture: 100, 100 and a short last page of 12; no fourth request.
        #expect(sizes == [100, 100, 12])
        #expect(ids.count == 212 && Set(ids).count == 212)
        #expect(requests.map { $0.queryValue("offset") } == [nil, "100", "200"])
        #expect(requests.allSatisfy { $0.queryValue("limit") == "100" })
        // Each page went through the signed session: the token and its signature on every request.
        let signature = ReferenceSHA256.hex(env.server.apiSecret + "token-1")
        #expect(requests.allSatisfy { $0.header("X-Token") == "token-1" && $0.header("X-Signature") == signature })
    }

    @Test func anExactMultipleEndsAtTheEmptyPage() async throws {
        let env = try await TestEnvironment.start()
        let eta = env.client
        var count = 0
        for try await _ in eta.items(ListCatalogs(offset: 0, limit: 1)) { count += 1 }
        let requests = env.server.apiRequests.filter { $0.path == "/v2/catalogs" }
        await env.stop()
        // Two catalogs a page of one: the third page is empty and ends the items.
        #expect(count == 2)
        #expect(requests.map { $0.queryValue("offset") } == ["0", "1", "2"])
    }

    @Test func aFailingPageEndsTheSequenceWithItsError() async throws {
        let dealers = try Fixtures.data("dealer_list.json")
        let refusal = Data(#"{"code": 1300, "id": "x", "message": "Too many requests"}"#.utf8)
        let server = try await LoopbackServer.start { request in
            request.queryValue("offset") == nil
                ? .data(dealers, contentType: "application/json")
                : .data(refusal, status: 429, contentType: "application/json")
        }
        let client = Client<EtilbudsavisAPI>(
            environment: .custom(hosts: ["default": server.url("v2/")]), settings: .init(apiSecret: "secret"),
            transport: CurlTransport())
        var received: [String] = []
        do {
            for try await dealer in client.items(ListDealers(limit: 1)) { received.append(dealer.id) }
            Issue.record("the sequence ended without the second page's error")
        } catch let error as ClientError<EtilbudsavisAPI> {
            guard case .api(let envelope, _) = error else {
                Issue.record("expected the API's error, got \(error)")
                return
            }
            #expect(envelope.code == 1300)
        }
        await server.stop()
        #expect(received.count == 1)
        #expect(server.requests.map { $0.queryValue("offset") } == [nil, "1"])
    }
}
