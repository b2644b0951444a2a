/// Emits the API's type table: every wire type name with its Swift type and the families it belongs to.
///
/// Family members, models with a `wireType`, and (for XML APIs) models with an element name enter it,
/// sorted by wire name so the bytes are stable.
struct TypeTableEmitter {
    let context: EmitContext

    /// Wire name → (Swift type, families), sorted by wire name.
    func entries() -> [(wire: String, type: String, families: [String])] {
        var table: [String: (type: String, families: [String])] = [:]
        func add(_ wire: String, _ type: String, family: String?) {
            var entry = table[wire] ?? (type, [])
            if let family, !entry.families.contains(family) { entry.families.append(family) }
            table[wire] = entry
        }
        for model in context.schema.models {
            if case .family(let family) = model.kind {
                for member in family.members {
                    add(member.wire, context.swiftType(member.type.type), family: context.declaredName(model))
                }
            }
        }
        for model in context.schema.models where model.genericParameters.isEmpty {
            if let wire = model.wireType { add(wire, context.types.model(model.name), family: nil) }
            if context.isXML, let element = model.xmlElement, table[element] == nil, case .object = model.kind {
                add(element, context.types.model(model.name), family: nil)
            }
        }
        return table.keys.sorted().map { ($0, table[$0]!.type, table[$0]!.families.sorted()) }
    }

    func emit(into buffer: inout SwiftBuffer) {
        buffer.block("extension \(context.apiName) {") { body in
            body.doc(nil, fallback: "The API's wire type names and their Swift types, for families and object mapping.")
            let entries = entries()
            if entries.isEmpty {
                body.line("public static let typeTable = \(context.rt("TypeTable"))()")
                return
            }
            let lines = entries.map { entry -> String in
                let families =
                    entry.families.isEmpty
                    ? "" : ", families: [\(entry.families.map(StringLiteral.quoted).joined(separator: ", "))]"
                return ".init(wireName: \(StringLiteral.quoted(entry.wire)), type: \(entry.type).self\(families))"
            }
            // swift-format keeps a one-element literal on one line when it fits.
            let single = "public static let typeTable = \(context.rt("TypeTable"))([\(lines[0])])"
            if lines.count == 1, single.count + 4 <= LineWrapper.limit {
                body.line(single)
                return
            }
            body.line("public static let typeTable = \(context.rt("TypeTable"))([")
            for line in lines { body.line("    \(line),") }
            body.line("])")
        }
    }
}
