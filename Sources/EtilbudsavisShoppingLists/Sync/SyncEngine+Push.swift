import Etilbudsavis
import Foundation
import GRDB

extension SyncEngine {
    /// Sends the outbox of a user, oldest entry first; returns false when the cycle must stop (offline,
    /// user changed, store closed).
    func push(userID: Int, report: inout ShoppingListSyncReport) async -> Bool {
        var attemptsLeft = sendAttempts
        while true {
            guard isCurrent(userID) else {
                report.outcome = .userChanged
                return false
            }
            let next: OutboxEntry?
            do {
                next = try store.read { db in try Outbox.entries(db, owner: userID).first }
            } catch {
                report.outcome = .closed
                return false
            }
            guard let entry = next else { return true }
            do {
                try await send(entry, userID: userID)
                report.sent += 1
                attemptsLeft = sendAttempts
            } catch .unreachable(let reason) {
                report.lastFailure = reason
                attemptsLeft -= 1
                if attemptsLeft == 0 {
                    report.outcome = .offline
                    return false
                }
            } catch {
                report.lastFailure = error.description
                do {
                    try await revert(entry, userID: userID)
                    report.reverted += 1
                } catch .unreachable(let reason) {
                    report.lastFailure = reason
                    report.outcome = .offline
                    return false
                } catch {
                    // The server refused even to say what it has: drop the change; the next pull restores the
                    // server's state.
                    finish(userID) { db, _ in try Outbox.complete(entry, db) }
                    report.reverted += 1
                }
            }
        }
    }

    /// Sends one entry and, when the server accepted it, stores the server's answer, unless the object changed
    /// again meanwhile (then the newer change is sent next).
    private func send(_ entry: OutboxEntry, userID: Int) async throws(RemoteFailure) {
        switch (entry.kind, entry.operation) {
        case (.list, .put):
            guard let row = try? store.read({ db in try StoreRows.listRow(db, owner: userID, id: entry.objectID) }),
                row.state != .toDelete
            else {
                finish(userID) { db, _ in try Outbox.complete(entry, db) }
                return
            }
            let stored = try await remote.put(row.list, user: userID)
            finish(userID) { db, changes in
                guard try Outbox.complete(entry, db) else { return }
                try self.adopt(stored, sent: row.list, userID: userID, db, &changes)
            }
        case (.item, .put):
            guard let row = try? store.read({ db in try StoreRows.itemRow(db, owner: userID, id: entry.objectID) }),
                row.state != .toDelete
            else {
                finish(userID) { db, _ in try Outbox.complete(entry, db) }
                return
            }
            let stored = try await remote.put(row.item, user: userID)
            finish(userID) { db, changes in
                guard try Outbox.complete(entry, db) else { return }
                try self.adopt(stored, sent: row.item, userID: userID, db, &changes)
            }
        case (.list, .delete):
            try await remote.deleteList(id: entry.objectID, modified: Self.stamp(entry), user: userID)
            finish(userID) { db, _ in
                guard try Outbox.complete(entry, db) else { return }
                if let row = try StoreRows.listRow(db, owner: userID, id: entry.objectID), row.state == .toDelete {
                    try StoreRows.deleteList(id: entry.objectID, owner: userID, db)
                }
            }
        case (.item, .delete):
            try await remote.deleteItem(
                id: entry.objectID, listID: entry.listID, modified: Self.stamp(entry), user: userID)
            finish(userID) { db, _ in
                guard try Outbox.complete(entry, db) else { return }
                if let row = try StoreRows.itemRow(db, owner: userID, id: entry.objectID), row.state == .toDelete {
                    try StoreRows.deleteItem(id: entry.objectID, owner: userID, db)
                }
            }
        case (.share, .put):
            guard let payload = entry.payload,
                let share = try? JSONDecoder().decode(Share.self, from: Data(payload.utf8))
            else {
                finish(userID) { db, _ in try Outbox.complete(entry, db) }
                return
            }
            try await remote.put(share, listID: entry.listID, user: userID)
            finish(userID) { db, _ in try Outbox.complete(entry, db) }
        case (.share, .delete):
            try await remote.deleteShare(email: entry.objectID, listID: entry.listID, user: userID)
            finish(userID) { db, _ in try Outbox.complete(entry, db) }
        }
    }

