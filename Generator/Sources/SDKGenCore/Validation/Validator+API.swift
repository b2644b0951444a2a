extension Validator {
    /// Checks the `api:` section: module name, environments, settings, auth keys, the error envelope.
    mutating func checkAPI(_ api: APIMetadata) {
        if !api.module.isEmpty, let problem = SwiftNaming.typeNameProblem(api.module) {
            diagnostics.error(problem, at: api.location, path: "api.module", hint: "the module is a Swift identifier")
        }
        var environmentNames: [String: (wire: String, location: SourceLocation)] = ["custom": ("custom", api.location)]
        for environment in api.environments {
            checkMemberName(
                environment.name, explicit: true, wire: environment.name, at: environment.location,
                path: "api.environments.\(environment.name)", scope: &environmentNames)
            checkHostTemplates(environment)
            if !environment.hosts.contains(where: { $0.host == "default" }),
                !environment.discoveredHosts.contains("default")
            {
                diagnostics.error(
                    "environment '\(environment.name)' has no 'default' host", at: environment.location,
                    path: "api.environments.\(environment.name)", hint: "add 'default: \"https://…/\"'")
            }
        }
        var settingNames: [String: (wire: String, location: SourceLocation)] = [:]
        for setting in api.settings {
            let path = "api.settings.\(setting.wire)"
            checkMemberName(
                setting.swiftName, explicit: false, wire: setting.wire, at: setting.location, path: path,
                scope: &settingNames)
            checkType(setting.type, path: path)
            if setting.secret, setting.defaultValue != nil {
                diagnostics.warning(
                    "secret setting '\(setting.wire)' has a default value", at: setting.location, path: path,
                    hint: "secrets belong to the caller, not the schema")
            }
        }
        checkAuth(api)
        if let errors = api.errors {
            if checkType(errors.model, path: "api.errors.model"),
                case .named(let name, _) = errors.model.type.nonOptional, let model = models[name]
            {
                for failure in errors.failures where !model.properties.contains(where: { $0.wire == failure }) {
                    diagnostics.error(
                        "error envelope '\(name)' has no property '\(failure)'", at: errors.location,
                        path: "api.errors.failure",
                        hint: Suggestions.didYouMean(failure, in: model.properties.map(\.wire)))
                }
            }
        }
    }

    private mutating func checkAuth(_ api: APIMetadata) {
        let auth = api.auth
        let settingWires = api.settings.map(\.wire)
        for key in ["setting", "secretSetting"] {
            guard let (value, location) = auth.option(key) else { continue }
            if !settingWires.contains(value) {
                diagnostics.error(
                    "auth '\(key)' names unknown setting '\(value)'", at: location, path: "api.auth.\(key)",
                    hint: Suggestions.didYouMean(value, in: settingWires) ?? "declare it under api.settings")
            }
        }
        if let (value, location) = auth.option("obtainedBy"), !schema.endpoints.contains(where: { $0.name == value }) {
            diagnostics.error(
                "auth 'obtainedBy' names unknown endpoint '\(value)'", at: location, path: "api.auth.obtainedBy",
                hint: Suggestions.didYouMean(value, in: schema.endpoints.map(\.name)))
        }
        let required: [String] =
            switch auth.style {
            case .queryKey: ["setting"]
            case .tokenParameter: ["parameter", "obtainedBy"]
            case .sessionHeader: ["header", "obtainedBy"]
            case .signedToken: ["obtainedBy", "secretSetting"]
            case .none: []
            }
        for key in required where auth.option(key) == nil {
            diagnostics.error(
                "auth style '\(auth.style.rawValue)' needs '\(key)'", at: auth.location ?? api.location,
                path: "api.auth")
        }
        // The setting a query-key style names is meant for the query; warn about the other secrets only.
        let authSetting = auth.style == .queryKey ? auth.option("setting")?.value : nil
        if let setting = api.settings.first(where: { $0.secret && $0.wire != authSetting && api.isSent($0) }),
            setting.placement == .query || setting.placement == .derived,
            let endpoint = schema.endpoints.first(where: { $0.method == .get && $0.authenticated })
        {
            diagnostics.warning(
                "secret setting '\(setting.wire)' is sent in the query of GET requests such as '\(endpoint.name)'",
                at: setting.location, path: "api.settings.\(setting.wire)",
                hint: "query strings end up in logs and caches; the runtime redacts it in its own logs")
        }
    }
}
