import Foundation

/// Decoding helpers that generated models call, one name per type.
///
/// Each forwards to the standard container method of the same type (so a `String` still reaches the decoder's
/// concrete `String` entry point, as synthesized `Codable` does); the distinct names only spare the compiler an
/// overload search per field when it type-checks a generated `init(from:)`.
extension KeyedDecodingContainer where Key == WireKey {
    /// Decodes a required `String`.
    @inlinable
    public func string(_ key: WireKey) throws -> String { try decode(String.self, forKey: key) }

    /// Decodes a required `Int`.
    @inlinable
    public func int(_ key: WireKey) throws -> Int { try decode(Int.self, forKey: key) }

    /// Decodes a required `Int64`.
    @inlinable
    public func int64(_ key: WireKey) throws -> Int64 { try decode(Int64.self, forKey: key) }

    /// Decodes a required `Double`.
    @inlinable
    public func double(_ key: WireKey) throws -> Double { try decode(Double.self, forKey: key) }

    /// Decodes a required `Bool`.
    @inlinable
    public func bool(_ key: WireKey) throws -> Bool { try decode(Bool.self, forKey: key) }

    /// Decodes a required value of any decodable type.
    @inlinable
    public func value<Value: Decodable>(_ type: Value.Type, _ key: WireKey) throws -> Value {
        try decode(type, forKey: key)
    }

    /// Decodes a `String`, or `nil` when the field is absent or `null`.
    @inlinable
    public func stringIfPresent(_ key: WireKey) throws -> String? { try decodeIfPresent(String.self, forKey: key) }

    /// Decodes an `Int`, or `nil` when the field is absent or `null`.
    @inlinable
    public func intIfPresent(_ key: WireKey) throws -> Int? { try decodeIfPresent(Int.self, forKey: key) }

    /// Decodes an `Int64`, or `nil` when the field is absent or `null`.
    @inlinable
    public func int64IfPresent(_ key: WireKey) throws -> Int64? { try decodeIfPresent(Int64.self, forKey: key) }

    /// Decodes a `Double`, or `nil` when the field is absent or `null`.
    @inlinable
    public func doubleIfPresent(_ key: WireKey) throws -> Double? { try decodeIfPresent(Double.self, forKey: key) }

    /// Decodes a `Bool`, or `nil` when the field is absent or `null`.
    @inlinable
    public func boolIfPresent(_ key: WireKey) throws -> Bool? { try decodeIfPresent(Bool.self, forKey: key) }

    /// Decodes a value of any decodable type, or `nil` when the field is absent or `null`.
    @inlinable
    public func valueIfPresent<Value: Decodable>(_ type: Value.Type, _ key: WireKey) throws -> Value? {
        try decodeIfPresent(type, forKey: key)
    }
}
