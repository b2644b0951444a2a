/// A header field of a successful reply that an endpoint reads as a typed value (`responseHeaders:`).
public struct ResponseHeader: Sendable {
    /// The field's name as sent (`X-RateLimit-Remaining`); compared case-insensitively.
    public var name: String
    /// The Swift property name.
    public var swiftName: String
    /// Whether `swift:` set the name.
    public var hasExplicitSwiftName: Bool
    /// The value's type: a scalar (`string`, `int`, `int64`, `double`, `bool`, `date-time`, `url`) or `[string]`.
    public var type: TypeExpression
    /// Whether the field may be absent (`optional: true` or a `?` type).
    public var optional: Bool
    /// A date format of the field's own (`format: unix-seconds`), for `date-time`.
    public var format: DateFormatName?
    /// A description for the doc comment.
    public var description: String?
    /// Where the field's key is written.
    public var location: SourceLocation

    /// Creates a header field.
    public init(
        name: String, swiftName: String, hasExplicitSwiftName: Bool, type: TypeExpression, optional: Bool,
        location: SourceLocation
    ) {
        self.name = name
        self.swiftName = swiftName
        self.hasExplicitSwiftName = hasExplicitSwiftName
        self.type = type
        self.optional = optional
        self.location = location
    }

    /// The scalar types a header field may have, besides a list of strings.
    public static let scalarTypes: [ScalarType] = [.string, .int, .int64, .double, .bool, .dateTime, .url]

    /// Whether a character may stand in a header field name (an RFC 9110 token character).
    public static func isTokenCharacter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (ascii >= 0x30 && ascii <= 0x39) || (ascii >= 0x41 && ascii <= 0x5A) || (ascii >= 0x61 && ascii <= 0x7A)
            || "!#$%&'*+-.^_`|~".contains(character)
    }
}
