import Etilbudsavis
import Foundation
import GRDB

extension ShoppingListManager {
    /// Adds free text or an offer to a list, at the top; adding the same offer, or the same description (ignoring
    /// case), again raises that item's count instead.
    ///
    /// Returns the stored item.
    @discardableResult
    public func addItem(
        toList listID: String, description: String? = nil, offerID: String? = nil, count: Int = 1
    ) throws(ShoppingListManagerError) -> ShoppingListItem {
        try write { db, context, changes in
            let list = try Self.writableList(listID, context, db)
            let existing = try StoreRows.items(db, owner: context.owner, listID: listID)
            let key = Self.matchKey(description: description, offerID: offerID)
            if let key, var same = existing.first(where: { Self.matchKey(of: $0) == key }) {
                guard count > 0 else { throw ShoppingListManagerError.invalid(.invalidCount(count)) }
                same.count += count
                same.modified = context.now
                try LocalWrites.save(same, context, db)
                try LocalWrites.touchList(id: list.id, context, db)
                changes.modified(same)
                return same
            }
            let creator = context.user.map { $0.name ?? $0.email }
            let item: ShoppingListItem
            do {
                item = try ShoppingListItem.makeNew(
                    listID: listID, description: description, offerID: offerID, count: count, creator: creator,
                    modified: context.now)
            } catch let error as ShoppingListError {
                throw ShoppingListManagerError.invalid(error)
            }
            try LocalWrites.save(item, context, db)
            changes.added(item)
            try relinkItems(existing.orderedByPreviousID(), inserting: item, at: 0, context, db, &changes)
            try LocalWrites.touchList(id: list.id, context, db)
            return try StoreRows.itemRow(db, owner: context.owner, id: item.id)?.item ?? item
        }
    }

    /// Inserts or updates an item by id, stamping `modified` with now; a new item goes to the top of its list.
    @discardableResult
    public func update(_ item: ShoppingListItem) throws(ShoppingListManagerError) -> ShoppingListItem {
        guard ShoppingList.isUsableID(item.id) else { throw ShoppingListManagerError.invalid(.invalidID(item.id)) }
        guard item.count > 0 else { throw ShoppingListManagerError.invalid(.invalidCount(item.count)) }
        guard item.referencedOfferID != nil || !(item.description ?? "").isEmpty else {
            throw ShoppingListManagerError.invalid(.emptyItem)
        }
        return try write { db, context, changes in
            _ = try Self.writableList(item.shoppingListID, context, db)
            let updated = item.touched(at: context.now)
            if let existing = try StoreRows.itemRow(db, owner: context.owner, id: item.id), existing.state != .toDelete
            {
                try LocalWrites.save(updated, context, db)
                changes.modified(updated)
                if existing.item.shoppingListID != updated.shoppingListID {
                    try LocalWrites.touchList(id: existing.item.shoppingListID, context, db)
                }
            } else {
                var inserted = updated
                if inserted.previousID == nil { inserted.previousID = ShoppingList.firstPreviousID }
                let others = try StoreRows.items(db, owner: context.owner, listID: item.shoppingListID)
                try LocalWrites.save(inserted, context, db)
                changes.added(inserted)
                try relinkItems(others.orderedByPreviousID(), inserting: inserted, at: 0, context, db, &changes)
            }
            try LocalWrites.touchList(id: updated.shoppingListID, context, db)
            return updated
        }
    }

    /// Ticks or unticks an item.
    @discardableResult
    public func setTicked(_ ticked: Bool, itemID: String) throws(ShoppingListManagerError) -> ShoppingListItem {
        guard var item = try item(id: itemID) else { throw ShoppingListManagerError.noSuchItem(itemID) }
        item.tick = ticked
        return try update(item)
    }

    /// Sets how many of an item to buy (at least 1).
    @discardableResult
    public func setCount(_ count: Int, itemID: String) throws(ShoppingListManagerError) -> ShoppingListItem {
        guard var item = try item(id: itemID) else { throw ShoppingListManagerError.noSuchItem(itemID) }
        item.count = count
        return try update(item)
    }

