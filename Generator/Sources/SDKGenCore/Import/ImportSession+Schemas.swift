/// Schema objects → type expressions: scalars by `type` and `format`, arrays, maps, references to models, and
/// the inline objects, enums and unions that become models of their own (named after where they stand).
extension ImportSession {
    /// The type of a schema; `hint` names a model the schema may need (`Pet` + `Owner` → `PetOwner`).
    func mapSchema(_ schema: YAMLNode, at pointer: String, hint: String) -> MappedType {
        noteKeywords(of: schema, at: pointer)
        if let ref = schema["$ref"]?.string {
            var type = mapReference(ref, at: pointer)
            if schema["nullable"]?.bool == true { type.nullable = true }
            return type
        }
        var type = mapInline(schema, at: pointer, hint: hint)
        // `type: [string, "null"]` around members (`anyOf`, `allOf`) that do not say it themselves.
        if schema["nullable"]?.bool == true || schema["x-nullable"]?.bool == true
            || typeNames(of: schema).contains("null")
        {
            type.nullable = true
        }
        return type
    }

    /// The type a `$ref` names: a component model by name, or what a component alias stands for.
    func mapReference(_ ref: String, at pointer: String) -> MappedType {
        guard ref.hasPrefix("#") else {
            warn(pointer, "external reference '\(ref)' is not followed; typed as free-form JSON ('json')")
            return .json
        }
        if let cached = typeCache[ref] { return cached }
        guard let target = document.node(at: ref) else {
            warn(pointer, "reference '\(ref)' names nothing in the document; typed as free-form JSON ('json')")
            return .json
        }
        referenceDepth += 1
        defer {
            referenceDepth -= 1
            if referenceDepth == 0 { declarePendingModels() }
        }
        let component = document.componentName(of: ref)
        if let component, var kind = modelKind(of: target) {
            if kind == .structure, isDiscriminatedBase(target, at: ref) { kind = .family }
            let name = names.claim(ImportNaming.typeName(component))
            // A component that admits null (`nullable: true`, `type: [object, "null"]`, a `null` member) makes every
            // use of it optional: GitHub's `nullable-simple-user` is a required property that is often null.
            let type = MappedType(text: name, kind: kind, nullable: admitsNull(target))
            typeCache[ref] = type
            if referenceDepth > Self.modelNestingLimit {
                // Deep in a chain of models (`B0` holds `B1` holds `B2` …): declared once this chain is done, so
                // the chain's length is not the stack's depth.
                addModel(name, kind: kind, body: YAMLMapping())
                pendingModels.append((name, kind, target, ref))
            } else {
                declaringComponent { declareModel(name, kind: kind, schema: target, at: ref) }
                registerShape(of: name)
                typeCache[ref]?.kind = declaredKind(name, else: kind)
            }
            return typeCache[ref] ?? type
        }
        guard referenceDepth <= Self.aliasNestingLimit else {
            warn(
                ref,
                "the schema is reached through more than \(Self.aliasNestingLimit) nested references; typed as "
                    + "free-form JSON ('json')")
            return .json
        }
        guard resolving.insert(ref).inserted else {
            warn(ref, "the schema refers to itself through aliases only; typed as free-form JSON ('json')")
            return .json
        }
        if let component, let type = mapRecursiveUnion(target, ref: ref, component: component) {
            resolving.remove(ref)
            return type
        }
        let hint = component ?? JSONPointer.tokens(ref)?.last ?? "Model"
        let type = mapSchema(target, at: ref, hint: hint)
        resolving.remove(ref)
        // An alias of a family its mapping names was declared a member struct meanwhile (`declareAliasMember`).
        if let declared = typeCache[ref], declared.kind == .structure, modelIndex[declared.text] != nil {
            return declared
        }
        typeCache[ref] = type
        return type
    }

    /// Runs `body`, the declaration of a component model, with no inline schema counted as being mapped.
    ///
    /// The component is in ``typeCache`` before it is declared, so an inline schema met again through it (Figma's
    /// `HasChildrenTrait.children`, a list of nodes each of which has those children) ends at the component: a
    /// value that holds itself through a model, not an inline schema without end. Counted, it made every such
    /// property free-form JSON.
    private func declaringComponent(_ body: () -> Void) {
        let outer = inlineInProgress
        inlineInProgress = []
        defer { inlineInProgress = outer }
        body()
    }

    /// Declares the models whose declaration ``mapReference(_:at:)`` put off, in the order they were met (their
    /// own deep references are put off in turn and declared by this loop too).
    private func declarePendingModels() {
        var next = 0
        referenceDepth += 1
        defer { referenceDepth -= 1 }
        while next < pendingModels.count {
            let model = pendingModels[next]
            next += 1
            declaringComponent { declareModel(model.name, kind: model.kind, schema: model.schema, at: model.pointer) }
            registerShape(of: model.name)
        }
        pendingModels.removeAll()
    }

