import Foundation

/// Encoding helpers that generated models call, one name per type.
///
/// Each forwards to the standard container method of the same type (a `String` reaches the encoder's concrete
/// `String` entry point, as synthesized `Codable` does); the distinct names spare the compiler an overload search
/// per field when it type-checks a generated `encode(to:)`.
///
/// Keys are `StaticString` literals: passing one is a constant in a debug build, where a `WireKey` literal costs
/// the generated code a `String` and a key to build and release per field. The `IfPresent` forms write nothing for `nil`.
extension KeyedEncodingContainer where Key == WireKey {
    /// Encodes a `String`.
    @inlinable
    public mutating func string(_ value: String, _ key: StaticString) throws { try encode(value, forKey: WireKey(key)) }

    /// Encodes an `Int`.
    @inlinable
    public mutating func int(_ value: Int, _ key: StaticString) throws { try encode(value, forKey: WireKey(key)) }

    /// Encodes an `Int64`.
    @inlinable
    public mutating func int64(_ value: Int64, _ key: StaticString) throws { try encode(value, forKey: WireKey(key)) }

    /// Encodes a `Double`.
    @inlinable
    public mutating func double(_ value: Double, _ key: StaticString) throws { try encode(value, forKey: WireKey(key)) }

    /// Encodes a `Bool`.
    @inlinable
    public mutating func bool(_ value: Bool, _ key: StaticString) throws { try encode(value, forKey: WireKey(key)) }

    /// Encodes a value of any encodable type; an optional one writes `null` for `nil`.
    @inlinable
    public mutating func value<Value: Encodable>(_ value: Value, _ key: StaticString) throws {
        try encode(value, forKey: WireKey(key))
    }

    /// Encodes a `String` unless it is `nil`.
    @inlinable
    public mutating func stringIfPresent(_ value: String?, _ key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(key))
    }

    /// Encodes an `Int` unless it is `nil`.
    @inlinable
    public mutating func intIfPresent(_ value: Int?, _ key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(key))
    }

    /// Encodes an `Int64` unless it is `nil`.
    @inlinable
    public mutating func int64IfPresent(_ value: Int64?, _ key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(key))
    }

    /// Encodes a `Double` unless it is `nil`.
    @inlinable
    public mutating func doubleIfPresent(_ value: Double?, _ key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(key))
    }

    /// Encodes a `Bool` unless it is `nil`.
    @inlinable
    public mutating func boolIfPresent(_ value: Bool?, _ key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(key))
    }

    /// Encodes a value of any encodable type unless it is `nil`.
    @inlinable
    public mutating func valueIfPresent<Value: Encodable>(_ value: Value?, _ key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(key))
    }
}
