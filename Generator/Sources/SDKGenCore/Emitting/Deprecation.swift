/// Deprecation of models and properties, written as documentation.
///
/// Generated code refers to its own models and properties (initializers, coding keys, the type table),
/// so `@available(*, deprecated)` on them would make the module build with warnings. Requests, which
/// nothing generated refers to, get the attribute; models and properties get this note instead.
enum Deprecation {
    /// The description with a deprecation paragraph appended when `deprecated` is set.
    static func note(_ description: String?, _ deprecated: Bool, fallback: String? = nil) -> String? {
        guard deprecated else { return description }
        let base = description ?? fallback ?? "Deprecated."
        return base + "\n\nDeprecated by the API; kept for old servers."
    }
}
