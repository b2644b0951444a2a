/// A type expression of the schema language, parsed: `string`, `[Review]`, `{IncludeType: int}`,
/// `OrderedMap<Badge>`, `DisplayResponse<Review>`, `int?`.
public indirect enum TypeRef: Sendable, Hashable, CustomStringConvertible {
    /// A built-in scalar.
    case scalar(ScalarType)
    /// A model, enum, family, external type or generic parameter, with type arguments if generic.
    case named(String, arguments: [TypeRef])
    /// `[T]`.
    case array(TypeRef)
    /// `{T}` (key `string`) or `{K: T}`.
    case map(key: TypeRef, value: TypeRef)
    /// `OrderedMap<T>`: an object keyed by id plus a sibling order array.
    case orderedMap(TypeRef)
    /// `T?`: optional and nullable.
    case optional(TypeRef)

    /// The expression in schema syntax.
    public var description: String {
        switch self {
        case .scalar(let scalar): return scalar.rawValue
        case .named(let name, let arguments):
            return arguments.isEmpty ? name : "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .array(let element): return "[\(element)]"
        case .map(let key, let value): return "{\(key): \(value)}"
        case .orderedMap(let value): return "OrderedMap<\(value)>"
        case .optional(let wrapped): return "\(wrapped)?"
        }
    }

    /// The type without a trailing `?`.
    public var nonOptional: TypeRef {
        if case .optional(let wrapped) = self { return wrapped.nonOptional }
        return self
    }

    /// Whether the expression is `T?`.
    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// Every named reference in the expression, outermost first.
    public var namedReferences: [String] {
        var names: [String] = []
        collectNames(into: &names)
        return names
    }

    private func collectNames(into names: inout [String]) {
        switch self {
        case .scalar: break
        case .named(let name, let arguments):
            names.append(name)
            for argument in arguments { argument.collectNames(into: &names) }
        case .array(let element), .orderedMap(let element), .optional(let element):
            element.collectNames(into: &names)
        case .map(let key, let value):
            key.collectNames(into: &names)
            value.collectNames(into: &names)
        }
    }
}

/// The built-in scalar types.
public enum ScalarType: String, Sendable, Hashable, CaseIterable {
    /// `String`.
    case string
    /// `Int`.
    case int
    /// `Int64`.
    case int64
    /// `Double`.
    case double
    /// `Bool`.
    case bool
    /// `Date`.
    case dateTime = "date-time"
    /// `ZonedDate`: an instant with the UTC offset it was written in.
    case dateTimeZoned = "date-time-zoned"
    /// `DateOnly`.
    case date
    /// `TimeOfDay`.
    case time
    /// `ISODuration`.
    case duration
    /// `URL`.
    case url
    /// `UUID`.
    case uuid
    /// `Data`.
    case data
    /// `FilePayload`.
    case file
    /// `JSONValue`.
    case json
}

/// A type expression with where it was written and where each named reference sits inside it.
public struct TypeExpression: Sendable, Hashable {
    /// The parsed type.
    public var type: TypeRef
    /// The source text.
    public var text: String
    /// Where the expression starts.
    public var location: SourceLocation
    /// Every named reference with the position of its first character.
    public var references: [NamedReference]

    /// A name used inside a type expression.
    public struct NamedReference: Sendable, Hashable {
        /// The name as written.
        public var name: String
        /// Where it starts.
        public var location: SourceLocation
    }

    /// Creates an expression.
    public init(type: TypeRef, text: String, location: SourceLocation, references: [NamedReference]) {
        self.type = type
        self.text = text
        self.location = location
        self.references = references
    }
}
