/// `oneOf` / `anyOf` without a `discriminator` whose object members each pin one property to a value of their own
/// (`type: {const: card}`, Stripe's `object: {enum: [charge]}`, PagerDuty's log entries): the property is the
/// discriminator the document did not write, and the union is a family keyed by it, so a value decodes as the
/// member it names instead of the first member that happens to fit, or one struct with every member's properties.
extension ImportSession {
    /// The deepest nesting followed when looking for a union's members or a member's pinned properties.
    static let impliedFamilyDepthLimit = 16

    /// A discriminator-less union that is a family: the property that tells its members apart, and its members
    /// (each a `$ref` or an inline schema, with its pointer), those of nested discriminator-less unions included.
    struct ImpliedFamily {
        var field: String
        var members: [(node: YAMLNode, pointer: String)]
    }

    /// The property that tells the members of a discriminator-less `oneOf` / `anyOf` apart, or `nil`.
    func impliedDiscriminator(of schema: YAMLNode) -> String? {
        impliedFamily(of: schema, at: JSONPointer.root)?.field
    }

    /// The family a discriminator-less `oneOf` / `anyOf` at `pointer` makes, or `nil` when it makes none.
    ///
    /// Every non-null member (two or more) must be an object schema (after its `$ref`s) that gives the property
    /// one value (`const`, a one-value `enum`), in its own properties or through its `allOf` members, and no two
    /// members may give the same value, or values that make one Swift case name or none. A member that is itself such a union without `null` (OpenAI's stream
    /// events: a union of unions) gives its members instead. Of several such properties, the first the first
    /// member declares wins.
    func impliedFamily(of schema: YAMLNode, at pointer: String) -> ImpliedFamily? {
        // Members that differ only in what they pin are one struct (``uniformMembers(of:)``), not a family.
        guard schema["discriminator"] == nil, uniformMembers(of: schema) == nil else { return nil }
        var members: [(node: YAMLNode, pointer: String)] = []
        var seen: Set<String> = []
        guard collectMembers(of: schema, at: pointer, depth: 0, seen: &seen, into: &members), members.count >= 2
        else { return nil }
        var pinned: [[(field: String, value: String)]] = []
        for member in members {
            guard let (resolved, _) = document.dereference(member.node, at: member.pointer) else { return nil }
            let fields = pinnedProperties(of: resolved)
            guard !fields.isEmpty else { return nil }
            pinned.append(fields)
        }
        let lookups = pinned.dropFirst().map { fields in
            Dictionary(fields.map { ($0.field, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        for candidate in pinned[0] {
            var values: Set<String> = [candidate.value]
            let distinct = lookups.allSatisfy { lookup in
                guard let value = lookup[candidate.field] else { return false }
                return values.insert(value).inserted
            }
            if distinct, Self.giveDistinctCaseNames(values) {
                return ImpliedFamily(field: candidate.field, members: members)
            }
        }
        return nil
    }

    /// Whether every value gives a Swift case name of its own (`""`, `*` give none; `a-b` and `a_b` give one): a
    /// member whose value does not would be left out of the family, its objects kept only as raw JSON, where the
    /// union it stays reads them.
    private static func giveDistinctCaseNames(_ values: Set<String>) -> Bool {
        var names: Set<String> = []
        return values.allSatisfy { value in
            let name = SwiftNaming.familyCaseName(fromWire: value)
            return SwiftNaming.isIdentifier(name) && names.insert(name).inserted
        }
    }

    /// Appends a union's non-null members, a nested discriminator-less union's in its place; `false` when a member
    /// is neither an object nor such a union, or the nesting is too deep or circular.
    private func collectMembers(
        of schema: YAMLNode, at pointer: String, depth: Int, seen: inout Set<String>,
        into members: inout [(node: YAMLNode, pointer: String)]
    ) -> Bool {
        let key = schema["oneOf"] != nil ? "oneOf" : "anyOf"
        guard depth < Self.impliedFamilyDepthLimit, let items = schema[key]?.items else { return false }
        for (index, member) in items.enumerated() where !isNullSchema(member) {
            let memberPointer = JSONPointer.appending(pointer, [key, "\(index)"])
            guard let (resolved, resolvedPointer) = document.dereference(member, at: memberPointer) else {
                return false
            }
            if isPlainObject(resolved) {
                members.append((member, memberPointer))
                continue
            }
            let nested = (resolved["oneOf"] ?? resolved["anyOf"])?.items ?? []
            guard resolved["discriminator"] == nil, !hasProperties(resolved), resolved["allOf"] == nil,
                !nested.isEmpty, !nested.contains(where: isNullSchema), seen.insert(resolvedPointer).inserted,
                collectMembers(of: resolved, at: resolvedPointer, depth: depth + 1, seen: &seen, into: &members)
            else { return false }
        }
        return true
    }

    /// Whether a resolved member is an object that decodes as a struct: properties or `allOf`, and no union or
    /// enum of its own (whose kind would have to be worked out first, possibly through this union again).
    private func isPlainObject(_ schema: YAMLNode) -> Bool {
        guard schema["oneOf"] == nil, schema["anyOf"] == nil, schema["enum"] == nil, schema["discriminator"] == nil
        else { return false }
        if let type = schema["type"]?.string, type != "object" { return false }
        return hasProperties(schema) || schema["allOf"] != nil
    }

    /// The value a schema pins `field` to (`const`, a one-value `enum`), in the order of
    /// ``pinnedProperties(of:)``, or `nil`.
    func pinnedValue(of schema: YAMLNode, field: String) -> String? {
        pinnedProperties(of: schema).first { $0.field == field }?.value
    }

    /// The properties a schema pins to one value (`const`, a one-value `enum`), each once, the first found winning.
    ///
    /// Its own properties come first, then those of its inline `allOf` members, then those of the components it
    /// extends: a `Puppy` that extends a `Dog` pinned to `dog` and pins `puppy` itself is a `puppy`. Each referenced
    /// member is read once (a lattice of diamonds stays linear), at most ``impliedFamilyDepthLimit`` deep.
    func pinnedProperties(of schema: YAMLNode) -> [(field: String, value: String)] {
        var fields: [(field: String, value: String)] = []
        var seen: Set<String> = []
        collectPinned(of: schema, depth: 0, seen: &seen, into: &fields)
        return fields
    }

    private func collectPinned(
        of schema: YAMLNode, depth: Int, seen: inout Set<String>, into fields: inout [(field: String, value: String)]
    ) {
        for pair in schema["properties"]?.pairs ?? [] {
            guard let field = pair.key.string, !fields.contains(where: { $0.field == field }),
                let value = singleValue(ofProperty: field, in: schema)
            else { continue }
            fields.append((field, value))
        }
        guard depth < Self.impliedFamilyDepthLimit, let members = schema["allOf"]?.items else { return }
        for member in members where member["$ref"] == nil {
            collectPinned(of: member, depth: depth + 1, seen: &seen, into: &fields)
        }
        for member in members where member["$ref"] != nil {
            guard let (resolved, pointer) = document.dereference(member, at: JSONPointer.root),
                seen.insert(pointer).inserted
            else { continue }
            collectPinned(of: resolved, depth: depth + 1, seen: &seen, into: &fields)
        }
    }
}
