import APIRuntime
import Etilbudsavis
import Foundation
import GRDB

/// Reads and writes list and item rows; every function runs inside a caller's read or write transaction.
///
/// `state` is a ``ShoppingListSyncState``: rows in ``ShoppingListSyncState/toDelete`` are hidden from reads
/// until the server confirms the delete.
enum StoreRows {
    private static let listColumns = "id, ern, name, access, modified, previous_id, type, meta, shares, state"
    private static let itemColumns =
        "id, list_id, ern, description, count, tick, offer_id, creator, modified, previous_id, meta, state"

    // MARK: Lists

    /// The visible lists of an owner (not marked for deletion), in no particular order.
    static func lists(_ db: Database, owner: Int) throws -> [ShoppingList] {
        try Row.fetchAll(
            db, sql: "SELECT \(listColumns) FROM list WHERE owner = ? AND state != ?",
            arguments: [owner, ShoppingListSyncState.toDelete.rawValue]
        ).map { decodeList($0).list }
    }

    /// Every list row of an owner with its state, deleted ones included.
    static func listRows(_ db: Database, owner: Int) throws -> [(list: ShoppingList, state: ShoppingListSyncState)] {
        try Row.fetchAll(db, sql: "SELECT \(listColumns) FROM list WHERE owner = ?", arguments: [owner])
            .map(decodeList)
    }

    /// One list row with its state, deleted or not.
    static func listRow(_ db: Database, owner: Int, id: String) throws -> (
        list: ShoppingList, state: ShoppingListSyncState
    )? {
        try Row.fetchOne(
            db, sql: "SELECT \(listColumns) FROM list WHERE owner = ? AND id = ?", arguments: [owner, id]
        ).map(decodeList)
    }

    /// Inserts or replaces a list row.
    static func save(_ list: ShoppingList, owner: Int, state: ShoppingListSyncState, _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT OR REPLACE INTO list (owner, id, ern, name, access, modified, previous_id, type, meta, shares, state)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                owner, list.id, list.ern?.rawValue, list.name, list.access.rawValue,
                list.modified.timeIntervalSince1970, list.previousID, list.type?.rawValue, text(list.meta),
                sharesText(list.shares), state.rawValue,
            ])
    }

    /// Deletes a list row and every item row of the list.
    static func deleteList(id: String, owner: Int, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM list WHERE owner = ? AND id = ?", arguments: [owner, id])
        try db.execute(sql: "DELETE FROM item WHERE owner = ? AND list_id = ?", arguments: [owner, id])
    }

    private static func decodeList(_ row: Row) -> (list: ShoppingList, state: ShoppingListSyncState) {
        let list = ShoppingList(
            id: row[0], ern: (row[1] as String?).flatMap { ERN($0) }, name: row[2],
            access: ShoppingListAccess(rawValue: row[3]), modified: Date(timeIntervalSince1970: row[4]),
            previousID: row[5], type: (row[6] as String?).map(ShoppingListType.init(rawValue:)),
            meta: json(row[7]), shares: shares(row[8]))
        return (list, ShoppingListSyncState(rawValue: row[9]) ?? .toSync)
    }

    // MARK: Items

    /// The visible items of a list (not marked for deletion), in no particular order.
    static func items(_ db: Database, owner: Int, listID: String) throws -> [ShoppingListItem] {
        try Row.fetchAll(
            db, sql: "SELECT \(itemColumns) FROM item WHERE owner = ? AND list_id = ? AND state != ?",
            arguments: [owner, listID, ShoppingListSyncState.toDelete.rawValue]
        ).map { decodeItem($0).item }
    }

    /// Every item row of a list with its state, deleted ones included.
    static func itemRows(_ db: Database, owner: Int, listID: String) throws -> [(
        item: ShoppingListItem, state: ShoppingListSyncState
    )] {
        try Row.fetchAll(
            db, sql: "SELECT \(itemColumns) FROM item WHERE owner = ? AND list_id = ?", arguments: [owner, listID]
        ).map(decodeItem)
    }

    /// One item row with its state, deleted or not.
    static func itemRow(_ db: Database, owner: Int, id: String) throws -> (
        item: ShoppingListItem, state: ShoppingListSyncState
    )? {
        try Row.fetchOne(
            db, sql: "SELECT \(itemColumns) FROM item WHERE owner = ? AND id = ?", arguments: [owner, id]
        ).map(decodeItem)
    }

    /// Inserts or replaces an item row.
    static func save(_ item: ShoppingListItem, owner: Int, state: ShoppingListSyncState, _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT OR REPLACE INTO item (owner, id, list_id, ern, description, count, tick, offer_id, creator,
                    modified, previous_id, meta, state)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                owner, item.id, item.shoppingListID, item.ern?.rawValue, item.description, item.count, item.tick,
                item.offerID, item.creator, item.modified.timeIntervalSince1970, item.previousID, text(item.meta),
                state.rawValue,
            ])
    }

    /// Deletes one item row.
    static func deleteItem(id: String, owner: Int, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM item WHERE owner = ? AND id = ?", arguments: [owner, id])
    }

    private static func decodeItem(_ row: Row) -> (item: ShoppingListItem, state: ShoppingListSyncState) {
        let item = ShoppingListItem(
            id: row[0], ern: (row[2] as String?).flatMap { ERN($0) }, description: row[3], count: row[4],
            tick: row[5], offerID: row[6], creator: row[7], shoppingListID: row[1],
            modified: Date(timeIntervalSince1970: row[8]), previousID: row[9], meta: json(row[10]))
        return (item, ShoppingListSyncState(rawValue: row[11]) ?? .toSync)
    }

    // MARK: Owners

    /// Removes every row and outbox entry of owners other than the userless store and `keep`.
    static func removeOtherUsers(keeping keep: Int, _ db: Database) throws -> Bool {
        var removed = false
        for table in ["list", "item", "outbox"] {
            try db.execute(
                sql: "DELETE FROM \(table) WHERE owner != ? AND owner != ?",
                arguments: [keep, ShoppingListStore.userless])
            removed = removed || db.changesCount > 0
        }
        return removed
    }

    // MARK: JSON columns

    private static func text(_ value: JSONValue?) -> String? {
        guard let value, let data = try? value.serialized() else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private static func json(_ text: String?) -> JSONValue? {
        guard let text else { return nil }
        return try? JSONValue(data: Data(text.utf8))
    }

    private static func sharesText(_ shares: [Share]?) -> String? {
        guard let shares, let data = try? JSONEncoder().encode(shares) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private static func shares(_ text: String?) -> [Share]? {
        guard let text else { return nil }
        return try? JSONDecoder().decode([Share].self, from: Data(text.utf8))
    }
}
