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
        var taken: [(String, SourceLocation)] = schema.models.map { ($0.swiftName, $0.location) }
        taken += schema.endpoints.map { ($0.swiftName, $0.location) }
        taken += schema.externalTypes.map { ($0.swiftName, $0.location) }
        taken += schema.models.compactMap { other in
            other.name == model.name ? nil : other.variants.map { ($0.typeName, $0.typeLocation) }
        }
        if let other = taken.first(where: { $0.0 == union.typeName }) {
            diagnostics.error(
                "'variants' type '\(union.typeName)' is already declared at \(other.1.file):\(other.1.line)",
                at: union.typeLocation, path: "\(path).type", hint: "choose another name with 'type:'")
        }
    }
}
