/// A `oneOf` / `anyOf` of flat objects that have the same properties, typed alike, and differ only in the values
/// they pin → one struct whose pinned properties hold every member's value.
///
/// PayPal writes each error answer's `details` as an `anyOf` of one object per issue, `{issue: {enum:
/// [USER_ACCOUNT_CLOSED]}, description: {enum: ["User account locked or closed."]}}`, 18 of them in one answer of
/// its subscriptions API, 50 in its orders API. As a family keyed by a pinned property (the implied discriminator)
/// the members added no field to one another; two issues sharing a code made the key the description, a sentence,
/// and a reworded sentence turned a detail into the family's `unknown`. One struct reads any of them: a pinned
/// property is an enum of every member's value (enums are open, so a value the document does not list decodes),
/// or a string when a value is no identifier-like word, as sentences are not.
extension ImportSession {
    /// The members of a uniform union: their shared property names in the first member's order, and the values
    /// each pinned property takes, in member order, each once.
    struct UniformMembers {
        var fields: [String]
        var values: [String: [String]]
        var required: Set<String>
        var first: YAMLNode
    }

    /// The keys that document a schema, left out when members' properties are compared (unlike
    /// ``annotationKeys``, `nullable`, `default` and `readOnly` stay: members must agree on them).
    private static let documentationKeys: Set<String> = [
        "description", "title", "example", "examples", "externalDocs", "$comment",
    ]

    /// The members of a discriminator-less `oneOf` / `anyOf` when it is uniform: two or more non-null members,
    /// each an object (after its `$ref`) with properties only, the same names in each, every property a scalar or a
    /// list of scalars typed alike in every member but for the values some pin (`const`, a one-value `enum`), the
    /// same properties pinned in every member, and some pinned property taking two values or more.
    func uniformMembers(of schema: YAMLNode) -> UniformMembers? {
        guard schema["discriminator"] == nil, let members = (schema["oneOf"] ?? schema["anyOf"])?.items else {
            return nil
        }
        // One pass, the first member against each other: most unions differ in their second member's names.
        let nonNull = members.lazy.filter { !self.isNullSchema($0) }
        guard let head = nonNull.first, let (first, _) = document.dereference(head, at: JSONPointer.root),
            Self.isFlatObject(first), let fields = first["properties"]?.pairs?.compactMap(\.key.string),
            !fields.isEmpty
        else { return nil }
        let pinnedFields = fields.filter { singleValue(ofProperty: $0, in: first) != nil }
        guard !pinnedFields.isEmpty else { return nil }
        var references: [String: String] = [:]
        for field in fields {
            guard let property = first["properties"]?[field] else { return nil }
            references[field] = Self.signature(property, stripping: pinnedFields.contains(field))
        }
        var values: [String: [String]] = [:]
        var seenValues: [String: Set<String>] = [:]
        var required = Set((first["required"]?.items ?? []).compactMap(\.string))
        var count = 0
        for member in nonNull {
            count += 1
            guard let (node, _) = document.dereference(member, at: JSONPointer.root),
                let names = node["properties"]?.pairs?.compactMap(\.key.string), names.count == fields.count,
                Set(names) == Set(fields), Self.isFlatObject(node)
            else { return nil }
            for field in fields {
                let pinned = singleValue(ofProperty: field, in: node)
                guard (pinned != nil) == pinnedFields.contains(field), let property = node["properties"]?[field],
                    Self.signature(property, stripping: pinned != nil) == references[field]
                else { return nil }
                if let pinned, seenValues[field, default: []].insert(pinned).inserted {
                    values[field, default: []].append(pinned)
                }
            }
            required.formIntersection((node["required"]?.items ?? []).compactMap(\.string))
        }
        guard count >= 2 else { return nil }
        guard values.values.contains(where: { $0.count > 1 }) else { return nil }
        return UniformMembers(fields: fields, values: values, required: required, first: first)
    }

