import GRDB

/// The versioned schema of the shopping-list database: each migration runs once, in order, in a transaction.
///
/// Never edit a shipped migration; add a new one. A database written by a newer version (a migration this
/// version does not know) is refused instead of being opened.
enum ShoppingListSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: lists, items, outbox") { db in
            // Rows belong to an owner: the user's id, or -1 for the userless store.
            try db.execute(
                sql: """
                    CREATE TABLE list (
                        owner INTEGER NOT NULL,
                        id TEXT NOT NULL,
                        ern TEXT,
                        name TEXT NOT NULL,
                        access TEXT NOT NULL,
                        modified REAL NOT NULL,
                        previous_id TEXT,
                        type TEXT,
                        meta TEXT,
                        shares TEXT,
                        state INTEGER NOT NULL,
                        PRIMARY KEY (owner, id));
                    CREATE TABLE item (
                        owner INTEGER NOT NULL,
                        id TEXT NOT NULL,
                        list_id TEXT NOT NULL,
                        ern TEXT,
                        description TEXT,
                        count INTEGER NOT NULL,
                        tick INTEGER NOT NULL,
                        offer_id TEXT,
                        creator TEXT,
                        modified REAL NOT NULL,
                        previous_id TEXT,
                        meta TEXT,
                        state INTEGER NOT NULL,
                        PRIMARY KEY (owner, id));
                    CREATE INDEX item_by_list ON item(owner, list_id);
                    CREATE TABLE outbox (
                        seq INTEGER PRIMARY KEY AUTOINCREMENT,
                        owner INTEGER NOT NULL,
                        kind TEXT NOT NULL,
                        object_id TEXT NOT NULL,
                        list_id TEXT NOT NULL,
                        operation TEXT NOT NULL,
                        revision INTEGER NOT NULL,
                        payload TEXT,
                        UNIQUE (owner, kind, object_id, list_id));
                    """)
        }
        migrator.registerMigration("v2: outbox order index, settings") { db in
            try db.execute(
                sql: """
                    CREATE INDEX outbox_by_owner ON outbox(owner, seq);
                    CREATE TABLE setting (key TEXT PRIMARY KEY NOT NULL, value TEXT);
                    """)
        }
        migrator.registerMigration("v3: ERN, comment and share columns, outbox revision index") { db in
            // Values read per row become plain columns, so reading a row parses no JSON: the `ern` and
            // `shares` columns of v1 are emptied (SQLite keeps them; nothing reads them any more).
            try db.execute(
                sql: """
                    ALTER TABLE list ADD COLUMN ern_type TEXT;
                    ALTER TABLE list ADD COLUMN ern_id TEXT;
                    ALTER TABLE list ADD COLUMN has_shares INTEGER NOT NULL DEFAULT 0;
                    ALTER TABLE item ADD COLUMN ern_type TEXT;
                    ALTER TABLE item ADD COLUMN ern_id TEXT;
                    ALTER TABLE item ADD COLUMN meta_comment TEXT;
                    CREATE TABLE list_share (
                        owner INTEGER NOT NULL,
                        list_id TEXT NOT NULL,
                        position INTEGER NOT NULL,
                        email TEXT NOT NULL,
                        name TEXT,
                        access TEXT NOT NULL,
                        accepted INTEGER NOT NULL,
                        accept_url TEXT,
                        PRIMARY KEY (owner, list_id, position));
                    CREATE INDEX outbox_by_revision ON outbox(revision);
                    """)
            try moveToV3Columns(db)
        }
        return migrator
    }
}
