/// Servers (3.x) or `schemes` + `host` + `basePath` (2.0) → environments; server variables → templated
/// environments where the schema language's variable types allow, their defaults substituted elsewhere.
extension ImportSession {
    /// A server: its URL template, description, variables and where it is in the document.
    struct Server {
        var url: String
        var description: String?
        var variables: [(name: String, node: YAMLNode)]
        var pointer: String
    }

    /// The `environments:` mapping, or `nil` when the document names no server.
    func environmentsSection() -> YAMLValue? {
        var environments = YAMLMapping()
        var environmentNames = NameRegistry()
        _ = environmentNames.claim("custom")  // `case custom(hosts:)` is every API's own
        for (index, server) in servers().enumerated() {
            guard let environment = environment(server) else { continue }
            var name = "production"
            if let description = server.description, description.split(separator: " ").count <= 3 {
                name = ImportNaming.memberName(description, in: .environment)
            } else if index > 0 {
                name = "server\(index + 1)"
            }
            environments[environmentNames.claim(name)] = environment
        }
        return environments.isEmpty ? nil : environments.value
    }

    /// The document's servers (2.0: one, from `schemes`, `host` and `basePath`; none: `/`), as written.
    func servers() -> [Server] {
        if document.version == .swagger2 {
            let schemes = document.root["schemes"]?.items?.compactMap(\.string) ?? []
            let scheme = schemes.contains("https") || schemes.isEmpty ? "https" : schemes[0]
            let basePath = document.root["basePath"]?.string ?? "/"
            guard let host = document.root["host"]?.string else {
                return [Server(url: basePath, description: nil, variables: [], pointer: "#")]
            }
            return [Server(url: "\(scheme)://\(host)\(basePath)", description: nil, variables: [], pointer: "#/host")]
        }
        let list = document.root["servers"]?.items ?? []
        if list.isEmpty { return [Server(url: "/", description: nil, variables: [], pointer: "#")] }
        return list.enumerated().compactMap { index, node in
            guard let url = node["url"]?.string?.trimmingWhitespace, !url.isEmpty else { return nil }
            let variables = (node["variables"]?.pairs ?? []).compactMap { pair in
                pair.key.string.map { (name: $0, node: pair.value) }
            }
            return Server(
                url: url, description: describe(node, keys: ["description"]), variables: variables,
                pointer: "#/servers/\(index)")
        }
    }

