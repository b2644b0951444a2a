/// Model declarations: structs (with `allOf` flattened), open enums and discriminated families.
extension ImportSession {
    /// An object's properties gathered from the schema and every `allOf` member.
    struct CollectedObject {
        var properties: [(key: String, schema: YAMLNode, pointer: String)] = []
        var required: Set<String> = []
        /// Where each key stands in `properties`, so a later member replaces it without a search.
        var positions: [String: Int] = [:]
        /// The `$ref`s already merged, each once: a member reached again through another path (a diamond
        /// `C: allOf [A, B]`, `A` and `B` both `allOf [Base]`) is not merged again, so the work stays linear in the
        /// members instead of growing with the number of paths (exponential for a lattice of diamonds).
        var merged: Set<String> = []
        /// The `$ref`s being followed, one inside another (a member found here is circular).
        var following: [String] = []
        /// Where the model being gathered stands, when it is a model's.
        var root: String?
        /// `additionalProperties: <schema>` or `true` next to declared properties (the last one merged wins), with
        /// its pointer: the keys beyond the properties, kept by the struct in one dictionary.
        var additional: (schema: YAMLNode, pointer: String)?

        /// Adds or replaces a property (a later member wins, in the place of the first).
        mutating func put(_ key: String, _ schema: YAMLNode, _ pointer: String) {
            if let index = positions[key] {
                properties[index] = (key, schema, pointer)
            } else {
                positions[key] = properties.count
                properties.append((key, schema, pointer))
            }
        }
    }

    /// Writes the model `name` (already claimed) for a schema.
    func declareModel(_ name: String, kind: Kind, schema: YAMLNode, at pointer: String) {
        // Claimed first, so a property that refers back to the model finds it.
        addModel(name, kind: kind, body: YAMLMapping())
        switch kind {
        case .enumeration: addModel(name, kind: kind, body: enumModel(schema, at: pointer))
        case .family:
            if let body = familyModel(name, schema: schema, at: pointer) {
                addModel(name, kind: kind, body: body)
            } else {
                addModel(name, kind: .structure, body: structModel(name, schema: schema, at: pointer))
            }
        default: addModel(name, kind: .structure, body: structModel(name, schema: schema, at: pointer))
        }
    }

    /// The kind a declared model got (a family without object members falls back to a struct), else `fallback`.
    func declaredKind(_ name: String, else fallback: Kind) -> Kind {
        modelIndex[name].map { models[$0].kind } ?? fallback
    }

    /// Gathers properties and `required` from a schema, following `$ref` and `allOf` (later members win).
    func collect(_ schema: YAMLNode, at pointer: String, into object: inout CollectedObject) {
        if let ref = schema["$ref"]?.string {
            if object.merged.contains(ref) { return }
            guard !object.following.contains(ref), let target = document.node(at: ref) else {
                warn(pointer, "allOf member '\(ref)' cannot be followed (external, missing or circular); left out")
                return
            }
            guard object.following.count < Self.aliasNestingLimit else {
                warn(
                    pointer,
                    "allOf member '\(ref)' is reached through more than \(Self.aliasNestingLimit) nested "
                        + "references; left out")
                return
            }
            object.following.append(ref)
            collect(target, at: ref, into: &object)
            object.following.removeLast()
            object.merged.insert(ref)
            return
        }
        for (index, member) in (schema["allOf"]?.items ?? []).enumerated() {
            collect(member, at: JSONPointer.appending(pointer, ["allOf", "\(index)"]), into: &object)
        }
        for key in ["oneOf", "anyOf"] {
            guard let members = schema[key]?.items else { continue }
            // A base reached from one of its own alternatives (`A: allOf [Base]`, `Base: oneOf [A, B]`, how
            // springdoc writes subtypes): the alternatives are the subtype and its siblings, not fields of it.
            let leadsBack = members.contains { member in
                member["$ref"]?.string.map { $0 == object.root || object.following.contains($0) } == true
            }
            if leadsBack { continue }
            mergeAlternatives(members, at: JSONPointer.appending(pointer, key), into: &object)
        }
        for pair in schema["properties"]?.pairs ?? [] {
            guard let key = pair.key.string else { continue }
            let propertyPointer = JSONPointer.appending(pointer, ["properties", key])
            if let index = object.positions[key], let earlier = Self.valueKind(object.properties[index].schema),
                let later = Self.valueKind(pair.value), earlier != later
            {
                // SendGrid's messages: `last_event_time` a string here, an integer in an `allOf` member.
                warn(
                    propertyPointer,
                    "property '\(key)' is \(later) here and \(earlier) at \(object.properties[index].pointer): no value "
                        + "is both; the one here is kept, and an answer with the other fails to decode")
            }
            object.put(key, pair.value, propertyPointer)
        }
        for item in schema["required"]?.items ?? [] {
            if let key = item.string { object.required.insert(key) }
        }
        if let extra = schema["additionalProperties"], extra.pairs.map({ !$0.isEmpty }) ?? (extra.bool == true),
            hasProperties(schema)
        {
            object.additional = (extra, JSONPointer.appending(pointer, "additionalProperties"))
        }
    }

