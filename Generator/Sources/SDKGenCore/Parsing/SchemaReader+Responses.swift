/// `responses:`: an endpoint whose answer depends on its success status (`200: Pet`, `202: Job`, `204: empty`).
extension SchemaReader {
    /// Reads the mapping from success statuses to bodies.
    ///
    /// Each entry is a type, `empty`, or `{ type: T, case: name }`. Bad keys (not a 2xx code, a class such as `2XX`,
    /// a repeated status) are reported here; what the types name is checked by the validator.
    func readSuccessStatuses(_ node: YAMLNode, path: String) -> [SuccessStatus] {
        guard let pairs = mapping(node, path: path, what: "'responses'") else { return [] }
        if pairs.isEmpty {
            diagnostics.error(
                "'responses' lists no status", at: node.location, path: path,
                hint: "a body per success status, such as '{ 200: Pet, 204: empty }'; or one 'response:'")
        }
        return readStatusMapping(pairs, path: path) { text, location, entryPath -> Int? in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard trimmed.count == 3, let code = Int(trimmed), (200...299).contains(code) else {
                let isClass = trimmed.count == 3 && trimmed.uppercased().hasSuffix("XX")
                diagnostics.error(
                    "'\(text)' is not a success status", at: location, path: entryPath,
                    hint: isClass
                        ? "list the statuses the API answers one by one, such as 200, 201, 204"
                        : "a status code from 200 to 299; other statuses are errors ('errors:')")
                return nil
            }
            return code
        } entry: { value, code, location, entryPath in
            readSuccessStatus(value, code: code, at: location, path: entryPath)
        }
    }

    private func readSuccessStatus(
        _ node: YAMLNode, code: Int, at location: SourceLocation, path: String
    ) -> SuccessStatus? {
        if node.pairs == nil {
            if node.string == "empty" { return SuccessStatus(code: code, type: nil, location: location) }
            guard let type = typeExpression(node, path: path) else { return nil }
            return SuccessStatus(code: code, type: type, location: location)
        }
        guard let pairs = mapping(node, path: path, what: "a success status") else { return nil }
        if node["raw"] != nil {
            diagnostics.error(
                "a raw answer cannot be one of several success statuses", at: location, path: "\(path).raw",
                hint: "'responses' entries are JSON (or XML) bodies or 'empty'; a raw body is one 'response:'")
            return nil
        }
        checkKeys(pairs, allowed: ["type", "case"], path: path, what: "success status \(code)")
        guard let typeNode = node["type"] else {
            diagnostics.error(
                "missing key 'type' in success status \(code)", at: location, path: path,
                hint: "the body's type or 'empty', such as '{ type: Job, case: queued }'")
            return nil
        }
        var type: TypeExpression?
        if typeNode.string != "empty" {
            guard let expression = typeExpression(typeNode, path: "\(path).type") else { return nil }
            type = expression
        }
        var caseName: String?
        var caseLocation: SourceLocation?
        if let value = node["case"], let name = string(value, path: "\(path).case") {
            caseName = name
            caseLocation = value.location
        }
        return SuccessStatus(code: code, type: type, caseName: caseName, location: location, caseLocation: caseLocation)
    }
}
