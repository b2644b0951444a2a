import Etilbudsavis
import Foundation
import GRDB

extension SyncEngine {
    /// Downloads the user's lists, merges them, then downloads and merges the items of every list that is new
    /// or whose `modified` stamp moved (of every list on the first pull and every `fullRefreshEvery`th).
    func pull(userID: Int, report: inout ShoppingListSyncReport) async {
        let answer: [ShoppingList]
        do {
            answer = try await remote.lists(user: userID)
        } catch {
            note(error, in: &report)
            return
        }
        guard isCurrent(userID) else {
            report.outcome = .userChanged
            return
        }
        pullCount += 1
        let usableLists = ServerObjects(answer, kind: "list", id: \.id)
        let lists = usableLists.kept
        var leftOut = usableLists.failure
        let everything = pullCount == 1 || pullCount % fullRefreshEvery == 0
        let listsFailure = finish(userID) { db, changes in
            try self.mergeLists(lists, userID: userID, removeMissing: true, db, &changes)
        }
        if let listsFailure { return noteStoreFailure(listsFailure, in: &report) }
        let stamps = Dictionary(lists.map { ($0.id, $0.modified) }, uniquingKeysWith: { first, _ in first })
        downloadedStamps = downloadedStamps.filter { stamps[$0.key] != nil }
        let wanted = lists.map(\.id).filter { everything || downloadedStamps[$0] != stamps[$0] }
        for listID in wanted {
            let items: [ShoppingListItem]
            do {
                let usableItems = ServerObjects(
                    try await remote.items(user: userID, listID: listID), kind: "item", id: \.id)
                items = usableItems.kept
                leftOut = leftOut ?? usableItems.failure
            } catch .gone {
                continue
            } catch {
                note(error, in: &report)
                return
            }
            guard isCurrent(userID) else {
                report.outcome = .userChanged
                return
            }
            let itemsFailure = finish(userID) { db, changes in
                try self.mergeItems(items, listID: listID, userID: userID, db, &changes)
            }
            // Only stored items count as downloaded: the list's items are fetched again next cycle otherwise.
            if let itemsFailure { return noteStoreFailure(itemsFailure, in: &report) }
            downloadedStamps[listID] = stamps[listID]
        }
        report.pulled = true
        if let leftOut { report.lastFailure = leftOut }
    }

    /// Ends a pull whose merge could not be written: nothing counts as pulled, so the next cycle downloads
    /// again what was not stored.
    private func noteStoreFailure(_ error: ShoppingListManagerError, in report: inout ShoppingListSyncReport) {
        report.lastFailure = "the server's state could not be stored: \(error)"
    }

    private func note(_ error: RemoteFailure, in report: inout ShoppingListSyncReport) {
        report.lastFailure = error.description
        if case .unreachable = error { report.outcome = .offline }
    }

    /// Merges the server's lists: new ones are added, changed ones replaced, and (with `removeMissing`) lists the
    /// server no longer has for the user are removed with their items.
    ///
    /// Lists with a change waiting are left alone.
    func mergeLists(
        _ server: [ShoppingList], userID: Int, removeMissing: Bool, _ db: Database, _ changes: inout ChangeSet
    ) throws {
        let pending = try Outbox.pendingIDs(db, owner: userID, kind: .list)
            .union(try Outbox.pendingListIDs(db, owner: userID, kind: .share))
        let local = Dictionary(
            try StoreRows.listRows(db, owner: userID).map { ($0.list.id, $0) }, uniquingKeysWith: { first, _ in first })
        for var list in server {
            let existing = local[list.id]
            if pending.contains(list.id) || (existing.map { $0.state != .synced } ?? false) { continue }
            if list.previousID == nil { list.previousID = existing?.list.previousID }
            guard let existing else {
                try StoreRows.save(list, owner: userID, state: .synced, db)
                changes.added(list)
                continue
            }
            if existing.list != list {
                try StoreRows.save(list, owner: userID, state: .synced, db)
                changes.modified(list)
            }
        }
        guard removeMissing else { return }
        let onServer = Set(server.map(\.id))
        for (id, row) in local where !onServer.contains(id) && row.state == .synced && !pending.contains(id) {
            try StoreRows.deleteList(id: id, owner: userID, db)
            try Outbox.dropItems(ofList: id, owner: userID, db)
            changes.removed(row.list)
        }
    }

    /// Merges the server's items of a list: new ones are added, changed ones replaced, missing ones removed;
    /// items with a change waiting are left alone (an item added while the request was in flight stays).
    func mergeItems(
        _ server: [ShoppingListItem], listID: String, userID: Int, _ db: Database, _ changes: inout ChangeSet
    ) throws {
        guard let list = try StoreRows.listRow(db, owner: userID, id: listID), list.state == .synced else { return }
        let pending = try Outbox.pendingIDs(db, owner: userID, kind: .item)
        let local = Dictionary(
            try StoreRows.itemRows(db, owner: userID, listID: listID).map { ($0.item.id, $0) },
            uniquingKeysWith: { first, _ in first })
        for var item in server {
            item.shoppingListID = listID
            let existing = local[item.id]
            if pending.contains(item.id) || (existing.map { $0.state != .synced } ?? false) { continue }
            if item.previousID == nil { item.previousID = existing?.item.previousID }
            guard let existing else {
                // An item of another list moved here: take it over.
                try StoreRows.save(item, owner: userID, state: .synced, db)
                changes.added(item)
                continue
            }
            if existing.item != item {
                try StoreRows.save(item, owner: userID, state: .synced, db)
                changes.modified(item)
            }
        }
        let onServer = Set(server.map(\.id))
        for (id, row) in local where !onServer.contains(id) && row.state == .synced && !pending.contains(id) {
            try StoreRows.deleteItem(id: id, owner: userID, db)
            changes.removed(row.item)
        }
    }
}
