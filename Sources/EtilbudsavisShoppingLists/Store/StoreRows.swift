import APIRuntime
import Etilbudsavis
import Foundation
import GRDB

/// Reads and writes list and item rows; every function runs inside a caller's read or write transaction.
///
/// `state` is a ``ShoppingListSyncState``: rows in ``ShoppingListSyncState/toDelete`` are hidden from reads
/// until the server confirms the delete. Rows are read and written through prepared statements cached per
/// connection, and the values read per row are plain columns (see ``ShoppingListSchema``, v3), so reading a
/// row parses no JSON in the usual case.
enum StoreRows {
    private static let listColumns =
        "id, ern_type, ern_id, name, access, modified, previous_id, type, meta, has_shares, state"
    private static let itemColumns =
        "id, list_id, ern_type, ern_id, description, count, tick, offer_id, creator, modified, previous_id, "
        + "meta, meta_comment, state"

    // MARK: Lists

    /// The visible lists of an owner (not marked for deletion), in no particular order.
    static func lists(_ db: Database, owner: Int) throws -> [ShoppingList] {
        let shares = try StoreShares.all(db, owner: owner)
        return try fetch(
            db, "SELECT \(listColumns) FROM list WHERE owner = ? AND state != ?",
            [owner, ShoppingListSyncState.toDelete.rawValue]
        ) { try decodeList($0, shares: shares).list }
    }

    /// Every list row of an owner with its state, deleted ones included.
    static func listRows(_ db: Database, owner: Int) throws -> [(list: ShoppingList, state: ShoppingListSyncState)] {
        let shares = try StoreShares.all(db, owner: owner)
        return try fetch(db, "SELECT \(listColumns) FROM list WHERE owner = ?", [owner]) {
            try decodeList($0, shares: shares)
        }
    }

    /// One list row with its state, deleted or not.
    static func listRow(_ db: Database, owner: Int, id: String) throws -> (
        list: ShoppingList, state: ShoppingListSyncState
    )? {
        guard
            var row = try fetch(
                db, "SELECT \(listColumns) FROM list WHERE owner = ? AND id = ?", [owner, id],
                { try decodeList($0, shares: [:]) }
            ).first
        else { return nil }
        if row.list.shares != nil { row.list.shares = try StoreShares.of(listID: id, owner: owner, db) }
        return row
    }

