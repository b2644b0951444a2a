/// Alias components that are unions referring to themselves inside a list or a map of a member (Discord's
/// `ErrorDetails`: the errors of a field, or a map of field names to more `ErrorDetails`): the union's name is
/// reserved before its members are mapped, so the members' references to it are typed, not `json`.
extension ImportSession {
    /// The deepest container nesting followed when looking for a self-reference.
    static let recursiveUnionDepthLimit = 16

    /// The union model of a self-referring alias union, or `nil` when the schema is not one (it is then mapped as
    /// any alias is, a self-reference typed `json`).
    ///
    /// The union is declared under the component's name; if its members do not make a union after all (they
    /// collapse into one type, or one the language cannot try alone), that name is declared as a union of what
    /// they made, or a string, and free-form JSON, which reads any value, so every reference stays sound.
    func mapRecursiveUnion(_ target: YAMLNode, ref: String, component: String) -> MappedType? {
        guard isSelfReferringUnion(target, ref: ref) else { return nil }
        let name = names.claim(ImportNaming.typeName(component))
        let reserved = MappedType(text: name, kind: .union)
        typeCache[ref] = reserved
        forcedUnionNames[ref] = name
        let mapped = mapSchema(target, at: ref, hint: component)
        forcedUnionNames[ref] = nil
        var type = reserved
        type.nullable = mapped.nullable
        typeCache[ref] = type
        if mapped.text == name, modelIndex[name] != nil { return type }
        let first =
            mapped.kind != .json && mapped.text != "string" && mapped.text != name && isUnionMember(mapped)
            ? mapped.text : "string"
        warn(
            ref, "the union refers to itself but its members make '\(mapped.text)'; typed as \(first) or free-form JSON"
        )
        var body = YAMLMapping()
        body["oneOf"] = .sequence([.string(first), .string("json")])
        addModel(name, kind: .union, body: body)
        return type
    }

    /// Whether an alias is a union (`oneOf` / `anyOf` of two or more non-null members, no discriminator) that
    /// refers to itself only inside a list or a map of a member (`items`, `additionalProperties`), never as a
    /// member itself, and whose members are no other aliases (which could hold it as a member: decoding would
    /// try it again without reading anything, forever).
    private func isSelfReferringUnion(_ schema: YAMLNode, ref: String) -> Bool {
        guard schema["discriminator"] == nil, impliedDiscriminator(of: schema) == nil,
            let members = (schema["oneOf"] ?? schema["anyOf"])?.items
        else {
            return false
        }
        let nonNull = members.filter { !isNullSchema($0) }
        guard nonNull.count >= 2 else { return false }
        for member in nonNull {
            if member["oneOf"] != nil || member["anyOf"] != nil || member["allOf"] != nil { return false }
            guard let memberRef = member["$ref"]?.string else { continue }
            guard memberRef != ref, let target = document.node(at: memberRef), modelKind(of: target) != nil else {
                return false
            }
        }
        return nonNull.contains { refersToItself($0, ref: ref, depth: 0) }
    }

    /// Whether `ref` is reached from `node` through `items` and `additionalProperties` only, at least one deep.
    private func refersToItself(_ node: YAMLNode, ref: String, depth: Int) -> Bool {
        if node["$ref"]?.string == ref { return depth > 0 }
        guard depth < Self.recursiveUnionDepthLimit else { return false }
        for key in ["items", "additionalProperties"] {
            if let child = node[key], child.pairs != nil, refersToItself(child, ref: ref, depth: depth + 1) {
                return true
            }
        }
        return false
    }
}