    /// One environment: a fixed base URL, or a template with `variables:`.
    func environment(_ server: Server) -> YAMLValue? {
        var url = server.url
        var variables = server.variables
        if let cut = url.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            // A base URL is a prefix of every request's URL: a query or fragment in it would end up in the middle.
            warn(
                server.pointer,
                "the server URL's '\(url[cut...])' is not kept (a base URL has no query or fragment); add it to the "
                    + "requests' parameters where the API needs it")
            url = String(url[..<cut])
        }
        if !url.contains("://") {
            warn(
                server.pointer,
                "the server URL '\(url)' is relative; the environment takes the host as a variable ('host')")
            url = "https://{host}" + (url.hasPrefix("/") ? url : "/" + url)
            variables.append(
                (name: "host", node: YAMLNode(.mapping([]), at: SourceLocation(file: "", line: 1, column: 1))))
        }
        // A placeholder the server does not declare (invalid, but seen: `https://api.example.com/{version}`)
        // becomes a variable without a default.
        for name in Self.placeholders(in: url) where !variables.contains(where: { $0.name == name }) {
            warn(
                server.pointer,
                "the server URL's placeholder '{\(name)}' has no variable; the environment takes it as one without a "
                    + "default")
            variables.append(
                (name: name, node: YAMLNode(.mapping([]), at: SourceLocation(file: "", line: 1, column: 1))))
        }
        // Variable names become argument labels: lower camel case.
        var renamed: [(name: String, node: YAMLNode)] = []
        var labels = NameRegistry()
        for variable in variables {
            let label = labels.claim(ImportNaming.memberName(variable.name, in: .hostVariable))
            url = url.replacingOccurrences(of: "{\(variable.name)}", with: "{\(label)}")
            renamed.append((label, variable.node))
        }
        if !url.hasSuffix("/") { url += "/" }
        guard var placeholders = HostTemplate.placeholders(in: url) else {
            warn(server.pointer, "the server URL '\(server.url)' has malformed placeholders; left out")
            return nil
        }
        if let (collapsed, variable) = collapsingHost(
            of: url, placeholders: placeholders, variables: renamed, labels: &labels, at: server.pointer),
            let again = HostTemplate.placeholders(in: collapsed)
        {
            url = collapsed
            placeholders = again
            renamed.insert(variable, at: 0)
        }
        var kinds: [String: HostVariableKind] = [:]
        var substitute: Set<String> = []
        for placeholder in placeholders {
            let variable = renamed.first { $0.name == placeholder.name }?.node
            let defaultValue = variable?["default"]?.scalar ?? ""
            let kind: HostVariableKind?
            switch placeholder.part {
            case .host: kind = placeholder.fillsPart ? .host : placeholder.isWholeLabel ? labelKind(variable) : nil
            case .port: kind = placeholder.fillsPart ? .port : nil
            case .path where placeholder.isGluedToHost:
                kind = defaultValue.isEmpty || defaultValue.hasPrefix("/") ? .basePath : nil
            case .path: kind = placeholder.isWholeSegment && defaultValue.contains("/") ? .path : .segment
            default: kind = nil
            }
            if let kind, kinds[placeholder.name] == nil || kinds[placeholder.name] == kind {
                kinds[placeholder.name] = kind
            } else {
                substitute.insert(placeholder.name)
            }
        }
        for name in substitute.sorted() {
            let value = renamed.first { $0.name == name }?.node["default"]?.scalar ?? ""
            warn(
                JSONPointer.appending(server.pointer, ["variables", name]),
                "variable '\(name)' stands where no variable type of the schema language may (such as the scheme or "
                    + "part of a host label); its default '\(value)' is written in")
            url = url.replacingOccurrences(of: "{\(name)}", with: value)
            kinds[name] = nil
        }
        if url.hasPrefix("://") {
            // A scheme variable without a default (or an undeclared one) was written in as nothing.
            warn(
                server.pointer,
                "the server URL '\(server.url)' has no scheme once its variables are written in; 'https' is assumed")
            url = "https" + url
        }
        let scheme = url.prefix { $0 != ":" }.lowercased()
        guard scheme == "http" || scheme == "https" else {
            warn(server.pointer, "the server URL '\(server.url)' is not an http(s) URL; left out")
            return nil
        }
        url = scheme + url.drop { $0 != ":" }  // `HTTPS://` as the schema language spells it
        var environment = YAMLMapping()
        environment["default"] = .string(url)
        guard !kinds.isEmpty else { return environment.value }
        var section = YAMLMapping()
        for variable in renamed {
            guard let kind = kinds[variable.name] else { continue }
            var notes = [describe(variable.node, keys: ["description"])].compactMap { $0 }
            if let value = variable.node["default"]?.scalar { notes.append("Default: \(value).") }
            if let values = variable.node["enum"]?.items?.compactMap(\.scalar), !values.isEmpty {
                notes.append("One of: \(values.joined(separator: ", ")).")
            }
            section[variable.name] =
                notes.isEmpty
                ? .string(kind.rawValue)
                : .mapping([("type", .string(kind.rawValue)), ("description", .string(notes.joined(separator: " ")))])
        }
        environment["variables"] = section.value
        return environment.value
    }

    /// `domain` for a host variable whose default or an allowed value has several labels
    /// (`{account}.{dnsSuffix}` with `core.windows.net`), else `label`.
    private func labelKind(_ variable: YAMLNode?) -> HostVariableKind {
        let values =
            [variable?["default"]?.scalar].compactMap { $0 }
            + (variable?["enum"]?.items?.compactMap(\.scalar) ?? [])
        return values.contains { $0.contains(".") } ? .domain : .label
    }
}
