/// Deprecation of models and properties, written as documentation.
///
/// Generated code refers to its own models and properties (initializers, coding keys, the type table),
/// so `@available(*, deprecated)` on them would make the module build with warnings. Requests get the attribute,
/// and so does every extension the SDK adds to one (paging, cached reads): an extension of a deprecated type that
/// is not deprecated itself warns. Models and properties get this note instead. A testing library's stub
/// transport lists a deprecated request type in a deprecated member that it reads through a protocol, so it builds
/// clean too.
enum Deprecation {
    /// The description with a deprecation paragraph appended when `deprecated` is set.
    static func note(_ description: String?, _ deprecated: Bool, fallback: String? = nil) -> String? {
        guard deprecated else { return description }
        let base = description ?? fallback ?? "Deprecated."
        return base + "\n\nDeprecated by the API; kept for old servers."
    }
}
