/// A JSON object keyed by id together with the order its keys come in (Bazaarvoice `Includes`).
///
/// Iterates `(key, value)` pairs in order. On the wire it is two siblings: the object (`Products`) and
/// an array of keys (`ProductsOrder`); generated models decode it with
/// `KeyedDecodingContainer.decodeOrderedMapIfPresent(_:forKey:orderKey:)`.
public struct OrderedMap<Value>: RandomAccessCollection {
    /// The keys in order.
    public private(set) var keys: [String]
    /// The values by key.
    public private(set) var values: [String: Value]
    /// The members decoded into a user type registered for the map's wire key, by key (``mapped(as:)``).
    public internal(set) var custom: [String: CustomObject] = [:]

    /// Creates an empty map.
    public init() {
        keys = []
        values = [:]
    }

    /// Creates a map from values and an order; keys missing from the order follow sorted, unknown order keys are dropped.
    public init(values: [String: Value], order: [String]) {
        var seen = Set<String>()
        var keys: [String] = []
        keys.reserveCapacity(values.count)
        for key in order where values[key] != nil && seen.insert(key).inserted {
            keys.append(key)
        }
        if keys.count < values.count {
            keys.append(contentsOf: values.keys.filter { !seen.contains($0) }.sorted())
        }
        self.keys = keys
        self.values = values
    }

    /// The index of the first pair.
    public var startIndex: Int { keys.startIndex }
    /// The index past the last pair.
    public var endIndex: Int { keys.endIndex }

    /// The pair at a position.
    public subscript(position: Int) -> (key: String, value: Value) {
        let key = keys[position]
        // The key always has a value: both arrays change together.
        return (key, values[key]!)
    }

    /// The value for a key.
    public subscript(key key: String) -> Value? {
        values[key]
    }

    /// Sets or removes the value for a key; a new key goes last.
    ///
    /// The key's user value (``custom``), if any, is dropped.
    public mutating func set(_ value: Value?, forKey key: String) {
        custom.removeValue(forKey: key)
        if let value {
            if values.updateValue(value, forKey: key) == nil { keys.append(key) }
        } else if values.removeValue(forKey: key) != nil {
            keys.removeAll { $0 == key }
        }
    }
}

extension OrderedMap: Sendable where Value: Sendable {}
extension OrderedMap: Equatable where Value: Equatable {}
extension OrderedMap: Hashable where Value: Hashable {}

extension OrderedMap: Codable where Value: Codable {
    /// Decodes a plain object; keys come sorted.
    public init(from decoder: any Decoder) throws {
        let values = try [String: Value](from: decoder)
        self.init(values: values, order: [])
    }

    /// Encodes a plain object (the order travels separately).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for key in keys {
            if let value = values[key] { try container.encode(value, forKey: AnyCodingKey(key)) }
        }
    }
}

extension KeyedDecodingContainer {
    /// Decodes an ordered map from an object member and its sibling order array; `nil` when the object is absent.
    ///
    /// Order entries naming no key are ignored and reported to the decoder's ``ResponseContext``. Inlinable, so a
    /// model's `init(from:)` specializes it: unspecialized, every call (even for an absent member) looked up the
    /// generic metadata of `[String: Value]` at run time.
    @inlinable
    public func decodeOrderedMapIfPresent<Value: Decodable>(
        _ type: Value.Type = Value.self, forKey key: Key, orderKey: Key, decoder: (any Decoder)? = nil
    ) throws -> OrderedMap<Value>? {
        try decodeOrderedMap(Value.self, forKey: key, orderKey: orderKey, decoder: decoder) { dangling in
            reportDanglingOrderKeys(dangling, forKey: key, orderKey: orderKey, decoder: decoder)
        }
    }

    /// The ordered map decode behind ``decodeOrderedMapIfPresent(_:forKey:orderKey:decoder:)`` and the lossy
    /// helpers; `dangling` gets the order entries that name no member, and is called only when there are some.
    ///
    /// With a decoder, a map whose key is its value type's wire name also decodes into a type the user registered
    /// for that name (``OrderedMap/mapped(as:)``).
    @inlinable
    func decodeOrderedMap<Value: Decodable>(
        _ type: Value.Type, forKey key: Key, orderKey: Key, decoder: (any Decoder)?, dangling: ([String]) -> Void
    ) throws -> OrderedMap<Value>? {
        guard let values = try decodeIfPresent([String: Value].self, forKey: key) else { return nil }
        // A `null` entry (Bazaarvoice has sent `["Quality", null, "Size"]`) names no member: dangling, like a
        // key the map does not have; the members keep their place.
        let written = try decodeIfPresent([String?].self, forKey: orderKey) ?? []
        let order = written.compactMap { $0 }
        if order.count < written.count || order.contains(where: { values[$0] == nil }) {
            dangling(written.filter { entry in entry.map { values[$0] == nil } ?? true }.map { $0 ?? "null" })
        }
        var map = OrderedMap(values: values, order: order)
        if decoder != nil { map.attach(decodeRegisteredMembers(Value.self, forKey: key, decoder: decoder)) }
        return map
    }

    /// Reports order entries that name no member of the map, one issue each.
    ///
    /// The context is looked up only here: the lookup casts the decoder's `userInfo` value.
    @usableFromInline
    func reportDanglingOrderKeys(_ names: [String], forKey key: Key, orderKey: Key, decoder: (any Decoder)?) {
        guard let context = decoder?.responseContext else { return }
        for name in names {
            context.report(
                DecodingIssue(
                    kind: .danglingOrderKey, codingPath: codingPath + [key],
                    message: "'\(orderKey.stringValue)' names '\(name)', which '\(key.stringValue)' lacks"))
        }
    }
}

extension KeyedEncodingContainer {
    /// Encodes an ordered map as an object member plus its sibling order array; nothing when `nil`.
    public mutating func encodeOrderedMapIfPresent<Value: Encodable>(
        _ map: OrderedMap<Value>?, forKey key: Key, orderKey: Key
    ) throws {
        guard let map else { return }
        try encode(map.values, forKey: key)
        try encode(map.keys, forKey: orderKey)
    }
}
