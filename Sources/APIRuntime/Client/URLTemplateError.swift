import Foundation

/// Why a templated environment could not be built: a value its variable's rule rejects, or a URL that does not
/// come out as an http(s) URL with a host.
public enum URLTemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A value that the variable's rule rejects; `reason` says which rule.
    case invalidValue(variable: String, value: String, reason: String)
    /// The template names a placeholder that no value was given for.
    case missingValue(variable: String)
    /// The template itself is malformed: an unbalanced brace or an empty placeholder.
    case invalidTemplate(String)
    /// The text after substitution is not an http(s) URL with a host.
    case invalidURL(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .invalidValue(let variable, let value, let reason):
            return "invalid value '\(value)' for '\(variable)': \(reason)"
        case .missingValue(let variable):
            return "no value for '{\(variable)}'"
        case .invalidTemplate(let template):
            return "malformed URL template '\(template)'"
        case .invalidURL(let text):
            return "'\(text)' is not an http(s) URL with a host"
        }
    }
}
