import APIRuntime

/// A sort key of a display request: an attribute and a direction (`Sort=SubmissionTime:desc`).
///
/// A request sorts by several keys, most significant first; they are joined by commas. Besides `asc` and
/// `desc` the API knows special orders such as `relevancy:a2` and an explicit value order
/// (`ContentLocale:en_US,fr_FR`), written with ``Direction/custom(_:)``.
public struct Sort: Hashable, Sendable, CustomStringConvertible {
    /// How a sort key orders results.
    public enum Direction: Hashable, Sendable {
        /// `asc`: smallest first.
        case ascending
        /// `desc`: largest first.
        case descending
        /// Any other order, sent verbatim after the colon (`a2`, `en_US,fr_FR`).
        case custom(String)

        /// The wire text.
        public var rawValue: String {
            switch self {
            case .ascending: return "asc"
            case .descending: return "desc"
            case .custom(let text): return text
            }
        }
    }

    /// The attribute sorted on.
    public var attribute: ContentAttribute
    /// The direction.
    public var direction: Direction

    /// Creates a sort key.
    public init(_ attribute: ContentAttribute, _ direction: Direction = .ascending) {
        self.attribute = attribute
        self.direction = direction
    }

    /// A custom value order: results whose attribute has the first value come first (`ContentLocale:en_US,fr_FR`).
    public static func values(_ attribute: ContentAttribute, inOrder values: [String]) -> Sort {
        Sort(attribute, .custom(values.joined(separator: ",")))
    }

    /// The parameter text: `Attribute:direction`, not percent-encoded.
    public var wireValue: String { attribute.rawValue + ":" + direction.rawValue }

    /// The parameter text (see ``wireValue``).
    public var description: String { wireValue }

    /// The value as a request parameter; the query encoder percent-encodes it once.
    public var parameterValue: ParameterValue { .string(wireValue) }
}
