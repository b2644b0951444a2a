/// An API object with an ``ERN``, which the client's ``ObjectCache`` can store and find again.
public protocol ERNIdentifiable: Sendable {
    /// The object's identity, or `nil` when it has none (such an object is not cached).
    var cacheERN: ERN? { get }
}

extension Catalog: ERNIdentifiable {
    /// The catalog's ERN.
    public var cacheERN: ERN? { ern }
}

extension Offer: ERNIdentifiable {
    /// The offer's ERN.
    public var cacheERN: ERN? { ern }
}

extension Dealer: ERNIdentifiable {
    /// The dealer's ERN.
    public var cacheERN: ERN? { ern }
}

extension Store: ERNIdentifiable {
    /// The store's ERN.
    public var cacheERN: ERN? { ern }
}

extension User: ERNIdentifiable {
    /// The user's ERN.
    public var cacheERN: ERN? { ern }
}

extension Currency: ERNIdentifiable {
    /// The currency's ERN.
    public var cacheERN: ERN? { ern }
}

extension Country: ERNIdentifiable {
    /// The country's ERN, or `ern:country:<ID>` built from its upper-cased id when the server sent none.
    public var cacheERN: ERN? { ern ?? (try? ERN(type: .country, id: id.uppercased())) }
}

extension ShoppingList: ERNIdentifiable {
    /// The list's ERN, or `ern:shopping:list:<id>` when the server sent none.
    public var cacheERN: ERN? { ern ?? (try? ERN(type: .shoppingList, id: id)) }
}

extension ShoppingListItem: ERNIdentifiable {
    /// The item's ERN, or `ern:shopping:item:<id>` when the server sent none.
    public var cacheERN: ERN? { ern ?? (try? ERN(type: .shoppingListItem, id: id)) }
}
