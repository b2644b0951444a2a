extension Validator {
    /// Checks a model's `variants:`: the tag, the cases and the names of the generated enum and accessor.
    mutating func checkTaggedUnion(_ model: ModelDecl) {
        guard let union = model.variants else { return }
        let path = "models.\(model.name).variants"
        for problem in TaggedUnionResolver(models: models).resolve(union, of: model).1 {
            diagnostics.error(
                problem.message, at: problem.location, path: problem.key.isEmpty ? path : "\(path).\(problem.key)",
                hint: problem.hint)
        }
        guard SwiftNaming.typeNameProblem(union.typeName) == nil else { return }
        if takenTypeNames == nil { takenTypeNames = Self.takenTypeNames(in: schema) }
        let index = takenTypeNames ?? TakenTypeNames()
        let declared = index.declarations[union.typeName]
        let variant = index.variants[union.typeName]?.first { $0.model != model.name }?.location
        if let other = declared ?? variant {
            diagnostics.error(
                "'variants' type '\(union.typeName)' is already declared at \(other.file):\(other.line)",
                at: union.typeLocation, path: "\(path).type", hint: "choose another name with 'type:'")
        }
    }

    /// Type names a `variants:` enum could clash with, indexed once per schema.
    struct TakenTypeNames {
        /// Swift name → first place among models, endpoints and external types, in that order.
        var declarations: [String: SourceLocation] = [:]
        /// `variants` type name → the first two models declaring it, enough to find one other than the asker.
        var variants: [String: [(model: String, location: SourceLocation)]] = [:]
    }

    /// Indexes the schema's type names, so checking n unions costs O(n) lookups instead of n scans of every name.
    static func takenTypeNames(in schema: Schema) -> TakenTypeNames {
        var index = TakenTypeNames()
        let named =
            schema.models.map { ($0.swiftName, $0.location) } + schema.endpoints.map { ($0.swiftName, $0.location) }
            + schema.externalTypes.map { ($0.swiftName, $0.location) }
        for (name, location) in named where index.declarations[name] == nil { index.declarations[name] = location }
        for model in schema.models {
            guard let union = model.variants else { continue }
            let entries = index.variants[union.typeName, default: []]
            if entries.count < 2, !entries.contains(where: { $0.model == model.name }) {
                index.variants[union.typeName, default: []].append((model.name, union.typeLocation))
            }
        }
        return index
    }
}
