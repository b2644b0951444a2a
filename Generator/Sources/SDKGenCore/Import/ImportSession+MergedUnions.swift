/// A `oneOf` / `anyOf` whose object members cannot be told apart → one struct with every member's properties.
///
/// A union tries its members in order and takes the first that decodes, so it cannot hold two members that fit
/// any object (structs without a required property: Discord's `…RequestPartial` bodies, GitHub's check-run
/// updates, PagerDuty's alert grouping configurations). Typing such a value free-form JSON lost every field's type;
/// a struct that declares the properties of all of them, each optional, reads and writes any of the members
/// without losing a field, and says in its documentation that which member a value is goes unchecked.
///
/// The members' bodies may not be written yet when the union is met (a member that refers back to the model being
/// declared, or one whose declaration a deep reference put off), so the struct is claimed at once and its
/// properties are filled in by ``fillMergedObjects()`` once every model is declared.
extension ImportSession {
    /// A struct to be filled with the properties of `members`.
    struct MergedObject {
        var name: String
        var members: [String]
        var pointer: String
    }

    /// Claims the struct that stands for the object members of a union (filled in later) and returns its type;
    /// `forced` is a name claimed already (a self-referring union's, which its members use); `reason` says why the
    /// members are one struct, when it is not that no required property tells them apart.
    func declareMergedObject(
        of members: [MappedType], key: String, at pointer: String, hint: String, forced: String? = nil,
        reason: String? = nil
    ) -> MappedType {
        let listedNames = members.map(\.text).joined(separator: ", ")
        let why = reason ?? "without a discriminator: no required property tells these objects apart,"
        // The same members elsewhere are the same struct (the members are models already shared).
        if forced == nil, let name = mergedObjectNames[members.map(\.text)] {
            warn(
                pointer,
                "\(key) of \(listedNames) \(why) so they are the struct '\(name)' with the properties of each, all "
                    + "optional")
            return MappedType(text: name, kind: .structure)
        }
        let name = forced ?? names.claim(ImportNaming.typeName(hint))
        var body = YAMLMapping()
        let listed = members.map { "`\($0.text)`" }.joined(separator: ", ")
        body["description"] = .string(
            "Any of \(listed)\(reason == nil ? ", which no required property tells apart" : ""): the properties of "
                + "each, all optional.")
        addModel(name, kind: .structure, body: body)
        mergedObjects.append(MergedObject(name: name, members: members.map(\.text), pointer: pointer))
        if forced == nil { mergedObjectNames[members.map(\.text)] = name }
        warn(
            pointer,
            "\(key) of \(listedNames) \(why) so they are one struct '\(name)' with the properties of each, all "
                + "optional; which one a value is goes unchecked")
        return MappedType(text: name, kind: .structure)
    }

    /// Whether the loose members of a union can be one struct: all structs, none with `additionalProperties`
    /// (whose values a merged struct could not place).
    func canMergeObjects(_ members: [MappedType]) -> Bool {
        members.count > 1
            && members.allSatisfy { member in
                guard member.kind == .structure, !member.text.hasPrefix("[") else { return false }
                guard let index = modelIndex[member.text] else { return true }
                return models[index].body["additionalProperties"] == nil
            }
    }

    /// Writes the properties of every merged struct, in the order they were claimed.
    func fillMergedObjects() {
        guard !mergedObjects.isEmpty else { return }
        var state = FillState()
        for (position, merged) in mergedObjects.enumerated() { state.positions[merged.name] = position }
        for edge in valueEdges { state.edges[edge.model, default: [:]][edge.property] = edge }
        for merged in mergedObjects { fill(merged.name, state: &state, visiting: []) }
    }

    /// What filling the merged structs keeps track of: which are done, where each is, the value edges by model.
    private struct FillState {
        var filled: Set<String> = []
        var positions: [String: Int] = [:]
        var edges: [String: [String: ValueEdge]] = [:]
    }

