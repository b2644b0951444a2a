extension SchemaReader {
    /// The parameters an endpoint's `embed:` brings in, each marked with its set, in `embed:` order.
    ///
    /// Unlike `include:`, an embedded set is one shared struct, so its parameters cannot be overridden: a wire or
    /// Swift name the endpoint already has is an error, as is a path parameter or a whole body in the set (those
    /// belong to one endpoint).
    func embeddedParameters(_ node: YAMLNode, into endpoint: Endpoint, path: String) -> [Parameter] {
        var result: [Parameter] = []
        var embedded: Set<String> = []
        for (name, location) in stringList(node, path: path) {
            guard let set = parameterSets[name] else {
                diagnostics.error(
                    "unknown parameter set '\(name)'", at: location, path: path, hint: unknownParameterSetHint(name))
                continue
            }
            guard embedded.insert(name).inserted else {
                diagnostics.error("parameter set '\(name)' is embedded twice", at: location, path: path)
                continue
            }
            let property = SharedParameterSet.propertyName(of: name)
            let existing = endpoint.parameters + result
            if let clash = existing.first(where: { $0.swiftName == property }) {
                diagnostics.error(
                    "parameter '\(clash.wire)' is named '\(property)', the property that holds the embedded set '\(name)'",
                    at: clash.location, path: path, hint: "give the parameter another name with 'swift:'")
                continue
            }
            var problems = false
            for parameter in set.parameters where !checkEmbeddable(parameter, set: name) { problems = true }
            if problems { continue }
            for parameter in set.parameters {
                if let clash = existing.first(where: {
                    $0.wire == parameter.wire || $0.swiftName == parameter.swiftName
                }) {
                    let what =
                        clash.wire == parameter.wire ? "wire name '\(clash.wire)'" : "Swift name '\(clash.swiftName)'"
                    diagnostics.error(
                        "parameter '\(clash.wire)' clashes with '\(parameter.wire)' of the embedded set '\(name)' "
                            + "(the same \(what))",
                        at: clash.embeddedSet == nil ? clash.location : location, path: path,
                        hint:
                            "an embedded set's parameters cannot be overridden: rename or remove one of them, "
                            + "or use 'include:' to copy the set's parameters instead")
                    problems = true
                }
            }
            if problems { continue }
            if !schema.sharedParameterSets.contains(where: { $0.name == name }) {
                schema.sharedParameterSets.append(SharedParameterSet(name: name, location: set.location))
            }
            for var parameter in set.parameters {
                parameter.embeddedSet = name
                result.append(parameter)
            }
        }
        return result
    }

    /// Whether a set's parameter can live in a shared struct; reports the problem once per set and parameter.
    private func checkEmbeddable(_ parameter: Parameter, set: String) -> Bool {
        let problem: String?
        if parameter.placement == .path {
            problem = "a path parameter belongs to one endpoint's path"
        } else if parameter.isBodyRoot || parameter.raw != nil {
            problem = "the whole body belongs to one endpoint"
        } else {
            problem = nil
        }
        guard let problem else { return true }
        if reportedEmbedProblems.insert("\(set).\(parameter.wire)").inserted {
            diagnostics.error(
                "parameter '\(parameter.wire)' of set '\(set)' cannot be embedded: \(problem)",
                at: parameter.location, path: "parameterSets.\(set).\(parameter.wire)",
                hint: "declare it in each endpoint, or bring the set in with 'include:' instead of 'embed:'")
        }
        return false
    }
}
