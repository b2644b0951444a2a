import Etilbudsavis
import Foundation

/// Why a ``ShoppingListManager`` could not open its database, read, or make a change.
///
/// Nothing is ever lost or replaced silently: a database that cannot be read is reported and left where it is,
/// and a change that cannot be stored is not reported as made.
public enum ShoppingListManagerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Another manager (in this process or another) has the database file open; one manager per file.
    case databaseInUse(path: String)
    /// The file exists but is not a readable shopping-list database (corrupt, not SQLite, or no permission).
    /// The file is left untouched for the user to move or delete.
    case unreadableDatabase(path: String, reason: String)
    /// The database was written by a newer version of this library.
    case newerDatabaseVersion(path: String)
    /// SQLite failed while reading or writing.
    case database(String)
    /// The manager was closed.
    case closed
    /// No list has this id in the store in use.
    case noSuchList(String)
    /// No item has this id in the store in use.
    case noSuchItem(String)
    /// The list is shared with the user read-only.
    case readOnlyList(String)
    /// The item or list is not valid (an item with neither description nor offer, a count below 1).
    case invalid(ShoppingListError)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .databaseInUse(let path):
            return "the shopping-list database \(path) is already open in another manager"
        case .unreadableDatabase(let path, let reason):
            return "the shopping-list database \(path) cannot be read (\(reason)); it was left in place"
        case .newerDatabaseVersion(let path):
            return "the shopping-list database \(path) was written by a newer version of the SDK"
        case .database(let message): return "shopping-list database error: \(message)"
        case .closed: return "the shopping-list manager is closed"
        case .noSuchList(let id): return "no shopping list with id \(id)"
        case .noSuchItem(let id): return "no shopping-list item with id \(id)"
        case .readOnlyList(let id): return "the shopping list \(id) is shared read-only"
        case .invalid(let error): return error.description
        }
    }
}