    /// Fills one merged struct, first filling members that are merged structs themselves (a member on the
    /// `visiting` path contributes what it has so far).
    private func fill(_ name: String, state: inout FillState, visiting: Set<String>) {
        guard !state.filled.contains(name), let position = state.positions[name], let index = modelIndex[name]
        else { return }
        let merged = mergedObjects[position]
        var properties = YAMLMapping()
        var types: [String: String] = [:]
        // The distinct types members give a property, for those given more than one.
        var alternatives: [String: [String]] = [:]
        var nullable: Set<String> = []
        for member in merged.members {
            if !visiting.contains(member) {
                fill(member, state: &state, visiting: visiting.union([name]))
            }
            guard let memberIndex = modelIndex[member], member != name,
                case .mapping(let pairs)? = models[memberIndex].body["properties"]
            else { continue }
            for (key, value) in pairs {
                let type = value.declaredType ?? "json"
                if Self.isNullable(value) { nullable.insert(key) }
                guard let earlier = types[key] else {
                    types[key] = type
                    properties[key] = Self.optionalMerged(value)
                    if let edge = state.edges[member]?[key] {
                        state.edges[name, default: [:]][key] = .init(
                            model: name, property: key, target: edge.target, pointer: edge.pointer)
                    }
                    continue
                }
                if earlier != type, !(alternatives[key] ?? [earlier]).contains(type) {
                    alternatives[key, default: [earlier]].append(type)
                }
            }
        }
        var conflicts: [String] = []
        for (key, _) in properties.pairs {
            guard let given = alternatives[key] else { continue }
            state.edges[name]?[key] = nil
            var entry: [(String, YAMLValue)] = [("optional", .bool(true))]
            if nullable.contains(key) { entry.append(("nullable", .bool(true))) }
            if let resolved = commonType(of: given, in: merged, property: key) {
                properties[key] = .mapping([("type", .string(resolved))] + entry)
            } else if let resolved = mergedStructs(given, in: merged, property: key, state: &state, visiting: visiting)
            {
                properties[key] = .mapping([("type", .string(resolved))] + entry)
                if !resolved.hasPrefix("[") {
                    // Held by value: the cycle check must see it (two members' `parent` make a merged `parent`).
                    state.edges[name, default: [:]][key] = .init(
                        model: name, property: key, target: resolved, pointer: merged.pointer)
                }
            } else {
                properties[key] = .mapping([("type", .string("json")), ("optional", .bool(true))])
                conflicts.append(key)
            }
        }
        properties = Self.renamedForSwift(properties)
        models[index].body["properties"] = properties.value
        state.filled.insert(name)
        // In the merged struct's property order, so the cycle check meets them as it meets any struct's.
        for (key, _) in properties.pairs {
            if let edge = state.edges[name]?[key] { valueEdges.append(edge) }
        }
        if !conflicts.isEmpty {
            let listed = conflicts.prefix(3).joined(separator: ", ") + (conflicts.count > 3 ? ", …" : "")
            warn(
                merged.pointer,
                "members of '\(name)' give properties (\(listed)) different types; those are free-form JSON ('json')")
        }
    }

    /// The one type that holds every type the members give a property, or `nil` (then ``mergedStructs`` is asked,
    /// and else the property is `json`).
    ///
    /// Enums are open: a string enum holds any string, so `Enum` and `string` are the enum, and of several string
    /// enums the first holds the others' values too (as raw values). Other scalars, structs some required property
    /// sets apart and lists of these make a union, tried in order (PagerDuty's condition `value`: a Boolean, a
    /// number or a date). Structs that fit any object are no union member; maps and free-form JSON stay `json`.
    private func commonType(of given: [String], in merged: MergedObject, property: String) -> String? {
        guard !given.contains("json") else { return nil }
        let enums = given.filter(isStringEnumModel)
        var members = given.filter { !isStringEnumModel($0) && !(($0 == "string") && !enums.isEmpty) }
        if let first = enums.first { members.insert(first, at: 0) }
        if members.count == 1 { return members[0] }
        var mapped: [MappedType] = []
        for member in members {
            guard let type = unionMember(member, enumeration: enums.first) else { return nil }
            mapped.append(type)
        }
        let hint = merged.name + ImportNaming.typeName(property)
        return declareUnion(mapped, key: "members' '\(property)'", at: merged.pointer, hint: hint)?.text
    }

