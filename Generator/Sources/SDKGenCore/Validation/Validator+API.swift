import Foundation

extension Validator {
    /// Checks the `api:` section: module name, environments, settings, auth keys, the error envelope.
    mutating func checkAPI(_ api: APIMetadata) {
        if !api.module.isEmpty, let problem = SwiftNaming.moduleNameProblem(api.module) {
            let hint =
                SwiftNaming.typeNameProblem(api.module) == nil
                ? "generated code writes '\(api.module).Model' for its own types; choose another name, such as "
                    + "'\(api.module)SDK'" : "the module is a Swift identifier"
            diagnostics.error(problem, at: api.location, path: "api.module", hint: hint)
        }
        if api.duplicateKeys == .drop, api.format == .xml {
            diagnostics.error(
                "'duplicateKeys: drop' is for JSON answers, but the API is XML", at: api.location,
                path: "api.duplicateKeys", hint: "remove it: an XML element may repeat, and lists are read that way")
        }
        var environmentNames: [String: (wire: String, location: SourceLocation)] = [:]
        for environment in api.environments {
            checkMemberName(
                environment.name, explicit: true, wire: environment.name, at: environment.location,
                path: "api.environments.\(environment.name)", scope: &environmentNames, in: .environment)
            checkHostTemplates(environment)
            if !environment.isTemplate { checkBaseURLs(environment) }
            if !environment.hosts.contains(where: { $0.host == "default" }),
                !environment.discoveredHosts.contains("default")
            {
                diagnostics.error(
                    "environment '\(environment.name)' has no 'default' host", at: environment.location,
                    path: "api.environments.\(environment.name)", hint: "add 'default: \"https://…/\"'")
            }
        }
        // A fixed environment `x` also declares the host table `xHosts`.
        for environment in api.environments where !environment.isTemplate {
            if let clash = api.environments.first(where: { $0.name == environment.name + "Hosts" }) {
                diagnostics.error(
                    "environment '\(clash.name)' has the name of environment '\(environment.name)''s host table",
                    at: clash.location, path: "api.environments.\(clash.name)",
                    hint: "rename one of them, such as '\(clash.name)Environment'")
            }
        }
        var settingNames: [String: (wire: String, location: SourceLocation)] = [:]
        for setting in api.settings {
            let path = "api.settings.\(setting.wire)"
            checkMemberName(
                setting.swiftName, explicit: setting.hasExplicitSwiftName, wire: setting.wire, at: setting.location,
                path: path, scope: &settingNames, in: .settings)
            checkType(setting.type, path: path)
            checkHeaderName(setting.wire, placement: setting.placement, at: setting.location, path: path)
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

    /// Reports a fixed `http(s)` base URL without a host (`http://`, `https:///v1/`); other schemes and templates are
    /// checked elsewhere.
    private mutating func checkBaseURLs(_ environment: APIMetadata.Environment) {
        for entry in environment.hosts where !entry.url.contains("{") {
            guard let url = URL(string: entry.url), let scheme = url.scheme?.lowercased(),
                scheme == "http" || scheme == "https", (url.host ?? "").isEmpty
            else { continue }
            diagnostics.error(
                "base URL '\(entry.url)' of environment '\(environment.name)' has no host", at: entry.location,
                path: "api.environments.\(environment.name).\(entry.host)",
                hint: "write the whole base URL, such as 'https://api.example.com/v1/'")
        }
    }
}
