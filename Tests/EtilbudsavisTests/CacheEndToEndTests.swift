import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import Etilbudsavis

/// Collects every result of a cached call.
private func collect<Value>(_ stream: AsyncThrowingStream<CachedResult<Value>, any Error>) async throws
    -> [CachedResult<Value>]
{
    var results: [CachedResult<Value>] = []
    for try await result in stream { results.append(result) }
    return results
}

@Suite("Cache, end to end")
struct CacheEndToEndTests {
    @Test("a cached call yields the cached copy, then the fresh one; after expiry only the fresh one")
    func twoResultsThenFreshOnly() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        _ = try await env.client.send(ListCatalogs())
        #expect(await env.client.cache.count == 2)

        let before = env.server.apiRequests.count
        let results = try await collect(env.client.cached(GetCatalog(catalogID: "3d1c51y")))
        #expect(results.map(\.isFromCache) == [true, false])
        #expect(results.map(\.value.id) == ["3d1c51y", "3d1c51y"])
        #expect(results[0].value == results[1].value)
        #expect(env.server.apiRequests.count == before + 1, "the network is always asked")
        #expect(env.server.apiRequests.last?.path == "/v2/catalogs/3d1c51y")

        env.clock.advance(by: 15 * 60 + 1)
        let fresh = try await collect(env.client.cached(GetCatalog(catalogID: "12d6qxy")))
        #expect(fresh.map(\.isFromCache) == [false])
        #expect(fresh.first?.value.label == "Lidl's tilbudsavis uge 3")
    }

    @Test("a list comes from the cache only when every object in it is there")
    func partialListMisses() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        _ = try await env.client.send(GetOffer(offerID: "9311EdLD"))
        let request = ListOffers(offerIDs: ["9311EdLD", "8879B3FD"])
        #expect(request.cachedERNs?.map(\.rawValue) == ["ern:offer:9311EdLD", "ern:offer:8879B3FD"])

        let partial = try await collect(env.client.cached(request))
        #expect(partial.map(\.isFromCache) == [false])
        #expect(env.server.apiRequests.last?.queryValue("offer_ids") == "9311EdLD,8879B3FD")

        // The answer above cached both offers: now the whole list is there.
        let whole = try await collect(env.client.cached(request))
        #expect(whole.map(\.isFromCache) == [true, false])
        #expect(whole.first?.value.map(\.id) == ["9311EdLD", "8879B3FD"])
    }

    @Test("lists that are not named by ids alone never come from the cache")
    func unnamedLists() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        _ = try await env.client.send(ListOffers())
        #expect(ListOffers().cachedERNs == nil)
        #expect(ListOffers(dealerIDs: ["71c90"], offerIDs: ["9311EdLD"]).cachedERNs == nil)
        #expect(ListOffers(offset: 10, offerIDs: ["9311EdLD"]).cachedERNs == nil)
        let results = try await collect(env.client.cached(ListOffers(catalogIDs: ["12d6qxy"])))
        #expect(results.map(\.isFromCache) == [false])
        #expect(results.first?.value.count == 174)
    }

    @Test("clear out-of-date and clear all")
    func clearing() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        _ = try await env.client.send(ListOffers())
        #expect(await env.client.cache.count == 212)
        env.clock.advance(by: 10 * 60)
        _ = try await env.client.send(ListStores())
        env.clock.advance(by: 6 * 60)
        #expect(await env.client.clearExpiredCache() == 212)
        #expect(await env.client.cache.count == 3)
        await env.client.clearCache()
        #expect(await env.client.cache.count == 0)
    }

    @Test("a failing network call ends the stream with the error after the cached result")
    func failureAfterCache() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        _ = try await env.client.send(ListDealers())
        env.server.state.failNextCall(status: 400, code: 1500)
        var seen: [Bool] = []
        await #expect(throws: ClientError<EtilbudsavisAPI>.self) {
            for try await result in env.client.cached(GetDealer(dealerID: "71c90")) { seen.append(result.isFromCache) }
        }
        #expect(seen == [true])
    }
}
