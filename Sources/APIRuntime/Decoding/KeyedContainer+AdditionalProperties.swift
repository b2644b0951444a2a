/// The keys of an object beyond a model's declared properties (the schema's `additionalProperties:`), read into
/// and written back from one dictionary.
///
/// A generated model with `additionalProperties: T` decodes its declared properties, then every other key as a
/// `T`; it encodes its declared properties, then the dictionary's keys in key order. A declared key always wins:
/// a dictionary entry under a declared key (or under the discriminator field a family member writes) is never
/// written, so no key appears twice. A value of the wrong type under an extra key fails the decode with the
/// decoder's `DecodingError` at that key's path, as a declared property's value would.
///
/// ```swift
/// // `Labels` declares `id`; `{"id": "1", "team": "a", "tier": "b"}` keeps `team` and `tier`.
/// let container = try decoder.container(keyedBy: WireKey.self)
/// self.id = try container.string("id")
/// self.additionalProperties = try container.additionalProperties(String.self, except: "id")
/// ```
extension KeyedDecodingContainer where Key == WireKey {
    /// Decodes every key of the object except the declared ones, each as a `Value`.
    ///
    /// - Parameters:
    ///   - type: The type of every extra key's value (`JSONValue` keeps any JSON, `null` included).
    ///   - declared: The wire names the model reads itself, and the discriminator fields it writes.
    /// - Returns: The extra keys and their values; empty when the object has none.
    /// - Throws: `DecodingError` when a value does not decode as `Value` (its coding path ends at the key).
    public func additionalProperties<Value: Decodable>(
        _ type: Value.Type, except declared: StaticString...
    ) throws -> [String: Value] {
        let names = Set(declared.map(\.description))
        var values: [String: Value] = [:]
        for key in allKeys where !names.contains(key.stringValue) {
            values[key.stringValue] = try decode(type, forKey: key)
        }
        return values
    }
}

extension KeyedEncodingContainer where Key == WireKey {
    /// Encodes the extra keys of a model after its declared properties, in key order, skipping declared ones.
    ///
    /// - Parameters:
    ///   - values: The model's extra keys and their values.
    ///   - declared: The wire names the model writes itself (they win over an entry of the same name).
    public mutating func encodeAdditionalProperties<Value: Encodable>(
        _ values: [String: Value], except declared: StaticString...
    ) throws {
        guard !values.isEmpty else { return }
        let names = Set(declared.map(\.description))
        for (key, value) in values.sorted(by: { $0.key < $1.key }) where !names.contains(key) {
            try encode(value, forKey: WireKey(key))
        }
    }
}
