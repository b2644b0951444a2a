/// A parameter or body member that takes one value or a list of them (`anyOf: [X, {type: array, items: X}]`).
extension ImportSession {
    /// The type of a value sent as text (a parameter, a form or multipart member): a one-value-or-list schema is
    /// its list, and a list of scalar unions a list of strings; any other schema as `mapSchema` types it.
    func textValueType(_ schema: YAMLNode, at pointer: String, hint: String) -> MappedType {
        let list = listAlternative(of: schema, at: pointer)
        let target = list?.node ?? schema
        if target["type"]?.string == "array", let values = target["enum"], target["items"].map(isUntyped) ?? true {
            // The values listed on the list itself (BBC's `media_set`: `type: array, items: {}, enum: [pc, …]`)
            // are its elements'.
            let location = target.location
            let items = YAMLNode.mapping(
                [("type", .scalar("string", at: location)), ("enum", values)], at: location)
            let listed = YAMLNode.mapping([("type", .scalar("array", at: location)), ("items", items)], at: location)
            return mapSchema(listed, at: pointer, hint: hint)
        }
        if target["type"]?.string == "array", target["items"].map({ isScalarUnion($0) || isUntyped($0) }) ?? true {
            // A list of several scalar types, or of values the document does not type (BigCommerce's `sku:in`,
            // a Swagger 2.0 `type: array` without `items`): each is sent as its text, so a list of strings.
            return MappedType(text: "[string]", kind: .list, elementKind: .scalar)
        }
        return mapSchema(target, at: list?.pointer ?? pointer, hint: hint)
    }

    /// Whether a schema says nothing of its values' type (`{}`, or only annotations).
    private func isUntyped(_ schema: YAMLNode) -> Bool {
        let typing = ["type", "$ref", "oneOf", "anyOf", "allOf", "enum", "const", "properties", "items", "format"]
        return schema.pairs.map { pairs in !pairs.contains { typing.contains($0.key.string ?? "") } } ?? false
    }

    /// The list alternative of a parameter schema that is "one `X` or a list of `X`" (`oneOf` / `anyOf`, a
    /// `null` alternative aside), with its pointer; `nil` for any other schema.
    ///
    /// FastAPI writes `status: Status | list[Status] | None` so (Mistral's `status` filters). Such a parameter
    /// has no spelling as a union, and was sent as one string; as a list it keeps both forms on the wire: one
    /// value is the list of one, sent the same way (`status=a`), and several are sent in the parameter's list
    /// spelling (`status=a&status=b` for an exploded query).
    ///
    /// The schema may name it through `$ref`s and one-member `allOf`s (which documents use to give a shared
    /// schema a default or a description): Elasticsearch's `expand_wildcards` is `allOf: [$ref: ExpandWildcards]`,
    /// and `ExpandWildcards` one wildcard kind or a list of them.
    func listAlternative(of schema: YAMLNode, at pointer: String) -> (node: YAMLNode, pointer: String)? {
        guard let (schema, pointer) = unwrapped(schema, at: pointer),
            schema["properties"] == nil, schema["allOf"] == nil
        else { return nil }
        for key in ["anyOf", "oneOf"] {
            guard let members = schema[key]?.items else { continue }
            let alternatives = members.enumerated().filter { !isNullSchema($0.element) }
            guard alternatives.count == 2 else { return nil }
            for (list, single) in [(alternatives[0], alternatives[1]), (alternatives[1], alternatives[0])] {
                guard list.element["type"]?.string == "array", let items = list.element["items"],
                    single.element["type"]?.string != "array",
                    sameShape(items, single.element) || sameScalar(items, single.element)
                else { continue }
                return (list.element, JSONPointer.appending(pointer, [key, "\(list.offset)"]))
            }
            return nil
        }
        return nil
    }

    /// Whether two schemas are the same scalar type once references, annotations, a `null` alternative and
    /// constraints are set aside: Discord's `sku_ids` is a string or a list of `SnowflakeType`, a `$ref` to a string
    /// with a pattern.
    private func sameScalar(_ lhs: YAMLNode, _ rhs: YAMLNode) -> Bool {
        guard let left = scalarType(of: lhs), let right = scalarType(of: rhs) else { return false }
        return left == right
    }

