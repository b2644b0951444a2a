/// Partial updates: in the models a `PATCH` sends, a property that is not required and may be null gets
/// `explicitNull: true`, so a caller can leave it out (unchanged) or send `null` (cleared), as a JSON merge patch
/// means them; a plain optional would say only the first.
extension ImportSession {
    /// Marks the properties that may be absent and null of every model a `PATCH` body reaches.
    func markExplicitNulls() {
        var roots: [String] = []
        for file in endpointFiles {
            for (_, endpoint) in file.endpoints.pairs {
                guard case .mapping(let fields) = endpoint,
                    fields.contains(where: { $0.key == "method" && $0.value == .string("PATCH") })
                else { continue }
                roots += sentTypes(of: fields)
            }
        }
        guard !roots.isEmpty else { return }
        for model in reachableModels(from: roots).sorted() {
            guard let index = modelIndex[model], models[index].kind == .structure,
                case .mapping(let pairs)? = models[index].body["properties"]
            else { continue }
            let marked = pairs.map { pair in (key: pair.key, value: Self.explicitNullProperty(pair.value) ?? pair.value)
            }
            models[index].body["properties"] = .mapping(marked)
        }
    }

    /// A written property entry that may be absent and null, with `explicitNull: true` added; `nil` for any other.
    static func explicitNullProperty(_ value: YAMLValue) -> YAMLValue? {
        switch value {
        case .string(let type) where type.hasSuffix("?"):
            return .mapping([("type", .string(type)), ("explicitNull", .bool(true))])
        case .mapping(let fields):
            func flag(_ key: String) -> Bool { fields.contains { $0.key == key && $0.value == .bool(true) } }
            let type = fields.first { $0.key == "type" }?.value
            let shorthand: Bool = {
                if case .string(let text)? = type { return text.hasSuffix("?") }
                return false
            }()
            let absentAndNull =
                (flag("optional") && flag("nullable"))
                || (shorthand && !fields.contains { $0.key == "optional" || $0.key == "nullable" })
            guard absentAndNull, !fields.contains(where: { ["default", "flatten", "separator"].contains($0.key) }),
                !flag("explicitNull")
            else { return nil }
            return .mapping(fields + [("explicitNull", .bool(true))])
        default: return nil
        }
    }
}
