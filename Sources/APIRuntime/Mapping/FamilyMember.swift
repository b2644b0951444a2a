import Foundation

/// How a polymorphic family names its member on the wire.
public enum Discriminator: Sendable, Hashable {
    /// A property whose value is the wire type name (Bridge `"type"`).
    case field(String)
    /// An identifier property whose text between a prefix and its last `:` is the wire type name
    /// (`ern:catalog:ID` → `catalog`, `ern:shopping:list:ID` → `shopping:list`; ids never hold `:`).
    case prefixedField(String, prefix: String)

    /// The property that carries the discriminator.
    public var fieldName: String {
        switch self {
        case .field(let name): return name
        case .prefixedField(let name, _): return name
        }
    }

    /// The wire type name read from the discriminator property's value.
    public func wireName(from value: String) -> String? {
        switch self {
        case .field: return value.isEmpty ? nil : value
        case .prefixedField(_, let prefix):
            guard value.hasPrefix(prefix) else { return nil }
            // Everything up to the last `:` (the id follows it); without one, the whole rest is the type.
            let rest = value.dropFirst(prefix.count)
            let name = rest.lastIndex(of: ":").map { rest[..<$0] } ?? rest
            return name.isEmpty ? nil : String(name)
        }
    }
}

/// An object decoded into a user's registered type: the value, its wire name and the raw JSON it came from.
public struct CustomObject: Sendable, Hashable {
    /// The wire type name.
    public let wireName: String
    /// The user's value; cast it to the registered type.
    public let value: any Sendable
    /// The object as received, for equality and for encoding back when the value cannot be re-encoded.
    public let raw: JSONValue

    /// Creates a custom object.
    public init(wireName: String, value: any Sendable, raw: JSONValue) {
        self.wireName = wireName
        self.value = value
        self.raw = raw
    }

    /// The value as a type, or `nil`.
    public func value<T>(as type: T.Type) -> T? { value as? T }

    /// Custom objects are equal when they came from the same wire name and JSON.
    public static func == (lhs: CustomObject, rhs: CustomObject) -> Bool {
        lhs.wireName == rhs.wireName && lhs.raw == rhs.raw
    }

    /// Hashes the wire name and the JSON.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wireName)
        hasher.combine(raw)
    }
}

/// What a family's `init(from:)` gets back from the registry.
///
/// Generated code switches on it: `.builtIn(let value as SurveyQuestion)` → `.surveyQuestion(value)`,
/// `.custom(let object)` → `.custom(object)`, `.unknown(let json)` → `.unknown(json)`.
public enum FamilyMember: Sendable {
    /// A value of the generated type for the wire name.
    case builtIn(any Sendable)
    /// A value of the user's registered type.
    case custom(CustomObject)
    /// No type for the wire name, or no discriminator: the object kept whole (already reported).
    case unknown(JSONValue)
}
