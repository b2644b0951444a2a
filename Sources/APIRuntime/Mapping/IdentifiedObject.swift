/// A model whose schema names the property that identifies it across calls (`identity: ern`).
///
/// The generator emits the conformance for every model with an `identity:` key, so a cache can store an object
/// under its identity and find it again without a hand-kept list of identified types.
public protocol IdentifiedObject: Sendable {
    /// The type of the identity (the identity property's type without its optionality).
    associatedtype Identity: Hashable & Sendable

    /// The object's identity, or `nil` when the server sent none (such an object cannot be cached).
    var identity: Identity? { get }
}
