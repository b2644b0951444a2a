/// `style: deepObject` query parameters whose properties are scalars → one typed parameter per property.
///
/// OpenAPI sends such an object one property per query parameter, `date[gte]=…&date[lte]=…`. The schema language
/// has no object parameter, but it has the parts: each property becomes a parameter of its own type under its wire
/// name, named in Swift after the parameter and the property (`dateGte`). (An object in the default style, `form`
/// exploded, is replaced by its properties before this: `explodingObjects(_:)`.)
extension ImportSession {
    /// The scalar JSON types a spread property may have.
    private static let spreadScalarTypes: Set<String> = ["string", "integer", "number", "boolean"]

    /// Adds one parameter per property of an object query parameter sent spread out, and returns `true`; returns
    /// `false`, adding nothing, when the parameter is not such an object (the caller maps it as one value).
    func importSpreadObject(_ object: ParameterObject, into parameters: inout EndpointParameters) -> Bool {
        guard object.location == "query", let raw = object.node["schema"] else { return false }
        guard object.node["style"]?.string == "deepObject" else { return false }
        let schemaPointer = JSONPointer.appending(object.pointer, "schema")
        guard let (schema, _) = document.dereference(raw, at: schemaPointer),
            let properties = schema["properties"]?.pairs, !properties.isEmpty,
            schema["allOf"] == nil, schema["oneOf"] == nil, schema["anyOf"] == nil,
            schema["additionalProperties"].map({ $0.bool == false }) ?? true
        else { return false }
        // Every property must be a scalar: checked before anything is mapped, so a parameter that falls back
        // declares no model on the way.
        let spreadable = properties.allSatisfy { pair in
            guard pair.key.string != nil, let (property, _) = document.dereference(pair.value, at: schemaPointer)
            else { return false }
            return isScalarSchema(property)
        }
        guard spreadable else { return false }
        let required = Set((schema["required"]?.items ?? []).compactMap(\.string))
        let parameterRequired = object.node["required"]?.bool == true
        let fallbackDescription = describe(object.node, keys: ["description"])
        for pair in properties {
            guard let property = pair.key.string else { continue }
            let pointer = JSONPointer.appending(schemaPointer, ["properties", property])
            var type = mapSchema(
                pair.value, at: pointer, hint: parameters.endpoint + ImportNaming.typeName(object.name + "_" + property)
            )
            var entry = YAMLMapping()
            if ![.scalar, .enumeration].contains(type.kind) || type.text == "data" { type = .string }
            entry["type"] = .string(type.text)
            entry["in"] = .string("query")
            if parameterRequired, required.contains(property) { entry["required"] = .bool(true) }
            entry["swift"] = .string(ImportNaming.memberName(object.name + "_" + property, in: .request))
            let wire = "\(object.name)[\(property)]"
            let description = describe(pair.value, keys: ["description"]) ?? fallbackDescription
            if !parameters.add(wire: wire, entry, description: description) {
                warn(pointer, "'\(wire)', a property of '\(object.name)', is already sent in the query; left out")
            }
        }
        return true
    }

    /// The type of a `style: deepObject` query parameter that is not spread into one parameter per property (its
    /// properties are not all scalars, or it is a list, a map or a union: Stripe's `created`, an integer or a range
    /// `created[gte]=…`; its `expand[0]=…`), sent whole as bracketed keys (`content: deep-object`); `nil` for the
    /// patterned map of strings, which spells a free-form object or a map of scalars (`filter[name]=x`) as well and
    /// is simpler to fill, and for a parameter without a schema or with a file.
    func deepObjectType(_ object: ParameterObject, endpoint: String) -> String? {
        guard let schema = object.node["schema"] else { return nil }
        // A map or free-form JSON declares no model, so one left to the map of strings leaves none behind.
        let type = mapSchema(
            schema, at: JSONPointer.appending(object.pointer, "schema"),
            hint: endpoint + ImportNaming.typeName(object.name))
        let scalars: [Kind] = [.scalar, .enumeration]
        if type.kind == .json || (type.kind == .map && type.elementKind.map(scalars.contains) == true)
            || Self.holdsFile(type.text) || type.text == "data"
        {
            return nil
        }
        return type.text
    }

    /// Whether a schema is one scalar value: a string, number, integer or Boolean (3.1's `[T, "null"]` too), or an
    /// enum of them, with no properties or composition.
    private func isScalarSchema(_ schema: YAMLNode) -> Bool {
        guard schema["properties"] == nil, schema["allOf"] == nil, schema["oneOf"] == nil, schema["anyOf"] == nil,
            schema["items"] == nil
        else { return false }
        if let type = schema["type"]?.string { return Self.spreadScalarTypes.contains(type) }
        if let types = schema["type"]?.items?.compactMap(\.string) {
            let nonNull = types.filter { $0 != "null" }
            return nonNull.count == 1 && Self.spreadScalarTypes.contains(nonNull[0])
        }
        return schema["enum"] != nil
    }
}
