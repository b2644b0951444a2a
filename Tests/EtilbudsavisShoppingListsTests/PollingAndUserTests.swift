import Etilbudsavis
import EtilbudsavisShoppingLists
import FakeShoppingListServer
import Foundation
import Testing

/// Polling (driven by the manual clock), users: read permission, switching, userless migration, leaving a
/// shared list.
@Suite("Shopping lists: polling and users")
struct PollingAndUserTests {
    @Test("an edit made on another device arrives through polling, as server changes")
    func pollingBringsServerEdits() async throws {
        let bed = try await ShoppingTestBed.start(pollInterval: .seconds(6))
        defer { Task { await bed.stop() } }
        let manager = bed.manager
        let list = try manager.createList(name: "Shared")
        let milk = try manager.addItem(toList: list.id, description: "Milk")
        var reports = manager.syncReports().makeAsyncIterator()
        manager.start()
        #expect(await reports.next()?.outcome == .synced)
        var items = manager.itemChanges().makeAsyncIterator()
        var lists = manager.listChanges().makeAsyncIterator()
        bed.fake.state.editItem(id: milk.id, modified: bed.clock.now().addingTimeInterval(60)) { $0["tick"] = true }
        await bed.clock.waitForSleepers(1)
        bed.clock.advance(by: 6)
        let poll = await reports.next()
        #expect(poll?.pulled == true)
        let change = await items.next()
        #expect(change?.origin == .server)
        #expect(change?.modified.map(\.id) == [milk.id])
        #expect(change?.modified.first?.tick == true)
        // The list's stamp moved with it, and the list counts as modified.
        let listChange = await lists.next()
        #expect(listChange?.modified.map(\.id) == [list.id])
        #expect(try manager.item(id: milk.id)?.tick == true)
    }

    @Test("no pull while local changes are unsent; a local edit is never overwritten by a pull")
    func noPullWhilePending() async throws {
        let bed = try await ShoppingTestBed.start()
        defer { Task { await bed.stop() } }
        let manager = bed.manager
        let list = try manager.createList(name: "Mine")
        let bread = try manager.addItem(toList: list.id, description: "Bread")
        await manager.syncNow()
        let pullsBefore = bed.fake.state.count("GET lists")
        try manager.setCount(3, itemID: bread.id)
        bed.fake.state.editItem(id: bread.id, modified: bed.clock.now().addingTimeInterval(60)) { $0["count"] = 9 }
        bed.fake.state.fail(next: 5, with: .init(status: 500, method: "PUT"))
        let report = await manager.syncNow()
        #expect(report.outcome == .offline)
        #expect(report.pulled == false)
        #expect(bed.fake.state.count("GET lists") == pullsBefore)
        #expect(try manager.item(id: bread.id)?.count == 3)
        // Once sent, the local edit is what the server has.
        #expect(await manager.syncNow().outcome == .synced)
        #expect(bed.fake.state.items(inList: list.id).first?["count"] as? Int == 3)
    }

    @Test("with polling off, or without read permission, the server is not polled")
    func pollingOffAndPermission() async throws {
        let bed = try await ShoppingTestBed.start(pollInterval: nil)
        defer { Task { await bed.stop() } }
        var reports = bed.manager.syncReports().makeAsyncIterator()
        bed.manager.start()
        #expect(await reports.next()?.pulled == true)
        bed.clock.advance(by: 3600)
        #expect(bed.clock.sleeperCount == 0)
        await bed.manager.sendPendingChanges()
        #expect(bed.fake.state.count("GET lists") == 1)
        #expect(await bed.manager.pollInterval == nil)

        bed.fake.state.revokeReadPermission(ofUser: 42)
        try await ShoppingTestBed.signIn(bed.client, "bob@example.com")
        let list = try bed.manager.createList(name: "Write only")
        let report = await bed.manager.syncNow()
        #expect(report.pulled == false)
        #expect(report.sent == 1)
        #expect(bed.fake.state.list(list.id) != nil)
        #expect(bed.fake.state.count("GET lists") == 1)
    }

