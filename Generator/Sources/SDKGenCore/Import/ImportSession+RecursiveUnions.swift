/// Alias components that are unions referring to themselves inside a value of a member (Discord's `ErrorDetails`:
/// the errors of a field, or a map of field names to more `ErrorDetails`; InfluxDB's `Expression`, whose members
/// hold expressions): the union's name is reserved before its members are mapped, so the members' references to it
/// are typed, not `json`; members that no required property tells apart are one struct under that name.
extension ImportSession {
    /// The most schemas looked at when looking for a self-reference of one union.
    static let selfReferenceSearchBudget = 20_000

    /// The union model of a self-referring alias union, or `nil` when the schema is not one (it is then mapped as
    /// any alias is, a self-reference typed `json`).
    ///
    /// The union is declared under the component's name; if its members do not make a union after all (they
    /// collapse into one type, or one the language cannot try alone), that name is declared as a union of what
    /// they made, or a string, and free-form JSON, which reads any value, so every reference stays sound.
    func mapRecursiveUnion(_ target: YAMLNode, ref: String, component: String) -> MappedType? {
        if isSelfReferringUnion(target, ref: ref) {
            let name = names.claim(ImportNaming.typeName(component))
            return reserveUnion(name, for: ref, union: target, at: ref, hint: component)
        }
        // A list of such a union (Apideck's `BalanceSheetAccounts`: a list of accounts or records, an account
        // holding its sub-accounts as `BalanceSheetAccounts` again): the element union is reserved, and the list
        // refers to it.
        guard declaredTypes(of: target) == ["array"], let items = target["items"], items["$ref"] == nil,
            isSelfReferringUnion(items, ref: ref)
        else { return nil }
        let name = names.claim(ImportNaming.typeName(component) + "Item")
        var list = MappedType(text: "[\(name)]", kind: .list, nullable: admitsNull(target), elementKind: .union)
        typeCache[ref] = list
        let element = reserveUnion(
            name, for: nil, union: items, at: JSONPointer.appending(ref, "items"), hint: component + "Item")
        list.elementKind = element.kind
        typeCache[ref] = list
        return list
    }

    /// Declares the union `union` under `name` (claimed), reserved before its members are mapped so that their references
    /// to `ref` (when given, the union's own component) are typed; if the members make no union after all, `name`
    /// is declared as a union of what they made, or a string, and free-form JSON.
    private func reserveUnion(
        _ name: String, for ref: String?, union: YAMLNode, at pointer: String, hint: String
    ) -> MappedType {
        let reserved = MappedType(text: name, kind: .union)
        if let ref { typeCache[ref] = reserved }
        forcedUnionNames[pointer] = name
        let mapped = mapSchema(union, at: pointer, hint: hint)
        forcedUnionNames[pointer] = nil
        var type = reserved
        type.nullable = mapped.nullable
        // The members may have made one struct of that name instead of a union.
        type.kind = declaredKind(name, else: reserved.kind)
        if let ref { typeCache[ref] = type }
        if mapped.text == name, modelIndex[name] != nil { return type }
        let first =
            mapped.kind != .json && mapped.text != "string" && mapped.text != name && isUnionMember(mapped)
            ? mapped.text : "string"
        warn(
            pointer,
            "the union refers to itself but its members make '\(mapped.text)'; typed as \(first) or free-form JSON")
        var body = YAMLMapping()
        body["oneOf"] = .sequence([.string(first), .string("json")])
        addModel(name, kind: .union, body: body)
        return type
    }

    /// Whether an alias is a union that refers to itself inside a value of a member, and never as a member.
    ///
    /// The union is a `oneOf` / `anyOf` of two or more non-null members without a discriminator; it refers to itself
    /// in a list, a map, or a property of a member model, however deep (InfluxDB's `Expression`, whose
    /// `BinaryExpression` member holds two more). No member may be an alias that holds it as a member, directly or
    /// through more aliases: decoding would try it again without reading anything, forever. An alias member that
    /// does not (Figma's `Action` lists `UpdateMediaRuntimeAction`, a union of three objects) is fine.
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
            guard memberRef != ref, let target = document.node(at: memberRef),
                modelKind(of: target) != nil || !holdsAsMember(target, ref: ref, depth: 0)
            else {
                return false
            }
        }
        return refersToItself(nonNull, ref: ref)
    }

    /// Whether an alias holds `ref` as itself or as a member, through `$ref`s, `allOf`s and unions of aliases (a
    /// model ends the search: it reads an object's fields before anything else); past ``impliedFamilyDepthLimit``
    /// levels, it is taken to.
    private func holdsAsMember(_ schema: YAMLNode, ref: String, depth: Int) -> Bool {
        guard depth < Self.impliedFamilyDepthLimit else { return true }
        if let target = schema["$ref"]?.string {
            guard target != ref else { return true }
            guard let resolved = document.node(at: target), modelKind(of: resolved) == nil else { return false }
            return holdsAsMember(resolved, ref: ref, depth: depth + 1)
        }
        return ["oneOf", "anyOf", "allOf"].contains { key in
            (schema[key]?.items ?? []).contains { holdsAsMember($0, ref: ref, depth: depth + 1) }
        }
    }

    /// Whether `ref` is reached from the members inside a value they hold: the items of a list, the values of a
    /// map, a property of an object; references are followed, each once, and the search stops after
    /// ``selfReferenceSearchBudget`` schemas (a large document's graph is not walked for every union).
    private func refersToItself(_ members: [YAMLNode], ref: String) -> Bool {
        struct Step {
            var node: YAMLNode
            /// Whether the step is inside a value of a member, where a reference to the union reads nested JSON.
            var nested: Bool
        }
        var stack = members.map { Step(node: $0, nested: false) }
        var followed: Set<String> = []
        var budget = Self.selfReferenceSearchBudget
        while budget > 0, let step = stack.popLast() {
            budget -= 1
            if let target = step.node["$ref"]?.string {
                if target == ref {
                    if step.nested { return true }
                    continue
                }
                let key = (step.nested ? "1" : "0") + target
                if followed.insert(key).inserted, let resolved = document.node(at: target) {
                    stack.append(Step(node: resolved, nested: step.nested))
                }
                continue
            }
            for key in ["items", "additionalProperties"] {
                if let child = step.node[key], child.pairs != nil { stack.append(Step(node: child, nested: true)) }
            }
            for property in step.node["properties"]?.pairs ?? [] {
                stack.append(Step(node: property.value, nested: true))
            }
            for key in ["allOf", "oneOf", "anyOf"] {
                for member in step.node[key]?.items ?? [] { stack.append(Step(node: member, nested: step.nested)) }
            }
        }
        return false
    }
}
