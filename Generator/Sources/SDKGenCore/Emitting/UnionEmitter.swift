/// Emits unions (`oneOf:` without a discriminator): an `indirect enum` with a case per member, decoded by trying
/// the members in schema order through the runtime's `UnionAttempts` and encoded as the held member.
///
/// When no member fits, decoding throws a `DecodingError` at the union's coding path whose underlying error is a
/// `UnionDecodingFailure` listing every member's failure with its path. A family member degrades objects of an
/// unknown type instead of failing, so the validator lets it be only the last member: the union then degrades
/// like the family does.
struct UnionEmitter {
    let context: EmitContext

    func emit(_ model: ModelDecl, _ union: UnionDecl, into buffer: inout SwiftBuffer) {
        let name = context.declaredName(model)
        let rt = context.rt
        buffer.doc(
            Deprecation.note(model.description, model.deprecated),
            fallback: "One of \(union.members.map { "`\($0.type.text)`" }.joined(separator: ", ")), "
                + "the first that decodes.")
        let isParameter = union.isParameterType { context.enumDecl(.named($0, arguments: [])) != nil }
        let conformances =
            [rt("Codable"), rt("Hashable"), rt("Sendable")] + (isParameter ? [rt("ParameterConvertible")] : [])
        buffer.block("public indirect enum \(name): \(conformances.joined(separator: ", ")) {") { body in
            for member in union.members {
                body.doc(nil, fallback: "The member `\(member.type.text)`.")
                body.line("case \(SwiftNaming.escaped(member.caseName))(\(context.swiftType(member.type.type)))")
            }
            body.line()
            emitDecoding(name, union, into: &body)
            body.line()
            emitEncoding(union, into: &body)
            if isParameter { emitParameterValue(union, into: &body) }
            emitAccessors(union, into: &body)
        }
    }

    /// `parameterValue`: the held member's parameter spelling, for a union sent as a query, header or form value.
    private func emitParameterValue(_ union: UnionDecl, into buffer: inout SwiftBuffer) {
        buffer.line()
        buffer.doc(nil, fallback: "The held member as a parameter value, spelled as that member is.")
        buffer.block("public var parameterValue: \(context.rt("ParameterValue")) {") { body in
            body.line("switch self {")
            for member in union.members {
                let value = context.parameterValue("value", of: member.type.type)
                body.line("case .\(SwiftNaming.escaped(member.caseName))(let value): return \(value)")
            }
            body.line("}")
        }
    }

    private func emitDecoding(_ name: String, _ union: UnionDecl, into buffer: inout SwiftBuffer) {
        buffer.doc(
            nil, fallback: "Decodes the first member that fits, in schema order; when none does, throws every failure.")
        buffer.block("public init(from decoder: any \(context.rt("Decoder"))) throws {") { body in
            body.line("var attempts = \(context.rt("UnionAttempts"))(decoder, union: \(StringLiteral.quoted(name)))")
            for (index, member) in union.members.enumerated() {
                let type = context.swiftType(member.type.type)
                let attempt = "let value = attempts.decode(\(type).self, \(StringLiteral.quoted(member.type.text)))"
                body.line(index == 0 ? "if \(attempt) {" : "} else if \(attempt) {")
                body.line("    self = .\(SwiftNaming.escaped(member.caseName))(value)")
            }
            body.line("} else {")
            body.line("    throw attempts.noMemberFits()")
            body.line("}")
        }
    }

    private func emitEncoding(_ union: UnionDecl, into buffer: inout SwiftBuffer) {
        buffer.doc(nil, fallback: "Encodes the held member as it is.")
        buffer.block("public func encode(to encoder: any \(context.rt("Encoder"))) throws {") { body in
            body.line("switch self {")
            // Each member as the encoder's single value, as decoding reads it: the encoder's strategies for dates,
            // bytes and URLs apply (`URL.encode(to:)` alone would write an object).
            for member in union.members {
                let name = SwiftNaming.escaped(member.caseName)
                body.line("case .\(name)(let value): try \(context.rt("UnionAttempts")).encode(value, to: encoder)")
            }
            body.line("}")
        }
    }

    /// One optional accessor per member, named like its case: `outcome.searchResult?.items`.
    private func emitAccessors(_ union: UnionDecl, into buffer: inout SwiftBuffer) {
        for member in union.members {
            let name = SwiftNaming.escaped(member.caseName)
            buffer.line()
            buffer.doc(nil, fallback: "The `\(member.type.text)` member, or `nil` when the value is another one.")
            buffer.block("public var \(name): \(context.swiftType(member.type.type))? {") { body in
                body.line("if case .\(name)(let value) = self { return value }")
                body.line("return nil")
            }
        }
    }
}
