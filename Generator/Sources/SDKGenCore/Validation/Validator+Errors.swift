extension Validator {
    /// Checks the status-specific error bodies of the API (`api.errors.statuses`) and of every endpoint (`errors:`):
    /// each names a declared struct model, and each `Failure` case name is an identifier that carries one model.
    mutating func checkErrorStatuses() {
        var cases: [String: (model: String, location: SourceLocation)] = [:]
        for entry in schema.api?.errorStatuses ?? [] {
            checkErrorStatus(entry, path: "api.errors.statuses.\(entry.key)", cases: &cases)
        }
        for endpoint in schema.endpoints {
            for entry in endpoint.errors {
                checkErrorStatus(entry, path: "endpoints.\(endpoint.name).errors.\(entry.key)", cases: &cases)
            }
        }
    }

    /// Checks one entry; `cases` holds the case names seen so far with their models.
    private mutating func checkErrorStatus(
        _ entry: ErrorStatus, path: String, cases: inout [String: (model: String, location: SourceLocation)]
    ) {
        guard checkType(entry.model, path: "\(path).model") else { return }
        guard case .named(let name, let arguments) = entry.model.type, arguments.isEmpty,
            let model = models[name], case .object = model.kind, model.genericParameters.isEmpty
        else {
            diagnostics.error(
                "error body '\(entry.model.text)' of status \(entry.key) is not a struct model",
                at: entry.model.location, path: "\(path).model",
                hint: "an error body is a model with 'properties:' (not optional, generic, a list, a union or a scalar)"
            )
            return
        }
        let location = entry.caseLocation ?? entry.location
        let casePath = entry.hasExplicitCaseName ? "\(path).case" : path
        guard SwiftNaming.isIdentifier(entry.caseName) else {
            diagnostics.error(
                "'\(entry.caseName)' is not a valid Swift identifier", at: location, path: casePath,
                hint: "use letters, digits and '_', such as '\(SwiftNaming.memberNameSuggestion(entry.caseName))'")
            return
        }
        if let first = entry.caseName.first, first.isUppercase {
            diagnostics.error(
                "case name '\(entry.caseName)' must start with a lower-case letter", at: location, path: casePath,
                hint: "such as '\(SwiftNaming.memberNameSuggestion(entry.caseName))'")
            return
        }
        if entry.caseName == "envelope" || MemberScope.everywhere.contains(entry.caseName) {
            diagnostics.error(
                "case name '\(entry.caseName)' is taken: 'envelope' carries the base error model", at: location,
                path: casePath, hint: "write 'case:' with another name, such as '\(entry.caseName)Error'")
            return
        }
        if let first = cases[entry.caseName] {
            if first.model != model.name {
                diagnostics.error(
                    "case '\(entry.caseName)' carries '\(model.name)' here but '\(first.model)' at \(first.location)",
                    at: location, path: casePath,
                    hint: "one case carries one model: write 'case:' with another name")
            }
            return
        }
        cases[entry.caseName] = (model.name, location)
    }
}