    /// One struct with the properties of every struct the members give a property (a list of it for lists), or `nil`.
    ///
    /// It applies when the types are all structs, or all lists of structs, and some fit any object, so no union could
    /// tell them apart. Vonage's SMS answer is a message list or an error list (`messages: [Message]` or
    /// `[ErrorMessage]`), which was free-form JSON: its `messages` are one list of a struct of both.
    private func mergedStructs(
        _ given: [String], in merged: MergedObject, property: String, state: inout FillState, visiting: Set<String>
    ) -> String? {
        let lists = given.allSatisfy { $0.hasPrefix("[") && $0.hasSuffix("]") && !$0.hasPrefix("[[") }
        let elements = lists ? given.map { String($0.dropFirst().dropLast()) } : given
        let types = elements.map { MappedType(text: $0, kind: modelKind($0) ?? .json) }
        guard canMergeObjects(types) else { return nil }
        let hint = merged.name + ImportNaming.typeName(property) + (lists ? "Item" : "")
        let type = declareMergedObject(of: types, key: "members' '\(property)'", at: merged.pointer, hint: hint)
        if state.positions[type.text] == nil, let position = mergedObjects.lastIndex(where: { $0.name == type.text }) {
            state.positions[type.text] = position
        }
        // The struct being filled, or one it is filled for, is merged again by its own members' properties (`A.parent:
        // A`, `B.parent: B`): it holds itself, and is filled where it began.
        if type.text != merged.name, !visiting.contains(type.text) {
            fill(type.text, state: &state, visiting: visiting.union([merged.name]))
        }
        return lists ? "[\(type.text)]" : type.text
    }

    /// A type a property's union may hold, or `nil`: a scalar, the enum, a struct some required property sets apart
    /// (one that fits any object could not be told apart: such structs are merged by ``mergedStructs``), or a list of
    /// one of these (GitHub's `comments`, review comments or commit comments).
    private func unionMember(_ text: String, enumeration: String?) -> MappedType? {
        if Set(Validator.unionScalars.map(\.rawValue)).contains(text) { return MappedType(text: text, kind: .scalar) }
        if text == enumeration { return MappedType(text: text, kind: .enumeration) }
        if let index = modelIndex[text], models[index].kind == .structure {
            let type = MappedType(text: text, kind: .structure)
            return acceptsAnyObject(type) ? nil : type
        }
        guard text.hasPrefix("["), text.hasSuffix("]"), !text.hasPrefix("[[") else { return nil }
        guard let element = unionMember(String(text.dropFirst().dropLast()), enumeration: nil) else { return nil }
        return MappedType(text: text, kind: .list, elementKind: element.kind)
    }

    /// Whether a type expression names a declared enum of strings.
    private func isStringEnumModel(_ type: String) -> Bool {
        guard let index = modelIndex[type], models[index].kind == .enumeration else { return false }
        return models[index].body["type"] == nil
    }

    /// Whether a written property entry says `nullable: true`.
    private static func isNullable(_ value: YAMLValue) -> Bool {
        guard case .mapping(let fields) = value else { return false }
        if case .bool(true)? = fields.first(where: { $0.key == "nullable" })?.value { return true }
        return false
    }

    /// A member's property entry made optional, without its Swift name (``renamedForSwift(_:)`` gives it one).
    private static func optionalMerged(_ value: YAMLValue) -> YAMLValue {
        guard case .mapping(let fields)? = optionalProperty(value) else { return value }
        return .mapping(fields.filter { $0.key != "swift" })
    }

    /// Properties whose Swift names are claimed afresh: two members' keys may derive one Swift name.
    private static func renamedForSwift(_ properties: YAMLMapping) -> YAMLMapping {
        var swiftNames = NameRegistry()
        var result = YAMLMapping()
        for (key, value) in properties.pairs {
            let derived = ImportNaming.derivedMemberName(key, in: .model)
            let swift = swiftNames.claim(derived ?? ImportNaming.memberName(key, in: .model))
            guard swift != derived, case .mapping(let fields) = value else {
                result[key] = value
                continue
            }
            let type = fields.filter { $0.key == "type" || $0.key == "optional" || $0.key == "nullable" }
            let rest = fields.filter { !["type", "optional", "nullable"].contains($0.key) }
            result[key] = .mapping(type + [("swift", .string(swift))] + rest)
        }
        return result
    }
}
