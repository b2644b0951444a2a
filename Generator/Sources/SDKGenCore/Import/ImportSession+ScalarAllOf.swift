/// An `allOf` whose members all say "a scalar": a reference to a string beside a member that restates the type
/// (`allOf: [{$ref: bank_id_no_description}, {type: string, description: …}]`, Lob's identifiers), a format added to
/// a type (`[{type: string}, {format: date-time}]`), or a reference narrowed to one value (`[{$ref: object},
/// {type: string, enum: [tracking_event]}]`).
///
/// Such an `allOf` adds no property: it is that scalar, not a struct. Counted as two shaping members, it made an
/// empty struct that no string decoded into (Lob's 20 identifiers, Plaid's `user_id`).
extension ImportSession {
    /// The keys of a schema that constrain a scalar value without shaping it into another kind.
    static let scalarConstraintKeys: Set<String> = [
        "type", "format", "pattern", "minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum",
        "exclusiveMaximum", "multipleOf", "contentEncoding", "contentMediaType", "enum", "const",
    ]

    /// The most schemas one question visits: `A: allOf [B, B]`, `B: allOf [C, C]`… would double at every level.
    static let scalarVisitLimit = 512

    /// Whether every one of an `allOf`'s shaping members is a scalar, inline or through references.
    func isScalarAllOf(_ shaping: [YAMLNode]) -> Bool {
        var budget = Self.scalarVisitLimit
        return !shaping.isEmpty && shaping.allSatisfy { isScalarSchema($0, budget: &budget) }
    }

    /// Whether a member written in place (no `$ref`) only says what scalar the value is.
    func isInlineScalar(_ schema: YAMLNode) -> Bool {
        var budget = Self.scalarVisitLimit
        return schema["$ref"] == nil && isScalarSchema(schema, budget: &budget)
    }

    /// The type of an `allOf` that is not a model: the one member that shapes it, else the scalar its members say.
    ///
    /// Of scalar members, one that lists values (`enum`, `const`) is the most specific and wins; members written in
    /// place are read as one schema (a `format` in one, the `type` in another); else the first reference.
    func mapAllOfValue(
        _ written: [YAMLNode], of schema: YAMLNode, at pointer: String, hint: String
    ) -> MappedType {
        let shaping = written.indices.filter { !isAnnotationOnly(written[$0]) }
        // `{type: string, allOf: [{format: uuid}]}`: the members are read with the type around them.
        let members = written.map { inheritingType(of: schema, $0) }
        func member(_ index: Int) -> MappedType {
            mapSchema(members[index], at: JSONPointer.appending(pointer, ["allOf", "\(index)"]), hint: hint)
        }
        guard shaping.count > 1, isScalarAllOf(shaping.map { members[$0] }) else {
            return member(shaping.first ?? 0)
        }
        if let listing = shaping.first(where: { listsValues(members[$0]) }) { return member(listing) }
        if shaping.allSatisfy({ members[$0]["$ref"] == nil }) {
            let merged = mergedSchema(shaping.map { members[$0] })
            return mapSchema(merged, at: JSONPointer.appending(pointer, "allOf"), hint: hint)
        }
        return member(shaping.first { members[$0]["$ref"] != nil } ?? shaping[0])
    }

    /// A `oneOf` / `anyOf` / `allOf` member with the scalar `type` (and `format`) of the schema that holds it, when
    /// it says none.
    ///
    /// JSON Schema applies the outer keywords to the value too, so `{type: string, anyOf: [{format: date-time},
    /// {format: date}]}` (Lob's `send_date`) is a string in either format; read alone, each member said nothing
    /// and the value was free-form JSON.
    func inheritingType(of schema: YAMLNode, _ member: YAMLNode) -> YAMLNode {
        guard let type = schema["type"], member["type"] == nil, member["$ref"] == nil, let pairs = member.pairs,
            ["allOf", "oneOf", "anyOf", "properties", "items"].allSatisfy({ member[$0] == nil }),
            declaredTypes(of: schema).allSatisfy({ !["object", "array"].contains($0) })
        else { return member }
        var inherited = pairs
        inherited.append(YAMLNode.Pair(key: YAMLNode(.scalar("type", quoted: false), at: type.location), value: type))
        if member["format"] == nil, let format = schema["format"] {
            inherited.append(
                YAMLNode.Pair(key: YAMLNode(.scalar("format", quoted: false), at: format.location), value: format))
        }
        return YAMLNode(.mapping(inherited), at: member.location)
    }

    /// Whether a schema, through `$ref`s and `allOf`s, is a scalar.
    ///
    /// A scalar says a scalar `type`, `format`, `pattern`, bounds or values, and nothing that makes an object, a list
    /// or a choice. `false` once `budget` schemas are visited.
    private func isScalarSchema(_ schema: YAMLNode, budget: inout Int) -> Bool {
        guard budget > 0 else { return false }
        budget -= 1
        if let ref = schema["$ref"]?.string {
            guard let target = document.node(at: ref) else { return false }
            return isScalarSchema(target, budget: &budget)
        }
        let scalarTypes: Set<String> = ["string", "integer", "number", "boolean", "null"]
        guard let pairs = schema.pairs, typeNames(of: schema).allSatisfy(scalarTypes.contains) else { return false }
        if let members = schema["allOf"]?.items {
            let shaping = members.filter { !isAnnotationOnly($0) }
            return pairs.allSatisfy { $0.key.string == "allOf" || isAnnotationOrScalarKey($0.key.string) }
                && !shaping.isEmpty
                && shaping.allSatisfy { isScalarSchema(inheritingType(of: schema, $0), budget: &budget) }
        }
        return ["type", "format", "pattern", "enum", "const"].contains(where: { schema[$0] != nil })
            && pairs.allSatisfy { isAnnotationOrScalarKey($0.key.string) }
    }

    /// Whether a scalar schema, through `$ref`s, lists its values (`enum`, `const`).
    private func listsValues(_ schema: YAMLNode) -> Bool {
        var current = schema
        for _ in 0..<Self.aliasNestingLimit {
            guard let ref = current["$ref"]?.string, let target = document.node(at: ref) else { break }
            current = target
        }
        return current["enum"] != nil || current["const"] != nil
    }

    private func isAnnotationOrScalarKey(_ key: String?) -> Bool {
        guard let key else { return false }
        return Self.annotationKeys.contains(key) || Self.scalarConstraintKeys.contains(key) || key.hasPrefix("x-")
    }

    /// Members' keys as one schema (at least one member), the first member to give a key winning.
    private func mergedSchema(_ members: [YAMLNode]) -> YAMLNode {
        var seen: Set<String> = []
        var pairs: [YAMLNode.Pair] = []
        for member in members {
            for pair in member.pairs ?? [] where seen.insert(pair.key.string ?? "").inserted {
                pairs.append(pair)
            }
        }
        return YAMLNode(.mapping(pairs), at: members[0].location)
    }
}