    /// The JSON kind a property's inline schema gives its value (`integer` and `number` are one), or `nil` when it
    /// gives none or several.
    static func valueKind(_ schema: YAMLNode) -> String? {
        guard let type = schema["type"]?.string else { return nil }
        return type == "integer" ? "a number" : type == "array" || type == "object" ? "an \(type)" : "a \(type)"
    }

    private func structModel(_ name: String, schema: YAMLNode, at pointer: String) -> YAMLMapping {
        var object = CollectedObject()
        object.root = pointer
        collect(schema, at: pointer, into: &object)
        if schema["discriminator"] != nil, schema["oneOf"] == nil, schema["anyOf"] == nil,
            document.componentName(of: pointer) == nil || !isDiscriminatedBase(schema, at: pointer)
        {
            warn(
                JSONPointer.appending(pointer, "discriminator"),
                "a discriminator on an object that no component extends (allOf) and whose mapping names no other "
                    + "component has no members; '\(name)' is a struct")
        }
        var body = YAMLMapping()
        if let description = describe(schema) { body["description"] = .string(description) }
        var properties = YAMLMapping()
        var swiftNames = NameRegistry()
        for property in object.properties {
            let hint = name + ImportNaming.typeName(property.key)
            let type = mapSchema(property.schema, at: property.pointer, hint: hint)
            // A family that fell back to a struct, or a self-referring union whose members made one struct, may
            // still say `family` or `union` here (a component met while it is being declared): the cycle check
            // keeps the edges whose target is a struct in the end.
            if [.structure, .family, .union].contains(type.kind), !type.text.hasPrefix("[") {
                valueEdges.append(
                    .init(model: name, property: property.key, target: type.text, pointer: property.pointer))
            }
            var entry = YAMLMapping()
            entry["type"] = .string(type.text)
            if !object.required.contains(property.key) {
                entry["optional"] = .bool(true)
            } else if let readOnly = direction(of: property.schema, at: property.pointer) {
                directionalProperties.append(.init(model: name, property: property.key, readOnly: readOnly))
            }
            if type.nullable { entry["nullable"] = .bool(true) }
            let derived = ImportNaming.derivedMemberName(property.key, in: .model)
            let swift = swiftNames.claim(derived ?? ImportNaming.memberName(property.key, in: .model))
            if swift != derived { entry["swift"] = .string(swift) }
            if let description = describe(property.schema) { entry["description"] = .string(description) }
            if property.schema["deprecated"]?.bool == true { entry["deprecated"] = .bool(true) }
            properties[property.key] = entry.pairs.count == 1 ? .string(type.text) : entry.value
        }
        body["properties"] = properties.value
        if let additional = object.additional {
            body["additionalProperties"] = additionalProperties(
                additional.schema, at: additional.pointer, model: name, swiftNames: &swiftNames)
        }
        return body
    }