    @Test("the poll rate changes at once while the loop runs, and turns off and on again")
    func adjustablePollRate() async throws {
        let bed = try await ShoppingTestBed.start(pollInterval: nil)
        defer { Task { await bed.stop() } }
        var reports = bed.manager.syncReports().makeAsyncIterator()
        bed.manager.start()
        #expect(await reports.next()?.pulled == true)
        let pulls = bed.fake.state.count("GET lists")
        // On: the loop now waits 30 s of the clock, no less.
        await bed.manager.setPollInterval(.seconds(30))
        await bed.clock.waitForSleepers(1)
        bed.clock.advance(by: 29)
        #expect(bed.clock.sleeperCount == 1)
        #expect(bed.fake.state.count("GET lists") == pulls)
        bed.clock.advance(by: 1)
        while let report = await reports.next(), !report.pulled {}
        #expect(bed.fake.state.count("GET lists") == pulls + 1)
        // Off: no timer is left, and no time brings a poll.
        // (The change wakes the loop for one cycle without a pull; its timer is cancelled before that cycle.)
        await bed.manager.setPollInterval(nil)
        #expect(await reports.next()?.pulled == false)
        #expect(bed.clock.sleeperCount == 0)
        bed.clock.advance(by: 3600)
        await bed.manager.sendPendingChanges()
        #expect(bed.fake.state.count("GET lists") == pulls + 1)
        #expect(await bed.manager.pollInterval == nil)
        // On again, at another rate.
        await bed.manager.setPollInterval(.seconds(10))
        await bed.clock.waitForSleepers(1)
        bed.clock.advance(by: 10)
        while let report = await reports.next(), !report.pulled {}
        #expect(bed.fake.state.count("GET lists") == pulls + 2)
    }

    @Test("a different user clears the user store and loads that user's lists")
    func userSwitch() async throws {
        let bed = try await ShoppingTestBed.start()
        defer { Task { await bed.stop() } }
        let manager = bed.manager
        let annList = try manager.createList(name: "Ann's")
        await manager.syncNow()
        let unsent = try manager.createList(name: "Ann's unsent")
        bed.fake.state.seedList(id: "bob-list", name: "Bob's", ownerID: 42, modified: bed.clock.now())
        bed.fake.state.seedItem(id: "bob-item", listID: "bob-list", description: "Beer", modified: bed.clock.now())
        try await ShoppingTestBed.signIn(bed.client, "bob@example.com")
        // Reads follow the attached user at once.
        #expect(try manager.lists().isEmpty)
        let report = await manager.syncNow()
        #expect(report.userID == 42)
        #expect(try manager.lists().map(\.id) == ["bob-list"])
        #expect(try manager.descriptions("bob-list") == ["Beer"])
        // Back to Ann: her store was cleared (her unsent list is lost, as documented) and reloaded.
        try await ShoppingTestBed.signIn(bed.client, "ann@example.com")
        #expect(try manager.lists().isEmpty)
        await manager.syncNow()
        #expect(try manager.lists().map(\.id) == [annList.id])
        #expect(bed.fake.state.list(unsent.id) == nil)
    }

