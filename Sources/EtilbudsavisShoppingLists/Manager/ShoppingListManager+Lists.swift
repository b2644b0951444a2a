import Etilbudsavis
import Foundation
import GRDB

extension ShoppingListManager {
    /// Creates a list with a new client id at the top of the lists, owned by the attached user.
    @discardableResult
    public func createList(name: String, type: ShoppingListType? = nil) throws(ShoppingListManagerError)
        -> ShoppingList
    {
        try write { db, context, changes in
            var list = ShoppingList.makeNew(name: name, type: type, modified: context.now)
            if let user = context.user, context.syncs {
                list.shares = [
                    Share(user: ShareUser(email: user.email, name: user.name), access: .owner, accepted: true)
                ]
            }
            try LocalWrites.save(list, context, db)
            changes.added(list)
            try relinkLists(putting: list, at: 0, context, db, &changes)
            return try StoreRows.listRow(db, owner: context.owner, id: list.id)?.list ?? list
        }
    }

    /// Inserts or updates a list by id, stamping `modified` with now; a new list goes to the top.
    @discardableResult
    public func update(_ list: ShoppingList) throws(ShoppingListManagerError) -> ShoppingList {
        guard ShoppingList.isUsableID(list.id) else { throw ShoppingListManagerError.invalid(.invalidID(list.id)) }
        return try write { db, context, changes in
            var updated = list.touched(at: context.now)
            if let existing = try StoreRows.listRow(db, owner: context.owner, id: list.id),
                existing.state != .toDelete
            {
                try Self.checkWritable(existing.list, context)
                if updated.shares == nil { updated.shares = existing.list.shares }
                try LocalWrites.save(updated, context, db)
                changes.modified(updated)
            } else {
                if updated.previousID == nil { updated.previousID = ShoppingList.firstPreviousID }
                try LocalWrites.save(updated, context, db)
                changes.added(updated)
                try relinkLists(putting: updated, at: 0, context, db, &changes)
            }
            return updated
        }
    }

    /// Renames a list.
    @discardableResult
    public func renameList(id: String, to name: String) throws(ShoppingListManagerError) -> ShoppingList {
        guard var list = try list(id: id) else { throw ShoppingListManagerError.noSuchList(id) }
        list.name = name
        return try update(list)
    }

    /// Removes a list and its items: for a user the list stays hidden until the server confirms the delete; without a
    /// user it is gone at once.
    ///
    /// Only the list is reported removed.
    public func removeList(id: String) throws(ShoppingListManagerError) {
        try write { db, context, changes in
            guard let row = try StoreRows.listRow(db, owner: context.owner, id: id), row.state != .toDelete else {
                throw ShoppingListManagerError.noSuchList(id)
            }
            let remaining = try StoreRows.lists(db, owner: context.owner).orderedByPreviousID().filter { $0.id != id }
            try LocalWrites.remove(row.list, context, db)
            changes.removed(row.list)
            try relink(lists: remaining, context, db, &changes)
        }
    }

    /// Moves a list to a position among the lists (0 is the top).
    public func moveList(id: String, to index: Int) throws(ShoppingListManagerError) {
        try write { db, context, changes in
            guard let row = try StoreRows.listRow(db, owner: context.owner, id: id), row.state != .toDelete else {
                throw ShoppingListManagerError.noSuchList(id)
            }
            try relinkLists(putting: row.list, at: index, context, db, &changes)
        }
    }

    /// Puts a list at a position of the visible lists and stores every list whose `previous_id` changed.
    func relinkLists(
        putting list: ShoppingList, at index: Int, _ context: WriteContext, _ db: Database,
        _ changes: inout ChangeSet
    ) throws {
        var ordered = try StoreRows.lists(db, owner: context.owner).orderedByPreviousID().filter { $0.id != list.id }
        ordered.insert(list, at: min(max(0, index), ordered.count))
        try relink(lists: ordered, context, db, &changes)
    }

    private func relink(
        lists ordered: [ShoppingList], _ context: WriteContext, _ db: Database, _ changes: inout ChangeSet
    ) throws {
        let before = Dictionary(uniqueKeysWithValues: ordered.map { ($0.id, $0.previousID) })
        let changed = try LocalWrites.relink(ordered, before: before, context, db) { list in
            try LocalWrites.save(list.touched(at: context.now), context, db)
        }
        let reported = Set((changes.lists.added + changes.lists.removed).map(\.id))
        for list in changed {
            let stored = list.touched(at: context.now)
            if let index = changes.lists.added.firstIndex(where: { $0.id == list.id }) {
                changes.lists.added[index] = stored
            } else if !reported.contains(list.id) {
                changes.modified(stored)
            }
        }
    }

    /// Throws when the attached user may only read the list.
    static func checkWritable(_ list: ShoppingList, _ context: WriteContext) throws {
        guard context.syncs, let email = context.user?.email.lowercased() else { return }
        if let share = list.shares?.first(where: { $0.user.email.lowercased() == email }), share.access == .readOnly {
            throw ShoppingListManagerError.readOnlyList(list.id)
        }
    }
}
