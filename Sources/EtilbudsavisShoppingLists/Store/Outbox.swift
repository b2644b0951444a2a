import Foundation
import GRDB

/// One change waiting to be sent: what to do to which object, stored in the same transaction as the change.
///
/// There is at most one entry per object; a later change of the same object replaces the operation and
/// raises the revision, so a response to an older send can tell that the object changed while it was in flight.
struct OutboxEntry: Sendable, Hashable {
    /// What the entry is about.
    enum Kind: String, Sendable {
        case list, item, share
    }

    /// What to do.
    enum Operation: String, Sendable {
        case put, delete
    }

    /// The order entries are sent in (the first change of an object keeps its place).
    var sequence: Int64
    var owner: Int
    var kind: Kind
    /// The list's or item's id, or the e-mail of a share.
    var objectID: String
    /// The list the object is in (the list itself for a list).
    var listID: String
    var operation: Operation
    var revision: Int64
    /// For a delete, the `modified` stamp to send (seconds since 1970); for a share put, the share as JSON.
    var payload: String?
}

/// The outbox table's queries; every function runs inside a caller's transaction.
enum Outbox {
    /// Records (or replaces) the change of an object.
    static func enqueue(
        _ kind: OutboxEntry.Kind, _ operation: OutboxEntry.Operation, objectID: String, listID: String,
        owner: Int, payload: String? = nil, _ db: Database
    ) throws {
        // `outbox_by_revision` makes this a single index lookup, however long the outbox is.
        let revision =
            try Int64.fetchOne(db.cachedStatement(sql: "SELECT COALESCE(MAX(revision), 0) + 1 FROM outbox")) ?? 1
        try StoreRows.execute(
            db,
            """
            INSERT INTO outbox (owner, kind, object_id, list_id, operation, revision, payload)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (owner, kind, object_id, list_id) DO UPDATE SET
                operation = excluded.operation, revision = excluded.revision, payload = excluded.payload
            """,
            [owner, kind.rawValue, objectID, listID, operation.rawValue, revision, payload])
    }

    /// The entries of an owner, oldest first.
    static func entries(_ db: Database, owner: Int) throws -> [OutboxEntry] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT seq, owner, kind, object_id, list_id, operation, revision, payload FROM outbox
                WHERE owner = ? ORDER BY seq
                """, arguments: [owner]
        ).compactMap(decode)
    }

    /// The entry of one object, if any.
    static func entry(
        _ db: Database, owner: Int, kind: OutboxEntry.Kind, objectID: String, listID: String
    ) throws -> OutboxEntry? {
        try Row.fetchOne(
            db,
            sql: """
                SELECT seq, owner, kind, object_id, list_id, operation, revision, payload FROM outbox
                WHERE owner = ? AND kind = ? AND object_id = ? AND list_id = ?
                """, arguments: [owner, kind.rawValue, objectID, listID]
        ).flatMap(decode)
    }

    /// The ids of the objects of a kind with an entry waiting.
    static func pendingIDs(_ db: Database, owner: Int, kind: OutboxEntry.Kind) throws -> Set<String> {
        Set(
            try String.fetchAll(
                db.cachedStatement(sql: "SELECT object_id FROM outbox WHERE owner = ? AND kind = ?"),
                arguments: [owner, kind.rawValue])
        )
    }

    /// The ids of the lists with an entry of a kind waiting (for shares: the lists whose shares changed).
    static func pendingListIDs(_ db: Database, owner: Int, kind: OutboxEntry.Kind) throws -> Set<String> {
        Set(
            try String.fetchAll(
                db, sql: "SELECT list_id FROM outbox WHERE owner = ? AND kind = ?", arguments: [owner, kind.rawValue]))
    }

    /// The number of entries of an owner.
    static func count(_ db: Database, owner: Int) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM outbox WHERE owner = ?"), arguments: [owner])
            ?? 0
    }

    /// Removes an entry when it still has the revision that was sent; returns whether it did.
    @discardableResult
    static func complete(_ entry: OutboxEntry, _ db: Database) throws -> Bool {
        try db.execute(
            sql: "DELETE FROM outbox WHERE seq = ? AND revision = ?", arguments: [entry.sequence, entry.revision])
        return db.changesCount > 0
    }

    /// Removes every entry about the items of a list (the list is gone).
    static func dropItems(ofList listID: String, owner: Int, _ db: Database) throws {
        try db.execute(
            sql: "DELETE FROM outbox WHERE owner = ? AND list_id = ? AND kind != ?",
            arguments: [owner, listID, OutboxEntry.Kind.list.rawValue])
    }

    private static func decode(_ row: Row) -> OutboxEntry? {
        guard let kind = OutboxEntry.Kind(rawValue: row[2]), let operation = OutboxEntry.Operation(rawValue: row[5])
        else { return nil }
        return OutboxEntry(
            sequence: row[0], owner: row[1], kind: kind, objectID: row[3], listID: row[4], operation: operation,
            revision: row[6], payload: row[7])
    }
}
