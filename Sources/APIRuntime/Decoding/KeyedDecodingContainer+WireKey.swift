import Foundation

/// Decoding helpers that generated models call, one name per type.
///
/// Each forwards to the standard container method of the same type (so a `String` still reaches the decoder's
/// concrete `String` entry point, as synthesized `Codable` does); the distinct names only spare the compiler an
/// overload search per field when it type-checks a generated `init(from:)`. The string, number and Boolean helpers
/// also read a value spelled in another JSON type (`"-0.00750"`, `1` for `true`, `1` for `"1"`; see
/// `quotedNumber(_:after:_:)`), and `urlIfPresent` reads `""` as no URL.
///
/// Keys are `StaticString` literals: passing one is a constant in a debug build, where a `WireKey` literal costs
/// the generated code a `String` and a key to build and release per field.
extension KeyedDecodingContainer where Key == WireKey {
    /// Decodes a required `String`.
    @inlinable
    public func string(_ key: StaticString) throws -> String {
        do { return try decode(String.self, forKey: WireKey(key)) } catch {
            return try integerText(WireKey(key), after: error)
        }
    }

    /// Decodes a required `Int`.
    @inlinable
    public func int(_ key: StaticString) throws -> Int {
        do { return try decode(Int.self, forKey: WireKey(key)) } catch {
            return try quotedNumber(WireKey(key), after: error, Self.quotedInt)
        }
    }

    /// Decodes a required `Int64`.
    @inlinable
    public func int64(_ key: StaticString) throws -> Int64 {
        do { return try decode(Int64.self, forKey: WireKey(key)) } catch {
            return try quotedNumber(WireKey(key), after: error, Self.quotedInt64)
        }
    }

    /// Decodes a required `Double`.
    @inlinable
    public func double(_ key: StaticString) throws -> Double {
        do { return try decode(Double.self, forKey: WireKey(key)) } catch {
            return try quotedNumber(WireKey(key), after: error, Self.quotedDouble)
        }
    }

    /// Decodes a required `Bool`.
    @inlinable
    public func bool(_ key: StaticString) throws -> Bool {
        do { return try decode(Bool.self, forKey: WireKey(key)) } catch {
            return try spelledBool(WireKey(key), after: error)
        }
    }

    /// Decodes a required `URL`.
    @inlinable
    public func url(_ key: StaticString) throws -> URL { try decode(URL.self, forKey: WireKey(key)) }

    /// Decodes a required value of any decodable type.
    @inlinable
    public func value<Value: Decodable>(_ type: Value.Type, _ key: StaticString) throws -> Value {
        do { return try decode(type, forKey: WireKey(key)) } catch { throw readerFailure(WireKey(key), error) }
    }

    /// Decodes a `String`, or `nil` when the field is absent or `null`.
    @inlinable
    public func stringIfPresent(_ key: StaticString) throws -> String? {
        do { return try decodeIfPresent(String.self, forKey: WireKey(key)) } catch {
            return try integerText(WireKey(key), after: error)
        }
    }

    /// Decodes an `Int`, or `nil` when the field is absent or `null`.
    @inlinable
    public func intIfPresent(_ key: StaticString) throws -> Int? {
        do { return try decodeIfPresent(Int.self, forKey: WireKey(key)) } catch {
            return try quotedNumber(WireKey(key), after: error, Self.quotedInt)
        }
    }

    /// Decodes an `Int64`, or `nil` when the field is absent or `null`.
    @inlinable
    public func int64IfPresent(_ key: StaticString) throws -> Int64? {
        do { return try decodeIfPresent(Int64.self, forKey: WireKey(key)) } catch {
            return try quotedNumber(WireKey(key), after: error, Self.quotedInt64)
        }
    }

    /// Decodes a `Double`, or `nil` when the field is absent or `null`.
    @inlinable
    public func doubleIfPresent(_ key: StaticString) throws -> Double? {
        do { return try decodeIfPresent(Double.self, forKey: WireKey(key)) } catch {
            return try quotedNumber(WireKey(key), after: error, Self.quotedDouble)
        }
    }

    /// Decodes a `Bool`, or `nil` when the field is absent or `null`.
    @inlinable
    public func boolIfPresent(_ key: StaticString) throws -> Bool? {
        do { return try decodeIfPresent(Bool.self, forKey: WireKey(key)) } catch {
            return try spelledBool(WireKey(key), after: error)
        }
    }

    /// Decodes a `URL`, or `nil` when the field is absent, `null` or the empty string.
    ///
    /// Servers send `""` for a URL that is not set (Twilio's `sms_fallback_url`), which is no URL; for a required
    /// URL it stays the decoding error it was.
    @inlinable
    public func urlIfPresent(_ key: StaticString) throws -> URL? {
        do { return try decodeIfPresent(URL.self, forKey: WireKey(key)) } catch {
            guard case DecodingError.dataCorrupted = error, (try? decode(String.self, forKey: WireKey(key))) == ""
            else { throw error }
            return nil
        }
    }

    /// Decodes a value of any decodable type, or `nil` when the field is absent or `null`.
    @inlinable
    public func valueIfPresent<Value: Decodable>(_ type: Value.Type, _ key: StaticString) throws -> Value? {
        do { return try decodeIfPresent(type, forKey: WireKey(key)) } catch { throw readerFailure(WireKey(key), error) }
    }
}
