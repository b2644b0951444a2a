extension SchemaReader {
    /// Reads the `properties:` of a struct model.
    func readProperties(_ node: YAMLNode, path: String) -> [Property] {
        guard let pairs = mapping(node, path: path, what: "'properties'") else { return [] }
        var properties: [Property] = []
        for pair in pairs {
            guard let wire = pair.key.string else { continue }
            if let property = readProperty(wire: wire, node: pair.value, at: pair.key.location, path: "\(path).\(wire)")
            {
                properties.append(property)
            }
        }
        return properties
    }

    private func readProperty(wire: String, node: YAMLNode, at location: SourceLocation, path: String) -> Property? {
        let swiftName = SwiftNaming.propertyName(fromWire: wire, rule: naming)
        if node.pairs == nil {
            // Shorthand: `Id: string`, `Rating: int?`.
            guard let type = typeExpression(node, path: path) else { return nil }
            return Property(
                wire: wire, swiftName: swiftName, hasExplicitSwiftName: false, type: type,
                optional: type.type.isOptional, nullable: type.type.isOptional, location: location)
        }
        guard let pairs = mapping(node, path: path, what: "a property") else { return nil }
        checkKeys(pairs, allowed: Self.propertyKeys, path: path, what: "property '\(wire)'")
        guard let typeNode = node["type"] else {
            diagnostics.error(
                "missing key 'type' in property '\(wire)'", at: location, path: path,
                hint: "write 'type: string' (or another type)")
            return nil
        }
        guard let type = typeExpression(typeNode, path: "\(path).type") else { return nil }
        var property = Property(
            wire: wire, swiftName: swiftName, hasExplicitSwiftName: false, type: type, location: location)
        if type.type.isOptional {
            property.optional = true
            property.nullable = true
        }
        if let value = node["optional"] { property.optional = bool(value, path: "\(path).optional") ?? false }
        if let value = node["nullable"] { property.nullable = bool(value, path: "\(path).nullable") ?? false }
        if let value = node["explicitNull"] {
            property.explicitNull = bool(value, path: "\(path).explicitNull") ?? false
            property.explicitNullLocation = value.location
        }
        if let value = node["default"] {
            property.defaultValue = scalarValue(value, path: "\(path).default")
            property.defaultLocation = value.location
        }
        if let value = node["swift"], let swift = string(value, path: "\(path).swift") {
            property.swiftName = swift
            property.hasExplicitSwiftName = true
        }
        if let value = node["description"] { property.description = string(value, path: "\(path).description") }
        if let value = node["format"] {
            property.format = choice(value, path: "\(path).format", what: "date format", as: DateFormatName.self)
        }
        if let value = node["order"] {
            property.order = string(value, path: "\(path).order")
            property.orderLocation = value.location
        }
        if let value = node["flatten"] { property.flatten = bool(value, path: "\(path).flatten") ?? false }
        if let value = node["deprecated"] { property.deprecated = bool(value, path: "\(path).deprecated") ?? false }
        if let value = node["separator"] { property.separator = string(value, path: "\(path).separator") }
        if let value = node["aliases"] {
            property.aliases = stringList(value, path: "\(path).aliases").map(\.0)
            property.aliasesLocation = value.location
        }
        if let value = node["xml"] {
            property.xmlLocation = value.location
            if let binding = readXMLBinding(value, path: "\(path).xml") { property.xml = binding }
        }
        return property
    }

    private func readXMLBinding(_ node: YAMLNode, path: String) -> XMLBinding? {
        let simple = ["element", "attribute", "text"]
        if let text = node.string {
            switch text {
            case "element": return .element
            case "attribute": return .attribute
            case "text": return .text
            default:
                diagnostics.error(
                    "unknown XML binding '\(text)'", at: node.location, path: path,
                    hint: Suggestions.didYouMean(text, in: simple)
                        ?? "one of: element, attribute, text, { list: item }, { items: item }")
                return nil
            }
        }
        guard let pairs = mapping(node, path: path, what: "an XML binding") else { return nil }
        checkKeys(pairs, allowed: ["list", "items"], path: path, what: "an XML binding")
        if let value = node["list"], let item = string(value, path: "\(path).list") { return .list(item: item) }
        if let value = node["items"], let item = string(value, path: "\(path).items") { return .items(item: item) }
        return nil
    }
}
