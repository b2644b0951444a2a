/// Enum-keyed maps (`{Color: int}` in the schema language): an open enum is a dictionary key the way a `String` or
/// an `Int` is, so `[Color: Int]` reads and writes a JSON object (`{"red": 1}`) instead of Swift's fallback for
/// other keys, an array of alternating keys and values, which no API sends.
extension OpenEnum {
    /// The key the value is written under: its raw value.
    public var codingKey: any CodingKey { WireKey(rawValue) }

    /// The value a JSON object's key names: a known value (ignoring case when the enum allows it) or the raw key.
    public init?<T: CodingKey>(codingKey: T) {
        self = Self.matching(codingKey.stringValue)
    }
}

extension OpenIntEnum {
    /// The key the value is written under: its raw value as text (`"3"`), as JSON objects have only string keys.
    public var codingKey: any CodingKey { IntegerKey(rawValue) }

    /// The value a JSON object's key names, or `nil` (a decoding error) for a key that is not an integer.
    public init?<T: CodingKey>(codingKey: T) {
        guard let value = codingKey.intValue ?? Int(codingKey.stringValue) else { return nil }
        self.init(rawValue: value)
    }
}

/// An integer enum's dictionary key: the number as text, and as the key's integer value.
struct IntegerKey: CodingKey, Sendable {
    let intValue: Int?
    let stringValue: String

    init(_ value: Int) {
        self.intValue = value
        self.stringValue = String(value)
    }

    init?(stringValue: String) {
        guard let value = Int(stringValue) else { return nil }
        self.init(value)
    }

    init?(intValue: Int) {
        self.init(intValue)
    }
}
