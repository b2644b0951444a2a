import Etilbudsavis
import Foundation
import GRDB

/// Reads and writes the `list_share` rows of lists; every function runs inside a caller's transaction.
///
/// A list's shares are rows in their server order (`position`), so reading a list decodes no JSON. The list
/// row's `has_shares` tells an empty share list from none known (`nil`).
enum StoreShares {
    private static let columns = "list_id, email, name, access, accepted, accept_url"

    /// The shares of every list of an owner, by list id, each in its order.
    static func all(_ db: Database, owner: Int) throws -> [String: [Share]] {
        var result: [String: [Share]] = [:]
        let rows = try StoreRows.fetch(
            db, "SELECT \(columns) FROM list_share WHERE owner = ? ORDER BY list_id, position", [owner]
        ) { row -> (String, Share) in (row[0], try decode(row)) }
        for (listID, share) in rows { result[listID, default: []].append(share) }
        return result
    }

    /// The shares of one list, in order.
    static func of(listID: String, owner: Int, _ db: Database) throws -> [Share] {
        try StoreRows.fetch(
            db, "SELECT \(columns) FROM list_share WHERE owner = ? AND list_id = ? ORDER BY position",
            [owner, listID], decode)
    }

    /// Replaces the shares of a list (no shares: removes them).
    static func replace(_ shares: [Share], listID: String, owner: Int, _ db: Database) throws {
        try StoreRows.execute(
            db, "DELETE FROM list_share WHERE owner = ? AND list_id = ?", [owner, listID])
        for (position, share) in shares.enumerated() {
            try StoreRows.execute(
                db,
                """
                INSERT INTO list_share (owner, list_id, position, email, name, access, accepted, accept_url)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    owner, listID, position, StoreText.value(share.user.email), StoreText.value(share.user.name),
                    share.access.rawValue,
                    share.accepted, share.acceptURL,
                ])
        }
    }

    private static func decode(_ row: Row) throws -> Share {
        Share(
            user: ShareUser(email: try StoreText.read(row, 1) ?? "", name: try StoreText.read(row, 2)),
            access: ShareAccess(rawValue: row[3]), accepted: row[4], acceptURL: row[5])
    }
}
