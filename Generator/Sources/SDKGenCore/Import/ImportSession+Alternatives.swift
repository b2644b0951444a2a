/// A `oneOf` / `anyOf` inside an object that is merged (an `allOf` member, or next to `properties`).
extension ImportSession {
    /// Adds the properties of every alternative to `object` as optional properties.
    ///
    /// Which alternative a value takes is not known from the schema (Meilisearch's `HitsInfo`: either the page
    /// fields or the offset fields), so each property an alternative declares is kept, optional; a key the object
    /// already has keeps its place and schema, and an alternative's `required` is not applied. Leaving the
    /// alternatives out instead dropped their fields from the model with no way to read them. Alternatives that
    /// declare no property (only `required`, or a scalar) add nothing and are not warned about.
    func mergeAlternatives(_ members: [YAMLNode], at pointer: String, into object: inout CollectedObject) {
        var added: [String] = []
        for (index, member) in members.enumerated() {
            var alternative = CollectedObject()
            alternative.following = object.following
            alternative.root = object.root
            collect(member, at: JSONPointer.appending(pointer, "\(index)"), into: &alternative)
            for property in alternative.properties where object.positions[property.key] == nil {
                object.put(property.key, property.schema, property.pointer)
                added.append(property.key)
            }
        }
        guard !added.isEmpty else { return }
        let key = pointer.split(separator: "/").last.map(String.init) ?? "oneOf"
        let listed = added.prefix(3).joined(separator: ", ") + (added.count > 3 ? ", …" : "")
        warn(
            pointer,
            "\(key) inside an object that is merged (allOf, or next to properties): its members' properties "
                + "(\(listed)) are added as optional properties; which member a value takes is not checked")
    }
}

extension ImportSession {
    /// The schema without its empty `oneOf`, `anyOf` and `allOf` (and then its `discriminator`), or `nil` when it
    /// has none.
    ///
    /// JSON Schema asks these for one member at least; documents still write `oneOf: []` with a discriminator whose
    /// mapping names schemas they left out (Cohere's `TruncationStrategy`). A list of no alternatives says nothing
    /// about the value, so the rest of the schema does: its properties, its `type`, or else free-form JSON. Written
    /// as a union, it was a model the validator refuses.
    func withoutEmptyAlternatives(_ schema: YAMLNode, at pointer: String) -> YAMLNode? {
        let keys = ["oneOf", "anyOf", "allOf"]
        guard case .mapping(let pairs) = schema.content,
            let empty = keys.first(where: { schema[$0]?.items?.isEmpty == true })
        else { return nil }
        warn(JSONPointer.appending(pointer, empty), "an empty '\(empty)' lists no alternatives; read without it")
        let emptied = Set(keys.filter { schema[$0]?.items?.isEmpty == true })
        let composed = keys.contains { schema[$0]?.items?.isEmpty == false }
        let kept = pairs.filter { pair in
            guard let key = pair.key.string else { return true }
            return !emptied.contains(key) && (composed || key != "discriminator")
        }
        return YAMLNode(.mapping(kept), at: schema.location)
    }
}

extension ImportSession {
    /// Whether a schema is a discriminated `oneOf` / `anyOf` of one object model (and perhaps `null`) that does not
    /// declare the discriminator itself.
    ///
    /// Such a union is a family of one member, not the member alone: the family writes the discriminator, which the
    /// server reads (springdoc writes `ACLRuleDeviceFilter: oneOf [DevicesFilter]`, discriminator `type`, and
    /// `DevicesFilter` declares no `type`). Read as the member, a request left the field out; a member that only
    /// renames the union was free-form JSON. A member that declares the field (Clerk's passkey verification pins
    /// `object`; a plain `petType: string`) carries it itself and stays the type, so an answer whose value is not
    /// the one the family would expect (the component's name, without a mapping) still decodes as the member.
    func isLoneObjectAlternative(_ schema: YAMLNode) -> Bool {
        guard let field = schema["discriminator"]?["propertyName"]?.string,
            let members = (schema["oneOf"] ?? schema["anyOf"])?.items
        else { return false }
        let nonNull = members.filter { !isNullSchema($0) }
        guard nonNull.count == 1, let ref = nonNull[0]["$ref"]?.string, let target = document.node(at: ref) else {
            return false
        }
        // The member's own `oneOf` / `anyOf` would ask again (`A: oneOf [A]` without end); such a member is no
        // struct model anyway.
        guard target["oneOf"] == nil, target["anyOf"] == nil else { return false }
        // A member that only renames the union (springdoc's `DeviceRestartRequest: allOf [DeviceActionRequest]`)
        // is a struct of the union's own fields: the discriminator is all it sends.
        if aliasChain(of: target).contains(where: { document.node(at: $0)?.location == schema.location }) {
            return true
        }
        var seen: Set<String> = []
        return modelKind(of: target) == .structure && !declares(field, in: target, depth: 0, seen: &seen)
    }

    /// Whether a schema declares the property `field`, itself or through its `allOf` members (each reference once).
    private func declares(_ field: String, in schema: YAMLNode, depth: Int, seen: inout Set<String>) -> Bool {
        if schema["properties"]?[field] != nil { return true }
        guard depth < Self.impliedFamilyDepthLimit else { return false }
        for member in schema["allOf"]?.items ?? [] {
            guard let (resolved, pointer) = document.dereference(member, at: JSONPointer.root) else { continue }
            if member["$ref"] != nil, !seen.insert(pointer).inserted { continue }
            if declares(field, in: resolved, depth: depth + 1, seen: &seen) { return true }
        }
        return false
    }
}