    /// `additionalProperties: T` of a struct: the schema's type, `json` for `true` or a nullable value (the
    /// language's dictionary holds no optionals), and `swift:` when a property already has the Swift name.
    private func additionalProperties(
        _ schema: YAMLNode, at pointer: String, model: String, swiftNames: inout NameRegistry
    ) -> YAMLValue {
        var text = "json"
        if schema.bool != true {
            let type = mapSchema(schema, at: pointer, hint: model + "Value")
            if !type.nullable, type.kind != .file { text = type.text }
        }
        let swift = swiftNames.claim(AdditionalProperties.defaultSwiftName)
        guard swift != AdditionalProperties.defaultSwiftName else { return .string(text) }
        var entry = YAMLMapping()
        entry["type"] = .string(text)
        entry["swift"] = .string(swift)
        return entry.value
    }

    private func enumModel(_ schema: YAMLNode, at pointer: String) -> YAMLMapping {
        var body = YAMLMapping()
        if let description = describe(schema) { body["description"] = .string(description) }
        let alternatives = enumAlternatives(of: schema) ?? []
        let allValues = alternatives.map(\.value).filter { !$0.isNull }.compactMap(\.scalar)
        var values = allValues
        // An enum without `type` whose values are all unquoted integers (`enum: [1, 2]`) is an integer enum too.
        var isInteger = enumValueType(of: schema) == "integer"
        let outOfRange = isInteger ? values.filter { Int($0) == nil } : []
        if !outOfRange.isEmpty {
            // The language's integer enums are `Int`: a value past it cannot be a case. Written as a string enum, as
            // it was, no value would decode from the wire's numbers; left out, the others still do.
            values.removeAll { Int($0) == nil }
            isInteger = !values.isEmpty
            let listed = outOfRange.prefix(3).joined(separator: ", ") + (outOfRange.count > 3 ? ", …" : "")
            warn(
                JSONPointer.appending(pointer, "enum"),
                isInteger
                    ? "integer enum values that are no integer in Int64's range (\(listed)) are left out; such a value "
                        + "in a response is a decoding error"
                    : "no value of the integer enum is an integer in Int64's range (\(listed)); it is written as a "
                        + "string enum")
            if !isInteger { values = allValues }
        }
        var seen: Set<String> = []
        let unique = values.filter { seen.insert($0).inserted }
        var swiftNames = NameRegistry()
        var explicit = false
        var cases: [(String, String)] = []
        // Constants with titles (`{const: -user, title: NO_USER}`) are named by them.
        let titled = caseNamesFromTitles(alternatives)
        for value in unique {
            // The generator gives a derived name an open enum reserves (`self`, `rawValue`) a suffix; a name
            // written with `swift:` must already have it.
            let derived = MemberScope.enumeration.spelling(for: Self.derivedCaseName(value))
            let base = titled?[value] ?? (SwiftNaming.isIdentifier(derived) ? derived : ImportNaming.memberName(value))
            let name = swiftNames.claim(MemberScope.enumeration.spelling(for: base))
            if name != derived { explicit = true }
            cases.append((value, name))
        }
        if let described = caseDescriptions(of: schema, caseNames: Dictionary(cases, uniquingKeysWith: { a, _ in a })) {
            let intro = describe(schema).map { $0 + "\n\n" } ?? ""
            body["description"] = .string(intro + described)
        }
        if explicit {
            body["enum"] = .mapping(cases.map { (key: $0.0, value: YAMLValue.string($0.1)) })
        } else {
            body["enum"] = .sequence(unique.map { isInteger ? .literal($0) : .string($0) })
        }
        if isInteger { body["type"] = .string("int") }
        return body
    }

    /// The case name `sdkgen` derives from an enum value.
    static func derivedCaseName(_ raw: String) -> String {
        let name = SwiftNaming.camel(raw)
        if let first = name.first, first.isNumber { return "value" + SwiftNaming.upperCamel(raw) }
        return name
    }

