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
}
