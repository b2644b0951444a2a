/// `readOnly` / `writeOnly` on required properties: one model serves both directions, so a property that travels
/// only one way must not be required the other way.
///
/// A required `readOnly` property (an `id`, a creation date) is one the server sets: a request that sends the model
/// has no value for it, so in a model some request sends it becomes optional. A required `writeOnly` property (a
/// password) never comes back: in a model some answer returns it becomes optional, or decoding that answer would
/// fail. A model that travels only the other way keeps the property required.
extension ImportSession {
    /// A required property that travels one way only.
    struct DirectionalProperty {
        var model: String
        var property: String
        var readOnly: Bool
    }

    /// Whether a property schema says `readOnly: true` (`writeOnly` when `readOnly` is `false`), on itself, on an
    /// annotating `allOf` member, or on the component it refers to.
    func direction(of schema: YAMLNode, at pointer: String) -> Bool? {
        var candidates = [schema]
        candidates += (schema["allOf"]?.items ?? []).filter(isAnnotationOnly)
        if schema["$ref"] != nil, let (target, _) = document.dereference(schema, at: pointer) {
            candidates.append(target)
        }
        for candidate in candidates {
            if candidate["readOnly"]?.bool == true { return true }
            if candidate["writeOnly"]?.bool == true { return false }
        }
        return nil
    }

    /// Makes optional each recorded property whose model travels the way the property does not.
    func relaxDirectionalProperties() {
        guard !directionalProperties.isEmpty else { return }
        let (sent, returned) = travelingModels()
        // The properties to relax, by model, so each model's properties are rebuilt once.
        var relaxing: [String: Set<String>] = [:]
        var order: [String] = []
        for entry in directionalProperties
        where entry.readOnly ? sent.contains(entry.model) : returned.contains(entry.model) {
            if relaxing[entry.model] == nil { order.append(entry.model) }
            relaxing[entry.model, default: []].insert(entry.property)
        }
        for model in order {
            guard let index = modelIndex[model], case .mapping(let pairs)? = models[index].body["properties"],
                let names = relaxing[model]
            else { continue }
            let relaxed = pairs.map { pair -> (key: String, value: YAMLValue) in
                guard names.contains(pair.key), let value = Self.optionalProperty(pair.value) else { return pair }
                return (pair.key, value)
            }
            models[index].body["properties"] = .mapping(relaxed)
        }
    }

    /// A written property entry made `optional: true` (`type` first, then `optional`, then the rest), or `nil`
    /// for an entry of another shape.
    static func optionalProperty(_ value: YAMLValue) -> YAMLValue? {
        var fields: [(key: String, value: YAMLValue)]
        switch value {
        case .string(let type): fields = [("type", .string(type))]
        case .mapping(let pairs): fields = pairs
        default: return nil
        }
        let type = fields.first { $0.key == "type" }.map { [$0] } ?? []
        let rest = fields.filter { $0.key != "type" && $0.key != "optional" }
        return .mapping(type + [("optional", .bool(true))] + rest)
    }

    /// The models requests send and the models answers return (error answers included), each with every model
    /// it reaches; a model may be in both.
    func travelingModels() -> (sent: Set<String>, answered: Set<String>) {
        var sentRoots: [String] = []
        var answeredRoots = errorTypes.map(\.type.text)
        for file in endpointFiles {
            for (_, endpoint) in file.endpoints.pairs {
                guard case .mapping(let fields) = endpoint else { continue }
                sentRoots += sentTypes(of: fields)
                answeredRoots += answeredTypes(of: fields)
            }
        }
        return (reachableModels(from: sentRoots), reachableModels(from: answeredRoots))
    }

    /// The type expressions a written endpoint's answers name: its `response` (a stream's records included),
    /// its `responses` by status and its own `errors`.
    func answeredTypes(of endpoint: [(key: String, value: YAMLValue)]) -> [String] {
        var types: [String] = []
        func collect(_ value: YAMLValue) {
            switch value {
            case .string(let type): types.append(type)
            case .mapping(let fields):
                for (key, value) in fields {
                    if ["type", "of", "model"].contains(key) {
                        types += text(value).map { [$0] } ?? []
                    } else if Self.isStatusKey(key) {
                        collect(value)
                    }
                }
            default: break
            }
        }
        for (key, value) in endpoint where ["response", "responses", "errors"].contains(key) { collect(value) }
        return types
    }

    /// Whether a key of `responses:` or `errors:` is a status: `200`, `4XX`, `default`.
    private static func isStatusKey(_ key: String) -> Bool {
        key.lowercased() == "default" || (key.count == 3 && key.first?.isNumber == true)
    }

    /// The types a written endpoint sends as JSON: its whole body's and its JSON body members'.
    func sentTypes(of endpoint: [(key: String, value: YAMLValue)]) -> [String] {
        var types: [String] = []
        for (key, value) in endpoint {
            switch (key, value) {
            case ("body", .mapping(let body)): types += body.compactMap { $0.key == "type" ? text($0.value) : nil }
            case ("parameters", .mapping(let parameters)): types += parameters.compactMap { parameterType($0.value) }
            default: break
            }
        }
        return types
    }

    /// The type a written parameter entry sends in a JSON body, if it does.
    private func parameterType(_ entry: YAMLValue) -> String? {
        guard case .mapping(let fields) = entry,
            fields.contains(where: { $0.key == "in" && $0.value == .string("body") })
        else { return nil }
        return fields.first { $0.key == "type" }.flatMap { text($0.value) }
    }

    /// The text of a string value, `nil` for any other.
    func text(_ value: YAMLValue) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The models a set of type expressions reaches, through properties, `additionalProperties`, union and family
    /// members.
    func reachableModels(from roots: [String]) -> Set<String> {
        var reached: Set<String> = []
        var pending = roots.flatMap(modelNames(in:))
        while let name = pending.popLast() {
            guard let index = modelIndex[name], reached.insert(name).inserted else { continue }
            pending += typeTexts(in: models[index].body).flatMap(modelNames(in:))
        }
        return reached
    }

    /// The type expressions a model body names: property types, `additionalProperties`, `oneOf` members and
    /// family members (descriptions and other text left out).
    private func typeTexts(in body: YAMLMapping) -> [String] {
        var result: [String] = []
        if case .mapping(let properties)? = body["properties"] {
            for (_, property) in properties {
                switch property {
                case .string(let type): result.append(type)
                case .mapping(let fields): result += fields.compactMap { $0.key == "type" ? text($0.value) : nil }
                default: break
                }
            }
        }
        switch body["additionalProperties"] {
        case .string(let type)?: result.append(type)
        case .mapping(let fields)?: result += fields.compactMap { $0.key == "type" ? text($0.value) : nil }
        default: break
        }
        if case .sequence(let members)? = body["oneOf"] { result += members.compactMap(Self.memberType) }
        if case .mapping(let family)? = body["family"],
            case .mapping(let members)? = family.first(where: { $0.key == "members" })?.value
        {
            result += members.compactMap { text($0.value) }
        }
        return result
    }

    /// The identifiers of a type expression that name models (`[Pet]`, `{string: Owner}?` → `Pet`, `Owner`).
    func modelNames(in type: String) -> [String] {
        type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init).filter { modelIndex[$0] != nil }
    }
}
