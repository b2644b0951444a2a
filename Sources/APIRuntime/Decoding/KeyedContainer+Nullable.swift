import Foundation

// Fields whose `null` means something of its own (`explicitNull: true`): a generated model reads and writes such a
// `Nullable<T>?` property with one call, an absent field being `nil` and a `null` being `.null`.

extension KeyedDecodingContainer where Key == WireKey {
    /// Decodes a field that tells absent (`nil`) from `null` (``Nullable/null``).
    @inlinable
    public func nullableIfPresent<Value: Decodable>(_ type: Value.Type, _ key: StaticString) throws -> Nullable<Value>?
    {
        let key = WireKey(key)
        guard contains(key) else { return nil }
        if try decodeNil(forKey: key) { return .null }
        return .value(try decode(type, forKey: key))
    }

    /// Decodes a date in one format from a field that tells absent (`nil`) from `null` (``Nullable/null``).
    public func decodeDateNullableIfPresent(forKey key: WireKey, format: DateFormat) throws -> Nullable<Date>? {
        guard contains(key) else { return nil }
        if try decodeNil(forKey: key) { return .null }
        return try decodeDateIfPresent(forKey: key, format: format).map(Nullable.value)
    }
}

extension KeyedEncodingContainer where Key == WireKey {
    /// Encodes a field that tells absent from `null`: nothing for `nil`, `null` for ``Nullable/null``, else the
    /// value.
    @inlinable
    public mutating func nullableIfPresent<Value: Encodable>(_ value: Nullable<Value>?, _ key: StaticString) throws {
        switch value {
        case nil: return
        case .null?: try encodeNil(forKey: WireKey(key))
        case .value(let wrapped)?: try encode(wrapped, forKey: WireKey(key))
        }
    }

    /// Encodes a date in one format into a field that tells absent from `null`: nothing for `nil`, `null` for
    /// ``Nullable/null``, else the date.
    public mutating func encodeDateNullableIfPresent(_ date: Nullable<Date>?, forKey key: WireKey, format: DateFormat)
        throws
    {
        switch date {
        case nil: return
        case .null?: try encodeNil(forKey: key)
        case .value(let wrapped)?: try encodeDateIfPresent(wrapped, forKey: key, format: format)
        }
    }
}
