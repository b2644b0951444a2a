extension SchemaReader {
    /// The keys of `additionalProperties: { … }`.
    static let additionalPropertiesKeys = ["type", "swift", "description"]

    /// Reads a struct's `additionalProperties:`: a type (`additionalProperties: string`) or
    /// `{ type: T, swift: name, description: … }`.
    ///
    /// On an enum, a family or a union it is an error: only a struct has an object whose other keys it can keep.
    func readAdditionalProperties(_ node: YAMLNode, isStruct: Bool, path: String) -> AdditionalProperties? {
        guard isStruct else {
            diagnostics.error(
                "'additionalProperties' applies only to models with properties", at: node.location, path: path,
                hint: "enums, families and unions have no object of their own to keep other keys of")
            return nil
        }
        guard node.pairs != nil else {
            // Shorthand: `additionalProperties: string`.
            guard let type = typeExpression(node, path: path) else { return nil }
            return AdditionalProperties(type: type, location: node.location)
        }
        guard let pairs = mapping(node, path: path, what: "'additionalProperties'") else { return nil }
        checkKeys(pairs, allowed: Self.additionalPropertiesKeys, path: path, what: "'additionalProperties'")
        guard let typeNode = node["type"] else {
            diagnostics.error(
                "missing key 'type' in 'additionalProperties'", at: node.location, path: path,
                hint: "write the type of the extra keys' values, such as 'type: string' or 'type: json'")
            return nil
        }
        guard let type = typeExpression(typeNode, path: "\(path).type") else { return nil }
        var extra = AdditionalProperties(type: type, location: node.location)
        if let value = node["swift"], let swift = string(value, path: "\(path).swift") {
            extra.swiftName = swift
            extra.hasExplicitSwiftName = true
        }
        if let value = node["description"] { extra.description = string(value, path: "\(path).description") }
        return extra
    }
}
