import Etilbudsavis
import Foundation
import GRDB

extension ShoppingListManager {
    /// The lists of the userless store (kept on the device while no user is attached), in order.
    public func userlessLists() throws(ShoppingListManagerError) -> [ShoppingList] {
        try store.read { db in try StoreRows.lists(db, owner: ShoppingListStore.userless) }.orderedByPreviousID()
    }

    /// Moves every list and item of the userless store to the attached user's store, to be sent to the server, in one
    /// transaction; returns how many lists moved.
    ///
    /// Throws ``ShoppingListManagerError/database(_:)`` when no user is attached (or the manager ignores the user).
    @discardableResult
    public func migrateUserlessLists() throws(ShoppingListManagerError) -> Int {
        try write { db, context, changes in
            guard context.syncs, let user = context.user else {
                throw ShoppingListManagerError.database("migrating userless lists needs an attached user")
            }
            let lists = try StoreRows.lists(db, owner: ShoppingListStore.userless).orderedByPreviousID()
            let existing = try StoreRows.lists(db, owner: context.owner).orderedByPreviousID()
            var moved: [ShoppingList] = []
            for var list in lists {
                list.modified = context.now
                list.shares = [
                    Share(user: ShareUser(email: user.email, name: user.name), access: .owner, accepted: true)
                ]
                let items = try StoreRows.items(db, owner: ShoppingListStore.userless, listID: list.id)
                try StoreRows.deleteList(id: list.id, owner: ShoppingListStore.userless, db)
                moved.append(list)
                try LocalWrites.save(list, context, db)
                changes.added(list)
                for var item in items {
                    item.modified = context.now
                    item.creator = item.creator ?? user.name ?? user.email
                    try LocalWrites.save(item, context, db)
                    changes.added(item)
                }
            }
            // The moved lists go on top, in their userless order, followed by the user's lists.
            for list in (moved + existing).relinkedInOrder() {
                guard let row = try StoreRows.listRow(db, owner: context.owner, id: list.id),
                    row.list.previousID != list.previousID
                else { continue }
                let linked = list.touched(at: context.now)
                try LocalWrites.save(linked, context, db)
                if let index = changes.lists.added.firstIndex(where: { $0.id == list.id }) {
                    changes.lists.added[index] = linked
                } else {
                    changes.modified(linked)
                }
            }
            return moved.count
        }
    }
}
