import Etilbudsavis
import EtilbudsavisShoppingLists
import FakeShoppingListServer
import Foundation
import Testing

/// Sync against the loopback fake with scripted faults: sending, retries, offline, `Retry-After`, session
/// expiry, slow replies and an edit made while an older version is in flight.
@Suite("Shopping lists: sync end to end")
struct SyncEndToEndTests {
    @Test("local changes reach the server in one cycle, and the server's copy is kept")
    func pushes() async throws {
        let bed = try await ShoppingTestBed.start()
        defer { Task { await bed.stop() } }
        let manager = bed.manager
        let list = try manager.createList(name: "Party")
        let chips = try manager.addItem(toList: list.id, description: "Chips")
        try manager.addItem(toList: list.id, description: "Soda")
        try manager.setTicked(true, itemID: chips.id)
        // One outbox entry per object, however often it changed: the list, Chips (added, relinked, ticked), Soda.
        #expect(try manager.pendingChangeCount() == 3)
        let report = await manager.syncNow()
        #expect(report.outcome == .synced)
        #expect(report.pending == 0)
        #expect(report.pulled)
        #expect(bed.fake.state.list(list.id)?["name"] as? String == "Party")
        let onServer = bed.fake.state.items(inList: list.id)
        #expect(Set(onServer.compactMap { $0["description"] as? String }) == ["Chips", "Soda"])
        #expect(onServer.first { $0["description"] as? String == "Chips" }?["tick"] as? Bool == true)
        // The owner share the server added is kept locally.
        #expect(try manager.shares(ofList: list.id).map(\.user.email) == ["ann@example.com"])
    }

    @Test("removals wait for the server; a removed list's items are not sent")
    func removals() async throws {
        let bed = try await ShoppingTestBed.start()
        defer { Task { await bed.stop() } }
        let manager = bed.manager
        let keep = try manager.createList(name: "Keep")
        let drop = try manager.createList(name: "Drop")
        let milk = try manager.addItem(toList: keep.id, description: "Milk")
        try manager.addItem(toList: drop.id, description: "Gone")
        await manager.syncNow()
        try manager.removeItem(id: milk.id)
        try manager.removeList(id: drop.id)
        #expect(try manager.item(id: milk.id) == nil)
        #expect(try manager.lists().map(\.id) == [keep.id])
        // The item's and the list's deletes, and Keep, which is now the first list.
        #expect(try manager.pendingChangeCount() == 3)
        #expect(try manager.list(id: keep.id)?.previousID == ShoppingList.firstPreviousID)
        let report = await manager.syncNow()
        #expect(report.outcome == .synced)
        #expect(bed.fake.state.items(inList: keep.id).isEmpty)
        #expect(bed.fake.state.list(drop.id) == nil)
        #expect(bed.fake.state.count("DELETE item") == 1)
        #expect(try manager.pendingChangeCount() == 0)
    }

    @Test("a refused connection is retried, then the manager is offline and keeps the change")
    func offline() async throws {
        let bed = try await ShoppingTestBed.start()
        defer { Task { await bed.stop() } }
        let list = try bed.manager.createList(name: "Offline")
        await bed.fake.goOffline()
        let report = await bed.manager.syncNow()
        #expect(report.outcome == .offline)
        #expect(report.pending == 1)
        try await bed.fake.comeOnline()
        #expect(await bed.manager.syncNow().outcome == .synced)
        #expect(bed.fake.state.list(list.id) != nil)
    }

    @Test("while offline the loop retries on the slow cycle of the clock")
    func offlineRetryCycle() async throws {
        let bed = try await ShoppingTestBed.start(pollInterval: nil)
        defer { Task { await bed.stop() } }
        let list = try bed.manager.createList(name: "Later")
        await bed.fake.goOffline()
        var reports = bed.manager.syncReports().makeAsyncIterator()
        bed.manager.start()
        #expect(await reports.next()?.outcome == .offline)
        try await bed.fake.comeOnline()
        await bed.clock.waitForSleepers(1)
        bed.clock.advance(by: 9)
        #expect(bed.fake.state.list(list.id) == nil)
        bed.clock.advance(by: 1)
        let retried = await reports.next()
        #expect(retried?.outcome == .synced)
        #expect(bed.fake.state.list(list.id) != nil)
    }

    @Test("5xx answers are retried a few times in a row")
    func serverErrors() async throws {
        let bed = try await ShoppingTestBed.start()
        defer { Task { await bed.stop() } }
        let list = try bed.manager.createList(name: "Flaky")
        bed.fake.state.fail(next: 4, with: .init(status: 500, method: "PUT"))
        let report = await bed.manager.syncNow()
        #expect(report.outcome == .synced)
        #expect(bed.fake.state.list(list.id) != nil)
        // More failures than attempts: offline, nothing lost.
        try bed.manager.renameList(id: list.id, to: "Flaky 2")
        bed.fake.state.fail(next: 5, with: .init(status: 502, code: 5010, method: "PUT"))
        #expect(await bed.manager.syncNow().outcome == .offline)
        #expect(try bed.manager.pendingChangeCount() == 1)
        #expect(await bed.manager.syncNow().outcome == .synced)
        #expect(bed.fake.state.list(list.id)?["name"] as? String == "Flaky 2")
    }

