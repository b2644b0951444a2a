import Etilbudsavis
import Foundation
import GRDB

/// The building blocks of local writes: store a row and, for a user, its outbox record, in the caller's
/// transaction; keep `previous_id` chains linked.
enum LocalWrites {
    /// Stores a list; for a user it becomes `toSync` and its `PUT` is recorded.
    static func save(_ list: ShoppingList, _ context: WriteContext, _ db: Database) throws {
        guard context.syncs else {
            try StoreRows.save(list, owner: context.owner, state: .synced, db)
            return
        }
        try StoreRows.save(list, owner: context.owner, state: .toSync, db)
        try Outbox.enqueue(.list, .put, objectID: list.id, listID: list.id, owner: context.owner, db)
    }

    /// Stores an item; for a user it becomes `toSync` and its `PUT` is recorded.
    static func save(_ item: ShoppingListItem, _ context: WriteContext, _ db: Database) throws {
        guard context.syncs else {
            try StoreRows.save(item, owner: context.owner, state: .synced, db)
            return
        }
        try StoreRows.save(item, owner: context.owner, state: .toSync, db)
        try Outbox.enqueue(.item, .put, objectID: item.id, listID: item.shoppingListID, owner: context.owner, db)
    }

    /// Moves a list's `modified` to the write's stamp without sending it: the server stamps a list itself
    /// when its items change (the Android SDK does the same).
    static func touchList(id: String, _ context: WriteContext, _ db: Database) throws {
        try StoreRows.touchList(id: id, owner: context.owner, at: context.now, db)
    }

    /// Removes a list: for a user it is hidden until the server confirms its `DELETE`; without one it is gone at once.
    ///
    /// Its items are removed locally either way (the server removes them with the list).
    static func remove(_ list: ShoppingList, _ context: WriteContext, _ db: Database) throws {
        try StoreRows.deleteList(id: list.id, owner: context.owner, db)
        guard context.syncs else { return }
        try Outbox.dropItems(ofList: list.id, owner: context.owner, db)
        try StoreRows.save(list, owner: context.owner, state: .toDelete, db)
        try Outbox.enqueue(
            .list, .delete, objectID: list.id, listID: list.id, owner: context.owner,
            payload: String(list.modified.timeIntervalSince1970), db)
    }

    /// Removes an item: for a user it is hidden until the server confirms its `DELETE`; without one it is gone
    /// at once.
    static func remove(_ item: ShoppingListItem, _ context: WriteContext, _ db: Database) throws {
        guard context.syncs else {
            try StoreRows.deleteItem(id: item.id, owner: context.owner, db)
            return
        }
        try StoreRows.save(item, owner: context.owner, state: .toDelete, db)
        try Outbox.enqueue(
            .item, .delete, objectID: item.id, listID: item.shoppingListID, owner: context.owner,
            payload: String(item.modified.timeIntervalSince1970), db)
    }

    /// Stores the objects of a reordered chain whose `previous_id` changed, and reports them.
    static func relink<T: PreviousIDLinked & Hashable>(
        _ ordered: [T], before: [String: String?], _ context: WriteContext, _ db: Database,
        save: (T) throws -> Void
    ) rethrows -> [T] {
        var changed: [T] = []
        for element in ordered.relinkedInOrder() where before[element.id] != .some(element.previousID) {
            try save(element)
            changed.append(element)
        }
        return changed
    }
}
