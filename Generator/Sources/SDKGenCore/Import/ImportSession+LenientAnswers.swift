/// `--lenient-answers`: the models only answers reach are written `lenient: true`, for documents that are stricter
/// than their servers (``ImportOptions/lenientAnswers``).
extension ImportSession {
    /// Marks every struct model that answers reach and requests do not, that is no member of a union without a
    /// discriminator, and that has no property a lenient model cannot have.
    func markLenientAnswers() {
        guard options.lenientAnswers else { return }
        let (sent, answered) = travelingModels()
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

    /// The models named by the members of unions without a discriminator (`oneOf:`), in lists and maps too: a
    /// union tells its members apart by what each requires, which a lenient model no longer does.
    private func unionMembers() -> Set<String> {
        var names: Set<String> = []
        for model in models {
            guard case .sequence(let entries)? = model.body["oneOf"] else { continue }
            for entry in entries { names.formUnion(modelNames(in: Self.memberType(entry) ?? "")) }
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
