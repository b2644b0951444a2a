extension SchemaReader {
    static let apiKeys = [
        "name", "module", "description", "version", "format", "naming", "dates", "hosts", "environments",
        "settings", "auth", "errors", "parameterBooleans", "duplicateKeys",
    ]

    /// Reads the `api:` section.
    func readAPI(_ node: YAMLNode, at location: SourceLocation) {
        let path = "api"
        guard let pairs = mapping(node, path: path, what: "'api'") else { return }
        checkKeys(pairs, allowed: Self.apiKeys, path: path, what: "'api'")
        var name: String?
        var module: String?
        if let value = node["name"] { name = string(value, path: "api.name") }
        if let value = node["module"] { module = string(value, path: "api.module") }
        if module == nil, node["module"] == nil {
            diagnostics.error(
                "missing key 'module' in 'api'", at: location, path: path,
                hint: "the Swift module name, e.g. 'module: Bazaarvoice'")
        }
        var api = APIMetadata(name: name ?? module ?? "", module: module ?? "", location: location)
        if let value = node["description"] { api.description = string(value, path: "api.description") }
        if let value = node["version"] { api.version = string(value, path: "api.version") }
        if let value = node["format"],
            let format = choice(value, path: "api.format", what: "format", as: WireFormatName.self)
        {
            api.format = format
        }
        if let value = node["naming"],
            let rule = choice(value, path: "api.naming", what: "naming rule", as: NamingRule.self)
        {
            api.naming = rule
            naming = rule
        }
        if let value = node["dates"] { readDates(value, into: &api) }
        if let value = node["parameterBooleans"],
            let spelling = choice(
                value, path: "api.parameterBooleans", what: "Boolean spelling", as: BooleanSpellingName.self)
        {
            api.parameterBooleans = spelling
        }
        if let value = node["duplicateKeys"],
            let policy = choice(
                value, path: "api.duplicateKeys", what: "duplicate-key policy", as: DuplicateKeyPolicyName.self)
        {
            api.duplicateKeys = policy
        }
        if let value = node["hosts"] {
            var hosts = ["default"]
            for (host, _) in stringList(value, path: "api.hosts") where !hosts.contains(host) {
                hosts.append(host)
            }
            api.hosts = hosts
        }
        if let value = node["environments"] { api.environments = readEnvironments(value, hosts: api.hosts) }
        if let value = node["settings"] { api.settings = readSettings(value) }
        if let value = node["auth"] { api.auth = readAuth(value) }
        if let value = node["errors"] { readErrors(value, into: &api) }
        schema.api = api
    }

    private func readDates(_ node: YAMLNode, into api: inout APIMetadata) {
        guard let pairs = mapping(node, path: "api.dates", what: "'dates'") else { return }
        checkKeys(pairs, allowed: ["decode", "encode"], path: "api.dates", what: "'dates'")
        if let value = node["decode"] {
            let items = value.items ?? [value]
            api.decodeDates = items.enumerated().compactMap { index, item in
                choice(item, path: "api.dates.decode[\(index)]", what: "date format", as: DateFormatName.self)
            }
        }
        if let value = node["encode"],
            let format = choice(value, path: "api.dates.encode", what: "date format", as: DateFormatName.self)
        {
            api.encodeDate = format
        }
    }

    private func readSettings(_ node: YAMLNode) -> [APIMetadata.Setting] {
        guard let pairs = mapping(node, path: "api.settings", what: "'settings'") else { return [] }
        var settings: [APIMetadata.Setting] = []
        for pair in pairs {
            guard let wire = pair.key.string else { continue }
            let path = "api.settings.\(wire)"
            var typeNode = pair.value
            var setting = APIMetadata.Setting(
                wire: wire, swiftName: SwiftNaming.propertyName(fromWire: wire, rule: naming),
                type: TypeExpression(
                    type: .scalar(.string), text: "string", location: pair.key.location, references: []),
                placement: .query, defaultValue: nil, secret: false, description: nil, location: pair.key.location)
            if let fields = pair.value.pairs {
                checkKeys(
                    fields, allowed: ["type", "swift", "secret", "default", "in", "description", "always"],
                    path: path, what: "a setting")
                typeNode = pair.value["type"] ?? YAMLNode(.scalar("string", quoted: false), at: pair.value.location)
                if let value = pair.value["swift"], let swift = string(value, path: "\(path).swift") {
                    setting.swiftName = swift
                    setting.hasExplicitSwiftName = true
                }
                if let value = pair.value["secret"], let secret = bool(value, path: "\(path).secret") {
                    setting.secret = secret
                }
                if let value = pair.value["always"], let always = bool(value, path: "\(path).always") {
                    setting.always = always
                }
                if let value = pair.value["default"] {
                    setting.defaultValue = scalarValue(value, path: "\(path).default")?.text
                }
                if let value = pair.value["description"] {
                    setting.description = string(value, path: "\(path).description")
                }
                if let value = pair.value["in"],
                    let placement = choice(
                        value, path: "\(path).in", what: "setting location", as: ParameterPlacement.self)
                {
                    if placement == .path || placement == .multipart {
                        diagnostics.error(
                            "a setting cannot travel in '\(placement.rawValue)'", at: value.location,
                            path: "\(path).in",
                            hint: "settings go in query, header, form, body or derived")
                    }
                    setting.placement = placement
                }
            }
            if let type = typeExpression(typeNode, path: "\(path).type") {
                setting.type = type
            }
            settings.append(setting)
        }
        return settings
    }

    private func readAuth(_ node: YAMLNode) -> APIMetadata.Auth {
        var auth = APIMetadata.Auth(location: node.location)
        guard let pairs = mapping(node, path: "api.auth", what: "'auth'") else { return auth }
        if let value = node["style"],
            let style = choice(value, path: "api.auth.style", what: "auth style", as: AuthStyle.self)
        {
            auth.style = style
        } else if node["style"] == nil {
            diagnostics.error(
                "missing key 'style' in 'auth'", at: node.location, path: "api.auth",
                hint: "one of: \(AuthStyle.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        checkKeys(
            pairs, allowed: ["style"] + auth.style.allowedKeys, path: "api.auth",
            what: "auth style '\(auth.style.rawValue)'")
        for pair in pairs {
            guard let key = pair.key.string, key != "style", auth.style.allowedKeys.contains(key) else { continue }
            if let items = pair.value.items {
                let values = items.compactMap(\.string).joined(separator: ",")
                auth.options.append((key, values, pair.value.location))
            } else if let value = string(pair.value, path: "api.auth.\(key)") {
                auth.options.append((key, value, pair.value.location))
            }
        }
        return auth
    }
}
