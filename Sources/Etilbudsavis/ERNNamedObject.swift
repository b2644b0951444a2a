import APIRuntime

/// A model that carries its own id beside its ``ERN``, so the ``ObjectCache`` can check that the two agree.
///
/// The cache files an object under its ERN and answers a request for an id from what it filed under that id's
/// ERN. An answer whose `ern` names another object than its `id` (`{"id": "B", "ern": "ern:offer:A"}`) would
/// otherwise be served as object `A` to the next cached call for `A`: a silent wrong value. The cache does not
/// store such an object; the network answer is returned as it came.
public protocol ERNNamedObject: Sendable {
    /// Whether `ern` is this object's own ERN: its id is the object's id.
    func isNamed(by ern: ERN) -> Bool
}

extension Catalog: ERNNamedObject {
    /// Whether the ERN's id is the catalog's id (ERN ids are case-sensitive).
    public func isNamed(by ern: ERN) -> Bool { ern.id == id }
}

extension Offer: ERNNamedObject {
    /// Whether the ERN's id is the offer's id.
    public func isNamed(by ern: ERN) -> Bool { ern.id == id }
}

extension Dealer: ERNNamedObject {
    /// Whether the ERN's id is the dealer's id.
    public func isNamed(by ern: ERN) -> Bool { ern.id == id }
}

extension Store: ERNNamedObject {
    /// Whether the ERN's id is the store's id.
    public func isNamed(by ern: ERN) -> Bool { ern.id == id }
}

extension ShoppingList: ERNNamedObject {
    /// Whether the ERN's id is the list's id.
    public func isNamed(by ern: ERN) -> Bool { ern.id == id }
}

extension ShoppingListItem: ERNNamedObject {
    /// Whether the ERN's id is the item's id.
    public func isNamed(by ern: ERN) -> Bool { ern.id == id }
}

extension User: ERNNamedObject {
    /// Whether the ERN's id is the user's numeric id written in decimal.
    public func isNamed(by ern: ERN) -> Bool { ern.id == String(id) }
}

extension Country: ERNNamedObject {
    /// Whether the ERN's id is the country's code, ignoring case (the SDK builds country ERNs upper-cased).
    public func isNamed(by ern: ERN) -> Bool { ern.id.uppercased() == id.uppercased() }
}
