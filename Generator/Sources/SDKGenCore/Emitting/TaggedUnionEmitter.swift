/// Emits a model's `variants:`: an enum with one case per tag value and the model's accessor that reads it.
///
/// The accessor prefers the property the tag names; when the tag is unknown (an open enum keeps values it does not
/// know) or names an absent property, it falls back to the only present property, so what the server sent is never
/// lost; with none present it is `nil`.
struct TaggedUnionEmitter {
    let context: EmitContext

    /// Appends the enum and the accessor, or nothing when the model has no (valid) `variants:`.
    func emit(_ model: ModelDecl, into buffer: inout SwiftBuffer) {
        guard let union = model.variants,
            case (let resolved?, _) = TaggedUnionResolver(models: context.models).resolve(union, of: model)
        else { return }
        let name = context.declaredName(model)
        let payloads = resolved.cases.map { context.swiftType($0.property.type.type.nonOptional) }
        let hashable = resolved.cases.allSatisfy { item in
            item.property.type.type.namedReferences.allSatisfy { context.externals[$0] == nil }
        }
        let conformances = ["Sendable"] + (hashable ? ["Hashable"] : [])
        let list = resolved.cases.map { "`\($0.property.wire)`" }.joined(separator: ", ")
        buffer.line()
        buffer.doc(
            nil,
            fallback: "Which one of \(list) a `\(name)` holds, as its `\(resolved.tag.wire)` names "
                + "(`variants:` in the schema).")
        buffer.block(
            "public enum \(union.typeName): \(conformances.map(context.rt).joined(separator: ", ")) {"
        ) { body in
            for (item, payload) in zip(resolved.cases, payloads) {
                body.doc(
                    nil, fallback: "`\(resolved.tag.wire)` is `\(item.tag)`: the `\(item.property.wire)` property.")
                body.line("case \(SwiftNaming.escaped(item.swiftName))(\(payload))")
            }
        }
        buffer.line()
        buffer.block("extension \(name) {") { body in
            body.doc(
                nil,
                fallback: "The property `\(resolved.tag.wire)` names, or the only one present when the tag is unknown "
                    + "or names an absent one; `nil` when none is present.")
            body.block("public var \(SwiftNaming.escaped(union.propertyName)): \(union.typeName)? {") { getter in
                let tag = ModelEmitter.read(resolved.tag, on: "self")
                getter.line("switch \(tag) {")
                for item in resolved.cases {
                    let pattern =
                        resolved.tagEnum != nil
                        ? ".\(SwiftNaming.escaped(item.swiftName))" : StringLiteral.quoted(item.tag)
                    let value = ModelEmitter.read(item.property, on: "self")
                    getter.line(
                        "case \(pattern): if let value = \(value) { return .\(SwiftNaming.escaped(item.swiftName))(value) }"
                    )
                }
                getter.line("default: break")
                getter.line("}")
                for item in resolved.cases {
                    let value = ModelEmitter.read(item.property, on: "self")
                    getter.line("if let value = \(value) { return .\(SwiftNaming.escaped(item.swiftName))(value) }")
                }
                getter.line("return nil")
            }
        }
    }
}
