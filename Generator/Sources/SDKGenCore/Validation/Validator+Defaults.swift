extension Validator {
    /// Reports a `default:` whose text does not fit its type (the emitter could not write it as a literal).
    mutating func checkDefault(
        _ value: (text: String, quoted: Bool)?, type: TypeRef?, at location: SourceLocation, path: String
    ) {
        guard let value, let type = type?.nonOptional else { return }
        if let problem = defaultProblem(value.text, quoted: value.quoted, type: type) {
            diagnostics.error(problem, at: location, path: "\(path).default", hint: "write a value of type '\(type)'")
        }
    }

    func defaultProblem(_ text: String, quoted: Bool, type: TypeRef) -> String? {
        switch type {
        case .scalar(.string):
            return nil
        case .scalar(.int), .scalar(.int64):
            return !quoted && Int(text) != nil ? nil : "default '\(text)' is not an integer"
        case .scalar(.double):
            return !quoted && (Double(text)?.isFinite ?? false) ? nil : "default '\(text)' is not a finite number"
        case .scalar(.bool):
            return !quoted && (text == "true" || text == "false") ? nil : "default '\(text)' is not true or false"
        case .named(let name, _):
            guard let model = models[name], case .enumeration(let decl) = model.kind else {
                // An unknown name is reported by the type check; an external type has no literal the generator knows.
                return models[name] == nil && externals[name] == nil
                    ? nil : "defaults are supported for scalars and enums, not '\(name)'"
            }
            if decl.isInteger, Int(text) == nil { return "default '\(text)' is not an integer" }
            return nil
        default:
            return "defaults are supported for scalars and enums, not '\(type)'"
        }
    }
}
