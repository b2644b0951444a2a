extension SchemaReader {
    static let responseHeaderKeys = ["type", "swift", "optional", "format", "description"]

    /// Reads `responseHeaders:`: header field name to a type (`ETag: string?`) or to
    /// `{ type, swift, optional, format, description }`.
    func readResponseHeaders(_ node: YAMLNode, path: String) -> [ResponseHeader] {
        guard let pairs = mapping(node, path: path, what: "'responseHeaders'") else { return [] }
        var headers: [ResponseHeader] = []
        for pair in pairs {
            guard let name = pair.key.string else { continue }
            let headerPath = "\(path).\(name)"
            let typeNode: YAMLNode?
            if pair.value.pairs != nil {
                guard let fields = mapping(pair.value, path: headerPath, what: "a response header") else { continue }
                checkKeys(fields, allowed: Self.responseHeaderKeys, path: headerPath, what: "response header '\(name)'")
                typeNode = pair.value["type"]
                if typeNode == nil {
                    diagnostics.error(
                        "missing key 'type' in response header '\(name)'", at: pair.key.location, path: headerPath,
                        hint: "write 'type: string' (or int, int64, double, bool, date-time, url, [string])")
                }
            } else {
                typeNode = pair.value
            }
            guard let typeNode, let type = typeExpression(typeNode, path: "\(headerPath).type") else { continue }
            var header = ResponseHeader(
                name: name, swiftName: Self.headerPropertyName(name, rule: naming), hasExplicitSwiftName: false,
                type: type, optional: type.type.isOptional, location: pair.key.location)
            if let value = pair.value["optional"] {
                header.optional = (bool(value, path: "\(headerPath).optional") ?? false) || type.type.isOptional
            }
            if let value = pair.value["swift"], let swift = string(value, path: "\(headerPath).swift") {
                header.swiftName = swift
                header.hasExplicitSwiftName = true
            }
            if let value = pair.value["format"] {
                header.format = choice(
                    value, path: "\(headerPath).format", what: "date format", as: DateFormatName.self)
            }
            if let value = pair.value["description"] {
                header.description = string(value, path: "\(headerPath).description")
            }
            headers.append(header)
        }
        return headers
    }

    /// The Swift name of a header field: its name without an `X-` prefix, in the API's naming rule
    /// (`X-RateLimit-Remaining` → `rateLimitRemaining`, `ETag` → `eTag`).
    static func headerPropertyName(_ name: String, rule: NamingRule) -> String {
        var base = Substring(name)
        if base.count > 2, base.lowercased().hasPrefix("x-") { base = base.dropFirst(2) }
        return SwiftNaming.propertyName(fromWire: String(base), rule: rule)
    }
}
