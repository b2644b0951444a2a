import Etilbudsavis
import EtilbudsavisShoppingLists
import FakeShoppingListServer
import Foundation
import GRDB
import Testing

/// A pull whose merge cannot be written to the store counts as not pulled, and the next cycle downloads again
/// what was not stored (instead of skipping the list because its stamp was already seen).
@Suite("Shopping lists: a store that refuses a pull's writes")
struct StoreFailureTests {
    /// Makes SQLite refuse every insert and update of an item, as a full disk would, through a second connection.
    private func refuseItemWrites(_ url: URL, _ refuse: Bool) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            if refuse {
                try db.execute(
                    sql: """
                        CREATE TRIGGER refuse_item_insert BEFORE INSERT ON item BEGIN SELECT RAISE(ABORT, 'disk full'); END;
                        CREATE TRIGGER refuse_item_update BEFORE UPDATE ON item BEGIN SELECT RAISE(ABORT, 'disk full'); END;
                        """)
            } else {
                try db.execute(sql: "DROP TRIGGER refuse_item_insert; DROP TRIGGER refuse_item_update;")
            }
        }
    }

    @Test("items the store refused are downloaded again by the next cycle")
    func refusedItemsArePulledAgain() async throws {
        let bed = try await ShoppingTestBed.start()
        defer { Task { await bed.stop() } }
        let manager = bed.manager
        let start = bed.clock.now()
        bed.fake.state.seedList(id: "week", name: "Week", ownerID: 41, modified: start)
        bed.fake.state.seedItem(id: "milk", listID: "week", description: "Milk", modified: start)
        #expect(await manager.syncNow().outcome == .synced)
        #expect(try manager.item(id: "milk")?.description == "Milk")

        // Another device adds an item; the list's stamp moves. This cycle cannot store it.
        bed.fake.state.seedItem(id: "bread", listID: "week", description: "Bread", modified: start + 60)
        try refuseItemWrites(bed.databaseURL, true)
        let refused = await manager.syncNow()
        #expect(!refused.pulled)
        #expect(refused.lastFailure?.contains("could not be stored") == true)
        #expect(try manager.item(id: "bread") == nil)

        // The store works again: the list's items are fetched again though its stamp has not moved since.
        try refuseItemWrites(bed.databaseURL, false)
        let again = await manager.syncNow()
        #expect(again.pulled)
        #expect(again.lastFailure == nil)
        #expect(try manager.item(id: "bread")?.description == "Bread")
        #expect(try manager.item(id: "milk")?.description == "Milk")
    }
}