    /// Removes an item: for a user it stays hidden until the server confirms the delete; without one it is
    /// gone at once.
    public func removeItem(id: String) throws(ShoppingListManagerError) {
        try write { db, context, changes in
            guard let row = try StoreRows.itemRow(db, owner: context.owner, id: id), row.state != .toDelete else {
                throw ShoppingListManagerError.noSuchItem(id)
            }
            _ = try Self.writableList(row.item.shoppingListID, context, db)
            let ordered = try StoreRows.items(db, owner: context.owner, listID: row.item.shoppingListID)
                .orderedByPreviousID().filter { $0.id != id }
            try LocalWrites.remove(row.item, context, db)
            changes.removed(row.item)
            try relinkItems(ordered, context, db, &changes)
            try LocalWrites.touchList(id: row.item.shoppingListID, context, db)
        }
    }

    /// Removes every ticked item of a list.
    public func removeTickedItems(inList listID: String) throws(ShoppingListManagerError) {
        for item in try items(inList: listID) where item.tick {
            try removeItem(id: item.id)
        }
    }

    /// Moves an item to a position in its list (0 is the top).
    public func moveItem(id: String, to index: Int) throws(ShoppingListManagerError) {
        try write { db, context, changes in
            guard let row = try StoreRows.itemRow(db, owner: context.owner, id: id), row.state != .toDelete else {
                throw ShoppingListManagerError.noSuchItem(id)
            }
            _ = try Self.writableList(row.item.shoppingListID, context, db)
            let others = try StoreRows.items(db, owner: context.owner, listID: row.item.shoppingListID)
                .orderedByPreviousID().filter { $0.id != id }
            try relinkItems(others, inserting: row.item, at: index, context, db, &changes)
            try LocalWrites.touchList(id: row.item.shoppingListID, context, db)
        }
    }

    /// Links items in the given order (with one inserted at a position) and stores those whose link changed.
    func relinkItems(
        _ ordered: [ShoppingListItem], inserting item: ShoppingListItem? = nil, at index: Int = 0,
        _ context: WriteContext, _ db: Database, _ changes: inout ChangeSet
    ) throws {
        var ordered = ordered
        if let item { ordered.insert(item, at: min(max(0, index), ordered.count)) }
        let before = Dictionary(ordered.map { ($0.id, $0.previousID) }, uniquingKeysWith: { first, _ in first })
        let changed = try LocalWrites.relink(ordered, before: before, context, db) { item in
            try LocalWrites.save(item.touched(at: context.now), context, db)
        }
        for item in changed {
            let stored = item.touched(at: context.now)
            if let position = changes.items.added.firstIndex(where: { $0.id == item.id }) {
                changes.items.added[position] = stored
            } else if let position = changes.items.modified.firstIndex(where: { $0.id == item.id }) {
                changes.items.modified[position] = stored
            } else {
                changes.modified(stored)
            }
        }
    }

    /// The list an item write goes to; throws when it does not exist or is read-only for the user.
    static func writableList(_ id: String, _ context: WriteContext, _ db: Database) throws -> ShoppingList {
        guard let row = try StoreRows.listRow(db, owner: context.owner, id: id), row.state != .toDelete else {
            throw ShoppingListManagerError.noSuchList(id)
        }
        try checkWritable(row.list, context)
        return row.list
    }

    /// What makes two items "the same" for counting: the offer, else the description ignoring case.
    static func matchKey(description: String?, offerID: String?) -> String? {
        if let offerID, !offerID.isEmpty { return "offer:" + offerID }
        let text = description?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() ?? ""
        return text.isEmpty ? nil : "text:" + text
    }

    private static func matchKey(of item: ShoppingListItem) -> String? {
        matchKey(description: item.description, offerID: item.referencedOfferID)
    }
}
