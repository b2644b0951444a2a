import APIRuntime

/// A display filter: an attribute, a comparison and one or more values (`Filter=Rating:gte:4`).
///
/// Several values are alternatives (`ProductId:eq:test1,test2` matches either product); several filters in
/// one request all apply. Inside a value, `,` and `:` are part of the filter syntax, so they are escaped with
/// a backslash (`\,`, `\:`). Nothing is percent-encoded here: the runtime's query encoder encodes the whole
/// text exactly once, which turns `&` into `%26` and the backslash into `%5C`.
///
/// ```swift
/// DisplayReviews(filters: [Filter(.productID, .equal, "test1"), Filter(.rating, .greaterThanOrEqual, 4)])
/// ```
public struct Filter: Hashable, Sendable, CustomStringConvertible {
    /// A comparison of a filter.
    public enum Operator: String, Hashable, Sendable, CaseIterable {
        /// `eq`: equal to any of the values.
        case equal = "eq"
        /// `neq`: equal to none of the values.
        case notEqual = "neq"
        /// `lt`: less than.
        case lessThan = "lt"
        /// `lte`: less than or equal to.
        case lessThanOrEqual = "lte"
        /// `gt`: greater than.
        case greaterThan = "gt"
        /// `gte`: greater than or equal to.
        case greaterThanOrEqual = "gte"
    }

    /// The attribute compared.
    public var attribute: ContentAttribute
    /// The comparison.
    public var `operator`: Operator
    /// The values, as text before escaping; a result matches when any of them matches.
    public var values: [String]

    /// Creates a filter comparing an attribute with one value.
    public init(_ attribute: ContentAttribute, _ operator: Operator = .equal, _ value: some FilterValue) {
        self.attribute = attribute
        self.operator = `operator`
        self.values = [value.filterText]
    }

    /// Creates a filter comparing an attribute with several alternative values (joined by commas, OR'ed).
    ///
    /// An empty list sends one empty value, which the API rejects with a typed error; it never crashes.
    public init<Values: Sequence>(_ attribute: ContentAttribute, _ operator: Operator = .equal, anyOf values: Values)
    where Values.Element: FilterValue {
        self.attribute = attribute
        self.operator = `operator`
        self.values = values.map(\.filterText)
    }

    /// The parameter text: `Attribute:operator:value1,value2`, values escaped, not percent-encoded.
    public var wireValue: String {
        let joined = values.isEmpty ? "" : values.map(Filter.escape).joined(separator: ",")
        return attribute.rawValue + ":" + `operator`.rawValue + ":" + joined
    }

    /// The parameter text (see ``wireValue``).
    public var description: String { wireValue }

    /// The value as a request parameter; the query encoder percent-encodes it once.
    public var parameterValue: ParameterValue { .string(wireValue) }

    /// Escapes the filter syntax characters of one value: `,` → `\,`, `:` → `\:`.
    ///
    /// `&` is left alone: it becomes `%26` when the query is encoded, so it is encoded exactly once.
    public static func escape(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == ":" }) else { return value }
        var escaped = ""
        escaped.reserveCapacity(value.count + 4)
        for character in value {
            if character == "," || character == ":" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}

/// A value a ``Filter`` can compare with: text, a number or a Boolean.
public protocol FilterValue: Sendable {
    /// The value as the API spells it, before escaping.
    var filterText: String { get }
}

extension String: FilterValue {
    /// The string itself.
    public var filterText: String { self }
}

extension Substring: FilterValue {
    /// The substring as a string.
    public var filterText: String { String(self) }
}

extension Int: FilterValue {
    /// The decimal digits.
    public var filterText: String { String(self) }
}

extension Double: FilterValue {
    /// The shortest decimal form; integral values without a fraction (`4`, not `4.0`).
    public var filterText: String {
        if rounded() == self, abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}

extension Bool: FilterValue {
    /// `true` or `false`.
    public var filterText: String { self ? "true" : "false" }
}
