extension Validator {
    /// Where a parameter ends up on the wire, for telling two parameters with one name apart: `path`, `header`,
    /// `query` or `body` (JSON, form and multipart members share the body; `derived` follows APIKit's rule).
    func wireDestination(of parameter: Parameter, in endpoint: Endpoint) -> String {
        switch parameter.placement {
        case .path, .header, .query, .cookie: return parameter.placement.rawValue
        case .form, .multipart, .body: return "body"
        case .derived:
            let inQuery = endpoint.method.prefersQuery || endpoint.parameters.contains { $0.isBodyRoot }
            return inQuery ? "query" : "body"
        }
    }

    /// Checks a parameter's `wire:` override and that no other parameter of the endpoint travels under the same
    /// name to the same place (`seen` holds the destinations and names met so far).
    ///
    /// Two parameters may share a wire name only in different places (Kubernetes' proxy `path` in the path and in
    /// the query); the schema keys them apart, and `wire:` gives the second its name on the wire.
    mutating func checkSentName(
        _ parameter: Parameter, of endpoint: Endpoint, path: String, seen: inout [String: SourceLocation]
    ) {
        if let sent = parameter.sentWire {
            let refusal: (problem: String, hint: String)? =
                if sent.isEmpty {
                    ("is empty", "give the name the parameter is sent under, or drop 'wire:'")
                } else if parameter.placement == .path {
                    ("is on a path parameter", "a path parameter is named by its '{placeholder}'; drop 'wire:'")
                } else if parameter.pattern != nil || PatternName(sent) != nil || sent.contains("{")
                    || sent.contains("}")
                {
                    ("involves a patterned name", "patterned names are sent as written; drop 'wire:'")
                } else if parameter.isBodyRoot {
                    ("is on the whole body", "the whole body has no name on the wire; drop 'wire:'")
                } else {
                    nil
                }
            if let refusal {
                diagnostics.error(
                    "'wire:\(sent.isEmpty ? "" : " \(sent)")' of parameter '\(parameter.wire)' \(refusal.problem)",
                    at: parameter.location,
                    path: "\(path).wire", hint: refusal.hint)
            }
        }
        guard !parameter.isBodyRoot, parameter.raw == nil else { return }
        let destination = wireDestination(of: parameter, in: endpoint)
        // Header names are case-insensitive; query, form and body names are not (`id` and `ID` are two).
        let name = destination == "header" ? parameter.sentName.lowercased() : parameter.sentName
        let key = "\(destination):\(name)"
        if let first = seen[key] {
            diagnostics.error(
                "parameter '\(parameter.wire)' is sent twice in the \(destination) as '\(parameter.sentName)'",
                at: parameter.location, path: path,
                hint: "the other one is at \(first); two parameters share a name only in different places")
        }
        seen[key] = parameter.location
    }
}
