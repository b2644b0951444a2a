import Etilbudsavis
import Foundation
import GRDB

extension ShoppingListSchema {
    /// Moves the JSON-encoded values of a v2 database into the v3 columns, inside the migration's transaction.
    ///
    /// Text that does not parse reads as it did before: an `ern` that is not an ERN and `shares` that are not a
    /// share array become `nil`.
    static func moveToV3Columns(_ db: Database) throws {
        let lists = try Row.fetchAll(db, sql: "SELECT owner, id, ern, shares FROM list")
        for row in lists {
            let owner: Int = row[0]
            let id: String = row[1]
            let ern = (row[2] as String?).flatMap { ERN($0) }
            let shares = (row[3] as String?).flatMap { text in
                try? JSONDecoder().decode([Share].self, from: Data(text.utf8))
            }
            try db.execute(
                sql: """
                    UPDATE list SET ern_type = ?, ern_id = ?, has_shares = ?, ern = NULL, shares = NULL
                    WHERE owner = ? AND id = ?
                    """,
                arguments: [ern?.type.rawValue, ern?.id, shares != nil, owner, id])
            try StoreShares.replace(shares ?? [], listID: id, owner: owner, db)
        }
        let items = try Row.fetchAll(db, sql: "SELECT owner, id, ern, meta FROM item")
        for row in items {
            let ern = (row[2] as String?).flatMap { ERN($0) }
            let (meta, comment) = StoreColumns.split(StoreColumns.json(row[3]))
            try db.execute(
                sql: """
                    UPDATE item SET ern_type = ?, ern_id = ?, meta = ?, meta_comment = ?, ern = NULL
                    WHERE owner = ? AND id = ?
                    """,
                arguments: [ern?.type.rawValue, ern?.id, meta, comment, row[0] as Int, row[1] as String])
        }
    }
}
