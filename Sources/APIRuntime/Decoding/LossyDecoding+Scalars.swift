// Concrete overloads of the lossy helpers for the scalar types lenient models use most.
//
// Inside the generic `decodeLossyIfPresent<T>`, `decodeIfPresent(T.self, forKey:)` resolves to the decoder's
// generic entry point, which for a scalar goes through `T.init(from:)` and a single-value container (and, in
// Foundation's JSONDecoder, a pushed coding path). These overloads call the decoder's scalar entry points
// directly, as synthesized `Codable` does; values, errors and reported issues are the same. They take the decoder
// as it is (not optional): wrapping it in an `Optional` copies the existential for every field, failing or not.
// A call without a decoder takes the generic helpers. A value in another JSON type that spells a value of the field's
// type (`"3"` for an `Int`, `1` for a `Bool`) is read as strict models read it (`KeyedDecodingContainer+
// ScalarSpellings.swift`), so a lenient model drops only what a strict one would fail on.

extension KeyedDecodingContainer {
    /// Decodes an optional `String` field, turning a malformed value into `nil` and reporting it.
    @inlinable
    public func decodeLossyIfPresent(
        _ type: String.Type, forKey key: Key, decoder: any Decoder
    ) -> String? {
        do {
            return try decodeIfPresent(String.self, forKey: key)
        } catch {
            if let text = try? integerText(key, after: error) { return text }
            reportDropped("", String.self, forKey: key, error: error, decoder: decoder)
            return nil
        }
    }

    /// Decodes an optional `Int` field, turning a malformed value into `nil` and reporting it.
    @inlinable
    public func decodeLossyIfPresent(_ type: Int.Type, forKey key: Key, decoder: any Decoder) -> Int? {
        do {
            return try decodeIfPresent(Int.self, forKey: key)
        } catch {
            if let number = try? quotedNumber(key, after: error, Self.quotedInt) { return number }
            reportDropped("", Int.self, forKey: key, error: error, decoder: decoder)
            return nil
        }
    }

    /// Decodes an optional `Int64` field, turning a malformed value into `nil` and reporting it.
    @inlinable
    public func decodeLossyIfPresent(_ type: Int64.Type, forKey key: Key, decoder: any Decoder) -> Int64? {
        do {
            return try decodeIfPresent(Int64.self, forKey: key)
        } catch {
            if let number = try? quotedNumber(key, after: error, Self.quotedInt64) { return number }
            reportDropped("", Int64.self, forKey: key, error: error, decoder: decoder)
            return nil
        }
    }

    /// Decodes an optional `Double` field, turning a malformed value into `nil` and reporting it.
    @inlinable
    public func decodeLossyIfPresent(
        _ type: Double.Type, forKey key: Key, decoder: any Decoder
    ) -> Double? {
        do {
            return try decodeIfPresent(Double.self, forKey: key)
        } catch {
            if let number = try? quotedNumber(key, after: error, Self.quotedDouble) { return number }
            reportDropped("", Double.self, forKey: key, error: error, decoder: decoder)
            return nil
        }
    }

    /// Decodes an optional `Bool` field, turning a malformed value into `nil` and reporting it.
    @inlinable
    public func decodeLossyIfPresent(_ type: Bool.Type, forKey key: Key, decoder: any Decoder) -> Bool? {
        do {
            return try decodeIfPresent(Bool.self, forKey: key)
        } catch {
            if let value = try? spelledBool(key, after: error) { return value }
            reportDropped("", Bool.self, forKey: key, error: error, decoder: decoder)
            return nil
        }
    }

    /// Decodes an optional open enum field from its raw string, as ``OpenEnum``'s `init(from:)` does; a malformed
    /// value is `nil` and reported.
    @inlinable
    public func decodeLossyIfPresent<T: OpenEnum>(
        _ type: T.Type, forKey key: Key, decoder: any Decoder
    ) -> T? {
        do {
            return try decodeIfPresent(String.self, forKey: key).map(T.matching)
        } catch {
            reportDropped("", T.self, forKey: key, error: error, decoder: decoder)
            return nil
        }
    }

    /// Decodes an optional field of any other type, turning a malformed value into `nil` and reporting it; like
    /// ``decodeLossyIfPresent(_:forKey:decoder:)`` with an optional decoder, without copying the decoder per field.
    @inlinable
    public func decodeLossyIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key, decoder: any Decoder) -> T? {
        do {
            return try decodeIfPresent(T.self, forKey: key)
        } catch {
            reportDropped("", T.self, forKey: key, error: error, decoder: decoder)
            return nil
        }
    }

    /// Decodes an ordered map of a lenient model, `nil` and reported when mistyped; like the overload with an
    /// optional decoder, without copying the decoder per field.
    @inlinable
    public func decodeLossyOrderedMapIfPresent<Value: Decodable>(
        _ type: Value.Type = Value.self, forKey key: Key, orderKey: Key, decoder: any Decoder
    ) -> OrderedMap<Value>? {
        do {
            return try decodeOrderedMap(Value.self, forKey: key, orderKey: orderKey, decoder: decoder) { dangling in
                reportDanglingOrderKeys(dangling, forKey: key, orderKey: orderKey, decoder: decoder)
            }
        } catch {
            reportDropped("map of ", Value.self, forKey: key, error: error, decoder: decoder)
            return nil
        }
    }

    /// Decodes a `[String]` of a lenient model: elements that fail are dropped and reported, the others kept; a
    /// value that is not a list is `nil` and reported.
    @inlinable
    public func decodeLossyListIfPresent(
        _ type: String.Type, forKey key: Key, decoder: any Decoder
    ) -> [String]? {
        decodeLossyList(String.self, forKey: key, decoder: decoder) { try $0.decode(String.self) }
    }

    /// Decodes an `[Int]` of a lenient model: elements that fail are dropped and reported, the others kept; a
    /// value that is not a list is `nil` and reported.
    @inlinable
    public func decodeLossyListIfPresent(_ type: Int.Type, forKey key: Key, decoder: any Decoder) -> [Int]? {
        decodeLossyList(Int.self, forKey: key, decoder: decoder) { try $0.decode(Int.self) }
    }

    /// Decodes a `[Double]` of a lenient model: elements that fail are dropped and reported, the others kept; a
    /// value that is not a list is `nil` and reported.
    @inlinable
    public func decodeLossyListIfPresent(
        _ type: Double.Type, forKey key: Key, decoder: any Decoder
    ) -> [Double]? {
        decodeLossyList(Double.self, forKey: key, decoder: decoder) { try $0.decode(Double.self) }
    }
}
