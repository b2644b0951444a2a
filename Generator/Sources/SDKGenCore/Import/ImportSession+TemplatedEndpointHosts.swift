/// An operation's own server with variables, in an environment that is a template: the host keeps its variables.
///
/// Pinecone's data plane (`https://{index_name}-{project_id}.svc.{environment}.pinecone.io` on its index operations,
/// its API server `https://controller.{environment}.pinecone.io`) had its variables written in as their defaults,
/// so the SDK always called the document's example index. Where an environment is already a constructor, the
/// endpoint host's variables become its arguments too: one of the same name and type is shared (`environment`), a
/// whole host is an argument of its own (`dataPlaneHost`). A fixed environment keeps the defaults written in: a
/// variable there would turn it into a constructor for every endpoint.
extension ImportSession {
    /// An absolute operation server URL read as an API server would be: its template and `variables:` entries, or
    /// `nil` when it has no variable the schema language can keep.
    func hostTemplate(
        _ url: String, server: YAMLNode, at pointer: String
    ) -> (url: String, variables: [(key: String, value: YAMLValue)])? {
        let variables = (server["variables"]?.pairs ?? []).compactMap { pair in
            pair.key.string.map { (name: $0, node: pair.value) }
        }
        guard url.contains("://"), !variables.isEmpty,
            case .mapping(let entries)? = environment(
                Server(url: url, description: nil, variables: variables, pointer: pointer)),
            case .string(let template)? = entries.first(where: { $0.key == "default" })?.value,
            case .mapping(let declared)? = entries.first(where: { $0.key == "variables" })?.value
        else { return nil }
        return (template, declared)
    }

    /// The host's template with its variables added to a templated environment's, or `nil` for a fixed environment.
    func merging(
        _ template: (url: String, variables: [(key: String, value: YAMLValue)]), host: String,
        into entries: inout [(key: String, value: YAMLValue)]
    ) -> String? {
        guard let slot = entries.firstIndex(where: { $0.key == "variables" }),
            case .mapping(var declared) = entries[slot].value
        else { return nil }
        var url = template.url
        var names = NameRegistry()
        for (name, _) in declared { _ = names.claim(name) }
        for (name, value) in template.variables {
            let kind = value.declaredType
            if kind != HostVariableKind.host.rawValue,
                let existing = declared.first(where: { $0.key == name }), existing.value.declaredType == kind
            {
                continue  // the same variable: one argument for both hosts
            }
            let label = kind == HostVariableKind.host.rawValue ? host + "Host" : name
            let unique = declared.contains(where: { $0.key == label }) || label != name ? names.claim(label) : label
            if unique != name { url = url.replacingOccurrences(of: "{\(name)}", with: "{\(unique)}") }
            declared.append((unique, value))
        }
        entries[slot].value = .mapping(declared)
        return url
    }
}
