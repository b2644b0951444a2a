import APIRuntime

/// A value that computes its own ``ERN``, which the client's ``ObjectCache`` stores it under.
///
/// Models whose schema names their identity (`identity: ern`) need no conformance: the generator makes them
/// `IdentifiedObject`s and the cache reads their `IdentifiedObject.identity`. This protocol is for
/// what the schema cannot say: free-form JSON, and models whose ERN the client builds when the server sends none.
public protocol ERNIdentifiable: Sendable {
    /// The object's identity, or `nil` when it has none (such an object is not cached).
    var cacheERN: ERN? { get }
}

extension IdentifiedObject where Identity == ERN {
    /// The object's ERN: its schema identity.
    public var cacheERN: ERN? { identity }
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
