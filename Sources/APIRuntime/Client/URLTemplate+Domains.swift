/// The rules of the variable kinds that real servers' templates need besides labels and hosts:
/// multi-label domain suffixes and base paths glued to the host.
extension URLTemplate {
    /// Whether `text` is one or more DNS labels joined by `.`, at most 253 characters (no port, no address).
    static func isDomain(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 253 else { return false }
        return text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isLabel($0) }
    }

    /// The spelling of a base path: empty, or `/` and non-empty segments, each percent-encoded.
    static func spellBasePath(_ text: String, for name: String) throws(URLTemplateError) -> String {
        guard !text.isEmpty else { return "" }
        guard text.hasPrefix("/") else {
            throw .invalidValue(variable: name, value: text, reason: "not a base path (empty or starting with '/')")
        }
        let segments = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        guard segments.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
            throw .invalidValue(
                variable: name, value: text,
                reason: "not a base path (an empty, '.' or '..' segment, or a trailing or doubled '/')")
        }
        return "/" + segments.map { PercentEncoding.escapePathSegment(String($0)) }.joined(separator: "/")
    }
}
