/// `--lenient-answers`: the models only answers reach are written `lenient: true`, for documents that are stricter
/// than their servers (``ImportOptions/lenientAnswers``).
extension ImportSession {
    /// Marks every struct model that answers reach and requests do not, that is no member of a union without a
    /// discriminator, and that has no property a lenient model cannot have.
    func markLenientAnswers() {
        guard options.lenientAnswers else { return }
        var sentRoots: [String] = []
        var answeredRoots = errorTypes.map(\.type.text)
        for file in endpointFiles {
            for (_, endpoint) in file.endpoints.pairs {
                guard case .mapping(let fields) = endpoint else { continue }
                sentRoots += sentTypes(of: fields)
                answeredRoots += answeredTypes(of: fields)
            }
        }
        let sent = reachableModels(from: sentRoots)
        let answered = reachableModels(from: answeredRoots)
        let members = unionMembers()
        for index in models.indices where models[index].kind == .structure {
            let name = models[index].name
            var body = models[index].body
            guard answered.contains(name), !sent.contains(name), !members.contains(name),
                !body.contains("additionalProperties"), !body.contains("lenient"), !Self.hasExplicitNull(body)
            else { continue }
            // `lenient` reads before the properties it changes.
            let properties = body["properties"]
            body["properties"] = nil
            body["lenient"] = .bool(true)
            body["properties"] = properties
            models[index].body = body
        }
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

    /// The models named by the members of unions without a discriminator (`oneOf:`), in lists and maps too: a
    /// union tells its members apart by what each requires, which a lenient model no longer does.
    private func unionMembers() -> Set<String> {
        var names: Set<String> = []
        for model in models {
            guard case .sequence(let entries)? = model.body["oneOf"] else { continue }
            for entry in entries {
                switch entry {
                case .string(let type): names.formUnion(modelNames(in: type))
                case .mapping(let fields):
                    for (key, value) in fields where key == "type" {
                        names.formUnion(modelNames(in: text(value) ?? ""))
                    }
                default: break
                }
            }
        }
        return names
    }

    /// Whether a model body has a property with `explicitNull: true`, which a lenient model cannot have.
    private static func hasExplicitNull(_ body: YAMLMapping) -> Bool {
        guard case .mapping(let properties)? = body["properties"] else { return false }
        return properties.contains { _, property in
            guard case .mapping(let fields) = property else { return false }
            return fields.contains { $0.key == "explicitNull" && $0.value == .bool(true) }
        }
    }
}
