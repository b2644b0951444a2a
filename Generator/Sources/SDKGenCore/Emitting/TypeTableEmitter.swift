/// Emits the API's type table: every wire type name with its Swift type and the families it belongs to.
///
/// Family members, models with a `wireType`, and (for XML APIs) models with an element name enter it,
/// sorted by wire name so the bytes are stable.
struct TypeTableEmitter {
    let context: EmitContext

    /// One row of the table: a wire name, the Swift type it means, the families that list it, and whether it is
    /// meant only in those families' context.
    struct Row: Equatable {
        var wire: String
        var type: String
        var families: [String]
        var scoped: Bool
    }

    /// The rows, sorted by wire name, then unscoped before scoped, then by Swift type.
    ///
    /// A wire name usually means one Swift type. When families or models give it several (two API generations, two
    /// instantiations of a generic member), each type gets its own row with the families that list it; the one
    /// meant outside any family context is unscoped: the model that declares the name as its `wireType` without
    /// `wireTypeScope`, else the first one met. Every other row is scoped and resolves only within its families.
    func entries() -> [Row] {
        var rows: [String: [Row]] = [:]
        var scopedTypes: Set<String> = []
        for model in context.schema.models where model.wireType != nil && !model.wireTypeScope.isEmpty {
            scopedTypes.insert(context.types.model(model.name))
        }
        func add(_ wire: String, _ type: String, family: String?) {
            var list = rows[wire] ?? []
            if let index = list.firstIndex(where: { $0.type == type }) {
                if let family, !list[index].families.contains(family) { list[index].families.append(family) }
            } else {
                list.append(Row(wire: wire, type: type, families: family.map { [$0] } ?? [], scoped: false))
            }
            rows[wire] = list
        }
        for model in context.schema.models where model.genericParameters.isEmpty {
            if let wire = model.wireType, model.wireTypeScope.isEmpty {
                add(wire, context.types.model(model.name), family: nil)
            }
        }
        for model in context.schema.models {
            if case .family(let family) = model.kind {
                for member in family.members {
                    add(member.wire, context.swiftType(member.type.type), family: context.declaredName(model))
                }
            }
        }
        for model in context.schema.models where model.genericParameters.isEmpty {
            if let wire = model.wireType, !model.wireTypeScope.isEmpty {
                add(wire, context.types.model(model.name), family: nil)
            }
            if context.isXML, let element = model.xmlElement, rows[element] == nil, case .object = model.kind {
                add(element, context.types.model(model.name), family: nil)
            }
        }
        var result: [Row] = []
        for wire in rows.keys.sorted() {
            var list = rows[wire]!
            let global = list.firstIndex { !scopedTypes.contains($0.type) }
            for index in list.indices {
                list[index].families.sort()
                list[index].scoped = index != global
            }
            let unscoped = list.filter { !$0.scoped }
            result += unscoped + list.filter(\.scoped).sorted { $0.type < $1.type }
        }
        return result
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
                let scoped = entry.scoped ? ", scoped: true" : ""
                return
                    ".init(wireName: \(StringLiteral.quoted(entry.wire)), type: \(entry.type).self\(families)\(scoped))"
            }
            // swift-format keeps a one-element literal on one line when it fits.
            let single = "public static let typeTable = \(context.rt("TypeTable"))([\(lines[0])])"
            if lines.count == 1, single.count + 4 <= LineWrapper.limit {
                body.line(single)
                return
            }
            body.line("public static let typeTable = \(context.rt("TypeTable"))([")
            // swift-format wants no trailing comma after a lone element that it keeps on its own line.
            for line in lines { body.line("    \(line)\(lines.count == 1 ? "" : ",")") }
            body.line("])")
        }
    }
}
