extension Validator {
    /// Checks a whole-body model's `set:`: each key a property of the body's struct model, each value a literal of
    /// that property's type, and the model one whose properties can be set (not `mutable: false`).
    ///
    /// `set:` is for the fields an endpoint itself decides, such as `stream: true` on the endpoint of an
    /// OpenAI-style API that reads the answer as events: the caller's body is sent with those fields set.
    mutating func checkBodySettings(_ endpoint: Endpoint) {
        guard let root = endpoint.parameters.first(where: \.isBodyRoot), root.raw == nil,
            let first = root.fixedFields.first
        else { return }
        let path = "endpoints.\(endpoint.name).body.set"
        guard case .named(let name, _)? = root.type?.type.nonOptional, let model = models[name],
            case .object(let properties) = model.kind
        else {
            diagnostics.error(
                "'set:' needs a body that is a struct model, not '\(root.type?.type.description ?? "?")'",
                at: first.location, path: path, hint: "set the fields in the model the body is")
            return
        }
        if model.mutable == false {
            diagnostics.error(
                "'set:' needs the body model's properties to be settable; '\(name)' is 'mutable: false'",
                at: first.location, path: path, hint: "remove 'mutable: false' from '\(name)'")
        }
        var seen: Set<String> = []
        for field in root.fixedFields {
            guard seen.insert(field.wire).inserted else {
                diagnostics.error("'\(field.wire)' is set twice", at: field.location, path: "\(path).\(field.wire)")
                continue
            }
            guard let property = properties.first(where: { $0.wire == field.wire }) else {
                diagnostics.error(
                    "'\(name)' has no property '\(field.wire)' to set", at: field.location,
                    path: "\(path).\(field.wire)", hint: "name a property of '\(name)' by its wire name")
                continue
            }
            let type = property.type.type.nonOptional
            if let problem = defaultProblem(field.value.text, quoted: field.value.quoted, type: type) {
                diagnostics.error(
                    problem.replacingOccurrences(of: "default", with: "value"), at: field.location,
                    path: "\(path).\(field.wire)", hint: "write a value of type '\(type)'")
            }
        }
    }
}
