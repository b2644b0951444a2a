extension SchemaReader {
    /// Reads `api.errors`: the base error model and its status-specific bodies.
    ///
    /// The base model is `model`, `when` and `failure`; `statuses:` holds the bodies per status. A model alone
    /// (`errors: Envelope`) is the base model checked on every response.
    func readErrors(_ node: YAMLNode, into api: inout APIMetadata) {
        let path = "api.errors"
        if node.pairs == nil, let model = typeExpression(node, path: path) {
            api.errors = .init(model: model, checkAlways: true, failures: [], location: node.location)
            return
        }
        guard let pairs = mapping(node, path: path, what: "'errors'") else { return }
        checkKeys(pairs, allowed: ["model", "when", "failure", "statuses"], path: path, what: "'errors'")
        if let value = node["statuses"] {
            api.errorStatuses = readErrorStatuses(value, path: "\(path).statuses")
        }
        guard let modelNode = node["model"] else {
            if node["statuses"] == nil {
                diagnostics.error(
                    "missing key 'model' in 'errors'", at: node.location, path: path,
                    hint: "the base error model, or 'statuses:' with a model per status")
            } else if let key = ["when", "failure"].first(where: { node[$0] != nil }) {
                diagnostics.error(
                    "'\(key)' in 'errors' needs a base 'model'", at: node.location, path: "\(path).\(key)",
                    hint: "add 'model:', or remove '\(key)'")
            }
            return
        }
        guard let model = typeExpression(modelNode, path: "\(path).model") else { return }
        var envelope = APIMetadata.ErrorEnvelope(model: model, checkAlways: true, failures: [], location: node.location)
        if let value = node["when"], let when = string(value, path: "\(path).when") {
            switch when {
            case "always": envelope.checkAlways = true
            case "status": envelope.checkAlways = false
            default:
                diagnostics.error(
                    "unknown value '\(when)' for 'when'", at: value.location, path: "\(path).when",
                    hint: Suggestions.didYouMean(when, in: ["always", "status"]) ?? "one of: always, status")
            }
        }
        if let value = node["failure"] { envelope.failures = stringList(value, path: "\(path).failure").map(\.0) }
        api.errors = envelope
    }

    /// Reads a mapping from statuses (`404`, `4XX`) to error bodies.
    ///
    /// Each body is `{ model: M, case: name }` or the shorthand `404: M`. Bad keys are reported here; what the
    /// entries name is checked by the validator.
    func readErrorStatuses(_ node: YAMLNode, path: String) -> [ErrorStatus] {
        guard let pairs = mapping(node, path: path, what: "error statuses") else { return [] }
        return readStatusMapping(pairs, path: path) { text, location, entryPath -> ErrorStatusKey? in
            guard let key = ErrorStatusKey(text) else {
                diagnostics.error(
                    "'\(text)' is not an HTTP status", at: location, path: entryPath,
                    hint: "a status code from 100 to 599, such as 404, or a class: 4XX, 5XX")
                return nil
            }
            if key.isSuccess {
                diagnostics.error(
                    "status \(key) is a success, not an error", at: location, path: entryPath,
                    hint:
                        "error bodies apply to statuses outside 2xx; a 2xx body is the endpoint's 'response' (or 'responses')"
                )
                return nil
            }
            return key
        } entry: { value, key, location, entryPath in
            readErrorStatus(value, key: key, at: location, path: entryPath)
        }
    }

    private func readErrorStatus(
        _ node: YAMLNode, key: ErrorStatusKey, at location: SourceLocation, path: String
    ) -> ErrorStatus? {
        if node.pairs == nil {
            guard let model = typeExpression(node, path: path) else { return nil }
            return ErrorStatus(key: key, model: model, caseName: "", hasExplicitCaseName: false, location: location)
        }
        guard let pairs = mapping(node, path: path, what: "an error status") else { return nil }
        checkKeys(pairs, allowed: ["model", "case"], path: path, what: "error status \(key)")
        guard let modelNode = node["model"] else {
            diagnostics.error(
                "missing key 'model' in error status \(key)", at: location, path: path,
                hint: "the model of the body, such as '{ model: NotFound, case: notFound }'")
            return nil
        }
        guard let model = typeExpression(modelNode, path: "\(path).model") else { return nil }
        var entry = ErrorStatus(key: key, model: model, caseName: "", hasExplicitCaseName: false, location: location)
        if let value = node["case"], let name = string(value, path: "\(path).case") {
            entry.caseName = name
            entry.hasExplicitCaseName = true
            entry.caseLocation = value.location
        }
        return entry
    }
}