    /// The struct a uniform union is (``uniformMembers(of:)``), declared under `hint`, or `nil` for any other union.
    func uniformObject(_ schema: YAMLNode, key: String, at pointer: String, hint: String) -> MappedType? {
        guard let uniform = uniformMembers(of: schema) else { return nil }
        let location = schema.location
        var properties: [(key: String, value: YAMLNode)] = []
        var asText: [String] = []
        for field in uniform.fields {
            guard let property = uniform.first["properties"]?[field] else { continue }
            guard let values = uniform.values[field] else {
                properties.append((field, property))
                continue
            }
            let type = Self.pinnedType(of: property)
            var entry: [(key: String, value: YAMLNode)] = [("type", .scalar(type, quoted: true, at: location))]
            if type != "string" || values.allSatisfy(Self.isWordLike) {
                let items = values.map { YAMLNode.scalar($0, quoted: type == "string", at: location) }
                entry.append(("enum", YAMLNode(.sequence(items), at: location)))
            } else {
                asText.append(field)
            }
            properties.append((field, .mapping(entry, at: location)))
        }
        var pairs: [(key: String, value: YAMLNode)] = [
            ("type", .scalar("object", at: location)), ("properties", .mapping(properties, at: location)),
        ]
        let required = uniform.fields.filter(uniform.required.contains).map {
            YAMLNode.scalar($0, quoted: true, at: location)
        }
        if !required.isEmpty { pairs.append(("required", YAMLNode(.sequence(required), at: location))) }
        if let description = schema["description"] { pairs.append(("description", description)) }
        let pinned = uniform.fields.filter { uniform.values[$0] != nil }
        warn(
            pointer,
            "\(key) of objects that differ only in the values of \(pinned.joined(separator: ", ")): one struct, whose "
                + (asText.isEmpty
                    ? "pinned properties are enums of every member's value"
                    : "pinned properties hold every member's value (\(asText.joined(separator: ", ")) as text)"))
        // Declared as an inline object is (the union's own pointer is the one being mapped, so not through
        // `mapSchema`, which would take the struct for the union met again).
        let name = names.claim(ImportNaming.typeName(hint))
        let mark = directionalProperties.count
        declareModel(name, kind: .structure, schema: .mapping(pairs, at: location), at: pointer)
        return MappedType(
            text: sharedModel(name, directionalSince: mark), kind: declaredKind(name, else: .structure))
    }

    /// The JSON type of a pinned property: its `type`, else what its value is (`const: 1` an integer).
    private static func pinnedType(of property: YAMLNode) -> String {
        if let type = property["type"]?.string { return type }
        guard let value = property["const"] ?? property["enum"]?.items?.first, !value.isQuoted,
            let text = value.scalar
        else { return "string" }
        if value.bool != nil { return "boolean" }
        return Int(text) != nil ? "integer" : Double(text) != nil ? "number" : "string"
    }

    /// Whether a resolved member is an object of properties only, each a scalar or a list of scalars written in
    /// place: nothing it holds can lead back to the union.
    private static func isFlatObject(_ node: YAMLNode) -> Bool {
        guard node["allOf"] == nil, node["oneOf"] == nil, node["anyOf"] == nil, node["enum"] == nil,
            node["additionalProperties"].map({ $0.bool == false }) ?? true,
            (node["type"]?.string ?? "object") == "object",
            let properties = node["properties"]?.pairs
        else { return false }
        return properties.allSatisfy { isFlatValue($0.value, listed: false) }
    }

    /// Whether a property schema is a scalar (or, once, a list of them) with no reference or composition.
    private static func isFlatValue(_ node: YAMLNode, listed: Bool) -> Bool {
        guard node["$ref"] == nil, node["properties"] == nil, node["allOf"] == nil, node["oneOf"] == nil,
            node["anyOf"] == nil, node["additionalProperties"] == nil
        else { return false }
        if let items = node["items"] { return !listed && isFlatValue(items, listed: true) }
        return node["type"]?.string != "object"
    }

    /// The characters of a value a Swift case can be named after.
    private static let wordScalars = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.:-".unicodeScalars)

    /// A value of one or more words a Swift case can be named after (`USER_ACCOUNT_CLOSED`, `card.declined`), not
    /// a sentence.
    private static func isWordLike(_ value: String) -> Bool {
        !value.isEmpty && value.utf8.count <= 64 && value.unicodeScalars.allSatisfy(wordScalars.contains)
    }

    /// A canonical text of a schema for comparing members' properties: keys sorted, annotations left out, and with
    /// `stripping`, the pinned value (`const`, `enum`) too.
    private static func signature(_ node: YAMLNode, stripping: Bool) -> String {
        switch node.content {
        case .scalar(let text, _): return node.isNull ? "~" : "'" + text + "'"
        case .sequence(let items):
            return "[" + items.map { signature($0, stripping: false) }.joined(separator: ",") + "]"
        case .mapping(let pairs):
            let kept = pairs.compactMap { pair -> (String, String)? in
                guard let key = pair.key.scalar, !documentationKeys.contains(key), !key.hasPrefix("x-"),
                    !(stripping && (key == "const" || key == "enum"))
                else { return nil }
                return (key, signature(pair.value, stripping: false))
            }
            return "{" + kept.sorted { $0.0 < $1.0 }.map { "\($0.0):\($0.1)" }.joined(separator: ",") + "}"
        }
    }
}
