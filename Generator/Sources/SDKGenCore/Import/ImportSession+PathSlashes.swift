/// Path parameters whose value spans segments: `allowReserved: true`, or a greedy `{name+}` placeholder (API Gateway
/// style) → `keepSlashes: true`.
extension ImportSession {
    /// The path with `{name+}` written `{name}`, and the names that were greedy.
    static func greedyPlaceholders(in path: String) -> (path: String, greedy: Set<String>) {
        var greedy: Set<String> = []
        var result = ""
        var rest = Substring(path)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            var name = rest[rest.index(after: open)..<close]
            if name.hasSuffix("+"), name.count > 1 {
                name = name.dropLast()
                greedy.insert(String(name))
            }
            result += "{\(name)}"
            rest = rest[rest.index(after: close)...]
        }
        return (result + rest, greedy)
    }

    /// Adds `keepSlashes: true` to a string path parameter that allows reserved characters or is greedy; the other
    /// reserved characters (`?`, `#`, `%`, …) stay escaped, which a warning says for `allowReserved`.
    func markSlashes(_ object: ParameterObject, in entry: inout YAMLMapping, greedy: Set<String>) {
        let allowsReserved = object.node["allowReserved"]?.bool == true
        guard allowsReserved || greedy.contains(object.name) else { return }
        guard entry["type"] == .string("string") else {
            warn(object.pointer, "path parameter '\(object.name)' spans segments but is no string; its '/' is escaped")
            return
        }
        entry["keepSlashes"] = .bool(true)
        // A path item's parameter is seen once per operation: one warning.
        if allowsReserved, !warnings.contains(where: { $0.pointer == object.pointer }) {
            warn(
                object.pointer,
                "allowReserved on path parameter '\(object.name)': its '/' is kept (keepSlashes), other reserved "
                    + "characters are still percent-encoded")
        }
    }
}
