/// How an API spells ``ParameterValue/boolean(_:)`` in query strings, form bodies and multipart text parts.
///
/// Declared per API by the schema (`api.parameterBooleans`) and carried in ``CodingOptions``. JSON bodies
/// always write JSON `true` / `false`.
public enum BooleanSpelling: String, Sendable, Hashable, CaseIterable {
    /// `true` / `false` (the default).
    case words
    /// `1` / `0` (FogBugz: `fIncludeDeleted=1`).
    case numeric

    /// The text of a Boolean in this spelling.
    public func text(_ value: Bool) -> String {
        switch self {
        case .words: return value ? "true" : "false"
        case .numeric: return value ? "1" : "0"
        }
    }
}

extension ParameterValue {
    /// The value's scalar text with Booleans in an API's spelling; see ``scalarText``.
    public func scalarText(booleans: BooleanSpelling) -> String? {
        if case .boolean(let value) = self { return booleans.text(value) }
        return scalarText
    }
}
