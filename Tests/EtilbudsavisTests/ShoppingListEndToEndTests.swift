import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import Etilbudsavis

@Suite("Shopping lists, end to end")
struct ShoppingListEndToEndTests {
    /// 2016-01-17T10:00:00+0000.
    private let stamp = Date(timeIntervalSince1970: 1_453_024_800)

    @Test("lists and items are PUT by client id with their full JSON and deleted with ?modified=")
    func roundTrip() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        try await env.client.attachUser(email: "ann@example.com", password: "secret-1")

        let list = ShoppingList.makeNew(name: "Weekend", modified: stamp.addingTimeInterval(0.75))
        #expect(list.id == list.id.lowercased())
        #expect(list.modified == stamp, "modified is cut to whole seconds")
        let stored = try await env.client.put(list)
        #expect(stored.ern?.rawValue == "ern:shopping:list:\(list.id)")
        let put = try #require(env.server.requests.last)
        #expect(put.method == "PUT")
        #expect(put.path == "/v2/users/41/shoppinglists/\(list.id)")
        let body = try #require(FakeETAState.jsonObject(put.body))
        #expect(body["id"] as? String == list.id)
        #expect(body["name"] as? String == "Weekend")
        #expect(body["access"] as? String == "private")
        #expect(body["modified"] as? String == "2016-01-17T10:00:00+0000")
        #expect(body["previous_id"] as? String == ShoppingList.firstPreviousID)

        let item = try ShoppingListItem.makeNew(listID: list.id, description: "Mælk", count: 2, modified: stamp)
        try await env.client.put(item)
        let itemPut = try #require(env.server.requests.last)
        let itemBody = try #require(FakeETAState.jsonObject(itemPut.body))
        #expect(itemBody["tick"] as? Bool == false)
        #expect(itemBody["count"] as? Int == 2)
        #expect(itemBody["shopping_list_id"] as? String == list.id)
        #expect(itemBody["description"] as? String == "Mælk")

        let items = try await env.client.items(inList: list.id)
        #expect(items.map(\.id) == [item.id])
        #expect(items.first?.modified == stamp)
        #expect(try await env.client.modifiedDate(ofList: list.id) == stamp)
        #expect(try await env.client.shoppingLists().map(\.name) == ["Weekend"])

        var stale = item
        stale.modified = stamp.addingTimeInterval(-60)
        await #expect(throws: ClientError<EtilbudsavisAPI>.self) { try await env.client.delete(stale) }
        try await env.client.delete(item)
        let delete = try #require(env.server.requests.last)
        #expect(delete.method == "DELETE")
        #expect(delete.queryValue("modified") == "2016-01-17T10:00:00+0000")
        #expect(delete.query?.contains("%2B0000") == true, "the + of the offset is percent-encoded")

        try await env.client.delete(stored)
        try await env.client.delete(stored)  // 1501: already gone, counts as deleted
        #expect(try await env.client.shoppingLists().isEmpty)
    }

    @Test("shopping lists need an attached user; empty items are refused before any call")
    func preconditions() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        let error = await #expect(throws: ClientError<EtilbudsavisAPI>.self) { try await env.client.shoppingLists() }
        if case .session(.noUserAttached)? = error {
        } else {
            Issue.record("expected the session's noUserAttached, got \(String(describing: error))")
        }
        #expect(throws: ShoppingListError.emptyItem) {
            try ShoppingListItem.makeNew(listID: "l", description: "  ")
        }
        #expect(throws: ShoppingListError.invalidCount(0)) {
            try ShoppingListItem.makeNew(listID: "l", offerID: "9311EdLD", count: 0)
        }
        #expect(env.server.requests.isEmpty)
    }
}

@Suite("Type table")
struct TypeTableTests {
    @Test("objects dispatch by the type in their ERN")
    func dispatch() throws {
        let catalogs = try Fixtures.data("catalog_list.json")
        let decoded = try ResponseContext(for: EtilbudsavisAPI.self).decode([ERNObject].self, from: catalogs)
        guard case .catalog(let catalog) = decoded.first else {
            Issue.record("expected a catalog, got \(String(describing: decoded.first))")
            return
        }
        #expect(catalog.id == "12d6qxy")
        let stores = try ResponseContext(for: EtilbudsavisAPI.self).decode(
            [ERNObject].self, from: Fixtures.data("store_list.json"))
        #expect(stores.count == 3)
        #expect(stores.allSatisfy { if case .store = $0 { true } else { false } })
    }

    @Test("two-part ERN types (shopping:list) dispatch to their member")
    func twoPartTypes() throws {
        let body = Data(
            #"{"id":"abc","ern":"ern:shopping:list:abc","name":"N","access":"private","modified":"2016-01-17T10:00:00+0000"}"#
                .utf8)
        let decoded = try ResponseContext(for: EtilbudsavisAPI.self).decode(ERNObject.self, from: body)
        guard case .shoppingList(let list) = decoded else {
            Issue.record("expected a shopping list, got \(decoded)")
            return
        }
        #expect(list.name == "N")
        let item = Data(
            #"{"id":"i","ern":"ern:shopping:item:i","count":1,"tick":true,"shopping_list_id":"abc","modified":"2016-01-17T10:00:00+0000"}"#
                .utf8)
        guard
            case .shoppingItem(let decodedItem) = try ResponseContext(for: EtilbudsavisAPI.self).decode(
                ERNObject.self, from: item)
        else {
            Issue.record("expected a shopping-list item")
            return
        }
        #expect(decodedItem.tick)
    }
}
