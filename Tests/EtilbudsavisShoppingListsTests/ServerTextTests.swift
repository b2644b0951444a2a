import Etilbudsavis
import EtilbudsavisShoppingLists
import FakeShoppingListServer
import Foundation
import Testing

/// Text from the server is stored whole: a NUL inside a name or description (valid JSON) is kept through the
/// database, not cut where SQLite's C strings stop.
@Suite("Shopping lists: server text kept whole")
struct ServerTextTests {
    @Test("a NUL in a server's list name and item description survives the store and the push back")
    func nulCharacters() async throws {
        let bed = try await ShoppingTestBed.start()
        defer { Task { await bed.stop() } }
        let manager = bed.manager
        bed.fake.state.seedList(id: "nul-list", name: "A\u{0}B", ownerID: 41, modified: bed.clock.now())
        bed.fake.state.seedItem(
            id: "nul-item", listID: "nul-list", description: "Milk\u{0} 2%", modified: bed.clock.now())
        #expect(await manager.syncNow().outcome == .synced)
        #expect(try manager.list(id: "nul-list")?.name == "A\u{0}B")
        #expect(try manager.item(id: "nul-item")?.description == "Milk\u{0} 2%")
        #expect(try manager.item(id: "nul-item")?.creator == "other device")
        // An edit sends the whole description back, not the part before the NUL.
        try manager.setTicked(true, itemID: "nul-item")
        #expect(await manager.syncNow().outcome == .synced)
        let onServer = bed.fake.state.items(inList: "nul-list").first
        #expect(onServer?["description"] as? String == "Milk\u{0} 2%")
        #expect(onServer?["tick"] as? Bool == true)
        // Text typed locally is kept the same way.
        let local = try manager.addItem(toList: "nul-list", description: "Tea\u{0}Honey")
        #expect(try manager.item(id: local.id)?.description == "Tea\u{0}Honey")
    }
}