    @Test("error 2015 waits Retry-After through the client and resends")
    func retryAfter() async throws {
        let bed = try await ShoppingTestBed.start()
        defer { Task { await bed.stop() } }
        let list = try bed.manager.createList(name: "Busy")
        bed.fake.state.fail([.init(status: 500, code: 2015, retryAfter: "3", method: "PUT")])
        let report = await bed.manager.syncNow()
        #expect(report.outcome == .synced)
        #expect(bed.sleeps.waits.contains(.seconds(3)))
        #expect(bed.fake.state.list(list.id) != nil)
        #expect(bed.fake.state.count("PUT list") == 1)
    }

    @Test("a session that expires mid-sync is renewed and the sync goes on")
    func sessionExpiry() async throws {
        let bed = try await ShoppingTestBed.start()
        defer { Task { await bed.stop() } }
        let list = try bed.manager.createList(name: "Session")
        try bed.manager.addItem(toList: list.id, description: "One")
        let gate = bed.fake.state.hold(method: "PUT", pathSuffix: "/shoppinglists/\(list.id)")
        let sync = Task { await bed.manager.syncNow() }
        await gate.arrived()
        bed.fake.state.expireAllTokens()
        gate.release()
        let report = await sync.value
        #expect(report.outcome == .synced)
        #expect(bed.fake.state.items(inList: list.id).count == 1)
        #expect(bed.client.sessions.statistics.renewals == 1)
    }

    @Test("an edit made while an older version is in flight survives the response")
    func editDuringFlight() async throws {
        let bed = try await ShoppingTestBed.start()
        defer { Task { await bed.stop() } }
        let manager = bed.manager
        let list = try manager.createList(name: "Race")
        await manager.syncNow()
        let item = try manager.addItem(toList: list.id, description: "Apples")
        let gate = bed.fake.state.hold(method: "PUT", pathSuffix: "/items/\(item.id)")
        let sync = Task { await manager.sendPendingChanges() }
        await gate.arrived()
        try manager.setCount(5, itemID: item.id)
        gate.release()
        _ = await sync.value
        #expect(try manager.item(id: item.id)?.count == 5)
        // The newer version was sent after the older one.
        #expect(try manager.pendingChangeCount() == 0)
        #expect(bed.fake.state.items(inList: list.id).first?["count"] as? Int == 5)
    }

    @Test("an accepted change answered with another object stays pending and overwrites nothing")
    func answerForAnotherObject() async throws {
        let bed = try await ShoppingTestBed.start()
        defer { Task { await bed.stop() } }
        let manager = bed.manager
        let list = try manager.createList(name: "Confused")
        await manager.syncNow()
        bed.fake.state.answerItemPuts(withID: "someone-else")
        let item = try manager.addItem(toList: list.id, description: "Pears")
        let report = await manager.sendPendingChanges()
        #expect(report.lastFailure?.contains("someone-else") == true, "\(report)")
        // The edit is still waiting to be confirmed, and the answer's object was not stored.
        #expect(try manager.pendingChangeCount() == 1)
        #expect(try manager.item(id: "someone-else") == nil)
        #expect(try manager.items(inList: list.id).map(\.id) == [item.id])
        bed.fake.state.answerItemPuts(withID: nil)
        #expect(await manager.syncNow().outcome == .synced)
        #expect(try manager.pendingChangeCount() == 0)
        #expect(bed.fake.state.items(inList: list.id).map { $0["description"] as? String } == ["Pears"])
    }

    @Test("slow replies only slow the sync down")
    func slowReplies() async throws {
        let bed = try await ShoppingTestBed.start()
        defer { Task { await bed.stop() } }
        bed.fake.state.setReplyDelay(.milliseconds(30))
        let list = try bed.manager.createList(name: "Slow")
        for name in ["a", "b", "c"] { try bed.manager.addItem(toList: list.id, description: name) }
        let report = await bed.manager.syncNow()
        #expect(report.outcome == .synced)
        #expect(bed.fake.state.items(inList: list.id).count == 3)
    }

    @Test("pending changes of an earlier run are sent when the manager starts")
    func resendOnStart() async throws {
        let bed = try await ShoppingTestBed.start(pollInterval: nil)
        let list = try bed.manager.createList(name: "Before the crash")
        await bed.manager.close()
        let client = ShoppingTestBed.makeClient(fake: bed.fake)
        try await ShoppingTestBed.signIn(client, "ann@example.com")
        let restarted = try ShoppingListManager(
            client: client,
            configuration: ShoppingListManagerConfiguration(
                databaseURL: bed.databaseURL, pollInterval: nil, clock: bed.clock))
        #expect(try restarted.pendingChangeCount() == 1)
        var reports = restarted.syncReports().makeAsyncIterator()
        restarted.start()
        let first = await reports.next()
        #expect(first?.sent == 1)
        #expect(bed.fake.state.list(list.id) != nil)
        await restarted.close()
        await bed.fake.stop()
        try? FileManager.default.removeItem(at: bed.directory)
    }
}
