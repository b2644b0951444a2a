/// Emits polymorphic families: an `indirect enum` with a case per member, `custom` for a user's registered
/// type and `unknown` for anything else, decoding through the runtime's `FamilyCoding` and type registry.
struct FamilyEmitter {
    let context: EmitContext

    /// The Swift case name of a member.
    static func caseName(_ member: FamilyDecl.Member) -> String {
        SwiftNaming.familyCaseName(fromWire: member.wire)
    }

    func emit(_ model: ModelDecl, _ family: FamilyDecl, into buffer: inout SwiftBuffer) {
        let name = context.declaredName(model)
        let rt = context.rt
        buffer.doc(
            Deprecation.note(model.description, model.deprecated),
            fallback: "A member of the `\(name)` family, chosen by its wire type name.")
        let conformances = ["Codable", "Hashable", "Sendable", "FamilyValue"].map(rt).joined(separator: ", ")
        buffer.block("public indirect enum \(name): \(conformances) {") { body in
            for member in family.members {
                body.doc(nil, fallback: "A `\(member.wire)`.")
                body.line("case \(SwiftNaming.escaped(Self.caseName(member)))(\(context.swiftType(member.type.type)))")
            }
            body.doc(nil, fallback: "A value of a type the user registered for a wire name.")
            body.line("case custom(\(rt("CustomObject")))")
            body.doc(nil, fallback: "An object whose wire type is unknown, kept whole.")
            body.line("case unknown(\(rt("JSONValue")))")
            body.line()
            emitWireNames(family, into: &body)
            body.line()
            switch family.discriminator {
            case .field, .prefix: emitDiscriminated(name, family, into: &body)
            case .key, .element: emitKeyed(name, family, into: &body)
            }
            body.line()
            let keyed = family.discriminator == .key || family.discriminator == .element
            emitMemberMapping(name, family, keyed: keyed, into: &body)
            emitAccessors(family, into: &body)
            body.line()
            emitFamilyMember(family, into: &body)
        }
        if context.isXML, family.discriminator == .element {
            buffer.line()
            emitXML(name, family, into: &buffer)
        }
    }

    /// One optional accessor per member, named like its case: `response.result?.review` instead of a `switch`.
    private func emitAccessors(_ family: FamilyDecl, into buffer: inout SwiftBuffer) {
        for member in family.members {
            let name = Self.caseName(member)
            buffer.line()
            buffer.doc(nil, fallback: "The `\(member.wire)` member, or `nil` when the value is another one.")
            buffer.block("public var \(SwiftNaming.escaped(name)): \(context.swiftType(member.type.type))? {") { body in
                body.line("if case .\(SwiftNaming.escaped(name))(let value) = self { return value }")
                body.line("return nil")
            }
        }
    }

    /// `familyMember`, the case as the registry's answer, behind `FamilyValue.value(as:)`.
    private func emitFamilyMember(_ family: FamilyDecl, into buffer: inout SwiftBuffer) {
        buffer.doc(
            nil,
            fallback: "The member as the type registry gave it: the generated value, the user's value or the raw JSON.")
        buffer.block("public var familyMember: \(context.rt("FamilyMember")) {") { body in
            body.line("switch self {")
            for member in family.members {
                body.line("case .\(SwiftNaming.escaped(Self.caseName(member)))(let value): return .builtIn(value)")
            }
            body.line("case .custom(let object): return .custom(object)")
            body.line("case .unknown(let json): return .unknown(json)")
            body.line("}")
        }
    }

    private func emitWireNames(_ family: FamilyDecl, into buffer: inout SwiftBuffer) {
        buffer.doc(nil, fallback: "The wire type names of the members, in schema order.")
        let names = family.members.map { StringLiteral.quoted($0.wire) }
        let single = "public static let wireNames: [\(context.rt("String"))] = [\(names.joined(separator: ", "))]"
        if single.count + 4 <= LineWrapper.limit {
            buffer.line(single)
        } else {
            buffer.line("public static let wireNames: [\(context.rt("String"))] = [")
            // swift-format keeps no trailing comma after a single element.
            for wire in names { buffer.line("    \(wire)\(names.count == 1 ? "" : ",")") }
            buffer.line("]")
        }
    }

    private func emitDiscriminated(_ name: String, _ family: FamilyDecl, into buffer: inout SwiftBuffer) {
        let discriminator: String
        switch family.discriminator {
        case .field(let field): discriminator = ".field(\(StringLiteral.quoted(field)))"
        case .prefix(let field, let prefix):
            discriminator = ".prefixedField(\(StringLiteral.quoted(field)), prefix: \(StringLiteral.quoted(prefix)))"
        default: discriminator = ""
        }
        buffer.doc(nil, fallback: "How a value names its member on the wire.")
        buffer.line("public static let discriminator: \(context.rt("Discriminator")) = \(discriminator)")
        buffer.line()
        buffer.doc(nil, fallback: "Decodes the member named by the discriminator, through the type registry.")
        buffer.block("public init(from decoder: any \(context.rt("Decoder"))) throws {") { body in
            body.line("let member = try \(context.rt("FamilyCoding")).decode(")
            body.line("    from: decoder, discriminator: Self.discriminator, table: \(context.apiName).typeTable,")
            body.line("    family: \(StringLiteral.quoted(name)))")
            body.line("self = try Self(member: member, decoder: decoder)")
        }
        buffer.line()
        buffer.doc(nil, fallback: "Encodes the member with its discriminator.")
        buffer.block("public func encode(to encoder: any \(context.rt("Encoder"))) throws {") { body in
            body.line("switch self {")
            for member in family.members {
                body.line("case .\(Self.caseName(member))(let value):")
                body.line("    try \(context.rt("FamilyCoding")).encode(")
                body.line(
                    "        value, wireName: \(StringLiteral.quoted(member.wire)), discriminator: Self.discriminator, to: encoder)"
                )
            }
            body.line("case .custom(let object):")
            body.line(
                "    try \(context.rt("FamilyCoding")).encode(object, discriminator: Self.discriminator, to: encoder)")
            body.line("case .unknown(let json):")
            body.line("    try json.encode(to: encoder)")
            body.line("}")
        }
    }

