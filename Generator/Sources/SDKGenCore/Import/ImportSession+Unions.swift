/// `oneOf` / `anyOf` without a discriminator → a union model (`oneOf: [A, B]`), whose members are tried in order.
extension ImportSession {
    /// The scalar types a union member may have: the validator's, as the importer writes them.
    private static let unionScalars = Set(Validator.unionScalars.map(\.rawValue))
    private static let nowhere = SourceLocation(file: "", line: 0, column: 0)

    /// Declares a union of the mapped members and returns its type, or warns and returns `nil` (free-form JSON).
    ///
    /// Members are deduplicated; those that accept any object (free-form JSON, a family, a struct without a
    /// required property) move behind the others, keeping their order, and structs that require more properties
    /// move before those that require fewer, since the first member that decodes wins and `oneOf` / `anyOf` do not
    /// order their members. Several such members that are all structs become one
    /// struct with the properties of each (``declareMergedObject(of:key:at:hint:)``), the union's last member or,
    /// when there is no other, the type itself. Other members that fit any object, a member with no JSON value (raw
    /// bytes, a file), or two members that would get one case name leave the value `json`.
    func declareUnion(_ mapped: [MappedType], key: String, at pointer: String, hint: String) -> MappedType? {
        var members: [MappedType] = []
        for type in mapped where !members.contains(where: { $0.text == type.text }) { members.append(type) }
        let listed = members.map(\.text).joined(separator: ", ")
        func fallBack(_ reason: String) -> MappedType? {
            warn(pointer, "\(key) of \(listed) without a discriminator \(reason); typed as free-form JSON ('json')")
            return nil
        }
        if let unsupported = members.first(where: { !isUnionMember($0) }) {
            let what = unsupported.kind == .scalar ? "of type '\(unsupported.text)'" : "of raw bytes ('format: binary')"
            return fallBack("has a member \(what), which has no JSON value a union could try")
        }
        // One pass: whether a struct fits any object reads its properties.
        var loose: [MappedType] = []
        var strict: [MappedType] = []
        for member in members {
            if acceptsAnyObject(member) { loose.append(member) } else { strict.append(member) }
        }
        var merged = false
        if loose.count > 1 {
            guard canMergeObjects(loose) else {
                return fallBack(
                    "has several members that fit any object (\(loose.map(\.text).joined(separator: ", ")))")
            }
            if strict.isEmpty {
                return declareMergedObject(
                    of: loose, key: key, at: pointer, hint: hint, forced: forcedUnionNames[pointer])
            }
            loose = [declareMergedObject(of: loose, key: key, at: pointer, hint: hint + "Object")]
            merged = true
        }
        members = Self.stringLast(orderedByRequiredProperties(strict)) + loose
        var cases: Set<String> = []
        var entries: [YAMLValue] = []
        for member in members {
            guard
                case .success(let expression) = TypeExpressionParser.parse(member.text, at: Self.nowhere, quoted: false)
            else { return fallBack("has members that would share a Swift case name") }
            // A case named like a member every model has (a model `HashValue` → `hashValue`) is named anew.
            var caseName = UnionDecl.caseName(for: expression.type)
            let reserved = MemberScope.model.reserves(caseName)
            if reserved { caseName = MemberScope.model.spelling(for: caseName) }
            guard cases.insert(caseName).inserted else {
                return fallBack("has members that would share a Swift case name")
            }
            entries.append(
                reserved
                    ? .mapping([("type", .string(member.text)), ("swift", .string(caseName))]) : .string(member.text))
        }
        if !merged, loose.count == 1, mapped.count > 1, members.last?.text != mapped.last?.text {
            warn(pointer, "\(key) member '\(loose[0].text)' fits any object: it is tried last")
        }
        let name = forcedUnionNames[pointer] ?? names.claim(ImportNaming.typeName(hint))
        var body = YAMLMapping()
        body["oneOf"] = .sequence(entries)
        addModel(name, kind: .union, body: body)
        return MappedType(text: sharedModel(name, directionalSince: directionalProperties.count), kind: .union)
    }