    /// The kind of model a schema becomes when it is one (an object with properties, a merged `allOf`, an enum of
    /// several values, a discriminated union), or `nil` for schemas that are a type expression (aliases).
    func modelKind(of schema: YAMLNode) -> Kind? {
        if isConstantAlternatives(schema) {
            return ["number", "boolean"].contains(enumValueType(of: schema)) ? nil : .enumeration
        }
        if let members = (schema["oneOf"] ?? schema["anyOf"])?.items, !members.isEmpty {
            if schema["discriminator"] != nil, members.count > 1 || isLoneObjectAlternative(schema) { return .family }
            return impliedDiscriminator(of: schema) != nil ? .family : nil
        }
        if let members = schema["allOf"]?.items {
            let structural = members.filter { !isAnnotationOnly($0) }
            guard !hasProperties(schema) else { return .structure }
            return structural.count <= 1 || isScalarAllOf(structural.map { inheritingType(of: schema, $0) })
                ? nil : .structure
        }
        // Enums of numbers and Booleans are their scalar type: the language's enums hold strings and integers.
        if let values = schema["enum"]?.items, values.filter({ !$0.isNull }).count > 1,
            !["number", "boolean"].contains(enumValueType(of: schema))
        {
            return .enumeration
        }
        return hasProperties(schema) ? .structure : nil
    }

    /// The JSON types a schema's `type` names (one, or JSON Schema's list), `null` left out and each once, in order:
    /// `type: [string, "null"]` → `[string]`, `type: [string, string]` → `[string]`.
    func declaredTypes(of schema: YAMLNode) -> [String] {
        var seen: Set<String> = ["null"]
        return typeNames(of: schema).filter { seen.insert($0).inserted }
    }

    /// The names a schema's `type` gives, as written (`null` included).
    func typeNames(of schema: YAMLNode) -> [String] {
        schema["type"].map { $0.items?.compactMap(\.string) ?? [$0.string].compactMap { $0 } } ?? []
    }

    /// The JSON type of an enum's values: its `type`, else what its unquoted values are (`[1, 2]` → `integer`,
    /// `[1.5, 2]` → `number`, `[true, false]` → `boolean`), else `string`.
    func enumValueType(of schema: YAMLNode) -> String {
        if let type = schema["type"]?.string { return type }
        let values = (enumAlternatives(of: schema) ?? []).map(\.value).filter { !$0.isNull }
        guard !values.isEmpty, values.allSatisfy({ !$0.isQuoted }) else { return "string" }
        let scalars = values.compactMap(\.scalar)
        guard scalars.count == values.count else { return "string" }
        if scalars.allSatisfy({ Int($0) != nil }) { return "integer" }
        if scalars.allSatisfy({ Double($0) != nil }) { return "number" }
        if scalars.allSatisfy({ $0 == "true" || $0 == "false" }) { return "boolean" }
        return "string"
    }

    func hasProperties(_ schema: YAMLNode) -> Bool {
        !(schema["properties"]?.pairs ?? []).isEmpty
    }

    /// Whether an `allOf` member only annotates the others (a description, a title, examples, a default,
    /// `nullable`, `readOnly`, extensions): it adds no property and no constraint on the value's shape.
    func isAnnotationOnly(_ schema: YAMLNode) -> Bool {
        guard let pairs = schema.pairs else { return false }
        return pairs.allSatisfy { pair in
            guard let key = pair.key.string else { return false }
            return Self.annotationKeys.contains(key) || key.hasPrefix("x-")
        }
    }

    /// The keys of a schema that describe a value without shaping it.
    static let annotationKeys: Set<String> = [
        "description", "title", "example", "examples", "default", "deprecated", "readOnly", "writeOnly",
        "nullable", "externalDocs", "$comment",
    ]

    /// Whether a schema only says "null" (`type: "null"`, `enum: [null]`, or a bare `nullable: true`).
    ///
    /// The last is OpenAPI 3.0's way of writing the null member of `anyOf: [{$ref: X}, {nullable: true}]`, what
    /// generators such as schemars and utoipa emit for an optional field: without a `type`, the member says
    /// nothing but "null may stand here".
    func isNullSchema(_ schema: YAMLNode) -> Bool {
        if schema["type"]?.string == "null" { return true }
        if schema["nullable"]?.bool == true, schema["type"] == nil, isAnnotationOnly(schema) { return true }
        if let values = schema["enum"]?.items { return !values.isEmpty && values.allSatisfy(\.isNull) }
        return false
    }

