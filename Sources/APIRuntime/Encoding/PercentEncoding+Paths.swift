/// Path values that span segments (`{path}` of `/{filesystem}/{path}` with `dir/file`).
extension PercentEncoding {
    /// Escapes a path value whose `/` separators are kept: every segment between them is escaped like
    /// ``escapePathSegment(_:)``, and a segment that is exactly `.` or `..` becomes `%2E` or `%2E%2E`.
    ///
    /// So a value never climbs out of its place in the path: clients and servers that remove dot segments
    /// (RFC 3986 §5.2.4) see data, not navigation. Empty segments (a leading, trailing or doubled `/`) are kept as
    /// they are: they are part of the value (object stores allow `a//b`), and the textual join of base URL and path
    /// keeps them below the base URL. Everything else (`?`, `#`, `%`, space, non-ASCII) is escaped exactly once.
    public static func escapePath(_ value: String) -> String {
        value.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            switch segment {
            case ".": return "%2E"
            case "..": return "%2E%2E"
            default: return encode(String(segment))
            }
        }.joined(separator: "/")
    }
}
