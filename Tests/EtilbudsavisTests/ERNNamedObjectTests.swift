import APIRuntime
import Foundation
import Testing

@testable import Etilbudsavis

/// The cache does not file an object under an ERN that names another id than the object's own: the next
/// cached call for that id would otherwise be answered with the wrong object.
@Suite("Object cache: objects whose ERN names another id")
struct ERNNamedObjectTests {
    /// The first offer of the recorded `GET /offers`, with its `ern` replaced.
    private func offer(ern: String) throws -> Offer {
        var raw = try #require(try Fixtures.jsonArray("offer_list.json").first)
        raw["ern"] = ern
        let data = try JSONSerialization.data(withJSONObject: [raw])
        return try #require(try ListOffers().decodeRecorded(data).first)
    }

    @Test("an offer whose ern names another offer is not cached; a consistent one is")
    func offers() async throws {
        let cache = ObjectCache()
        let consistent = try offer(ern: "ern:offer:\(try offer(ern: "ern:offer:x").id)")
        let other = try ERN(type: .offer, id: "not-\(consistent.id)")
        let lying = try offer(ern: other.rawValue)
        await cache.store(response: [lying, consistent])
        #expect(await cache.object(for: other, as: Offer.self) == nil)
        #expect(await cache.count == 1)
        #expect(await cache.object(for: try ERN(type: .offer, id: consistent.id), as: Offer.self) == consistent)
    }

    @Test("a shopping list or item whose ern names another id is not cached")
    func shoppingObjects() async throws {
        let cache = ObjectCache()
        var list = ShoppingList.makeNew(name: "Week", id: "b")
        list.ern = try ERN(type: .shoppingList, id: "a")
        var item = try ShoppingListItem.makeNew(listID: "b", description: "Milk", id: "d")
        item.ern = try ERN(type: .shoppingListItem, id: "c")
        await cache.store(response: list)
        await cache.store(response: [item])
        #expect(await cache.count == 0)
        // Without an ern, the object is filed under the one built from its id.
        list.ern = nil
        await cache.store(response: list)
        #expect(await cache.object(for: try ERN(type: .shoppingList, id: "b"), as: ShoppingList.self) == list)
    }

    @Test("ERN ids are compared exactly, except country codes, which ignore case")
    func comparison() throws {
        let list = ShoppingList.makeNew(name: "Week", id: "abc")
        #expect(list.isNamed(by: try ERN(type: .shoppingList, id: "abc")))
        #expect(!list.isNamed(by: try ERN(type: .shoppingList, id: "ABC")))
        let country = try JSONDecoder().decode(Country.self, from: Data(#"{"id": "dk"}"#.utf8))
        #expect(country.isNamed(by: try ERN(type: .country, id: "DK")))
        #expect(!country.isNamed(by: try ERN(type: .country, id: "SE")))
    }
}