    /// A list element's or map value's type text: `T?` when it may be null (`[string?]`: a `null` element decodes
    /// as `nil` instead of failing the whole answer), except free-form JSON, which holds `null` itself.
    static func elementText(_ element: MappedType) -> String {
        element.nullable && element.kind != .json ? element.text + "?" : element.text
    }

    /// A type's text without optional elements (`[string?]?` → `[string]?`): what a parameter can spell.
    static func withoutOptionalElements(_ text: String) -> String {
        let inner = text.hasSuffix("?") ? text.dropLast() : Substring(text)
        guard inner.contains("?") else { return text }
        return inner.filter { $0 != "?" } + (text.hasSuffix("?") ? "?" : "")
    }

    /// Whether a schema that is a model admits null as well: `nullable: true` (3.0), `x-nullable: true` (Swagger
    /// 2), `null` among its `type`s or `enum` values (3.1), or a `null` member of its `oneOf` / `anyOf`.
    func admitsNull(_ schema: YAMLNode) -> Bool {
        if schema["nullable"]?.bool == true || schema["x-nullable"]?.bool == true { return true }
        if schema["type"]?.items?.contains(where: { $0.string == "null" }) == true { return true }
        if schema["enum"]?.items?.contains(where: \.isNull) == true { return true }
        return (schema["oneOf"] ?? schema["anyOf"])?.items?.contains(where: isNullSchema) == true
    }

    private func mapInline(_ schema: YAMLNode, at pointer: String, hint: String) -> MappedType {
        if let stripped = withoutEmptyAlternatives(schema, at: pointer) {
            return mapInline(stripped, at: pointer, hint: hint)
        }
        // An inline schema met again while it is being mapped holds itself: a family or union that falls back to
        // a struct of its members' properties, or an `allOf` that follows a reference back into the component
        // that holds it. Components are mapped once (`typeCache`); inline schemas would recurse without end.
        guard inlineInProgress.insert(pointer).inserted else {
            warn(pointer, "the schema holds itself through its members' properties; typed as free-form JSON ('json')")
            return .json
        }
        defer { inlineInProgress.remove(pointer) }
        if let union = (schema["oneOf"].map { ("oneOf", $0) } ?? schema["anyOf"].map { ("anyOf", $0) }),
            let members = union.1.items, !isConstantAlternatives(schema)
        {
            return mapUnion(schema, key: union.0, members: members, at: pointer, hint: hint)
        }
        if let kind = modelKind(of: schema) {
            let name = names.claim(ImportNaming.typeName(hint))
            let mark = directionalProperties.count
            declareModel(name, kind: kind, schema: schema, at: pointer)
            return MappedType(
                text: sharedModel(name, directionalSince: mark), kind: declaredKind(name, else: kind),
                nullable: admitsNull(schema))
        }
        if let members = schema["allOf"]?.items, !members.isEmpty {
            // One member says what the value is; the others only describe it (`allOf: [{$ref: Agent},
            // {description: …}]`, how documents annotate a reference) or restate its scalar type, and may make it
            // nullable. Members that all narrow a scalar (`[{type: string}, {format: date-time}]`) are read as one.
            var type = mapAllOfValue(members, of: schema, at: pointer, hint: hint)
            if members.contains(where: { isAnnotationOnly($0) && $0["nullable"]?.bool == true }) {
                type.nullable = true
            }
            return type
        }
        let nullable = typeNames(of: schema).contains("null")
        var types = declaredTypes(of: schema)
        if let values = enumAlternatives(of: schema)?.map(\.value), values.contains(where: { !$0.isNull }),
            types.isEmpty
        {
            types = [enumValueType(of: schema)]
        }
        guard types.count <= 1 else {
            // `type: [string, integer]` (JSON Schema's, in OpenAPI 3.1) is a union of those types, tried in order.
            let scalars: Set<String> = ["string", "integer", "number", "boolean", "array"]
            if types.allSatisfy(scalars.contains), schema["enum"] == nil, schema["const"] == nil {
                let mapped = types.map { mapTyped($0, schema: schema, at: pointer, hint: hint + "Option") }
                if var union = declareUnion(mapped, key: "type", at: pointer, hint: hint) {
                    union.nullable = union.nullable || nullable
                    return union
                }
                return MappedType(text: "json", kind: .json, nullable: nullable)
            }
            warn(
                pointer,
                "a value of several types (\(types.joined(separator: ", "))) is typed as free-form JSON ('json')")
            return .json
        }
        var type = mapTyped(types.first, schema: schema, at: pointer, hint: hint)
        type.nullable = type.nullable || nullable
        return type
    }

