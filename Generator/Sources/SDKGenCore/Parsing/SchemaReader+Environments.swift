extension SchemaReader {
    /// Reads `api.environments`: per environment a base URL (or `discovered`) per host from `api.hosts`, and for a
    /// templated environment its `variables:`.
    func readEnvironments(_ node: YAMLNode, hosts: [String]) -> [APIMetadata.Environment] {
        guard let pairs = mapping(node, path: "api.environments", what: "'environments'") else { return [] }
        var environments: [APIMetadata.Environment] = []
        for pair in pairs {
            guard let name = pair.key.string else { continue }
            let path = "api.environments.\(name)"
            guard let hostPairs = mapping(pair.value, path: path, what: "an environment") else { continue }
            checkKeys(
                hostPairs.filter { $0.key.string != "variables" }, allowed: hosts, path: path,
                what: "environment '\(name)' (hosts come from api.hosts)")
            var environment = APIMetadata.Environment(name: name, hosts: [], location: pair.key.location)
            for hostPair in hostPairs {
                guard let host = hostPair.key.string, hosts.contains(host),
                    let url = string(hostPair.value, path: "\(path).\(host)")
                else { continue }
                if url == "discovered", !hostPair.value.isQuoted {
                    environment.discoveredHosts.append(host)
                    continue
                }
                if !(url.hasPrefix("https://") || url.hasPrefix("http://")) {
                    diagnostics.error(
                        "base URL '\(url)' is not an http(s) URL", at: hostPair.value.location, path: "\(path).\(host)",
                        hint: "write 'discovered' (unquoted) for a host whose base URL the SDK learns at runtime")
                }
                let start = hostPair.value.location.advanced(byColumns: hostPair.value.isQuoted ? 1 : 0)
                environment.hosts.append((host, url, start))
            }
            if let value = pair.value["variables"] {
                environment.variables = readHostVariables(value, path: "\(path).variables")
            }
            environments.append(environment)
        }
        return environments
    }

    /// Reads `variables:`: `name: kind` or `name: { type: kind, description: … }`.
    private func readHostVariables(_ node: YAMLNode, path: String) -> [APIMetadata.HostVariable] {
        guard let pairs = mapping(node, path: path, what: "'variables'") else { return [] }
        var variables: [APIMetadata.HostVariable] = []
        for pair in pairs {
            guard let name = pair.key.string else { continue }
            let variablePath = "\(path).\(name)"
            var typeNode = pair.value
            var description: String?
            if let fields = pair.value.pairs {
                checkKeys(fields, allowed: ["type", "description"], path: variablePath, what: "a variable")
                guard let type = pair.value["type"] else {
                    diagnostics.error(
                        "missing key 'type' in variable '\(name)'", at: pair.key.location, path: variablePath,
                        hint: "one of: \(HostVariableKind.allCases.map(\.rawValue).joined(separator: ", "))")
                    continue
                }
                typeNode = type
                if let value = pair.value["description"] {
                    description = string(value, path: "\(variablePath).description")
                }
            }
            guard
                let kind = choice(
                    typeNode, path: "\(variablePath).type", what: "variable type", as: HostVariableKind.self)
            else { continue }
            variables.append(.init(name: name, kind: kind, description: description, location: pair.key.location))
        }
        return variables
    }
}
