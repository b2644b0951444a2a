/// A declaration under `models:`: a struct, an open enum, a polymorphic family or a union.
public struct ModelDecl: Sendable {
    /// The schema name (the key under `models:`), used in type expressions.
    public var name: String
    /// The Swift type name given with `swift:`, if any.
    public var swiftOverride: String?
    /// Where `swift:` is written, if it is.
    public var swiftOverrideLocation: SourceLocation?
    /// A doc comment.
    public var description: String?
    /// What kind of type it is.
    public var kind: Kind
    /// Generic parameters (`generic: [T]`).
    public var genericParameters: [String] = []
    /// The wire type name that enters the type table (`wireType:`).
    public var wireType: String?
    /// The families in whose context alone `wireType` means this model (`wireTypeScope:`); empty = everywhere.
    ///
    /// Another generation of the API may use the same wire name for a different type (v3 and v5 `Schedule`):
    /// the scoped model is resolved only when a value is decoded as one of these families.
    public var wireTypeScope: [String] = []
    /// XML: the element name and root.
    public var xmlElement: String?
    /// XML: the root element of a response, if not `response`.
    public var xmlRoot: String?
    /// Whether every property is optional and tolerant.
    public var lenient: Bool = false
    /// Whether it is deprecated.
    public var deprecated: Bool = false
    /// Whether a struct's properties are `var` (`mutable:`); `nil` infers it: `var` when a request can send the
    /// model, `let` when the API only returns it (``ModelMutability``).
    public var mutable: Bool?
    /// The wire name of the property that identifies an object across calls (`identity:`), if any.
    public var identity: String?
    /// Where `identity:` is written, if it is.
    public var identityLocation: SourceLocation?
    /// A union told apart by a sibling property (`variants:`), if any.
    public var variants: TaggedUnion?
    /// The keys beyond the declared properties, kept in one dictionary (`additionalProperties:`), if declared.
    public var additionalProperties: AdditionalProperties?
    /// Where the name is written.
    public var location: SourceLocation

    /// The four kinds of model.
    public enum Kind: Sendable {
        /// A struct with properties.
        case object([Property])
        /// An open enum.
        case enumeration(EnumDecl)
        /// A polymorphic family.
        case family(FamilyDecl)
        /// A union without a discriminator (`oneOf:`).
        case union(UnionDecl)
    }

    /// The Swift type name: `swift:` or the schema name.
    public var swiftName: String { swiftOverride ?? name }

    /// The properties of a struct, or none.
    public var properties: [Property] {
        if case .object(let properties) = kind { return properties }
        return []
    }
}

/// A property of a struct model.
public struct Property: Sendable {
    /// The wire name (the key under `properties:`).
    public var wire: String
    /// The Swift property name.
    public var swiftName: String
    /// Whether `swift:` gave the name.
    public var hasExplicitSwiftName: Bool
    /// The type.
    public var type: TypeExpression
    /// May be absent.
    public var optional: Bool = false
    /// May be null.
    public var nullable: Bool = false
    /// Whether `null` is a value of its own, apart from absent (`explicitNull: true`): a `Nullable<T>?` property.
    public var explicitNull: Bool = false
    /// Where `explicitNull:` is written.
    public var explicitNullLocation: SourceLocation?
    /// A default value (source text).
    public var defaultValue: (text: String, quoted: Bool)?
    /// Where `default:` is written.
    public var defaultLocation: SourceLocation?
    /// A doc comment.
    public var description: String?
    /// A date format override.
    public var format: DateFormatName?
    /// The wire name of the order array of an `OrderedMap`.
    public var order: String?
    /// Where `order:` is written.
    public var orderLocation: SourceLocation?
    /// Whether the model's properties are read from the same object.
    public var flatten: Bool = false
    /// The XML binding.
    public var xml: XMLBinding = .element
    /// Where `xml:` is written.
    public var xmlLocation: SourceLocation?
    /// The separator of a scalar list (`separator: ","`).
    public var separator: String?
    /// Other wire names the property is read from when its own is absent (`aliases: [bEmail]`), in order.
    public var aliases: [String] = []
    /// Where `aliases:` is written.
    public var aliasesLocation: SourceLocation?
    /// Whether it is deprecated.
    public var deprecated: Bool = false
    /// Where the property's key is written.
    public var location: SourceLocation

    /// Whether the Swift property is `Optional`.
    public var isSwiftOptional: Bool { optional || nullable || type.type.isOptional }
}

/// How a property maps to XML.
public enum XMLBinding: Sendable, Hashable {
    /// A child element named by the wire name (default).
    case element
    /// An attribute named by the wire name.
    case attribute
    /// The element's own text.
    case text
    /// A container element (wire name) whose item elements form a list.
    case list(item: String)
    /// Repeated item elements directly inside the parent.
    case items(item: String)
}

/// An open enum.
public struct EnumDecl: Sendable {
    /// A known value.
    public struct Case: Sendable {
        /// The raw wire value.
        public var raw: String
        /// The Swift constant name.
        public var swiftName: String
        /// Where it is written.
        public var location: SourceLocation
        /// Whether the schema gave the name (`enum: { value: swiftName }`).
        public var hasExplicitSwiftName = false
    }

    /// Known values in source order.
    public var cases: [Case]
    /// Whether raw values are integers.
    public var isInteger: Bool
    /// Whether known values match ignoring case.
    public var caseInsensitive: Bool
}

/// A polymorphic family.
public struct FamilyDecl: Sendable {
    /// How a value picks its member.
    public enum Discriminator: Sendable, Hashable {
        /// A string property naming the member.
        case field(String)
        /// The segment after `prefix` of an identifier property.
        case prefix(field: String, prefix: String)
        /// The single key of a container object.
        case key
        /// The XML element name.
        case element
    }

    /// A member: the wire name and the model.
    public struct Member: Sendable {
        /// The wire type name.
        public var wire: String
        /// The member type.
        public var type: TypeExpression
        /// Where it is written.
        public var location: SourceLocation
    }

    /// The discriminator.
    public var discriminator: Discriminator
    /// Members in source order.
    public var members: [Member]
}

/// A hand-written type named in `types:`.
public struct ExternalType: Sendable {
    /// The schema name.
    public var name: String
    /// The Swift type name.
    public var swiftName: String
    /// `parameter`, `codable` or `both`.
    public var kind: String
    /// A doc comment.
    public var description: String?
    /// Schema types the hand-written type uses (`uses:`), which are therefore referenced and emitted.
    public var uses: [TypeExpression] = []
    /// Where it is written.
    public var location: SourceLocation
}
