import APIRuntime
import Foundation

/// Shopping lists, items and shares of the attached user: the calls an offline sync manager is built from.
///
/// Lists and items are created and updated alike with `PUT` under their client-generated ids; deletes carry
/// the local `modified` stamp so the server can refuse a stale delete. A delete the server answers with 1501
/// (invalid resource id) counts as done: the object is already gone, as the Android SDK treats it.
extension EtilbudsavisClient {
    /// The error code the server answers a delete of something that does not exist with.
    public static let invalidResourceIDCode = 1501

    /// The id of the attached user; throws `.session(.noUserAttached)` when none is.
    public func attachedUserID() throws(ClientError<EtilbudsavisAPI>) -> Int {
        guard let id = currentUser?.id else { throw .session(.noUserAttached) }
        return id
    }

    /// Every shopping list of the attached user.
    public func shoppingLists() async throws(ClientError<EtilbudsavisAPI>) -> [ShoppingList] {
        try await send(ListShoppingLists(userID: attachedUserID()))
    }

    /// One shopping list of the attached user.
    public func shoppingList(id: String) async throws(ClientError<EtilbudsavisAPI>) -> ShoppingList {
        try await send(GetShoppingList(userID: attachedUserID(), listID: id))
    }

    /// Creates or replaces a list on the server and returns the server's copy.
    @discardableResult
    public func put(_ list: ShoppingList) async throws(ClientError<EtilbudsavisAPI>) -> ShoppingList {
        try await send(PutShoppingList(userID: attachedUserID(), listID: list.id, list: list))
    }

    /// Deletes a list, stating the `modified` stamp the device has; an already deleted list counts as deleted.
    public func delete(_ list: ShoppingList) async throws(ClientError<EtilbudsavisAPI>) {
        let request = DeleteShoppingList(userID: try attachedUserID(), listID: list.id, modified: list.modified)
        try await sendIgnoringMissingResource(request)
        if let ern = list.cacheERN { await cache.remove(ern) }
    }

    /// When a list last changed on the server.
    public func modifiedDate(ofList id: String) async throws(ClientError<EtilbudsavisAPI>) -> Date {
        try await send(GetShoppingListModified(userID: attachedUserID(), listID: id)).modified
    }

    /// Every item of a list, each with `shopping_list_id` set to the list's id (the server may send a legacy id).
    public func items(inList listID: String) async throws(ClientError<EtilbudsavisAPI>) -> [ShoppingListItem] {
        let items = try await send(ListShoppingListItems(userID: attachedUserID(), listID: listID))
        return items.map { item in
            var item = item
            item.shoppingListID = listID
            return item
        }
    }

    /// Creates or replaces an item on the server and returns the server's copy.
    @discardableResult
    public func put(_ item: ShoppingListItem) async throws(ClientError<EtilbudsavisAPI>) -> ShoppingListItem {
        let request = PutShoppingListItem(
            userID: try attachedUserID(), listID: item.shoppingListID, itemID: item.id, item: item)
        var stored = try await send(request)
        stored.shoppingListID = item.shoppingListID
        return stored
    }

    /// Deletes an item, stating the `modified` stamp the device has; an already deleted item counts as deleted.
    public func delete(_ item: ShoppingListItem) async throws(ClientError<EtilbudsavisAPI>) {
        let request = DeleteShoppingListItem(
            userID: try attachedUserID(), listID: item.shoppingListID, itemID: item.id, modified: item.modified)
        try await sendIgnoringMissingResource(request)
        if let ern = item.cacheERN { await cache.remove(ern) }
    }

    /// Who a list is shared with.
    public func shares(ofList listID: String) async throws(ClientError<EtilbudsavisAPI>) -> [Share] {
        try await send(ListShares(userID: attachedUserID(), listID: listID))
    }

    /// Shares a list with the share's user, or changes their access.
    @discardableResult
    public func put(_ share: Share, inList listID: String) async throws(ClientError<EtilbudsavisAPI>) -> Share {
        try await send(PutShare(userID: attachedUserID(), listID: listID, email: share.user.email, share: share))
    }

    /// Stops sharing a list with a user; an already removed share counts as removed.
    public func deleteShare(email: String, inList listID: String) async throws(ClientError<EtilbudsavisAPI>) {
        let request = DeleteShare(userID: try attachedUserID(), listID: listID, email: email)
        try await sendIgnoringMissingResource(request)
    }

    /// Sends a delete; an answer that the resource does not exist (1501) counts as done.
    private func sendIgnoringMissingResource<R: Request>(_ request: R) async throws(ClientError<EtilbudsavisAPI>)
    where R.API == EtilbudsavisAPI {
        do {
            _ = try await send(request)
        } catch .api(let error, _) where error.code == Self.invalidResourceIDCode {
            return
        }
    }
}
