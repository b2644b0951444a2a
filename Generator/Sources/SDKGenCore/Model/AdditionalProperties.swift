/// The keys of a struct's object beyond its declared properties (`additionalProperties: T`), kept in one stored
/// dictionary.
///
/// OpenAPI's `properties` next to `additionalProperties: <schema>` (or `true`): a label set with a few known keys,
/// a metadata object, a map of extensions. On decode every key that is not a declared property's wire name (nor a
/// discriminator field the model writes) is decoded as `T` into the dictionary; on encode the dictionary's keys
/// are written after the declared properties, in key order, skipping any that a declared property already wrote.
public struct AdditionalProperties: Sendable {
    /// The type of each extra key's value (`string`, `json`, a model).
    public var type: TypeExpression
    /// The Swift property name (`additionalProperties`, or `swift:`).
    public var swiftName: String
    /// Whether `swift:` gave the name.
    public var hasExplicitSwiftName: Bool
    /// A doc comment.
    public var description: String?
    /// Where the `additionalProperties` key is written.
    public var location: SourceLocation

    /// The Swift property name used when `swift:` gives none.
    public static let defaultSwiftName = "additionalProperties"

    /// Creates the declaration of a model's extra keys.
    public init(
        type: TypeExpression, swiftName: String = AdditionalProperties.defaultSwiftName,
        hasExplicitSwiftName: Bool = false, description: String? = nil, location: SourceLocation
    ) {
        self.type = type
        self.swiftName = swiftName
        self.hasExplicitSwiftName = hasExplicitSwiftName
        self.description = description
        self.location = location
    }

    /// The Swift type of the stored property: a dictionary keyed by the extra keys' names.
    public var mapType: TypeRef { .map(key: .scalar(.string), value: type.type) }
}
