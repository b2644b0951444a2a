import Etilbudsavis
import EtilbudsavisShoppingLists
import FakeShoppingListServer
import Foundation
import Testing

/// The store without a server: userless writes, counts, ordering, change events, one manager per file, and
/// files that are not databases.
@Suite("Shopping lists: local store")
struct LocalStoreTests {
    @Test("userless writes are stored at once, with counts, ticks and order")
    func userlessWrites() async throws {
        let bed = try await ShoppingTestBed.start(user: nil)
        defer { Task { await bed.stop() } }
        let manager = bed.manager
        #expect(manager.usesUserlessStore)
        let list = try manager.createList(name: "Weekend")
        try manager.addItem(toList: list.id, description: "Milk")
        try manager.addItem(toList: list.id, description: "Bread")
        let again = try manager.addItem(toList: list.id, description: "  milk ")
        #expect(again.count == 2)
        try manager.addItem(toList: list.id, offerID: "offer-1")
        let offerAgain = try manager.addItem(toList: list.id, offerID: "offer-1", count: 3)
        #expect(offerAgain.count == 4)
        // New items go on top; a raised count keeps its place.
        #expect(
            try manager.items(inList: list.id).map { $0.description ?? $0.offerID ?? "" } == [
                "offer-1", "Bread", "Milk",
            ])
        let bread = try #require(try manager.items(inList: list.id).first { $0.description == "Bread" })
        try manager.setTicked(true, itemID: bread.id)
        #expect(try manager.counts(inList: list.id) == (ticked: 1, total: 3))
        try manager.removeTickedItems(inList: list.id)
        #expect(try manager.descriptions(list.id) == ["", "Milk"])
        // Without a user nothing waits to be sent, and a removal is final at once.
        #expect(try manager.pendingChangeCount() == 0)
        #expect(try manager.item(id: bread.id) == nil)
        #expect(bed.fake.state.count("PUT item") == 0)
    }

    @Test("reads are value copies")
    func readsAreCopies() async throws {
        let bed = try await ShoppingTestBed.start(user: nil)
        defer { Task { await bed.stop() } }
        let list = try bed.manager.createList(name: "Copy")
        var copy = try #require(try bed.manager.list(id: list.id))
        copy.name = "Changed only here"
        #expect(try bed.manager.list(id: list.id)?.name == "Copy")
    }

    @Test("invalid items are refused and change nothing")
    func invalidItems() async throws {
        let bed = try await ShoppingTestBed.start(user: nil)
        defer { Task { await bed.stop() } }
        let list = try bed.manager.createList(name: "L")
        #expect(throws: ShoppingListManagerError.invalid(.emptyItem)) {
            try bed.manager.addItem(toList: list.id, description: "   ")
        }
        #expect(throws: ShoppingListManagerError.noSuchList("nope")) {
            try bed.manager.addItem(toList: "nope", description: "x")
        }
        #expect(try bed.manager.items(inList: list.id).isEmpty)
    }

    @Test("local writes deliver item changes, and the list counts as modified")
    func changeEvents() async throws {
        let bed = try await ShoppingTestBed.start(user: nil)
        defer { Task { await bed.stop() } }
        let manager = bed.manager
        var lists = manager.listChanges().makeAsyncIterator()
        var items = manager.itemChanges().makeAsyncIterator()
        let list = try manager.createList(name: "Events")
        let created = await lists.next()
        #expect(created?.added.map(\.id) == [list.id])
        #expect(created?.origin == .local)
        let milk = try manager.addItem(toList: list.id, description: "Milk")
        #expect(await items.next()?.added.map(\.id) == [milk.id])
        #expect(await lists.next()?.modified.map(\.id) == [list.id])
        try manager.setTicked(true, itemID: milk.id)
        let ticked = await items.next()
        #expect(ticked?.modified.first?.tick == true)
        #expect(await lists.next()?.modified.map(\.id) == [list.id])
        // Removing a list reports the list only, not its items.
        try manager.removeList(id: list.id)
        let removed = await lists.next()
        #expect(removed?.removed.map(\.id) == [list.id])
        #expect(try manager.items(inList: list.id).isEmpty)
        let next = try manager.createList(name: "Next")
        let eggs = try manager.addItem(toList: next.id, description: "Eggs")
        // The next item event is the new item: the list's removal queued none.
        #expect(await items.next()?.added.map(\.id) == [eggs.id])
        #expect(try manager.lists().map(\.name) == ["Next"])
    }

    @Test("lists and items are ordered by previous_id chains, and moves relink them")
    func ordering() async throws {
        let bed = try await ShoppingTestBed.start(user: nil)
        defer { Task { await bed.stop() } }
        let manager = bed.manager
        let first = try manager.createList(name: "First")
        let second = try manager.createList(name: "Second")
        #expect(try manager.lists().map(\.name) == ["Second", "First"])
        try manager.moveList(id: second.id, to: 1)
        #expect(try manager.lists().map(\.name) == ["First", "Second"])
        for name in ["a", "b", "c", "d"] { try manager.addItem(toList: first.id, description: name) }
        #expect(try manager.descriptions(first.id) == ["d", "c", "b", "a"])
        let c = try #require(try manager.items(inList: first.id).first { $0.description == "c" })
        try manager.moveItem(id: c.id, to: 3)
        #expect(try manager.descriptions(first.id) == ["d", "b", "a", "c"])
        let b = try #require(try manager.items(inList: first.id).first { $0.description == "b" })
        try manager.removeItem(id: b.id)
        #expect(try manager.descriptions(first.id) == ["d", "a", "c"])
        // The chain is whole: each item points at the one before it.
        let items = try manager.items(inList: first.id)
        #expect(items.map(\.previousID) == [ShoppingList.firstPreviousID, items[0].id, items[1].id])
    }

    @Test("a second manager on the same file is an error, not a second writer")
    func oneManagerPerFile() async throws {
        let bed = try await ShoppingTestBed.start(user: nil)
        defer { Task { await bed.stop() } }
        let list = try bed.manager.createList(name: "Kept")
        let configuration = ShoppingListManagerConfiguration(databaseURL: bed.databaseURL, pollInterval: nil)
        #expect(throws: ShoppingListManagerError.databaseInUse(path: bed.databaseURL.path)) {
            _ = try ShoppingListManager(client: bed.client, configuration: configuration)
        }
        await bed.manager.close()
        #expect(throws: ShoppingListManagerError.closed) { try bed.manager.lists() }
        let reopened = try ShoppingListManager(client: bed.client, configuration: configuration)
        #expect(try reopened.lists().map(\.id) == [list.id])
        await reopened.close()
    }

    @Test("a corrupt database file is a typed error and is left in place")
    func corruptFile() async throws {
        let fake = try await FakeShoppingListServer.start()
        let client = ShoppingTestBed.makeClient(fake: fake)
        let directory = ShoppingTestBed.makeDirectory()
        defer {
            try? FileManager.default.removeItem(at: directory)
            Task { await fake.stop() }
        }
        let url = directory.appendingPathComponent("lists.sqlite")
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: url)
        let configuration = ShoppingListManagerConfiguration(databaseURL: url, pollInterval: nil)
        do {
            _ = try ShoppingListManager(client: client, configuration: configuration)
            Issue.record("a garbage file opened as a database")
        } catch {
            guard case .unreadableDatabase(let path, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(path == url.path)
        }
        #expect(try Data(contentsOf: url) == garbage)
        // The lock was released: once the user moves the file away, a manager opens a fresh database there.
        try FileManager.default.moveItem(at: url, to: directory.appendingPathComponent("saved.sqlite"))
        let manager = try ShoppingListManager(client: client, configuration: configuration)
        #expect(try manager.lists().isEmpty)
        await manager.close()
    }

    @Test("a path that cannot be a database file is a typed error")
    func unreadablePath() async throws {
        let fake = try await FakeShoppingListServer.start()
        let client = ShoppingTestBed.makeClient(fake: fake)
        let directory = ShoppingTestBed.makeDirectory()
        defer {
            try? FileManager.default.removeItem(at: directory)
            Task { await fake.stop() }
        }
        let url = directory.appendingPathComponent("folder.sqlite")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        #expect {
            _ = try ShoppingListManager(
                client: client, configuration: ShoppingListManagerConfiguration(databaseURL: url, pollInterval: nil))
        } throws: { error in
            guard case .unreadableDatabase = error as? ShoppingListManagerError else { return false }
            return true
        }
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }
}
