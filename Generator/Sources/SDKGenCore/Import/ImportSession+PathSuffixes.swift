import Foundation

/// Paths keyed with a query or a fragment (`/responses?beta=true`, `/shared_items#folders`): OpenAPI has one path
/// item per path, so documents that need two operations of one method on one path tell them apart this way. The
/// schema language's paths have neither; the query becomes fixed parameters and the fragment is dropped.
extension ImportSession {
    /// A path key split into the path, the fixed query pairs and the fragment.
    struct PathSuffixes {
        /// The path without query and fragment.
        var path: String
        /// The query's `name=value` pairs, in order (a name without `=` has an empty value).
        var query: [(name: String, value: String)] = []
        /// The fragment without `#`, if any.
        var fragment: String?
    }

    /// Splits a path key at its first `#` (the fragment) and its first `?` before that (the query).
    static func pathSuffixes(of key: String) -> PathSuffixes {
        var rest = Substring(key)
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        var split = PathSuffixes(path: String(rest), fragment: fragment)
        if let question = rest.firstIndex(of: "?") {
            split.path = String(rest[..<question])
            for pair in rest[rest.index(after: question)...].split(separator: "&") where !pair.isEmpty {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(parts[0]).removingPercentEncoding ?? String(parts[0])
                let value = parts.count > 1 ? (String(parts[1]).removingPercentEncoding ?? String(parts[1])) : ""
                guard !name.isEmpty else { continue }
                split.query.append((name, value))
            }
        }
        return split
    }

    /// Adds the fixed query parameters of a path key (`const:`, sent in the query), with a warning for what
    /// changed: a fragment dropped, a query sent as parameters.
    func importPathSuffixes(_ suffixes: PathSuffixes, at pointer: String, into parameters: inout EndpointParameters) {
        if let fragment = suffixes.fragment {
            warn(pointer, "the path's fragment '#\(fragment)' is not part of a request; the path is '\(suffixes.path)'")
        }
        guard !suffixes.query.isEmpty else { return }
        for pair in suffixes.query {
            var entry = YAMLMapping()
            entry["const"] = .string(pair.value)
            entry["in"] = .string("query")
            if !parameters.add(wire: pair.name, entry, description: nil) {
                warn(pointer, "the path's query parameter '\(pair.name)' is also declared; the declaration is kept")
            }
        }
        let text = suffixes.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        warn(pointer, "the path's query '?\(text)' is sent as fixed query parameters ('const:')")
    }
}