    private func mapTyped(_ type: String?, schema: YAMLNode, at pointer: String, hint: String) -> MappedType {
        switch type {
        case "array":
            guard let items = schema["items"] else {
                return MappedType(text: "[json]", kind: .list, elementKind: .json)
            }
            let element = mapSchema(items, at: JSONPointer.appending(pointer, "items"), hint: hint + "Item")
            return MappedType(text: "[\(Self.elementText(element))]", kind: .list, elementKind: element.kind)
        case "string": return mapString(schema["format"]?.string)
        case "integer":
            return MappedType(text: schema["format"]?.string == "int64" ? "int64" : "int", kind: .scalar)
        case "number": return MappedType(text: "double", kind: .scalar)
        case "boolean": return MappedType(text: "bool", kind: .scalar)
        // A file is a multipart part; anywhere else (a JSON model, a response) it is bytes, base64 in JSON. Form
        // bodies read the kind and make it a part again.
        case "file": return MappedType(text: "data", kind: .file)
        case "object", nil:
            if let extra = schema["additionalProperties"], extra.pairs != nil, !(extra.pairs ?? []).isEmpty {
                let value = mapSchema(
                    extra, at: JSONPointer.appending(pointer, "additionalProperties"), hint: hint + "Value")
                return MappedType(text: "{string: \(Self.elementText(value))}", kind: .map, elementKind: value.kind)
            }
            return .json
        default:
            warn(pointer, "unknown type '\(type ?? "")'; typed as free-form JSON ('json')")
            return .json
        }
    }

    /// `string` by its `format`.
    func mapString(_ format: String?) -> MappedType {
        switch format {
        case "date-time": return MappedType(text: "date-time", kind: .scalar)
        case "date": return MappedType(text: "date", kind: .scalar)
        case "uuid": return MappedType(text: "uuid", kind: .scalar)
        case "uri", "url": return MappedType(text: "url", kind: .scalar)
        case "byte": return MappedType(text: "data", kind: .scalar)
        case "binary": return MappedType(text: "data", kind: .binary)
        default: return .string
        }
    }

    /// `oneOf` / `anyOf`: a nullable member type, one type shared by all members, a family when there is a
    /// discriminator, written or implied (``impliedDiscriminator(of:)``), else a union
    /// (``declareUnion(_:key:at:hint:)``) or, when its members cannot be one, free-form JSON with a warning.
    private func mapUnion(
        _ schema: YAMLNode, key: String, members: [YAMLNode], at pointer: String, hint: String
    ) -> MappedType {
        let nonNull = members.enumerated().filter { !isNullSchema($0.element) }.map {
            (offset: $0.offset, element: inheritingType(of: schema, $0.element))
        }
        if nonNull.isEmpty {
            // `oneOf: [{type: 'null'}]`: the value is always null.
            warn(pointer, "\(key) of null alone: the value is always null; typed as free-form JSON ('json')")
            return MappedType(text: "json", kind: .json, nullable: true)
        }
        let lone = nonNull.count == 1 && isLoneObjectAlternative(schema)
        if nonNull.count == 1, let only = nonNull.first, !lone {
            var type = mapSchema(only.element, at: JSONPointer.appending(pointer, [key, "\(only.offset)"]), hint: hint)
            type.nullable = type.nullable || nonNull.count < members.count
            return type
        }
        if !lone, nonNull.count > 1, var uniform = uniformObject(schema, key: key, at: pointer, hint: hint) {
            uniform.nullable = uniform.nullable || nonNull.count < members.count
            return uniform
        }
        if lone || nonNull.count > 1 && (schema["discriminator"] != nil || impliedDiscriminator(of: schema) != nil) {
            let name = names.claim(ImportNaming.typeName(hint))
            let mark = directionalProperties.count
            declareModel(name, kind: .family, schema: schema, at: pointer)
            // A family none of whose members is an object model is a struct: the cycle check follows structs.
            return MappedType(
                text: sharedModel(name, directionalSince: mark), kind: declaredKind(name, else: .family),
                nullable: nonNull.count < members.count)
        }
        if let known = extensibleEnumMember(nonNull.map(\.element)) {
            // The enum alone: enums are open, so it takes any string the `string` member would have.
            let member = nonNull[known]
            let at = JSONPointer.appending(pointer, [key, "\(member.offset)"])
            var type = mapSchema(member.element, at: at, hint: hint)
            type.nullable = type.nullable || nonNull.count < members.count
            return type
        }
        let mapped = nonNull.map {
            mapSchema($0.element, at: JSONPointer.appending(pointer, [key, "\($0.offset)"]), hint: hint + "Option")
        }
        if let first = mapped.first, mapped.allSatisfy({ $0.text == first.text }) {
            return MappedType(text: first.text, kind: first.kind, nullable: nonNull.count < members.count)
        }
        if var union = declareUnion(mapped, key: key, at: pointer, hint: hint) {
            union.nullable = nonNull.count < members.count
            return union
        }
        return MappedType(text: "json", kind: .json, nullable: nonNull.count < members.count)
    }
}
