import APIRuntime
import Etilbudsavis
import Foundation

/// The shopping-list calls of the sync loop, for an explicit user, with failures as ``RemoteFailure``.
///
/// Each call names its user rather than reading the session's, so an answer that arrives after a user switch
/// can be recognised and dropped.
struct RemoteShoppingLists: Sendable {
    let client: EtilbudsavisClient

    func lists(user: Int) async throws(RemoteFailure) -> [ShoppingList] {
        try await call { try await client.send(ListShoppingLists(userID: user)) }
    }

    func list(user: Int, id: String) async throws(RemoteFailure) -> ShoppingList {
        let list = try await call { try await client.send(GetShoppingList(userID: user, listID: id)) }
        try Self.check(list.id, answers: id, kind: "list")
        return list
    }

    func items(user: Int, listID: String) async throws(RemoteFailure) -> [ShoppingListItem] {
        let items = try await call { try await client.send(ListShoppingListItems(userID: user, listID: listID)) }
        // The server may send a legacy list id; the path's id is the right one.
        return items.map { item in
            var item = item
            item.shoppingListID = listID
            return item
        }
    }

    func item(user: Int, listID: String, id: String) async throws(RemoteFailure) -> ShoppingListItem {
        var item = try await call {
            try await client.send(GetShoppingListItem(userID: user, listID: listID, itemID: id))
        }
        try Self.check(item.id, answers: id, kind: "item")
        item.shoppingListID = listID
        return item
    }

    func put(_ list: ShoppingList, user: Int) async throws(RemoteFailure) -> ShoppingList {
        let stored = try await call {
            try await client.send(PutShoppingList(userID: user, listID: list.id, list: list))
        }
        try Self.check(stored.id, answers: list.id, kind: "list")
        return stored
    }

    func put(_ item: ShoppingListItem, user: Int) async throws(RemoteFailure) -> ShoppingListItem {
        var stored = try await call {
            try await client.send(
                PutShoppingListItem(userID: user, listID: item.shoppingListID, itemID: item.id, item: item))
        }
        try Self.check(stored.id, answers: item.id, kind: "item")
        stored.shoppingListID = item.shoppingListID
        return stored
    }

    /// Refuses an answer that is another object than the one the call named.
    ///
    /// Storing it would overwrite that other object and mark the sent change done while the local row stays
    /// unsent forever; like an answer that cannot be read, it is a failure to try again (the change stays in the
    /// outbox, and `PUT` is idempotent).
    private static func check(_ answered: String, answers asked: String, kind: String) throws(RemoteFailure) {
        guard answered != asked else { return }
        throw .unreachable("the server answered for \(kind) '\(asked)' with \(kind) '\(answered)'")
    }

    /// Deletes a list; one already gone counts as deleted.
    func deleteList(id: String, modified: Date, user: Int) async throws(RemoteFailure) {
        try await ignoringGone {
            _ = try await client.send(DeleteShoppingList(userID: user, listID: id, modified: modified))
        }
    }

    /// Deletes an item; one already gone counts as deleted.
    func deleteItem(id: String, listID: String, modified: Date, user: Int) async throws(RemoteFailure) {
        try await ignoringGone {
            _ = try await client.send(
                DeleteShoppingListItem(userID: user, listID: listID, itemID: id, modified: modified))
        }
    }

    func put(_ share: Share, listID: String, user: Int) async throws(RemoteFailure) {
        _ = try await call {
            try await client.send(PutShare(userID: user, listID: listID, email: share.user.email, share: share))
        }
    }

    /// Removes a share; one already gone counts as removed.
    func deleteShare(email: String, listID: String, user: Int) async throws(RemoteFailure) {
        try await ignoringGone {
            _ = try await client.send(DeleteShare(userID: user, listID: listID, email: email))
        }
    }

    private func call<T>(_ body: () async throws -> T) async throws(RemoteFailure) -> T {
        do {
            return try await body()
        } catch {
            throw RemoteFailure(error)
        }
    }

    private func ignoringGone(_ body: () async throws -> Void) async throws(RemoteFailure) {
        do {
            try await call(body)
        } catch .gone {
            return
        }
    }
}