    private func emitKeyed(_ name: String, _ family: FamilyDecl, into buffer: inout SwiftBuffer) {
        buffer.doc(nil, fallback: "Decodes the member found under its wire type name's key; fails when there is none.")
        buffer.block("public init(from decoder: any \(context.rt("Decoder"))) throws {") { body in
            body.block("guard let value = try Self.decodeIfPresent(from: decoder) else {") { body in
                body.line("throw \(context.rt("DecodingError")).dataCorrupted(")
                body.line(
                    "    .init(codingPath: decoder.codingPath, debugDescription: \"none of \\(Self.wireNames) is present\"))"
                )
            }
            body.line("self = value")
        }
        buffer.line()
        buffer.doc(nil, fallback: "The member under the first known key of the object, or `nil` when none is present.")
        buffer.block("public static func decodeIfPresent(from decoder: any \(context.rt("Decoder"))) throws -> Self? {")
        { body in
            body.line("guard")
            body.line("    let found = try \(context.rt("FamilyCoding")).decodeKeyed(")
            body.line(
                "        from: decoder, wireNames: wireNames, table: \(context.apiName).typeTable, family: \(StringLiteral.quoted(name)))"
            )
            body.line("else { return nil }")
            body.line("return try Self(member: found.member, decoder: found.decoder, wireName: found.wireName)")
        }
        buffer.line()
        buffer.doc(nil, fallback: "Encodes the member under its wire type name's key.")
        buffer.block("public func encode(to encoder: any \(context.rt("Encoder"))) throws {") { body in
            body.line("var container = encoder.container(keyedBy: \(context.rt("AnyCodingKey")).self)")
            body.line("switch self {")
            for member in family.members {
                body.line("case .\(Self.caseName(member))(let value):")
                body.line(
                    "    try container.encode(value, forKey: \(context.rt("AnyCodingKey"))(\(StringLiteral.quoted(member.wire))))"
                )
            }
            body.line("case .custom(let object):")
            body.line("    try container.encode(object.raw, forKey: \(context.rt("AnyCodingKey"))(object.wireName))")
            body.line("case .unknown(let json):")
            body.line("    try \(context.rt("FamilyCoding")).encodeKeyedUnknown(json, to: encoder)")
            body.line("}")
        }
    }

    /// The switch from the registry's answer to a case.
    ///
    /// A member of a key family that turns out to be another family's type is kept under its key
    /// (`{wireName: value}`), so it encodes back unchanged.
    private func emitMemberMapping(
        _ name: String, _ family: FamilyDecl, keyed: Bool, into buffer: inout SwiftBuffer
    ) {
        let signature =
            keyed
            ? "private init(member: \(context.rt("FamilyMember")), decoder: any \(context.rt("Decoder")), wireName: \(context.rt("String"))) throws {"
            : "private init(member: \(context.rt("FamilyMember")), decoder: any \(context.rt("Decoder"))) throws {"
        buffer.block(signature) { body in
            body.line("switch member {")
            var seen = Set<String>()
            for member in family.members {
                let swift = context.swiftType(member.type.type)
                guard seen.insert(swift).inserted else { continue }
                body.line("case .builtIn(let value as \(swift)):")
                body.line("    self = .\(Self.caseName(member))(value)")
            }
            body.line("case .builtIn:")
            body.line(
                "    let json = try \(context.rt("FamilyCoding")).keepOther(from: decoder, family: \(StringLiteral.quoted(name)))"
            )
            body.line(keyed ? "    self = .unknown(.object([wireName: json]))" : "    self = .unknown(json)")
            body.line("case .custom(let object):")
            body.line("    self = .custom(object)")
            body.line("case .unknown(let json):")
            body.line("    self = .unknown(json)")
            body.line("}")
        }
    }

    private func emitXML(_ name: String, _ family: FamilyDecl, into buffer: inout SwiftBuffer) {
        buffer.block("extension \(name): \(context.rt("XMLDecodable")) {") { body in
            body.doc(
                nil,
                fallback:
                    "Decodes the member named by the element; unknown elements, and members that do not fit their type (reported), are kept as their text."
            )
            body.block(
                "public init(xml element: \(context.rt("XMLTree.Element")), context: \(context.rt("ResponseContext"))) throws {"
            ) { body in
                body.line("switch element.name {")
                for member in family.members {
                    let swift = context.swiftType(member.type.type)
                    body.line("case \(StringLiteral.quoted(member.wire)):")
                    body.line("    do {")
                    body.line("        self = .\(Self.caseName(member))(try \(swift)(xml: element, context: context))")
                    body.line("    } catch {")
                    body.line(
                        "        self = .unknown(\(context.rt("FamilyCoding")).keepInvalid(element, error: error, context: context))"
                    )
                    body.line("    }")
                }
                body.line("default:")
                body.line("    self = .unknown(.string(element.text))")
                body.line("}")
            }
        }
    }
}