    /// Replaces a refused change with the server's copy (or removes the object when the server has none).
    private func revert(_ entry: OutboxEntry, userID: Int) async throws(RemoteFailure) {
        switch entry.kind {
        case .list, .share:
            do {
                let server = try await remote.list(user: userID, id: entry.listID)
                let items = try await remote.items(user: userID, listID: entry.listID)
                finish(userID) { db, changes in
                    guard try Outbox.complete(entry, db) else { return }
                    try self.mergeLists([server], userID: userID, removeMissing: false, db, &changes)
                    try self.mergeItems(items, listID: entry.listID, userID: userID, db, &changes)
                }
            } catch .gone {
                finish(userID) { db, changes in
                    guard try Outbox.complete(entry, db) else { return }
                    if let row = try StoreRows.listRow(db, owner: userID, id: entry.listID) {
                        try StoreRows.deleteList(id: entry.listID, owner: userID, db)
                        try Outbox.dropItems(ofList: entry.listID, owner: userID, db)
                        if row.state != .toDelete { changes.removed(row.list) }
                    }
                }
            }
        case .item:
            do {
                let server = try await remote.item(user: userID, listID: entry.listID, id: entry.objectID)
                finish(userID) { db, changes in
                    guard try Outbox.complete(entry, db) else { return }
                    let local = try StoreRows.itemRow(db, owner: userID, id: entry.objectID)
                    try StoreRows.save(server, owner: userID, state: .synced, db)
                    if let local, local.state != .toDelete {
                        if local.item != server { changes.modified(server) }
                    } else {
                        changes.added(server)
                    }
                }
            } catch .gone {
                finish(userID) { db, changes in
                    guard try Outbox.complete(entry, db) else { return }
                    if let row = try StoreRows.itemRow(db, owner: userID, id: entry.objectID) {
                        try StoreRows.deleteItem(id: entry.objectID, owner: userID, db)
                        if row.state != .toDelete { changes.removed(row.item) }
                    }
                }
            }
        }
    }

    /// Stores the server's copy of a list that was just accepted; keeps what the server leaves out.
    private func adopt(
        _ server: ShoppingList, sent: ShoppingList, userID: Int, _ db: Database, _ changes: inout ChangeSet
    ) throws {
        var stored = server
        if stored.previousID == nil { stored.previousID = sent.previousID }
        if stored.shares == nil { stored.shares = sent.shares }
        try StoreRows.save(stored, owner: userID, state: .synced, db)
        if stored != sent { changes.modified(stored) }
    }

    /// Stores the server's copy of an item that was just accepted; keeps what the server leaves out.
    private func adopt(
        _ server: ShoppingListItem, sent: ShoppingListItem, userID: Int, _ db: Database, _ changes: inout ChangeSet
    ) throws {
        var stored = server
        if stored.previousID == nil { stored.previousID = sent.previousID }
        try StoreRows.save(stored, owner: userID, state: .synced, db)
        if stored != sent { changes.modified(stored) }
    }

    /// Runs a server-side update of the store in one transaction and delivers its changes; returns why the
    /// write failed (nothing was changed then), or `nil`.
    ///
    /// A push whose completion is not written keeps its outbox entry and sends it again; a pull checks the
    /// result, so that what it could not store is downloaded again.
    @discardableResult
    func finish(_ owner: Int, _ body: (Database, inout ChangeSet) throws -> Void) -> ShoppingListManagerError? {
        let changes: ChangeSet
        do {
            changes = try store.write { db in
                var changes = ChangeSet(origin: .server)
                try body(db, &changes)
                changes.markListsOfChangedItems { id in
                    (try? StoreRows.listRow(db, owner: owner, id: id))?.list
                }
                return changes
            }
        } catch {
            return error
        }
        if !changes.isEmpty { publish(changes) }
        return nil
    }

    private static func stamp(_ entry: OutboxEntry) -> Date {
        Date(timeIntervalSince1970: entry.payload.flatMap(Double.init) ?? 0)
    }
}
