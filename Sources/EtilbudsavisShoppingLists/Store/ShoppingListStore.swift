import Foundation
import GRDB

/// The SQLite database of a ``ShoppingListManager``: lists, items and the outbox of changes to send.
///
/// One file holds both stores: rows belong to an *owner*, the attached user's id, or ``userless`` for the
/// store used without a user. The database runs in WAL mode so reads never wait for the sync loop's writes,
/// its schema is created and upgraded by versioned migrations, and the file is locked for one manager.
final class ShoppingListStore: Sendable {
    /// The owner of the userless store's rows.
    static let userless = -1

    /// The database file.
    let path: String
    private let pool: DatabasePool
    private let fileLock: DatabaseFileLock
    private let isClosed = Protected(false)

    private init(path: String, pool: DatabasePool, fileLock: DatabaseFileLock) {
        self.path = path
        self.pool = pool
        self.fileLock = fileLock
    }

    /// Opens (creating when missing) the database at a URL and brings its schema up to date.
    ///
    /// A file that is not a readable database is reported with
    /// ``ShoppingListManagerError/unreadableDatabase(path:reason:)`` and never replaced.
    static func open(at url: URL) throws(ShoppingListManagerError) -> ShoppingListStore {
        let path = url.path
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ShoppingListManagerError.unreadableDatabase(
                path: path, reason: "cannot create \(directory.path): \(error.localizedDescription)")
        }
        let lock = try DatabaseFileLock(databasePath: path)
        do {
            var configuration = Configuration()
            configuration.label = "EtilbudsavisShoppingLists"
            configuration.busyMode = .timeout(5)
            // In WAL mode NORMAL keeps every commit across a crash of the process; only a power loss can take
            // back the last commits. FULL would add an fsync to every tick.
            configuration.prepareDatabase { db in
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
            }
            let pool = try DatabasePool(path: path, configuration: configuration)
            let migrator = ShoppingListSchema.migrator
            if try pool.read({ try migrator.hasBeenSuperseded($0) }) {
                try? pool.close()
                lock.release()
                throw ShoppingListManagerError.newerDatabaseVersion(path: path)
            }
            try migrator.migrate(pool)
            return ShoppingListStore(path: path, pool: pool, fileLock: lock)
        } catch let error as ShoppingListManagerError {
            lock.release()
            throw error
        } catch {
            lock.release()
            throw ShoppingListManagerError.unreadableDatabase(path: path, reason: Self.describe(error))
        }
    }

    /// Reads in a snapshot of the database.
    func read<T>(_ body: (Database) throws -> T) throws(ShoppingListManagerError) -> T {
        guard !isClosed.current else { throw ShoppingListManagerError.closed }
        do {
            return try pool.read(body)
        } catch {
            throw Self.mapped(error)
        }
    }

    /// Writes in one transaction: everything in `body` is stored, or nothing is.
    func write<T>(_ body: (Database) throws -> T) throws(ShoppingListManagerError) -> T {
        guard !isClosed.current else { throw ShoppingListManagerError.closed }
        do {
            return try pool.write(body)
        } catch {
            throw Self.mapped(error)
        }
    }

    /// Closes the database and releases the file lock; later calls fail with ``ShoppingListManagerError/closed``.
    func close() {
        let wasClosed = isClosed.withLock { closed -> Bool in
            defer { closed = true }
            return closed
        }
        guard !wasClosed else { return }
        try? pool.close()
        fileLock.release()
    }

    private static func mapped(_ error: any Error) -> ShoppingListManagerError {
        if let error = error as? ShoppingListManagerError { return error }
        return .database(describe(error))
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return "\(error.resultCode): \(error.message ?? "no message")"
        }
        return String(describing: error)
    }
}
