extension SchemaReader {
    /// Reads a model's `variants: { tag:, type:, property:, cases: }`; what it names is checked by the validator.
    func readTaggedUnion(_ node: YAMLNode, path: String) -> TaggedUnion? {
        guard let pairs = mapping(node, path: path, what: "'variants'") else { return nil }
        checkKeys(pairs, allowed: ["tag", "type", "property", "cases"], path: path, what: "'variants'")
        var missing: [String] = []
        for key in ["tag", "type", "cases"] where node[key] == nil { missing.append(key) }
        if !missing.isEmpty {
            diagnostics.error(
                "missing key\(missing.count > 1 ? "s" : "") \(missing.map { "'\($0)'" }.joined(separator: ", ")) "
                    + "in 'variants'",
                at: node.location, path: path,
                hint: "variants: { tag: <the tag property>, type: <enum name>, property: <accessor>, "
                    + "cases: { <tag value>: <property> } }")
            return nil
        }
        guard let tagNode = node["tag"], let tag = string(tagNode, path: "\(path).tag"),
            let typeNode = node["type"], let typeName = string(typeNode, path: "\(path).type"),
            let casesNode = node["cases"], let casePairs = mapping(casesNode, path: "\(path).cases", what: "'cases'")
        else { return nil }
        var union = TaggedUnion(
            tag: tag, tagLocation: tagNode.location, typeName: typeName, typeLocation: typeNode.location,
            propertyName: SwiftNaming.camel(typeName), propertyLocation: node.location, cases: [],
            location: node.location)
        if let value = node["property"], let name = string(value, path: "\(path).property") {
            union.propertyName = name
            union.propertyLocation = value.location
        }
        for pair in casePairs {
            guard let tagValue = pair.key.string,
                let property = string(pair.value, path: "\(path).cases.\(tagValue)")
            else { continue }
            union.cases.append(TaggedUnion.Case(tag: tagValue, property: property, location: pair.key.location))
        }
        if union.cases.isEmpty {
            diagnostics.error(
                "'variants' has no cases", at: casesNode.location, path: "\(path).cases",
                hint: "map each tag value to the property it names: { task: task }")
            return nil
        }
        return union
    }
}
