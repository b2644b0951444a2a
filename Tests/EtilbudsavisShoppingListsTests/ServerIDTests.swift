import Etilbudsavis
import EtilbudsavisShoppingLists
import FakeShoppingListServer
import Foundation
import Testing

/// Ids from the server that the store cannot keep as they are.
///
/// A repeated id is merged once, and an id that is empty or holds a NUL is left out; either is named in the
/// cycle's report. Local writes refuse such ids.
@Suite("Shopping lists: server ids the store cannot keep")
struct ServerIDTests {
    @Test("an item answer that repeats an id keeps the first and reports it added once")
    func repeatedItemID() async throws {
        let bed = try await ShoppingTestBed.start()
        defer { Task { await bed.stop() } }
        let manager = bed.manager
        let start = bed.clock.now()
        bed.fake.state.seedList(id: "week", name: "Week", ownerID: 41, modified: start)
        bed.fake.state.seedItem(id: "a", listID: "week", description: "Milk", modified: start)
        // A second server item whose body carries the first one's id (the server sends items ordered by key).
        bed.fake.state.seedItem(id: "b", listID: "week", description: "Other", modified: start)
        bed.fake.state.editItem(id: "b", modified: start) { $0["id"] = "a" }
        var changes = manager.itemChanges().makeAsyncIterator()

        let report = await manager.syncNow()
        #expect(report.outcome == .synced)
        #expect(report.pulled)
        #expect(report.lastFailure?.contains(#"a second item with the id "a""#) == true)
        #expect(try manager.items(inList: "week").map(\.description) == ["Milk"])
        let pulled = await changes.next()
        #expect(pulled?.added.map(\.id) == ["a"])
        #expect(pulled?.modified.isEmpty == true)
    }

    @Test("a list answer that repeats an id keeps the first")
    func repeatedListID() async throws {
        let bed = try await ShoppingTestBed.start()
        defer { Task { await bed.stop() } }
        let manager = bed.manager
        let start = bed.clock.now()
        bed.fake.state.seedList(id: "l1", name: "First", ownerID: 41, modified: start)
        bed.fake.state.seedList(id: "l2", name: "Second", ownerID: 41, modified: start)
        bed.fake.state.editList(id: "l2") { $0["id"] = "l1" }
        let report = await manager.syncNow()
        #expect(report.pulled)
        #expect(report.lastFailure?.contains(#"a second list with the id "l1""#) == true)
        #expect(try manager.lists().map(\.name) == ["First"])
    }

    @Test("ids with a NUL or empty are left out, named in the report, and the rest is merged")
    func unusableIDs() async throws {
        let bed = try await ShoppingTestBed.start()
        defer { Task { await bed.stop() } }
        let manager = bed.manager
        let start = bed.clock.now()
        bed.fake.state.seedList(id: "week", name: "Week", ownerID: 41, modified: start)
        bed.fake.state.seedList(id: "bad\u{0}list", name: "Cut", ownerID: 41, modified: start)
        bed.fake.state.seedItem(id: "milk", listID: "week", description: "Milk", modified: start)
        bed.fake.state.seedItem(id: "x\u{0}y", listID: "week", description: "Cut", modified: start)
        bed.fake.state.seedItem(id: "z", listID: "week", description: "Empty id", modified: start)
        bed.fake.state.editItem(id: "z", modified: start) { $0["id"] = "" }

        let report = await manager.syncNow()
        #expect(report.pulled)
        let failure = try #require(report.lastFailure)
        #expect(failure.contains(#"a list with the unusable id "bad\0list""#))
        #expect(try manager.lists().map(\.id) == ["week"])
        #expect(try manager.items(inList: "week").map(\.id) == ["milk"])
        #expect(try manager.list(id: "bad") == nil)
        #expect(try manager.item(id: "x") == nil)

        // The next cycle merges the same answer to the same state: nothing is added again.
        var changes = manager.itemChanges().makeAsyncIterator()
        bed.fake.state.seedItem(id: "tea", listID: "week", description: "Tea", modified: start + 60)
        #expect(await manager.syncNow().pulled)
        #expect(await changes.next()?.added.map(\.id) == ["tea"])
        #expect(try manager.items(inList: "week").map(\.id).sorted() == ["milk", "tea"])
    }

    @Test("local writes refuse an id that is empty or holds a NUL, and store nothing")
    func localWritesRefuseUnusableIDs() async throws {
        let bed = try await ShoppingTestBed.start(user: nil)
        defer { Task { await bed.stop() } }
        let manager = bed.manager
        let list = try manager.createList(name: "Week")
        for id in ["", "a\u{0}b"] {
            #expect(throws: ShoppingListManagerError.invalid(.invalidID(id))) {
                try manager.update(ShoppingList.makeNew(name: "Bad", id: id))
            }
            var item = try ShoppingListItem.makeNew(listID: list.id, description: "Milk")
            item.id = id
            #expect(throws: ShoppingListManagerError.invalid(.invalidID(id))) { try manager.update(item) }
            #expect(throws: ShoppingListError.invalidID(id)) {
                try ShoppingListItem.makeNew(listID: list.id, description: "Milk", id: id)
            }
        }
        #expect(try manager.lists().map(\.id) == [list.id])
        #expect(try manager.items(inList: list.id).isEmpty)
    }
}
