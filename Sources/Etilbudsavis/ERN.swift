import APIRuntime
import Foundation

/// The identity of an eTilbudsavis object, `ern:<type>:<id>`, parsed into its type and id.
///
/// The type may have several `:`-separated parts (`ern:shopping:list:<uuid>`); the id is the part after the
/// last `:` and keeps its case (catalog and offer ids are case-sensitive, such as `9311EdLD`). An ERN
/// encodes back exactly as it was read.
public struct ERN: Sendable, Hashable, Codable, CustomStringConvertible, LosslessStringConvertible {
    /// The prefix every ERN starts with.
    public static let prefix = "ern:"

    /// The kind of object (`catalog`, `offer`, `shopping:list`, …).
    public let type: ERNType
    /// The object's id: everything after the last `:`.
    public let id: String

    /// Creates an ERN from a type and an id; fails when the id is empty or contains a `:`.
    public init(type: ERNType, id: String) throws(ERNError) {
        guard !id.isEmpty else { throw ERNError.missingID(Self.prefix + type.rawValue + ":") }
        // A `Character`, so this is the standard library's scan, not Foundation's substring search.
        guard !id.contains(Character(":")) else { throw ERNError.invalidID(id) }
        self.type = type
        self.id = id
    }

    /// Parses `ern:<type>:<id>`; throws ``ERNError`` when the text is not an ERN.
    public init(parsing text: String) throws(ERNError) {
        guard text.hasPrefix(Self.prefix) else { throw ERNError.missingPrefix(text) }
        let rest = text.dropFirst(Self.prefix.count)
        guard let lastColon = rest.lastIndex(of: ":") else { throw ERNError.missingType(text) }
        let typeText = rest[..<lastColon]
        let idText = rest[rest.index(after: lastColon)...]
        guard !typeText.isEmpty, !typeText.split(separator: ":", omittingEmptySubsequences: false).contains("")
        else { throw ERNError.missingType(text) }
        guard !idText.isEmpty else { throw ERNError.missingID(text) }
        self.type = ERNType(rawValue: String(typeText))
        self.id = String(idText)
    }

    /// Parses `ern:<type>:<id>`, or returns `nil` when the text is not an ERN.
    public init?(_ description: String) {
        guard let parsed = try? ERN(parsing: description) else { return nil }
        self = parsed
    }

    /// The wire form, `ern:<type>:<id>`.
    public var rawValue: String { Self.prefix + type.rawValue + ":" + id }

    /// The wire form, `ern:<type>:<id>`.
    public var description: String { rawValue }

    /// Decodes an ERN from a JSON string; a string that is not an ERN is a `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try ERN(parsing: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the ERN as its wire string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// The type part of an ``ERN``: an open set of names, with constants for the types the API is known to use.
public struct ERNType: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral {
    /// The wire spelling (`catalog`, `shopping:list`).
    public let rawValue: String

    /// Creates a type from its wire spelling.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a type from a string literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// A catalog.
    public static let catalog: ERNType = "catalog"
    /// An offer.
    public static let offer: ERNType = "offer"
    /// A dealer.
    public static let dealer: ERNType = "dealer"
    /// A store.
    public static let store: ERNType = "store"
    /// A user.
    public static let user: ERNType = "user"
    /// A country.
    public static let country: ERNType = "country"
    /// A currency.
    public static let currency: ERNType = "currency"
    /// A shopping list.
    public static let shoppingList: ERNType = "shopping:list"
    /// A shopping-list item, as the iOS SDK spells it.
    public static let shoppingListItem: ERNType = "shopping:item"
    /// A shopping-list item, as the Android SDK spells it.
    public static let shoppingListItemAlternate: ERNType = "shoppinglist:item"

    /// Whether the type names a shopping-list item in either known spelling.
    public var isShoppingListItem: Bool {
        self == .shoppingListItem || self == .shoppingListItemAlternate
    }
}

/// Why text is not an ``ERN``.
public enum ERNError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text does not start with `ern:`.
    case missingPrefix(String)
    /// The text has no type between `ern:` and the id, or an empty type part.
    case missingType(String)
    /// The text has no id after the last `:`.
    case missingID(String)
    /// An id given to ``ERN/init(type:id:)`` contains a `:`.
    case invalidID(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .missingPrefix(let text): return "'\(text)' is not an ERN: it does not start with 'ern:'"
        case .missingType(let text): return "'\(text)' is not an ERN: it has no type ('ern:<type>:<id>')"
        case .missingID(let text): return "'\(text)' is not an ERN: it has no id after the last ':'"
        case .invalidID(let id): return "'\(id)' cannot be an ERN id: it contains ':'"
        }
    }
}

extension ERN {
    /// The ERN as a request parameter: its wire string.
    public var parameterValue: ParameterValue { .string(rawValue) }
}
