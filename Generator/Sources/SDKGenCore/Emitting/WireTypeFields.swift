/// Which struct models write their own discriminator (`"type": "Activity"`) when they are encoded.
///
/// A struct that is a member of a `{ field: … }` family writes `field: wire name` in its own `encode(to:)`,
/// so a model encoded directly (a request body, a property typed with the concrete model) keeps it, at every
/// depth (SageBridge gap 13). The wire name is the model's `wireType`, else its member key. A struct that only
/// declares `wireType` writes it when the API's `{ field: … }` families agree on one field. Prefix, key and
/// element families add nothing: their wire name lives in an identifier, a key or an element name. A model that
/// declares a property with the field's wire name writes that property instead.
struct WireTypeFields {
    /// A discriminator field and the wire type name written into it.
    struct Field: Hashable {
        /// The JSON property (`type`).
        let field: String
        /// The wire type name (`Activity`).
        let wireName: String
    }

    /// Model name → the fields its `encode(to:)` writes, in family order.
    private(set) var byModel: [String: [Field]] = [:]

    /// Models that a discriminated model's container flattens, which then also emit `encodeFields(to:)`.
    private(set) var flattened: Set<String> = []

    init(schema: Schema, models: [String: ModelDecl]) {
        guard schema.api?.format != .xml else { return }
        var fieldNames: [String] = []
        func add(_ field: Field, to model: ModelDecl) {
            guard case .object(let properties) = model.kind, !properties.contains(where: { $0.wire == field.field })
            else { return }
            var fields = byModel[model.name] ?? []
            guard !fields.contains(where: { $0.field == field.field }) else { return }
            fields.append(field)
            byModel[model.name] = fields
        }
        for model in schema.models {
            guard case .family(let family) = model.kind, case .field(let field) = family.discriminator else {
                continue
            }
            if !fieldNames.contains(field) { fieldNames.append(field) }
            for member in family.members {
                guard case .named(let name, _) = member.type.type.nonOptional, let target = models[name] else {
                    continue
                }
                add(Field(field: field, wireName: target.wireType ?? member.wire), to: target)
            }
        }
        if fieldNames.count == 1 {
            for model in schema.models {
                if let wire = model.wireType { add(Field(field: fieldNames[0], wireName: wire), to: model) }
            }
        }
        for model in schema.models {
            for property in model.properties where property.flatten {
                if case .named(let name, _) = property.type.type.nonOptional, byModel[name] != nil {
                    flattened.insert(name)
                }
            }
        }
    }

    /// The fields a model writes, or none.
    func fields(of model: String) -> [Field] {
        byModel[model] ?? []
    }
}