    @Test("userless lists move to the user's store and reach the server")
    func userlessMigration() async throws {
        let bed = try await ShoppingTestBed.start(user: nil)
        defer { Task { await bed.stop() } }
        let manager = bed.manager
        let list = try manager.createList(name: "Before sign-in")
        try manager.addItem(toList: list.id, description: "Tea")
        try manager.addItem(toList: list.id, description: "Honey")
        #expect(await manager.syncNow().outcome == .noUser)
        try await ShoppingTestBed.signIn(bed.client, "ann@example.com")
        #expect(try manager.lists().isEmpty)
        #expect(try manager.userlessLists().map(\.id) == [list.id])
        // With ignoresAttachedUser the userless store stays in use and nothing syncs.
        manager.ignoresAttachedUser = true
        #expect(try manager.lists().map(\.id) == [list.id])
        #expect(await manager.syncNow().outcome == .noUser)
        manager.ignoresAttachedUser = false
        #expect(try manager.migrateUserlessLists() == 1)
        #expect(try manager.userlessLists().isEmpty)
        #expect(try manager.descriptions(list.id) == ["Honey", "Tea"])
        #expect(await manager.syncNow().outcome == .synced)
        #expect(bed.fake.state.listIDs(visibleTo: 41) == [list.id])
        #expect(
            Set(bed.fake.state.items(inList: list.id).compactMap { $0["description"] as? String }) == ["Tea", "Honey"])
    }

    @Test("sharing a list sends the invitation; leaving a shared list removes it here and on the server")
    func shares() async throws {
        let bed = try await ShoppingTestBed.start()
        defer { Task { await bed.stop() } }
        let manager = bed.manager
        let mine = try manager.createList(name: "Mine")
        try manager.share(
            listID: mine.id, with: "cat@example.com", access: .readWrite, acceptURL: "https://example.com/accept")
        await manager.syncNow()
        let shares = bed.fake.state.list(mine.id)?["shares"] as? [[String: Any]] ?? []
        #expect(
            shares.contains {
                ($0["user"] as? [String: Any])?["email"] as? String == "cat@example.com"
                    && $0["accept_url"] as? String == "https://example.com/accept"
            })

        bed.fake.state.seedList(id: "bobs", name: "Bob's party", ownerID: 42, modified: bed.clock.now())
        bed.fake.state.addShare(listID: "bobs", email: "ann@example.com")
        await manager.syncNow()
        #expect(try manager.lists().map(\.id).contains("bobs"))
        var lists = manager.listChanges().makeAsyncIterator()
        try manager.removeShare(listID: "bobs", email: "ann@example.com")
        #expect(await lists.next()?.removed.map(\.id) == ["bobs"])
        #expect(try manager.list(id: "bobs") == nil)
        await manager.syncNow()
        #expect(bed.fake.state.listIDs(visibleTo: 41) == [mine.id])
        #expect(bed.fake.state.list("bobs") != nil)
        #expect(try manager.lists().map(\.id) == [mine.id])
    }

    @Test("a read-only share refuses local edits")
    func readOnlyShare() async throws {
        let bed = try await ShoppingTestBed.start()
        defer { Task { await bed.stop() } }
        bed.fake.state.seedList(id: "ro", name: "Look only", ownerID: 42, modified: bed.clock.now())
        bed.fake.state.addShare(listID: "ro", email: "ann@example.com", access: "r")
        await bed.manager.syncNow()
        #expect(throws: ShoppingListManagerError.readOnlyList("ro")) {
            try bed.manager.addItem(toList: "ro", description: "Sneaky")
        }
    }

    @Test("two devices inserting at the top concurrently end with the same order, every item once")
    func concurrentInserts() async throws {
        let bedA = try await ShoppingTestBed.start()
        defer { Task { await bedA.stop() } }
        let clientB = ShoppingTestBed.makeClient(fake: bedA.fake)
        try await ShoppingTestBed.signIn(clientB, "ann@example.com")
        let directoryB = ShoppingTestBed.makeDirectory()
        let deviceB = try ShoppingListManager(
            client: clientB,
            configuration: ShoppingListManagerConfiguration(
                databaseURL: directoryB.appendingPathComponent("b.sqlite"), pollInterval: nil, clock: bedA.clock))
        defer {
            Task {
                await deviceB.close()
                try? FileManager.default.removeItem(at: directoryB)
            }
        }
        let deviceA = bedA.manager
        let list = try deviceA.createList(name: "Together")
        try deviceA.addItem(toList: list.id, description: "base")
        await deviceA.syncNow()
        await deviceB.syncNow()
        #expect(try deviceB.descriptions(list.id) == ["base"])
        // Both insert at the top without seeing each other.
        try deviceA.addItem(toList: list.id, description: "from A")
        bedA.clock.advance(by: 1)
        try deviceB.addItem(toList: list.id, description: "from B")
        bedA.clock.advance(by: 1)
        await deviceA.syncNow()
        await deviceB.syncNow()
        await deviceA.syncNow()
        let orderA = try deviceA.descriptions(list.id)
        let orderB = try deviceB.descriptions(list.id)
        #expect(orderA == orderB)
        #expect(orderA.sorted() == ["base", "from A", "from B"])
        #expect(bedA.fake.state.items(inList: list.id).count == 3)
    }
}
