import Foundation

extension Validator {
    /// Checks a templated environment: every placeholder has a variable, every variable is used, each stands
    /// where its type allows, and the URL parses once sample values are substituted.
    mutating func checkHostTemplates(_ environment: APIMetadata.Environment) {
        let path = "api.environments.\(environment.name)"
        var kinds: [String: HostVariableKind] = [:]
        for variable in environment.variables {
            let variablePath = "\(path).variables.\(variable.name)"
            guard HostTemplate.isVariableName(variable.name) else {
                diagnostics.error(
                    "variable name '\(variable.name)' is not a lower-camel-case identifier", at: variable.location,
                    path: variablePath, hint: "it becomes an argument label: letters and digits, such as 'dataPath'")
                continue
            }
            if let problem = MemberScope.hostVariable.reservationProblem(variable.name) {
                diagnostics.error(
                    "variable name \(problem)", at: variable.location, path: variablePath,
                    hint: "choose another name, such as '\(MemberScope.hostVariable.spelling(for: variable.name))'")
                continue
            }
            kinds[variable.name] = variable.kind
        }
        var used = Set<String>()
        var readAll = true
        for entry in environment.hosts {
            let hostPath = "\(path).\(entry.host)"
            guard let placeholders = HostTemplate.placeholders(in: entry.url) else {
                diagnostics.error(
                    "malformed placeholder in base URL '\(entry.url)'", at: entry.location, path: hostPath,
                    hint: "a placeholder is '{name}' with a lower-camel-case name, and braces come in pairs")
                readAll = false
                continue
            }
            var placed = true
            for placeholder in placeholders {
                let location = entry.location.advanced(byColumns: placeholder.offset)
                used.insert(placeholder.name)
                guard let kind = kinds[placeholder.name] else {
                    placed = false
                    let declared = environment.variables.map(\.name)
                    diagnostics.error(
                        "placeholder '{\(placeholder.name)}' in environment '\(environment.name)' has no variable",
                        at: location, path: hostPath,
                        hint: Suggestions.didYouMean(placeholder.name, in: declared)
                            ?? "declare it under 'variables:', such as '\(placeholder.name): label'")
                    continue
                }
                if let problem = placementProblem(placeholder, kind: kind) {
                    placed = false
                    diagnostics.error(
                        problem, at: location, path: hostPath,
                        hint: "\(kind.placementRule), such as \(kind.example(placeholder.name))")
                }
            }
            guard placed, !placeholders.isEmpty else { continue }
            let sample = HostTemplate.sampleExpansion(entry.url, kinds: kinds)
            if URL(string: sample)?.host?.isEmpty ?? true {
                diagnostics.error(
                    "base URL '\(entry.url)' is no URL with a host when its variables have values ('\(sample)')",
                    at: entry.location, path: hostPath)
            }
        }
        // A malformed base URL hides which variables it uses: report no variable as unused then.
        for variable in environment.variables
        where readAll && kinds[variable.name] != nil && !used.contains(variable.name) {
            diagnostics.error(
                "variable '\(variable.name)' of environment '\(environment.name)' is in no base URL",
                at: variable.location, path: "\(path).variables.\(variable.name)",
                hint: "use '{\(variable.name)}' in a host's base URL, or remove the variable")
        }
    }

    /// Why a placeholder of a kind cannot stand where it is, or `nil`.
    private func placementProblem(_ placeholder: HostPlaceholder, kind: HostVariableKind) -> String? {
        let name = "'{\(placeholder.name)}'"
        switch placeholder.part {
        case .scheme, .userinfo, .query, .fragment:
            return "\(name) stands in the \(placeholder.part.rawValue); variables stand in the host, port or path"
        case .host, .port, .path: break
        }
        let fits: Bool
        switch kind {
        case .label: fits = placeholder.part == .host && placeholder.isWholeLabel
        case .host: fits = placeholder.part == .host && placeholder.fillsPart
        case .port: fits = placeholder.part == .port && placeholder.fillsPart
        case .segment: fits = placeholder.part == .path && !placeholder.isGluedToHost
        case .path: fits = placeholder.part == .path && placeholder.isWholeSegment && !placeholder.isGluedToHost
        case .domain: fits = placeholder.part == .host && placeholder.isWholeLabel
        case .basePath: fits = placeholder.isGluedToHost
        }
        return fits
            ? nil : "\(name) is a '\(kind.rawValue)' variable and cannot stand here in the \(placeholder.part.rawValue)"
    }
}
