extension ModelEmitter {
    /// Emits `==` and `hash(into:)` over every stored property, as the synthesized ones would be.
    ///
    /// Each field is compared with the runtime's `ModelFields.equal` (one generic function, where `==` would make
    /// the compiler search the standard library's overloads), and the comparisons are separate conditions of one
    /// `guard`, so each is type-checked on its own: a chain of `&&` is solved as one expression, whose cost grows
    /// faster than its length on models with dozens of fields.
    func emitEquality(_ model: ModelDecl, into buffer: inout SwiftBuffer) {
        let names = model.properties.map(\.swiftName) + [model.additionalProperties?.swiftName].compactMap { $0 }
        let fields = context.rt("ModelFields")
        buffer.doc(nil, fallback: "Whether two values have equal fields.")
        buffer.block("public static func == (lhs: Self, rhs: Self) -> \(context.rt("Bool")) {") { body in
            if names.isEmpty {
                body.line("true")
                return
            }
            let conditions = names.map { "\(fields).equal(lhs.\($0), rhs.\($0))" }
            for line in Self.guardLines(conditions, indent: body.depth * 4) { body.line(line) }
            body.line("return true")
        }
        emitHashing(names, into: &buffer)
    }

    private func emitHashing(_ names: [String], into buffer: inout SwiftBuffer) {
        buffer.line()
        buffer.doc(nil, fallback: "Feeds every field to the hasher.")
        let signature = "public func hash(into hasher: inout \(context.rt("Hasher"))) {"
        if names.isEmpty {
            buffer.line(signature + "}")
            return
        }
        buffer.block(signature) { body in
            for name in names { body.line("hasher.combine(self.\(name))") }
        }
    }

    /// `guard <conditions> else { return false }` on one line, or, when too long, one condition per line and
    /// `else { return false }` on its own line (the shape swift-format keeps).
    static func guardLines(_ conditions: [String], indent: Int) -> [String] {
        let single = "guard \(conditions.joined(separator: ", ")) else { return false }"
        guard indent + single.count > LineWrapper.limit else { return [single] }
        var lines = ["guard"]
        for (index, condition) in conditions.enumerated() {
            lines.append("    " + condition + (index == conditions.count - 1 ? "" : ","))
        }
        lines.append("else { return false }")
        return lines
    }
}