    /// A family from `oneOf` / `anyOf` with a discriminator, written or implied (``impliedDiscriminator(of:)``), or
    /// `nil` when no member is a struct model.
    private func familyModel(_ name: String, schema: YAMLNode, at pointer: String) -> YAMLMapping? {
        let key = schema["oneOf"] != nil ? "oneOf" : schema["anyOf"] != nil ? "anyOf" : "allOf"
        let implied = impliedFamily(of: schema, at: pointer)
        guard
            let field = schema["discriminator"]?["propertyName"]?.string ?? schema["discriminator"]?.string
                ?? implied?.field
        else {
            warn(
                JSONPointer.appending(pointer, "discriminator"),
                "a discriminator without 'propertyName'; '\(name)' is a struct")
            return nil
        }
        var members = FamilyMembers()
        members.field = field
        var mapped: Set<String> = []
        for pair in schema["discriminator"]?["mapping"]?.pairs ?? [] {
            guard let wire = pair.key.string, let ref = pair.value.string else { continue }
            let target = ref.hasPrefix("#") ? ref : "\(document.schemasPointer)/\(ref)"
            if target == pointer {
                // The base itself: its own objects decode as the family's `unknown` case, kept whole.
                mapped.insert(target)
                continue
            }
            // A member that only renames the base (`Derived: allOf [Base]`) is a struct of the base's own fields.
            let type =
                declareAliasMember(target, of: pointer)
                ?? mapReference(target, at: JSONPointer.appending(pointer, ["discriminator", "mapping", wire]))
            // A member whose mapped value was left out still takes part under its component name.
            if addMember(
                wire, type, to: &members, at: JSONPointer.appending(pointer, ["discriminator", "mapping", wire]))
            {
                mapped.insert(target)
            }
        }
        if key == "allOf" {
            addSubtypes(of: pointer, field: field, skipping: mapped, to: &members)
        }
        let listed =
            implied?.members
            ?? (schema[key]?.items ?? []).enumerated().map {
                ($0.element, JSONPointer.appending(pointer, [key, "\($0.offset)"]))
            }
        for (member, memberPointer) in listed where key != "allOf" && !isNullSchema(member) {
            guard let ref = member["$ref"]?.string else {
                // An inline member is a model of its own when it says its discriminator value (a `const` or a
                // one-value `enum` on the field; its own, an inline `allOf` member's, then an extended component's),
                // as OpenAI's event unions do.
                guard let wire = pinnedValue(of: member, field: field) else {
                    warn(
                        memberPointer,
                        "an inline member has no discriminator value (a 'const' or one-value 'enum' on '\(field)'); "
                            + "left out of family '\(name)'")
                    continue
                }
                let hint = member["title"]?.string ?? name + ImportNaming.typeName(wire)
                addMember(wire, mapSchema(member, at: memberPointer, hint: hint), to: &members, at: memberPointer)
                continue
            }
            guard !mapped.contains(ref) else { continue }
            // The value the member pins the field to (`const`, a one-value `enum`) is the only one its objects can
            // carry; OpenAPI's rule for a member without a mapping, its component name, applies when it pins none.
            let pinned = document.dereference(member, at: memberPointer).flatMap {
                pinnedValue(of: $0.node, field: field)
            }
            let wire = pinned ?? document.componentName(of: ref) ?? JSONPointer.tokens(ref)?.last ?? ref
            let type = declareAliasMember(ref, of: pointer) ?? mapReference(ref, at: memberPointer)
            addMember(wire, type, to: &members, at: memberPointer)
        }
        guard !members.isEmpty else {
            let what = key == "allOf" ? "subtype" : "member of \(key)"
            warn(pointer, "no \(what) is an object model; '\(name)' is a struct of the shared properties")
            return nil
        }
        var body = YAMLMapping()
        if let description = describe(schema) { body["description"] = .string(description) }
        body["family"] = .mapping([
            ("discriminator", .mapping([("field", .string(field))])), ("members", members.mapping.value),
        ])
        return body
    }

    /// The one value a schema's property `field` may take (`const: x`, `enum: [x]`), or `nil`.
    func singleValue(ofProperty field: String, in schema: YAMLNode) -> String? {
        guard let property = schema["properties"]?[field],
            let (resolved, _) = document.dereference(property, at: JSONPointer.root)
        else { return nil }
        if let constant = resolved["const"]?.scalar { return constant }
        if let values = resolved["enum"]?.items, values.count == 1, let value = values[0].scalar { return value }
        return nil
    }
}
