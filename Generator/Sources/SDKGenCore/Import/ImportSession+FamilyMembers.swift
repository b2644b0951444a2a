/// The members of a family being imported: each under its wire name, with the Swift case name each takes, so a
/// member whose case another already has is found in constant time (a family of thousands of members stays linear).
extension ImportSession {
    /// A family's members so far, and the case names they hold.
    struct FamilyMembers {
        /// Wire name → member type, in the order they were added.
        var mapping = YAMLMapping()
        /// Case name → the wire name that holds it.
        var caseNames: [String: String] = [:]
        /// The discriminator's field, which a member that is a family keyed by the same field shares.
        var field: String?

        /// Whether no member was added.
        var isEmpty: Bool { mapping.isEmpty }
    }

    /// Adds a member under `wire`; `false` when it is left out (with a warning) or the wire name is taken.
    @discardableResult
    func addMember(_ wire: String, _ type: MappedType, to members: inout FamilyMembers, at pointer: String) -> Bool {
        // A member that admits null on its own (`nullable: true` on the component) is still a member: a family's
        // null is the family's, and an object is never null.
        var type = type
        if type.kind == .family, let inner = innerFamily(type.text), inner.field == members.field {
            // A family keyed by the same field (OpenAI's `InputItem` lists `Item`, a family of every item by `type`):
            // its members are members, each under its own value.
            var added = false
            for (wire, member) in inner.members {
                added = addMember(wire, MappedType(text: member, kind: .structure), to: &members, at: pointer) || added
            }
            return added
        }
        if type.kind != .structure, let merged = mergedMember(type, at: pointer) { type = merged }
        guard type.kind == .structure else {
            warn(pointer, "family member '\(type.text)' is not an object model; left out of the family")
            return false
        }
        guard !members.mapping.contains(wire) else { return false }
        // A member's case is named after its wire name, which cannot be renamed: a name that gives no identifier
        // (`""`, `*`) or the case of an earlier member (`a-b` after `a_b`) is left out; such a value decodes as
        // the family's `unknown` case.
        let caseName = SwiftNaming.familyCaseName(fromWire: wire)
        guard SwiftNaming.isIdentifier(caseName) else {
            warn(pointer, "discriminator value '\(wire)' gives no Swift case name; left out of the family")
            return false
        }
        if let other = members.caseNames[caseName] {
            warn(
                pointer,
                "discriminator value '\(wire)' gives the case name '\(caseName)' of '\(other)'; left out of the "
                    + "family")
            return false
        }
        members.caseNames[caseName] = wire
        members.mapping[wire] = .string(type.text)
        return true
    }

    /// The struct that stands for a family or union that is itself a member of a family, or `nil`.
    ///
    /// Figma's `Effect` maps `LAYER_BLUR` to `BlurEffect`, a family of a normal and a progressive blur told apart by
    /// `blurType`. The language's families hold structs, and left out, each such object was the outer family's
    /// `unknown`, untyped; it is one struct with the properties of every inner member, all optional. `nil` when an
    /// inner member is no struct.
    private func mergedMember(_ type: MappedType, at pointer: String) -> MappedType? {
        guard [.family, .union].contains(type.kind), !type.text.hasPrefix("["), let index = modelIndex[type.text]
        else { return nil }
        let listed: [YAMLValue]
        if let inner = innerFamily(type.text) {
            listed = inner.members.map { .string($0.type) }
        } else if case .sequence(let entries)? = models[index].body["oneOf"] {
            listed = entries
        } else {
            return nil
        }
        let inner = listed.compactMap(Self.memberType).map { MappedType(text: $0, kind: modelKind($0) ?? .json) }
        guard inner.count == listed.count, canMergeObjects(inner) else { return nil }
        return declareMergedObject(
            of: inner, key: "family member '\(type.text)'", at: pointer, hint: type.text + "Object",
            reason: "is a \(type.kind == .family ? "family" : "union") of its own, and a family's members are structs,")
    }

    /// The field and members (wire name, type) of a declared family model, or `nil` for any other model, or a family
    /// whose declaration is still to come.
    private func innerFamily(_ name: String) -> (field: String, members: [(wire: String, type: String)])? {
        guard let index = modelIndex[name], case .mapping(let family)? = models[index].body["family"],
            case .mapping(let discriminator)? = family.first(where: { $0.key == "discriminator" })?.value,
            case .string(let field)? = discriminator.first(where: { $0.key == "field" })?.value,
            case .mapping(let pairs)? = family.first(where: { $0.key == "members" })?.value
        else { return nil }
        let members = pairs.compactMap { pair in Self.memberType(pair.value).map { (wire: pair.key, type: $0) } }
        return members.count == pairs.count ? (field, members) : nil
    }
}
