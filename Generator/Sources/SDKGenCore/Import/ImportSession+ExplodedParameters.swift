/// A query parameter whose value is an object sent `style: form, explode: true`: one query parameter per property.
extension ImportSession {
    /// `parameters`, with every exploded object query parameter replaced by one parameter per property.
    ///
    /// OpenAPI 3 sends an object query parameter with the default style (`form`, exploded) as its properties,
    /// each its own query parameter: `{limit: 10, offset: 20}` is `limit=10&offset=20`, the parameter's own name
    /// not on the wire (Typesense's `searchParameters`, `getCollectionsParameters`). Typed as the object, it has
    /// no parameter spelling and was sent as one string under the parameter's name, which the server does not
    /// read. A property is required when the parameter is and the object requires it.
    func explodingObjects(_ parameters: [ParameterObject]) -> [ParameterObject] {
        guard document.version != .swagger2 else { return parameters }
        var result: [ParameterObject] = []
        for parameter in parameters {
            guard let properties = explodedProperties(of: parameter) else {
                result.append(parameter)
                continue
            }
            let names = properties.prefix(3).map(\.name).joined(separator: ", ") + (properties.count > 3 ? ", …" : "")
            warn(
                parameter.pointer,
                "query parameter '\(parameter.name)' is an exploded object: each of its properties is its own query "
                    + "parameter (\(names))")
            result.append(contentsOf: properties)
        }
        return result
    }

    /// The patterned wire name (`{metadata}`) of a query parameter whose value is a map of scalars sent
    /// `style: form, explode: true`, or `nil` for any other parameter.
    ///
    /// Such a map's entries are query parameters of their own, its name not on the wire: `metadata` holding
    /// `[team: ios]` is `team=ios` (OpenAPI's style table; OpenAI's list filters). The schema language says it with
    /// a name that is only a key placeholder. A name with braces is a pattern already (SendGrid's `{field_name}`).
    func explodedMapWire(_ object: ParameterObject, type: MappedType) -> String? {
        guard object.location == "query", document.version != .swagger2, type.kind == .map,
            let value = type.elementKind, [.scalar, .enumeration].contains(value), object.node["content"] == nil,
            (object.node["style"]?.string ?? "form") == "form", object.node["explode"]?.bool ?? true,
            !object.name.contains("{"), !object.name.contains("}")
        else { return nil }
        // `{n}` would be a list position.
        return "{\(object.name == "n" ? "key" : object.name)}"
    }

    /// Whether a query parameter's schema is a free-form object (`type: object` with no properties, any values):
    /// exploded, as by default, its keys are query parameters of their own, each value its text (Plex's `prefs`).
    func isFreeFormQueryObject(_ object: ParameterObject) -> Bool {
        guard object.location == "query", document.version != .swagger2, var schema = object.node["schema"]
        else { return false }
        var steps = 0
        while let ref = schema["$ref"]?.string, steps < 64, let target = document.node(at: ref) {
            schema = target
            steps += 1
        }
        let composed = ["properties", "allOf", "oneOf", "anyOf", "patternProperties", "enum", "const"]
        guard schema["type"]?.string == "object", !composed.contains(where: { schema[$0] != nil }) else { return false }
        guard let additional = schema["additionalProperties"] else { return true }
        return additional.bool == true || additional.pairs?.isEmpty == true
    }

    /// The properties of an exploded object query parameter as parameters, or `nil` for any other parameter.
    private func explodedProperties(of parameter: ParameterObject) -> [ParameterObject]? {
        guard parameter.location == "query", let schema = parameter.node["schema"],
            (parameter.node["style"]?.string ?? "form") == "form", parameter.node["explode"]?.bool ?? true,
            !Self.isListOrScalar(schema, in: document)
        else { return nil }
        var object = CollectedObject()
        collect(schema, at: JSONPointer.appending(parameter.pointer, "schema"), into: &object)
        guard !object.properties.isEmpty else { return nil }
        let required = parameter.node["required"]?.bool == true
        let location = parameter.node.location
        return object.properties.map { property in
            var pairs: [(key: String, value: YAMLNode)] = [("schema", property.schema)]
            if required, object.required.contains(property.key) {
                pairs.append(("required", .scalar("true", at: location)))
            }
            if let description = property.schema["description"] { pairs.append(("description", description)) }
            return ParameterObject(
                node: .mapping(pairs, at: location), pointer: property.pointer, name: property.key,
                location: "query")
        }
    }

    /// Whether a schema (through `$ref`s) says it is a list or a scalar: such a value is not exploded.
    private static func isListOrScalar(_ schema: YAMLNode, in document: OpenAPIDocument) -> Bool {
        var node = schema
        var steps = 0
        while let ref = node["$ref"]?.string, steps < 64, let target = document.node(at: ref) {
            node = target
            steps += 1
        }
        guard let type = node["type"]?.string else { return false }
        return type != "object"
    }
}
