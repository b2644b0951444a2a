/// A discriminator on a base object whose subtypes extend it through `allOf` (OpenAPI's `Pet` with `petType`, and
/// `Cat: allOf [Pet, {…}]`): the base becomes a family whose members are its subtypes, so a `Pet` answer decodes
/// as the `Cat` it is instead of losing everything but the base's fields.
extension ImportSession {
    /// Whether a component schema is such a base: a discriminator, no `oneOf`/`anyOf`, and a component that
    /// extends it.
    func isDiscriminatedBase(_ schema: YAMLNode, at pointer: String) -> Bool {
        schema["discriminator"] != nil && schema["oneOf"] == nil && schema["anyOf"] == nil
            && !subtypes(of: pointer).isEmpty
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
}
