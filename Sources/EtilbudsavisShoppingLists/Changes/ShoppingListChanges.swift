import Etilbudsavis

/// What changed in the store in one step: objects added, removed and modified, each a value copy.
///
/// A local write delivers its changes at once; a sync delivers what the server changed. Lists also count as
/// modified when any of their items changes, so a screen showing a list's item count stays current.
public struct ShoppingListChanges<Element: Sendable & Hashable>: Sendable, Hashable {
    /// Objects that appeared.
    public var added: [Element]
    /// Objects that went away (their last known value).
    public var removed: [Element]
    /// Objects that changed (their new value).
    public var modified: [Element]
    /// Where the change came from.
    public var origin: ShoppingListChangeOrigin

    /// Creates a change set.
    public init(
        added: [Element] = [], removed: [Element] = [], modified: [Element] = [],
        origin: ShoppingListChangeOrigin
    ) {
        self.added = added
        self.removed = removed
        self.modified = modified
        self.origin = origin
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && modified.isEmpty }
}

/// Where a change came from.
public enum ShoppingListChangeOrigin: String, Sendable, Hashable {
    /// A write through the manager on this device.
    case local
    /// A sync with the server (another device, a share, or the server's answer to a change).
    case server
}

/// List and item changes gathered while one transaction runs, delivered after it commits.
struct ChangeSet: Sendable {
    var lists = ShoppingListChanges<ShoppingList>(origin: .local)
    var items = ShoppingListChanges<ShoppingListItem>(origin: .local)

    init(origin: ShoppingListChangeOrigin) {
        lists.origin = origin
        items.origin = origin
    }

    var isEmpty: Bool { lists.isEmpty && items.isEmpty }

    mutating func added(_ list: ShoppingList) { lists.added.append(list) }
    mutating func removed(_ list: ShoppingList) { lists.removed.append(list) }
    mutating func modified(_ list: ShoppingList) { lists.modified.append(list) }
    mutating func added(_ item: ShoppingListItem) { items.added.append(item) }
    mutating func removed(_ item: ShoppingListItem) { items.removed.append(item) }
    mutating func modified(_ item: ShoppingListItem) { items.modified.append(item) }

    /// Adds the lists whose items changed as modified lists, unless the list itself was added or removed.
    mutating func markListsOfChangedItems(_ listsByID: (String) -> ShoppingList?) {
        let touched = Set((items.added + items.removed + items.modified).map(\.shoppingListID))
        let reported = Set((lists.added + lists.removed).map(\.id))
        var modifiedIDs = Set(lists.modified.map(\.id))
        for id in touched.sorted() where !reported.contains(id) && !modifiedIDs.contains(id) {
            if let list = listsByID(id) {
                lists.modified.append(list)
                modifiedIDs.insert(id)
            }
        }
    }
}