    /// Inserts or replaces a list row and its shares.
    static func save(_ list: ShoppingList, owner: Int, state: ShoppingListSyncState, _ db: Database) throws {
        try execute(
            db,
            """
            INSERT OR REPLACE INTO list (owner, id, ern_type, ern_id, name, access, modified, previous_id, type, meta,
                has_shares, state)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                owner, list.id, list.ern?.type.rawValue, list.ern?.id, StoreText.value(list.name), list.access.rawValue,
                list.modified.timeIntervalSince1970, list.previousID, list.type?.rawValue,
                StoreColumns.text(list.meta), list.shares != nil, state.rawValue,
            ])
        try StoreShares.replace(list.shares ?? [], listID: list.id, owner: owner, db)
    }

    /// Moves a list's `modified` forward to a stamp (never back), leaving the rest of the row as it is.
    static func touchList(id: String, owner: Int, at stamp: Date, _ db: Database) throws {
        try execute(
            db, "UPDATE list SET modified = ? WHERE owner = ? AND id = ? AND modified < ?",
            [stamp.timeIntervalSince1970, owner, id, stamp.timeIntervalSince1970])
    }

    /// Deletes a list row, its shares and every item row of the list.
    static func deleteList(id: String, owner: Int, _ db: Database) throws {
        try execute(db, "DELETE FROM list WHERE owner = ? AND id = ?", [owner, id])
        try execute(db, "DELETE FROM item WHERE owner = ? AND list_id = ?", [owner, id])
        try StoreShares.replace([], listID: id, owner: owner, db)
    }

    private static func decodeList(_ row: Row, shares: [String: [Share]]) throws -> (
        list: ShoppingList, state: ShoppingListSyncState
    ) {
        let id: String = row[0]
        let hasShares: Bool = row[9]
        let list = ShoppingList(
            id: id, ern: StoreColumns.ern(type: row[1], id: row[2]), name: try StoreText.read(row, 3) ?? "",
            access: ShoppingListAccess(rawValue: row[4]), modified: Date(timeIntervalSince1970: row[5]),
            previousID: row[6], type: (row[7] as String?).map(ShoppingListType.init(rawValue:)),
            meta: StoreColumns.json(row[8]), shares: hasShares ? shares[id] ?? [] : nil)
        return (list, ShoppingListSyncState(rawValue: row[10]) ?? .toSync)
    }

    // MARK: Items

    /// The visible items of a list (not marked for deletion), in no particular order.
    static func items(_ db: Database, owner: Int, listID: String) throws -> [ShoppingListItem] {
        try fetch(
            db, "SELECT \(itemColumns) FROM item WHERE owner = ? AND list_id = ? AND state != ?",
            [owner, listID, ShoppingListSyncState.toDelete.rawValue]
        ) { try decodeItem($0).item }
    }

    /// Every item row of a list with its state, deleted ones included.
    static func itemRows(_ db: Database, owner: Int, listID: String) throws -> [(
        item: ShoppingListItem, state: ShoppingListSyncState
    )] {
        try fetch(db, "SELECT \(itemColumns) FROM item WHERE owner = ? AND list_id = ?", [owner, listID], decodeItem)
    }

    /// One item row with its state, deleted or not.
    static func itemRow(_ db: Database, owner: Int, id: String) throws -> (
        item: ShoppingListItem, state: ShoppingListSyncState
    )? {
        try fetch(db, "SELECT \(itemColumns) FROM item WHERE owner = ? AND id = ?", [owner, id], decodeItem).first
    }

    /// Inserts or replaces an item row.
    static func save(_ item: ShoppingListItem, owner: Int, state: ShoppingListSyncState, _ db: Database) throws {
        let (meta, comment) = StoreColumns.split(item.meta)
        try execute(
            db,
            """
            INSERT OR REPLACE INTO item (owner, id, list_id, ern_type, ern_id, description, count, tick, offer_id,
                creator, modified, previous_id, meta, meta_comment, state)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                owner, item.id, item.shoppingListID, item.ern?.type.rawValue, item.ern?.id,
                StoreText.value(item.description), item.count, item.tick, StoreText.value(item.offerID),
                StoreText.value(item.creator), item.modified.timeIntervalSince1970, item.previousID, meta,
                StoreText.value(comment), state.rawValue,
            ])
    }

    /// Deletes one item row.
    static func deleteItem(id: String, owner: Int, _ db: Database) throws {
        try execute(db, "DELETE FROM item WHERE owner = ? AND id = ?", [owner, id])
    }

    private static func decodeItem(_ row: Row) throws -> (item: ShoppingListItem, state: ShoppingListSyncState) {
        let item = ShoppingListItem(
            id: row[0], ern: StoreColumns.ern(type: row[2], id: row[3]), description: try StoreText.read(row, 4),
            count: row[5], tick: row[6], offerID: try StoreText.read(row, 7), creator: try StoreText.read(row, 8),
            shoppingListID: row[1],
            modified: Date(timeIntervalSince1970: row[9]), previousID: row[10],
            meta: StoreColumns.meta(json: row[11], comment: try StoreText.read(row, 12)))
        return (item, ShoppingListSyncState(rawValue: row[13]) ?? .toSync)
    }

    // MARK: Owners

    /// Removes every row and outbox entry of owners other than the userless store and `keep`.
    static func removeOtherUsers(keeping keep: Int, _ db: Database) throws -> Bool {
        var removed = false
        for table in ["list", "item", "list_share", "outbox"] {
            try execute(
                db, "DELETE FROM \(table) WHERE owner != ? AND owner != ?", [keep, ShoppingListStore.userless])
            removed = removed || db.changesCount > 0
        }
        return removed
    }

    // MARK: Statements

    /// Runs a cached query and decodes each row straight from the cursor (no row copies).
    static func fetch<T>(
        _ db: Database, _ sql: String, _ arguments: StatementArguments, _ decode: (Row) throws -> T
    ) throws -> [T] {
        let cursor = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
        var result: [T] = []
        while let row = try cursor.next() {
            result.append(try decode(row))
        }
        return result
    }

    /// Runs a cached statement that changes rows.
    static func execute(_ db: Database, _ sql: String, _ arguments: StatementArguments) throws {
        try db.cachedStatement(sql: sql).execute(arguments: arguments)
    }
}
