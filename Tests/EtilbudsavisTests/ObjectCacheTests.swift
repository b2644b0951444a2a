import Foundation
import Testing

@testable import Etilbudsavis

/// A small ERN-identified object for cache tests.
private struct Thing: ERNIdentifiable, Equatable {
    let ern: ERN
    let name: String
    var cacheERN: ERN? { ern }

    init(_ type: ERNType, _ id: String, _ name: String = "") throws {
        ern = try ERN(type: type, id: id)
        self.name = name
    }
}

@Suite("Object cache")
struct ObjectCacheTests {
    @Test("objects are fresh for the default lifespan (15 minutes) and then gone")
    func lifespan() async throws {
        let clock = TestClock()
        let cache = ObjectCache(now: clock.closure)
        let thing = try Thing(.catalog, "12d6qxy", "Lidl")
        await cache.store(thing)
        #expect(await cache.object(for: thing.ern, as: Thing.self) == thing)
        clock.advance(by: 899)
        #expect(await cache.object(for: thing.ern, as: Thing.self) == thing)
        clock.advance(by: 1)
        #expect(await cache.object(for: thing.ern, as: Thing.self) == nil)
        #expect(await cache.count == 0, "a stale entry met by a lookup is evicted")
    }

    @Test("lifespans per type override the default")
    func perType() async throws {
        let clock = TestClock()
        let cache = ObjectCache(policy: CachePolicy(defaultLifespan: 60, lifespans: [.offer: 10]), now: clock.closure)
        let offer = try Thing(.offer, "a")
        let dealer = try Thing(.dealer, "b")
        await cache.store([offer, dealer])
        clock.advance(by: 30)
        #expect(await cache.contains(offer.ern) == false)
        #expect(await cache.contains(dealer.ern))
    }

    @Test("a list is found only when every object of it is cached and fresh")
    func partialListsMiss() async throws {
        let clock = TestClock()
        let cache = ObjectCache(now: clock.closure)
        let first = try Thing(.offer, "a", "A")
        let second = try Thing(.offer, "b", "B")
        await cache.store(first)
        #expect(await cache.objects(for: [first.ern, second.ern], as: Thing.self) == nil)
        await cache.store(second)
        #expect(await cache.objects(for: [second.ern, first.ern], as: Thing.self) == [second, first])
        #expect(await cache.objects(for: [], as: Thing.self) == nil)
    }

    @Test("an entry of another type is a miss, not a crash")
    func wrongType() async throws {
        let cache = ObjectCache()
        let thing = try Thing(.store, "s")
        await cache.store(thing)
        #expect(await cache.object(for: thing.ern, as: Catalog.self) == nil)
    }

    @Test("clear out-of-date removes only stale entries; clear all removes everything")
    func clearing() async throws {
        let clock = TestClock()
        let cache = ObjectCache(policy: CachePolicy(defaultLifespan: 100), now: clock.closure)
        await cache.store(try Thing(.offer, "old"))
        clock.advance(by: 60)
        await cache.store(try Thing(.offer, "new"))
        clock.advance(by: 50)
        #expect(await cache.removeExpired() == 1)
        #expect(await cache.count == 1)
        #expect(await cache.contains(try ERN(type: .offer, id: "new")))
        await cache.removeAll()
        #expect(await cache.count == 0)
    }

    @Test("a disabled policy stores nothing")
    func disabled() async throws {
        let cache = ObjectCache(policy: .disabled)
        await cache.store(try Thing(.offer, "x"))
        #expect(await cache.count == 0)
    }
}
