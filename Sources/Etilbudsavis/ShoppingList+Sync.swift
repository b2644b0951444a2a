import Foundation

/// How far a local shopping list, item or share is from the server, for an offline store and its sync loop.
///
/// The values match the columns the official SDKs stored (`to_sync`, `syncing`, `synced`, `to_delete`,
/// `error`); a row left in ``syncing`` after a crash or a transport error goes back to ``toSync``.
public enum ShoppingListSyncState: Int, Sendable, Hashable, CaseIterable, Codable {
    /// Changed locally; must be sent with `PUT`.
    case toSync = 0
    /// Being sent.
    case syncing = 1
    /// Equal to the server's copy.
    case synced = 2
    /// Deleted locally; must be sent with `DELETE …?modified=`.
    case toDelete = 4
    /// The server refused the change; revert to the server's copy.
    case error = 5
}

extension Date {
    /// The date cut to whole seconds, the resolution of the API's `modified` stamps.
    ///
    /// Local edits should stamp `modified` with this, so a round trip through the server compares equal.
    public var wholeSeconds: Date {
        Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.down))
    }
}

extension ShoppingList {
    /// The `previous_id` of the first list (lists form a linked list through `previous_id`).
    public static let firstPreviousID = "00000000-0000-0000-0000-000000000000"

    /// A new client-side id: a lower-case UUID, as the official SDKs generate.
    public static func makeID() -> String {
        UUID().uuidString.lowercased()
    }

    /// A new list, ready to be stored locally and sent with `PUT`; `modified` is cut to whole seconds.
    public static func makeNew(
        name: String, access: ShoppingListAccess = .private, type: ShoppingListType? = nil,
        previousID: String? = ShoppingList.firstPreviousID, modified: Date = Date(), id: String = ShoppingList.makeID()
    ) -> ShoppingList {
        ShoppingList(
            id: id, ern: try? ERN(type: .shoppingList, id: id), name: name, access: access,
            modified: modified.wholeSeconds, previousID: previousID, type: type)
    }

    /// Whether text can be a list's or an item's id: not empty and without a NUL character.
    ///
    /// Ids go into URL paths and into the offline store's keys, where a NUL would cut them short; the API's own
    /// ids and the ones ``makeID()`` makes are UUIDs.
    public static func isUsableID(_ id: String) -> Bool {
        !id.isEmpty && !id.utf8.contains(0)
    }

    /// Whether the list is a wish list (an empty or unknown type is a shopping list).
    public var isWishList: Bool { type == .wishList }

    /// The same list with `modified` set to a moment cut to whole seconds.
    public func touched(at date: Date = Date()) -> ShoppingList {
        var copy = self
        copy.modified = date.wholeSeconds
        return copy
    }
}

extension ShoppingListItem {
    /// A new item for a list, free text or an offer; throws when neither a description nor an offer is given, or
    /// when `id` is not a usable id.
    public static func makeNew(
        listID: String, description: String? = nil, offerID: String? = nil, count: Int = 1, creator: String? = nil,
        previousID: String? = ShoppingList.firstPreviousID, modified: Date = Date(), id: String = ShoppingList.makeID()
    ) throws(ShoppingListError) -> ShoppingListItem {
        let text = description?.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !(text ?? "").isEmpty || !(offerID ?? "").isEmpty else { throw ShoppingListError.emptyItem }
        guard count > 0 else { throw ShoppingListError.invalidCount(count) }
        guard ShoppingList.isUsableID(id) else { throw ShoppingListError.invalidID(id) }
        return ShoppingListItem(
            id: id, ern: try? ERN(type: .shoppingListItem, id: id), description: description, count: count,
            tick: false, offerID: offerID, creator: creator, shoppingListID: listID, modified: modified.wholeSeconds,
            previousID: previousID)
    }

    /// The offer the item refers to, with the iOS SDK's empty string read as none.
    public var referencedOfferID: String? {
        guard let offerID, !offerID.isEmpty else { return nil }
        return offerID
    }

    /// The same item with `modified` set to a moment cut to whole seconds.
    public func touched(at date: Date = Date()) -> ShoppingListItem {
        var copy = self
        copy.modified = date.wholeSeconds
        return copy
    }
}

/// Why a shopping-list object could not be built.
public enum ShoppingListError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An item needs a description or an offer.
    case emptyItem
    /// An item's count must be at least 1.
    case invalidCount(Int)
    /// A list's or an item's id is empty or holds a NUL character (see ``ShoppingList/isUsableID(_:)``).
    case invalidID(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .emptyItem: return "a shopping-list item needs a description or an offer id"
        case .invalidCount(let count): return "a shopping-list item's count must be at least 1, not \(count)"
        case .invalidID(let id):
            return "a shopping-list id must be non-empty text without a NUL, not \(id.debugDescription)"
        }
    }
}
