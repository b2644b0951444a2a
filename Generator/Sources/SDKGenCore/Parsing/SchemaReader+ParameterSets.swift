extension SchemaReader {
    /// A named group of endpoint parameters from a top-level `parameterSets:` section.
    struct ParameterSet {
        /// Where the set's name is written.
        var location: SourceLocation
        /// The parameters in source order.
        var parameters: [Parameter]
    }

    /// Reads a `parameterSets:` section: `Name: { wire: <parameter>, … }`, any number of files.
    ///
    /// Sets are read before any endpoint, so an endpoint may include a set declared in another file.
    func readParameterSets(_ node: YAMLNode) {
        guard let pairs = mapping(node, path: "parameterSets", what: "'parameterSets'") else { return }
        for pair in pairs {
            guard let name = pair.key.string else { continue }
            let path = "parameterSets.\(name)"
            if let first = parameterSets[name] {
                diagnostics.error(
                    "duplicate parameter set '\(name)'", at: pair.key.location, path: path,
                    hint: "first declared at \(first.location)")
                continue
            }
            var set = ParameterSet(location: pair.key.location, parameters: [])
            if let parameterPairs = mapping(pair.value, path: path, what: "a parameter set") {
                for parameterPair in parameterPairs {
                    guard let wire = parameterPair.key.string else { continue }
                    if let parameter = readParameter(
                        wire: wire, node: parameterPair.value, at: parameterPair.key.location,
                        path: "\(path).\(wire)")
                    {
                        set.parameters.append(parameter)
                    }
                }
            }
            parameterSets[name] = set
        }
    }

    /// The hint of an unknown parameter-set name in `include:` or `embed:`: a close name, the known ones when they
    /// are few, or where to declare one.
    ///
    /// Bounded for a schema with thousands of sets and thousands of unknown names: only the first 100 unknown
    /// names are compared with every set's, the names are sorted once, and more than 20 are counted, not listed.
    func unknownParameterSetHint(_ name: String) -> String {
        let known = sortedSetNames ?? parameterSets.keys.sorted()
        sortedSetNames = known
        if setSuggestionsLeft > 0 {
            setSuggestionsLeft -= 1
            if let suggestion = Suggestions.didYouMean(name, in: known) { return suggestion }
        }
        if known.isEmpty { return "declare it under a top-level 'parameterSets:' section" }
        if known.count > 20 { return "\(known.count) sets are declared under 'parameterSets:'" }
        return "known sets: \(known.joined(separator: ", "))"
    }

    /// The parameters an endpoint's `include:` brings in, in order, without those the endpoint declares itself
    /// (its own win) or an earlier set already brought.
    func includedParameters(_ node: YAMLNode, declared: Set<String>, path: String) -> [Parameter] {
        var seen = declared
        var result: [Parameter] = []
        for (name, location) in stringList(node, path: path) {
            guard let set = parameterSets[name] else {
                diagnostics.error(
                    "unknown parameter set '\(name)'", at: location, path: path, hint: unknownParameterSetHint(name))
                continue
            }
            for parameter in set.parameters where seen.insert(parameter.wire).inserted {
                result.append(parameter)
            }
        }
        return result
    }
}
