/// Which struct properties are emitted `@Indirect`: those that store a model of their own cycle.
///
/// A Swift struct cannot store itself, not even as an optional (`Comment.parent: Comment?`, an expression whose
/// operands are expressions, `A` holding `B` holding `A`). The models that store each other by value are the
/// strongly connected components of the "stores by value" graph; every property whose stored type lies in its own
/// model's component goes into the runtime's `Indirect` box, whose size does not depend on what it holds. Boxing
/// every such property, not one per cycle, keeps the choice independent of the order models are written in, so a
/// schema edit elsewhere never moves a box. Lists, maps, families and unions (emitted as `indirect enum`) already
/// store out of line and are not boxed.
struct IndirectProperties {
    /// `model \0 property` of the boxed properties, by Swift name (an XML attribute and an element may share a
    /// wire name).
    private var boxed: Set<String> = []

    init(schema: Schema, models: [String: ModelDecl]) {
        func isStruct(_ name: String) -> Bool {
            if case .object? = models[name]?.kind { return true }
            return false
        }
        var edges: [String: [String]] = [:]
        var candidates: [(model: String, property: String, targets: [String])] = []
        for (name, model) in models {
            guard case .object(let properties) = model.kind else { continue }
            for property in properties {
                let targets = property.type.type.storedNames(throughArguments: true).filter(isStruct)
                guard !targets.isEmpty else { continue }
                edges[name, default: []] += targets
                candidates.append((name, property.swiftName, targets))
            }
        }
        guard !candidates.isEmpty else { return }
        let nodes = schema.models.map(\.name).filter { edges[$0] != nil }
        var component: [String: Int] = [:]
        for (index, members) in Validator.stronglyConnectedComponents(of: nodes, edges: edges).enumerated() {
            for member in members { component[member] = index }
        }
        for candidate in candidates {
            guard let own = component[candidate.model] else { continue }
            if candidate.targets.contains(where: { component[$0] == own }) {
                boxed.insert(Self.key(candidate.model, candidate.property))
            }
        }
    }

    /// Whether a property of a model is stored in an `Indirect` box.
    func isBoxed(_ property: Property, of model: ModelDecl) -> Bool {
        !boxed.isEmpty && boxed.contains(Self.key(model.name, property.swiftName))
    }

    private static func key(_ model: String, _ property: String) -> String {
        model + "\u{0}" + property
    }
}
