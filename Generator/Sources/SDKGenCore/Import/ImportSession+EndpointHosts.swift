/// Servers of one path or operation (3.x) → a named host of its own (`hosts: [default, uploads]`) with its base URL
/// in every environment, and `host: uploads` on the endpoint.
extension ImportSession {
    /// A host that some endpoints use instead of `default`: its name, its server URL and where it is declared.
    struct EndpointHost {
        var name: String
        var url: String
        var pointer: String
        /// The URL with its variables kept, and their `variables:` entries, for environments that are templates.
        var template: (url: String, variables: [(key: String, value: YAMLValue)])?
    }

    /// The host of an operation whose own (or its path's) `servers` differ from the API's, or `nil`.
    func endpointHost(operation: YAMLNode, item: YAMLNode, itemPointer: String, at pointer: String) -> String? {
        let (list, listPointer) =
            operation["servers"] != nil
            ? (operation["servers"], JSONPointer.appending(pointer, "servers"))
            : (item["servers"], JSONPointer.appending(itemPointer, "servers"))
        guard let servers = list?.items, let first = servers.first, var url = first["url"]?.string else { return nil }
        let firstPointer = JSONPointer.appending(listPointer, "0")
        if servers.count > 1 {
            warn(listPointer, "\(servers.count) servers for one operation: the endpoint's host is the first one's URL")
        }
        let raw = url
        for pair in first["variables"]?.pairs ?? [] {
            guard let name = pair.key.string else { continue }
            let value = pair.value["default"]?.scalar ?? ""
            url = url.replacingOccurrences(of: "{\(name)}", with: value)
            warn(
                JSONPointer.appending(firstPointer, ["variables", name]),
                "variable '\(name)' of an operation's server is written in as its default '\(value)' where the "
                    + "environment has no variables; a templated environment takes it as a variable")
        }
        if !url.hasSuffix("/") { url += "/" }
        // A default that is itself a placeholder (`{your-agent-url}`) or empty leaves no usable URL: the endpoint
        // keeps the API's host, said in a warning, rather than a base URL the language refuses.
        let isAbsolute = url.contains("://")
        guard !url.contains("{"), !url.contains("}"), !isAbsolute || Self.hostName(of: url) != nil else {
            warn(
                firstPointer,
                "the operation's server URL '\(url)' has no usable host once its variables are written in; the "
                    + "endpoint uses the API's host: edit its 'host' in the schema")
            return nil
        }
        let apiServers = (document.root["servers"]?.items ?? []).compactMap { $0["url"]?.string }
        if apiServers.contains(where: { $0 == url || $0 + "/" == url }) { return nil }
        if let known = endpointHosts.first(where: { $0.url == url }) { return known.name }
        var base: String
        if let description = describe(first, keys: ["description"]), description.split(separator: " ").count <= 3 {
            base = ImportNaming.memberName(description)
        } else if let host = Self.hostName(of: raw) ?? Self.hostName(of: url),
            // The first label the document writes out (`{region}.upload.example.net` → `upload`), not a default.
            let label = host.split(separator: ".").first(where: { !$0.contains("{") })
                ?? Self.hostName(of: url)?.split(separator: ".").first
        {
            base = ImportNaming.memberName(String(label))
        } else {
            base = "server"
        }
        var taken = NameRegistry()
        for name in ["default"] + endpointHosts.map(\.name) { _ = taken.claim(name) }
        let name = taken.claim(base)
        endpointHosts.append(
            EndpointHost(
                name: name, url: url, pointer: firstPointer,
                template: hostTemplate(raw, server: first, at: firstPointer)))
        return name
    }

    /// The environments with every endpoint host's base URL added; a relative server URL is resolved against each
    /// environment's `default` scheme and authority.
    func addingEndpointHosts(to environments: YAMLValue?) -> YAMLValue? {
        guard !endpointHosts.isEmpty, case .mapping(let pairs) = environments else { return environments }
        return .mapping(
            pairs.map { pair in
                guard case .mapping(var entries) = pair.value else { return pair }
                let defaultURL = entries.first { $0.key == "default" }.flatMap { entry -> String? in
                    if case .string(let text) = entry.value { return text }
                    return nil
                }
                var added: [(key: String, value: YAMLValue)] = []
                for host in endpointHosts {
                    if let template = host.template, let merged = merging(template, host: host.name, into: &entries) {
                        added.append((host.name, .string(merged)))
                        continue
                    }
                    var url = host.url
                    if !url.contains("://") {
                        let origin = defaultURL.map(Self.origin(of:)) ?? "https://{host}"
                        url = origin + (url.hasPrefix("/") ? url : "/" + url)
                    }
                    added.append((host.name, .string(url)))
                }
                // Hosts before `variables:`, which stays last.
                let index = entries.firstIndex { $0.key == "variables" } ?? entries.count
                entries.insert(contentsOf: added, at: index)
                return (pair.key, .mapping(entries))
            })
    }

    /// `scheme://authority` of a URL (the text before the path).
    static func origin(of url: String) -> String {
        guard let scheme = url.range(of: "://") else { return url }
        let rest = url[scheme.upperBound...]
        let end = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
        return String(url[..<end])
    }

    /// The host name of an absolute URL, or `nil`.
    static func hostName(of url: String) -> String? {
        let origin = origin(of: url)
        guard let scheme = origin.range(of: "://") else { return nil }
        let authority = origin[scheme.upperBound...]
        // Empty pieces kept: `http://:8080/` has no host (`8080` is its port), `http://@x/` the host `x`.
        let afterUser = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? authority
        let host = afterUser.split(separator: ":", omittingEmptySubsequences: false).first ?? afterUser
        return host.isEmpty ? nil : String(host)
    }
}
