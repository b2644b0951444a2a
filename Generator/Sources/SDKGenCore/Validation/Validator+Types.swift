extension Validator {
    /// Checks that every name in a type expression is declared (or a generic parameter in scope) and that
    /// generic models get the right number of arguments; returns whether everything resolved.
    @discardableResult
    mutating func checkType(_ expression: TypeExpression?, path: String, genericScope: [String] = []) -> Bool {
        guard let expression else { return true }
        var resolved = true
        for reference in expression.references {
            if genericScope.contains(reference.name) || declared[reference.name] != nil { continue }
            resolved = false
            var suggestion: String?
            if typeSuggestionsLeft > 0 {
                typeSuggestionsLeft -= 1
                suggestion = Suggestions.didYouMean(reference.name, in: genericScope + candidateNames)
            }
            let hint = suggestion ?? "declare it under 'models:' or 'types:'"
            diagnostics.error(
                "unknown type '\(reference.name)'", at: reference.location, path: path, hint: hint)
        }
        checkArity(expression.type, expression: expression, path: path)
        if let key = invalidMapKey(in: expression.type, genericScope: genericScope) {
            let generic = genericScope.contains(key.description)
            diagnostics.error(
                "map keys must be 'string' or a string enum, found '\(key)'", at: expression.location, path: path,
                hint: generic
                    ? "a generic parameter may stand for any type, and only strings and string enums key a JSON "
                        + "object; write '{string: …}'"
                    : nil)
        }
        return resolved
    }

    /// The first map key in a type, at any depth (`[{Pet: int}]`, `Page<{Pet: int}>`), that cannot key a JSON
    /// object; `nil` when every key can.
    private func invalidMapKey(in type: TypeRef, genericScope: [String]) -> TypeRef? {
        switch type {
        case .scalar: return nil
        case .named(_, let arguments):
            return arguments.lazy.compactMap { self.invalidMapKey(in: $0, genericScope: genericScope) }.first
        case .array(let element), .orderedMap(let element), .optional(let element):
            return invalidMapKey(in: element, genericScope: genericScope)
        case .map(let key, let value):
            if case .named(let name, let arguments) = key, arguments.isEmpty, genericScope.contains(name) {
                return key
            }
            if !isValidMapKey(key) { return key }
            return invalidMapKey(in: value, genericScope: genericScope)
        }
    }

    private mutating func checkArity(_ type: TypeRef, expression: TypeExpression, path: String) {
        switch type {
        case .scalar: break
        case .named(let name, let arguments):
            if let model = models[name], model.genericParameters.count != arguments.count {
                diagnostics.error(
                    "'\(name)' takes \(model.genericParameters.count) type argument(s), found \(arguments.count)",
                    at: expression.location, path: path,
                    hint: model.genericParameters.isEmpty
                        ? "write '\(name)'" : "write '\(name)<\(model.genericParameters.joined(separator: ", "))>'")
            }
            for argument in arguments { checkArity(argument, expression: expression, path: path) }
        case .array(let element), .orderedMap(let element), .optional(let element):
            checkArity(element, expression: expression, path: path)
        case .map(let key, let value):
            checkArity(key, expression: expression, path: path)
            checkArity(value, expression: expression, path: path)
        }
    }

    /// Whether a type may key a map.
    func isValidMapKey(_ key: TypeRef) -> Bool {
        switch key {
        case .scalar(.string): return true
        case .named(let name, _):
            if let model = models[name], case .enumeration(let decl) = model.kind { return !decl.isInteger }
            return externals[name] != nil || models[name] == nil
        default: return false
        }
    }

    /// Reports a response body type that holds a `file` (which only multipart parameters can be): the answer could
    /// not decode it.
    mutating func checkResponseHoldsNoFile(_ expression: TypeExpression, path: String) {
        guard containsFile(expression.type) else { return }
        diagnostics.error(
            "'file' is for multipart parameters, not responses", at: expression.location, path: path,
            hint: "a download is 'response: { raw: binary }'; bytes inside JSON are 'data'")
    }

    /// Whether a type contains a `file` anywhere, also as a generic model's argument (`Page<file>`).
    func containsFile(_ type: TypeRef) -> Bool {
        switch type {
        case .scalar(let scalar): return scalar == .file
        case .named(_, let arguments): return arguments.contains(where: containsFile)
        case .array(let element), .orderedMap(let element), .optional(let element): return containsFile(element)
        case .map(_, let value): return containsFile(value)
        }
    }

    /// Whether a type is a scalar or an enum (what XML attributes and text can hold), allowing lists with a separator.
    func isScalarLike(_ type: TypeRef) -> Bool {
        switch type.nonOptional {
        case .scalar(let scalar): return scalar != .json && scalar != .file
        case .named(let name, _):
            if let model = models[name], case .enumeration = model.kind { return true }
            return externals[name] != nil
        default: return false
        }
    }
}
