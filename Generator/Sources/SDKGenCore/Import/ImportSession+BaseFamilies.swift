/// A discriminator on a base object whose subtypes extend it through `allOf` (OpenAPI's `Pet` with `petType`, and
/// `Cat: allOf [Pet, {…}]`): the base becomes a family whose members are its subtypes, so a `Pet` answer decodes
/// as the `Cat` it is instead of losing everything but the base's fields.
extension ImportSession {
    /// Whether a component schema is such a base: a discriminator, no `oneOf`/`anyOf`, and a component that
    /// extends it or one its `mapping` names.
    ///
    /// A mapping may name objects that do not extend the base (Okta's `InlineHookOAuthChannelConfig`, whose
    /// `authType` picks a config extending another component): the mapping says what each value's object is, and
    /// as a struct of the base's own properties (`authType` alone) every other field of the answer was lost.
    func isDiscriminatedBase(_ schema: YAMLNode, at pointer: String) -> Bool {
        guard schema["discriminator"] != nil, schema["oneOf"] == nil, schema["anyOf"] == nil else { return false }
        if !subtypes(of: pointer).isEmpty { return true }
        return (schema["discriminator"]?["mapping"]?.pairs ?? []).contains { pair in
            guard let ref = pair.value.string else { return false }
            let target = ref.hasPrefix("#") ? ref : "\(document.schemasPointer)/\(ref)"
            return target != pointer && document.componentName(of: target) != nil
        }
    }

    /// The component schemas that extend `pointer` through `allOf`, directly or through other subtypes, in
    /// document order of discovery (each once; a cycle of `allOf` references ends where it closes).
    func subtypes(of pointer: String) -> [String] {
        let index = subtypeIndex ?? buildSubtypeIndex()
        subtypeIndex = index
        var found: [String] = []
        var seen: Set<String> = [pointer]
        var next = 0
        var queue = [pointer]
        while next < queue.count {
            let current = queue[next]
            next += 1
            for subtype in index[current] ?? [] where seen.insert(subtype).inserted {
                found.append(subtype)
                queue.append(subtype)
            }
        }
        return found
    }

    /// Every component's direct subtypes, from one pass over the components' `allOf` members.
    private func buildSubtypeIndex() -> [String: [String]] {
        var index: [String: [String]] = [:]
        for pair in document.componentSchemas {
            guard let name = pair.key.string else { continue }
            let pointer = JSONPointer.appending(document.schemasPointer, name)
            for member in pair.value["allOf"]?.items ?? [] {
                guard let ref = member["$ref"]?.string, ref != pointer else { continue }
                index[ref, default: []].append(pointer)
            }
        }
        return index
    }

    /// The one value a subtype gives the field itself (`const`, a one-value `enum`), in its own properties or an
    /// inline `allOf` member's; not through a referenced one, whose value is that parent's (a `Puppy` extending a
    /// `Dog` with `enum: [dog]` is not a `dog`).
    private func ownDiscriminatorValue(of schema: YAMLNode, field: String) -> String? {
        let inline = (schema["allOf"]?.items ?? []).filter { $0["$ref"] == nil }
        return ([schema] + inline).lazy.compactMap { self.singleValue(ofProperty: field, in: $0) }.first
    }

    /// Adds the subtypes of the base at `pointer` that the discriminator's `mapping` did not name: each under the
    /// value its schema gives the field (`const`, a one-value `enum`), else under its component name (OpenAPI's
    /// rule for a value without a mapping).
    func addSubtypes(of pointer: String, field: String, skipping mapped: Set<String>, to members: inout FamilyMembers) {
        for subtype in subtypes(of: pointer) where !mapped.contains(subtype) {
            guard let schema = document.node(at: subtype) else { continue }
            let wire = ownDiscriminatorValue(of: schema, field: field) ?? document.componentName(of: subtype) ?? subtype
            let type = mapReference(subtype, at: subtype)
            // A subtype that is a family of its own, or an alias of the base, is not a member; its objects decode
            // as the family's `unknown` case, kept whole.
            guard type.kind == .structure else { continue }
            addMember(wire, type, to: &members, at: subtype)
        }
    }

    /// Declares a member the discriminator's `mapping` names that only renames the base, as a struct of the base's
    /// properties; `nil` for a component that does not lead to the base.
    ///
    /// Okta writes its authenticators so (`CustomOtp: allOf [Simple]`, `Simple: allOf [Base]`). Resolved as the
    /// alias it is, such a member was the family itself, no member, and every such object the family's `unknown`.
    func declareAliasMember(_ ref: String, of base: String) -> MappedType? {
        guard let component = document.componentName(of: ref), let schema = document.node(at: ref),
            leadsThroughAliases(schema, to: base)
        else { return nil }
        if let declared = typeCache[ref], declared.kind == .structure { return declared }
        let name = names.claim(ImportNaming.typeName(component))
        let type = MappedType(text: name, kind: .structure)
        typeCache[ref] = type
        declareModel(name, kind: .structure, schema: schema, at: ref)
        registerShape(of: name)
        return type
    }

    /// Whether a schema is `base` under other names only: a chain of `$ref`s and `allOf`s with one member that is
    /// not an annotation, and nothing else that shapes a value.
    private func leadsThroughAliases(_ schema: YAMLNode, to base: String) -> Bool {
        aliasChain(of: schema).contains(base)
    }

    /// The references a schema that only renames another passes through, in order; empty for any other schema.
    ///
    /// Such a schema is a chain of `$ref`s and `allOf`s with one member that is not an annotation, and nothing else
    /// that shapes a value. The chain is at most ``aliasNestingLimit`` long.
    func aliasChain(of schema: YAMLNode) -> [String] {
        var chain: [String] = []
        var current = schema
        for _ in 0..<Self.aliasNestingLimit {
            let next: YAMLNode
            if current["$ref"] != nil {
                next = current
            } else if let members = current["allOf"]?.items, current["properties"] == nil,
                current["oneOf"] == nil, current["anyOf"] == nil
            {
                let shaping = members.filter { !isAnnotationOnly($0) }
                guard shaping.count == 1 else { return chain }
                next = shaping[0]
            } else {
                return chain
            }
            guard let ref = next["$ref"]?.string, !chain.contains(ref), let target = document.node(at: ref) else {
                return chain
            }
            chain.append(ref)
            current = target
        }
        return chain
    }
}
