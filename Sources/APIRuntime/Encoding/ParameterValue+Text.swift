extension ParameterValue {
    /// The value's scalar text for a query string, a form field or a multipart text part.
    ///
    /// Numbers use the shortest spelling that round-trips (`4` rather than `4.0` for whole numbers);
    /// `null` is empty. Lists and files have no scalar text and return `nil`.
    public var scalarText: String? {
        switch self {
        case .string(let value): return value
        case .integer(let value): return String(value)
        case .number(let value): return ParameterValue.format(value)
        case .boolean(let value): return value ? "true" : "false"
        case .null: return ""
        case .list, .file: return nil
        }
    }

    /// Spells a double as JSON and query strings expect: whole numbers without a fraction, others round-tripping.
    public static func format(_ value: Double) -> String {
        if value.rounded(.towardZero) == value, abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}
