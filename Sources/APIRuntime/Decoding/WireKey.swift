/// A coding key spelled by its wire name, shared by every generated model.
///
/// Generated models read and write their fields through this one key type instead of a `CodingKeys` enum of
/// their own: the compiler then has no `RawRepresentable`, `CodingKey` and `Hashable` conformances to derive
/// and no witness tables to emit for each model, which is a large part of what synthesized coding costs at
/// build time. At run time a key is just its string, as the enum's `stringValue` was.
///
/// ```swift
/// let container = try decoder.container(keyedBy: WireKey.self)
/// let name = try container.string("name")
/// ```
public struct WireKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The field's name on the wire.
    public let stringValue: String

    /// Always `nil`: wire keys name object fields, never array positions.
    public var intValue: Int? { nil }

    /// Creates a key from a field's wire name.
    @inlinable
    public init(_ name: String) {
        self.stringValue = name
    }

    /// Creates a key from a field's wire name written as a literal, the way generated coding members pass it.
    ///
    /// The container helpers (`container.string("id")`) take the name as a `StaticString`: in a debug build a
    /// `StaticString` literal is a constant, where a `String` literal costs the calling code two calls and a
    /// release per field. The `String` is made here, once, in the runtime; wire names of up to 15 ASCII bytes
    /// are stored inline and allocate nothing.
    @inlinable
    public init(_ name: StaticString) {
        self.stringValue = name.description
    }

    /// Creates a key from a string literal, the way generated code spells it.
    @inlinable
    public init(stringLiteral name: String) {
        self.stringValue = name
    }

    /// Creates a key from a field's wire name (the `CodingKey` requirement); never fails.
    @inlinable
    public init?(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Fails: an object field has no integer key.
    @inlinable
    public init?(intValue: Int) {
        nil
    }
}
