/// Emits open enums: `RawRepresentable` structs with a static constant per known value, conforming to the
/// runtime's `OpenEnum` / `OpenIntEnum` (which decode any raw value and keep unknown ones).
struct EnumEmitter {
    let context: EmitContext

    func emit(_ model: ModelDecl, _ decl: EnumDecl, into buffer: inout SwiftBuffer) {
        let name = context.declaredName(model)
        let rawType = context.rt(decl.isInteger ? "Int" : "String")
        let conformance = context.rt(decl.isInteger ? "OpenIntEnum" : "OpenEnum")
        buffer.doc(
            Deprecation.note(model.description, model.deprecated),
            fallback: "The known values of `\(model.name)`; unknown values are kept.")
        // Inside the struct, a name such as `RawValue` means the struct's own member: references are qualified there.
        let reference = context.types.model(model.name)
        buffer.block("public struct \(name): \(conformance) {") { body in
            body.doc(nil, fallback: "The wire value.")
            body.line("public let rawValue: \(rawType)")
            body.line()
            body.doc(nil, fallback: "Wraps any wire value, known or not.")
            body.block("public init(rawValue: \(rawType)) {") { body in
                body.line("self.rawValue = rawValue")
            }
            body.line()
            for enumCase in decl.cases {
                let raw = decl.isInteger ? enumCase.raw : StringLiteral.quoted(enumCase.raw)
                body.doc(nil, fallback: "`\(enumCase.raw)`.")
                body.line(
                    "public static let \(SwiftNaming.escaped(enumCase.swiftName)) = \(reference)(rawValue: \(raw))")
            }
            body.line()
            body.doc(nil, fallback: "The values the schema declares.")
            let known = decl.cases.map { ".\(SwiftNaming.escaped($0.swiftName))" }
            let single = "public static let knownValues: [\(reference)] = [\(known.joined(separator: ", "))]"
            if single.count + 4 <= LineWrapper.limit {
                body.line(single)
            } else if 4 + "public static let knownValues: [\(reference)] = [".count <= LineWrapper.limit + 1 {
                body.line("public static let knownValues: [\(reference)] = [")
                for value in known { body.line("    \(value)\(known.count == 1 ? "" : ",")") }
                body.line("]")
            } else if 4 + "public static let knownValues: [\(reference)] =".count <= LineWrapper.limit + 1 {
                // swift-format breaks after the `=` first, the literal one level deeper.
                body.line("public static let knownValues: [\(reference)] =")
                body.line("    [")
                for value in known { body.line("        \(value)\(known.count == 1 ? "" : ",")") }
                body.line("    ]")
            } else if 8 + "[\(reference)] = [".count <= LineWrapper.limit + 1 {
                // A long enum name: swift-format breaks after the colon and indents the literal with the type.
                body.line("public static let knownValues:")
                body.line("    [\(reference)] = [")
                for value in known { body.line("        \(value)\(known.count == 1 ? "" : ",")") }
                body.line("    ]")
            } else {
                // Longer still: the literal starts on a line of its own too.
                body.line("public static let knownValues:")
                body.line("    [\(reference)] =")
                body.line("        [")
                for value in known { body.line("            \(value)\(known.count == 1 ? "" : ",")") }
                body.line("        ]")
            }
            if decl.caseInsensitive {
                body.line()
                body.doc(nil, fallback: "Known values match ignoring case.")
                body.line("public static var isCaseInsensitive: \(context.rt("Bool")) { true }")
            }
        }
        if context.isXML {
            buffer.line()
            buffer.line("extension \(name): \(context.rt("XMLScalar")) {}")
        }
    }
}