    /// Whether a declared union's members are all scalars or enums, so it is sent as a parameter like them.
    func isScalarUnion(_ name: String) -> Bool {
        guard let index = modelIndex[name], models[index].kind == .union,
            case .sequence(let members)? = models[index].body["oneOf"]
        else { return false }
        return members.allSatisfy { member in
            guard let text = Self.memberType(member) else { return false }
            return Self.unionScalars.contains(text) || modelKind(text) == .enumeration
        }
    }

    /// The type of a written union member: `Pet`, or `{ type: Pet, swift: … }`.
    static func memberType(_ member: YAMLValue) -> String? {
        switch member {
        case .string(let text): return text
        case .mapping(let fields):
            return fields.first { $0.key == "type" }.flatMap {
                if case .string(let text) = $0.value { text } else { nil }
            }
        default: return nil
        }
    }

    func isUnionMember(_ type: MappedType) -> Bool {
        switch type.kind {
        case .structure, .enumeration, .family, .union, .json, .list, .map: return true
        case .scalar: return Self.unionScalars.contains(type.text)
        case .binary, .file: return false
        }
    }

    /// Whether every JSON object decodes as the type: free-form JSON, a family (unknown types degrade), or a
    /// struct without a required property; also a self-referring union still being mapped, whose members may yet
    /// make it such a struct (``mapRecursiveUnion(_:ref:component:)``), so that it is tried after the others.
    func acceptsAnyObject(_ type: MappedType) -> Bool {
        switch type.kind {
        case .json, .family: return true
        case .union: return forcedUnionNames.values.contains(type.text)
        case .structure:
            guard let index = modelIndex[type.text] else { return true }
            let properties = models[index].body["properties"].flatMap { value -> [(String, YAMLValue)]? in
                if case .mapping(let pairs) = value { return pairs.map { ($0.key, $0.value) } }
                return nil
            }
            return !(properties ?? []).contains { Self.isRequired($0.1) }
        default: return false
        }
    }

    /// The members with the structs that require more properties first (stable otherwise).
    ///
    /// The first member that decodes wins and a struct ignores keys it does not declare, so an object of a struct
    /// that requires `id` and `name` would decode as one that requires only `id` if that one were tried first.
    /// Other members keep their places; the structs are reordered among the places they hold.
    private func orderedByRequiredProperties(_ members: [MappedType]) -> [MappedType] {
        let slots = members.indices.filter { members[$0].kind == .structure }
        guard slots.count > 1 else { return members }
        let structs = slots.map { (type: members[$0], required: requiredCount(of: members[$0])) }
        let sorted = structs.enumerated().sorted { left, right in
            left.element.required != right.element.required
                ? left.element.required > right.element.required : left.offset < right.offset
        }
        var ordered = members
        for (slot, entry) in zip(slots, sorted) { ordered[slot] = entry.element.type }
        return ordered
    }

    /// How many properties a declared struct requires (present and non-null); 0 for one not declared yet.
    private func requiredCount(of type: MappedType) -> Int {
        guard let index = modelIndex[type.text], case .mapping(let pairs)? = models[index].body["properties"] else {
            return 0
        }
        return pairs.count { Self.isRequired($0.value) }
    }

    /// Whether a written property must be present and non-null.
    static func isRequired(_ property: YAMLValue) -> Bool {
        switch property {
        case .string(let type), .literal(let type): return !type.hasSuffix("?")
        case .mapping(let pairs):
            let fields = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            if fields["optional"] == .bool(true) || fields["nullable"] == .bool(true) || fields["default"] != nil {
                return false
            }
            if case .string(let type) = fields["type"], type.hasSuffix("?") { return false }
            return true
        default: return false
        }
    }

    /// The members with a plain `string` after the scalars read from strings (dates, URLs, UUIDs, bytes), which it
    /// would otherwise take every string from: `anyOf` does not order its members, a union tries them in order.
    static func stringLast(_ members: [MappedType]) -> [MappedType] {
        let fromStrings = Set(Validator.fromStrings.map(\.rawValue))
        guard let first = members.firstIndex(where: { $0.text == "string" }),
            let last = members.lastIndex(where: { fromStrings.contains($0.text) }), first < last
        else { return members }
        var ordered = members
        let string = ordered.remove(at: first)
        ordered.insert(string, at: last)
        return ordered
    }
}
