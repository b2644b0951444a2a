/// Which struct models are emitted with `var` properties and which with `let`.
///
/// A model the API only sends back is read, not edited, so its properties are `let`, the way AWS's Soto shapes
/// are. A model that can be sent (reachable from any endpoint's parameters, a whole body included, through
/// properties, family members, union members and generic arguments) keeps `var` properties, so a caller can
/// fetch an object, change a field and send it back. A model's `mutable:` overrides the inference either way;
/// `mutable: true` also makes the models it reaches mutable, so a nested field can be edited in place.
///
/// The reason is build time: a `var` stored property costs a public setter and a `_modify` coroutine (two
/// functions after coroutine splitting) on top of the getter, and an optional `var` an initial-value function
/// too. For read-only models those were about 40 % of the functions of a generated module and a fifth of the
/// compiler's time on it (Benchmarks/README.md §2e).
struct ModelMutability {
    /// Names of the models whose properties are `var`.
    private(set) var mutable: Set<String> = []

    init(schema: Schema, models: [String: ModelDecl]) {
        var pending: [String] = []
        for endpoint in schema.endpoints {
            for parameter in endpoint.parameters {
                pending += parameter.type?.type.namedReferences ?? []
            }
        }
        for model in schema.models where model.mutable == true {
            pending.append(model.name)
        }
        var reached = Set<String>()
        while let name = pending.popLast() {
            guard let model = models[name], reached.insert(name).inserted else { continue }
            pending += Self.references(of: model)
        }
        mutable = reached.filter { models[$0]?.mutable != false }
    }

    /// Whether a model's stored properties are emitted as `var`.
    func isMutable(_ model: ModelDecl) -> Bool {
        mutable.contains(model.name)
    }

    /// The schema names a model's declaration refers to.
    static func references(of model: ModelDecl) -> [String] {
        switch model.kind {
        case .object(let properties):
            return properties.flatMap { $0.type.type.namedReferences }
                + (model.additionalProperties?.type.type.namedReferences ?? [])
        case .enumeration: return []
        case .family(let family): return family.members.flatMap { $0.type.type.namedReferences }
        case .union(let union): return union.members.flatMap { $0.type.type.namedReferences }
        }
    }
}
