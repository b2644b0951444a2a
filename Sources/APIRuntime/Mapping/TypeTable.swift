/// A model type that can travel through the type table: decodable, encodable and sendable.
public typealias WireObject = Codable & Sendable

/// The generated table of one API: wire type names to Swift types and their families.
///
/// Bridge's `"type"` values, eTilbudsavis `ern` kinds, Bazaarvoice include keys and FogBugz element names
/// all enter it. A ``TypeRegistry`` layers the user's overrides on top.
///
/// A wire name can mean different types in different contexts (Bridge's v3 `Schedule` and the v5 `Schedule`
/// of the timeline API). Each family resolves a name to the type it lists under that name; outside a family the
/// name means its unscoped entry. A scoped entry is found only through its families.
public struct TypeTable: Sendable {
    /// One wire type.
    public struct Entry: Sendable {
        /// The name on the wire (`SurveyQuestion`).
        public let wireName: String
        /// The Swift type.
        public let type: any WireObject.Type
        /// The families the type belongs to (`SurveyElement`).
        public let families: [String]
        /// Whether the name means this type only when decoded as one of ``families``.
        public let isScoped: Bool

        /// Creates an entry; a scoped one is resolved only within its families.
        public init(wireName: String, type: any WireObject.Type, families: [String] = [], scoped: Bool = false) {
            self.wireName = wireName
            self.type = type
            self.families = families
            self.isScoped = scoped
        }
    }

    private let byWireName: [String: Entry]
    private let byFamily: [String: [String: Entry]]
    private let byType: [ObjectIdentifier: String]

    /// Creates a table; a repeated unscoped wire name keeps its last entry, likewise within one family.
    public init(_ entries: [Entry] = []) {
        var byWireName: [String: Entry] = [:]
        var byFamily: [String: [String: Entry]] = [:]
        var byType: [ObjectIdentifier: String] = [:]
        byWireName.reserveCapacity(entries.count)
        for entry in entries {
            if !entry.isScoped { byWireName[entry.wireName] = entry }
            for family in entry.families { byFamily[family, default: [:]][entry.wireName] = entry }
            byType[ObjectIdentifier(entry.type)] = entry.wireName
        }
        self.byWireName = byWireName
        self.byFamily = byFamily
        self.byType = byType
    }

    /// The unscoped entry for a wire name.
    public func entry(forWireName wireName: String) -> Entry? {
        byWireName[wireName]
    }

    /// The entry a wire name means in a family's context: the family's own member, else the unscoped entry.
    public func entry(forWireName wireName: String, in family: String?) -> Entry? {
        if let family, let entry = byFamily[family]?[wireName] { return entry }
        return byWireName[wireName]
    }

    /// The wire name of a Swift type.
    public func wireName(for type: Any.Type) -> String? {
        byType[ObjectIdentifier(type)]
    }

    /// Every unscoped wire name, sorted.
    public var wireNames: [String] { byWireName.keys.sorted() }
}
