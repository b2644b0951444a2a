/// A union without a discriminator (`oneOf: [A, B]`): a value is the first member, in order, that decodes.
///
/// Emitted as an enum with one case per member. Decoding tries the members in schema order and keeps the first
/// that fits; when none does, every member's failure is reported with its coding path. Encoding writes the held
/// member as it is.
public struct UnionDecl: Sendable {
    /// One member: a type and the Swift case that holds it.
    public struct Member: Sendable {
        /// The member's type.
        public var type: TypeExpression
        /// The Swift case name, derived from the type (``caseName(for:)``) or given with `swift:`.
        public var caseName: String
        /// Whether `swift:` gave the case name.
        public var hasExplicitCaseName: Bool
        /// Where the member is written.
        public var location: SourceLocation
    }

    /// The members in the order they are tried.
    public var members: [Member]

    /// The case name a member type gets: the lowerCamel type name (`SearchResult` → `searchResult`), the scalar's
    /// name (`string`, `dateTime`), `…List` for an array and `…Map` for a map.
    public static func caseName(for type: TypeRef) -> String {
        switch type {
        case .scalar(let scalar): return SwiftNaming.camel(scalar.rawValue)
        case .named(let name, let arguments):
            return SwiftNaming.camel(name) + arguments.map { SwiftNaming.upperCamel(caseName(for: $0)) }.joined()
        case .array(let element): return caseName(for: element) + "List"
        case .map(_, let value), .orderedMap(let value): return caseName(for: value) + "Map"
        case .optional(let wrapped): return caseName(for: wrapped)
        }
    }
}
