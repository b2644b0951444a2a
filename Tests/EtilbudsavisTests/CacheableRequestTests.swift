import APIRuntime
import Foundation
import Testing

@testable import Etilbudsavis

/// Which requests and objects the cache takes comes from the schema (`cache:` on endpoints, `identity:` on models).
@Suite("Cacheable requests from the schema")
struct CacheableRequestTests {
    @Test("an endpoint with 'cache:' names its objects; one without does not")
    func conformanceFollowsTheSchema() {
        let cached: [any Sendable] = [GetCatalog(catalogID: "a"), ListCatalogs(), GetUser(userID: 1), ListStores()]
        for request in cached {
            #expect(request is any ObjectsByIDRequest, "\(type(of: request)) has 'cache:' in the schema")
        }
        let uncached: [any Sendable] = [ListCatalogPages(catalogID: "a"), SearchCatalogs(query: "milk")]
        for request in uncached {
            #expect(!(request is any ObjectsByIDRequest), "\(type(of: request)) has no 'cache:' in the schema")
        }
    }

    @Test("the ids become ERNs of the type the type table gives the response's model")
    func ernsFromTheTypeTable() {
        #expect(GetCatalog(catalogID: "12d6qxy").cachedERNs?.map(\.rawValue) == ["ern:catalog:12d6qxy"])
        #expect(GetUser(userID: 4711).cachedERNs?.map(\.rawValue) == ["ern:user:4711"])
        #expect(ListDealers(dealerIDs: ["a", "b"]).cachedERNs?.map(\.rawValue) == ["ern:dealer:a", "ern:dealer:b"])
        #expect(ListStores(storeIDs: ["s"]).cachedERNs?.map(\.rawValue) == ["ern:store:s"])
    }

    @Test("a list names its objects only while nothing else narrows, orders or pages it")
    func otherParametersUnset() {
        #expect(ListCatalogs(catalogIDs: ["a"]).requestedIDs == ["a"])
        #expect(ListCatalogs(catalogIDs: []).cachedERNs == nil, "no ids, no answer known in advance")
        #expect(ListCatalogs(catalogIDs: ["a"], areaIDs: ["x"]).requestedIDs == nil)
        #expect(ListCatalogs(limit: 1, catalogIDs: ["a", "b"]).requestedIDs == nil, "a limit below the count")
        #expect(ListCatalogs(limit: 2, catalogIDs: ["a", "b"]).requestedIDs == ["a", "b"])
        var withExtra = GetCatalog(catalogID: "a")
        withExtra.additionalParameters.append("_debug", .string("1"))
        #expect(withExtra.requestedIDs == nil, "an undeclared parameter may change the answer")
    }

    @Test("a response of identified models is cached; one of other models is not")
    func identifiedObjectsAreStored() async throws {
        let cache = ObjectCache()
        let currency = Currency(ern: try ERN(type: .currency, id: "DKK"), iso: "DKK", symbol: "kr.")
        await cache.store(response: [currency])
        #expect(await cache.object(for: try ERN(type: .currency, id: "DKK"), as: Currency.self) == currency)
        await cache.store(response: Dimensions(width: 1, height: 2))
        await cache.store(response: "ern:catalog:a")
        #expect(await cache.count == 1, "only the identified model was stored")
    }
}
