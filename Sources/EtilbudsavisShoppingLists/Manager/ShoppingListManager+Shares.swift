import Etilbudsavis
import Foundation
import GRDB

extension ShoppingListManager {
    /// Who a list is shared with, the owner included, as last synced or changed here.
    public func shares(ofList listID: String) throws(ShoppingListManagerError) -> [Share] {
        guard let list = try list(id: listID) else { throw ShoppingListManagerError.noSuchList(listID) }
        return list.shares ?? []
    }

    /// Invites a user to a list (or changes their access); the invitation e-mail links to `acceptURL`.
    @discardableResult
    public func share(
        listID: String, with email: String, name: String? = nil, access: ShareAccess = .readWrite,
        acceptURL: String? = nil
    ) throws(ShoppingListManagerError) -> Share {
        try write { db, context, changes in
            guard let row = try StoreRows.listRow(db, owner: context.owner, id: listID), row.state != .toDelete else {
                throw ShoppingListManagerError.noSuchList(listID)
            }
            let share = Share(
                user: ShareUser(email: email, name: name), access: access, accepted: false, acceptURL: acceptURL)
            var list = row.list
            var shares = list.shares ?? []
            shares.removeAll { $0.user.email.lowercased() == email.lowercased() }
            shares.append(share)
            list.shares = shares
            try StoreRows.save(list, owner: context.owner, state: row.state, db)
            if context.syncs {
                let payload = try JSONEncoder().encode(share)
                try Outbox.enqueue(
                    .share, .put, objectID: email, listID: listID, owner: context.owner,
                    payload: String(decoding: payload, as: UTF8.self), db)
            }
            changes.modified(list)
            return share
        }
    }

    /// Stops sharing a list with a user.
    ///
    /// Removing your own share leaves the list: it and its items go away locally at once, and the server is told.
    public func removeShare(listID: String, email: String) throws(ShoppingListManagerError) {
        try write { db, context, changes in
            guard let row = try StoreRows.listRow(db, owner: context.owner, id: listID), row.state != .toDelete else {
                throw ShoppingListManagerError.noSuchList(listID)
            }
            let isOwn = context.user.map { $0.email.lowercased() == email.lowercased() } ?? false
            if isOwn {
                let remaining = try StoreRows.lists(db, owner: context.owner).orderedByPreviousID()
                    .filter { $0.id != listID }
                try StoreRows.deleteList(id: listID, owner: context.owner, db)
                try Outbox.dropItems(ofList: listID, owner: context.owner, db)
                if let pending = try Outbox.entry(
                    db, owner: context.owner, kind: .list, objectID: listID, listID: listID)
                {
                    try Outbox.complete(pending, db)
                }
                changes.removed(row.list)
                try relinkLocally(remaining, context, db, &changes)
            } else {
                var list = row.list
                list.shares?.removeAll { $0.user.email.lowercased() == email.lowercased() }
                try StoreRows.save(list, owner: context.owner, state: row.state, db)
                changes.modified(list)
            }
            if context.syncs {
                try Outbox.enqueue(.share, .delete, objectID: email, listID: listID, owner: context.owner, db)
            }
        }
    }

    /// Relinks the lists left after leaving one, locally only: the other lists' order on the server is the
    /// owners' business, and this user's view is rebuilt from the server on the next poll.
    private func relinkLocally(
        _ ordered: [ShoppingList], _ context: WriteContext, _ db: Database, _ changes: inout ChangeSet
    ) throws {
        for list in ordered.relinkedInOrder() {
            guard let row = try StoreRows.listRow(db, owner: context.owner, id: list.id),
                row.list.previousID != list.previousID
            else { continue }
            try StoreRows.save(list, owner: context.owner, state: row.state, db)
            changes.modified(list)
        }
    }
}