    /// The scalar type a schema is (`string`, `int`, `date-time`, …), through `$ref`s, one-member `allOf`s and a
    /// `oneOf` / `anyOf` of it and `null`; `nil` for an enum, a constant, an object, a list or several types.
    private func scalarType(of schema: YAMLNode, depth: Int = 0) -> String? {
        guard depth < 8, let (node, _) = unwrapped(schema, at: JSONPointer.root) else { return nil }
        if let members = (node["oneOf"] ?? node["anyOf"])?.items {
            let nonNull = members.filter { !isNullSchema($0) }
            return nonNull.count == 1 ? scalarType(of: nonNull[0], depth: depth + 1) : nil
        }
        guard node["enum"] == nil, node["const"] == nil, node["properties"] == nil else { return nil }
        switch declaredTypes(of: node) {
        case ["string"]:
            let type = mapString(node["format"]?.string)
            return type.kind == .scalar ? type.text : nil
        case ["integer"]: return node["format"]?.string == "int64" ? "int64" : "int"
        case ["number"]: return "double"
        case ["boolean"]: return "bool"
        default: return nil
        }
    }

    /// The schema a chain of `$ref`s and one-member `allOf`s stands for, with its pointer; `nil` when a reference
    /// is external, dangling or circular, or the chain is implausibly long.
    func unwrapped(_ schema: YAMLNode, at pointer: String) -> (YAMLNode, String)? {
        var current = (node: schema, pointer: pointer)
        for _ in 0..<32 {
            if current.node["$ref"] != nil {
                guard let target = document.dereference(current.node, at: current.pointer) else { return nil }
                current = target
            } else if let members = current.node["allOf"]?.items, members.count == 1,
                current.node["properties"] == nil, current.node["oneOf"] == nil, current.node["anyOf"] == nil
            {
                current = (members[0], JSONPointer.appending(current.pointer, ["allOf", "0"]))
            } else {
                return current
            }
        }
        return nil
    }

    /// Whether a schema is a `oneOf` / `anyOf` of scalar types only (`[integer, string]`, a `null` aside).
    ///
    /// A parameter's value is text on the wire, so a list of such values is a list of strings: Sentry's
    /// `project` (IDs or slugs, `project=1&project=android`) was one string, and two projects could not be sent.
    func isScalarUnion(_ schema: YAMLNode) -> Bool {
        let scalarTypes: Set<String> = ["string", "integer", "number", "boolean"]
        for key in ["anyOf", "oneOf"] {
            guard let members = schema[key]?.items else { continue }
            let alternatives = members.filter { !isNullSchema($0) }
            return !alternatives.isEmpty
                && alternatives.allSatisfy { member in
                    member["$ref"] == nil && member["type"]?.string.map { scalarTypes.contains($0) } == true
                }
        }
        return false
    }

    /// Whether two schemas describe the same value: equal apart from annotations (`description`, `title`,
    /// examples, extensions) and the order of a mapping's keys.
    func sameShape(_ lhs: YAMLNode, _ rhs: YAMLNode) -> Bool {
        switch (lhs.content, rhs.content) {
        case (.scalar(let left, _), .scalar(let right, _)):
            return left == right
        case (.sequence(let left), .sequence(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { sameShape($0, $1) }
        case (.mapping, .mapping):
            let left = shapingPairs(of: lhs)
            let right = shapingPairs(of: rhs)
            guard left.count == right.count else { return false }
            return left.allSatisfy { key, value in right[key].map { sameShape(value, $0) } ?? false }
        default:
            return false
        }
    }

    /// A mapping's pairs that shape a value (annotations and extensions left out), by key.
    private func shapingPairs(of node: YAMLNode) -> [String: YAMLNode] {
        var result: [String: YAMLNode] = [:]
        for pair in node.pairs ?? [] {
            guard let key = pair.key.string, !Self.annotationKeys.contains(key), !key.hasPrefix("x-") else { continue }
            result[key] = pair.value
        }
        return result
    }
}
