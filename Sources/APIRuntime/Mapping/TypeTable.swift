/// A model type that can travel through the type table: decodable, encodable and sendable.
public typealias WireObject = Codable & Sendable

/// The generated table of one API: wire type names to Swift types and their families.
///
/// Bridge's `"type"` values, eTilbudsavis `ern` kinds, Bazaarvoice include keys and FogBugz element names
/// all enter it. A ``TypeRegistry`` layers the user's overrides on top.
public struct TypeTable: Sendable {
    /// One wire type.
    public struct Entry: Sendable {
        /// The name on the wire (`SurveyQuestion`).
        public let wireName: String
        /// The Swift type.
        public let type: any WireObject.Type
        /// The families the type belongs to (`SurveyElement`).
        public let families: [String]

        /// Creates an entry.
        public init(wireName: String, type: any WireObject.Type, families: [String] = []) {
            self.wireName = wireName
            self.type = type
            self.families = families
        }
    }

    private let byWireName: [String: Entry]
    private let byType: [ObjectIdentifier: String]

    /// Creates a table; a repeated wire name keeps its last entry.
    public init(_ entries: [Entry] = []) {
        var byWireName: [String: Entry] = [:]
        var byType: [ObjectIdentifier: String] = [:]
        byWireName.reserveCapacity(entries.count)
        for entry in entries {
            byWireName[entry.wireName] = entry
            byType[ObjectIdentifier(entry.type)] = entry.wireName
        }
        self.byWireName = byWireName
        self.byType = byType
    }

    /// The entry for a wire name.
    public func entry(forWireName wireName: String) -> Entry? {
        byWireName[wireName]
    }

    /// The wire name of a Swift type.
    public func wireName(for type: Any.Type) -> String? {
        byType[ObjectIdentifier(type)]
    }

    /// Every wire name, sorted.
    public var wireNames: [String] { byWireName.keys.sorted() }
}
