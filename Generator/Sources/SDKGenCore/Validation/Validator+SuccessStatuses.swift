/// `responses:`: the types of an endpoint's answers by success status and the names of their enum cases.
extension Validator {
    /// Checks each entry's type (for an XML API, a document model), its case name, and that nothing else of the
    /// endpoint needs the one response type that `responses:` replaces (paging, a cache).
    mutating func checkSuccessStatuses(_ endpoint: Endpoint, path: String) {
        guard !endpoint.successStatuses.isEmpty else { return }
        var cases: [String: SourceLocation] = [:]
        for entry in endpoint.successStatuses {
            let entryPath = "\(path).responses.\(entry.code)"
            let typePath = entry.hasExplicitCaseName ? "\(entryPath).type" : entryPath
            let resolves = entry.type.map { checkType($0, path: typePath) } ?? false
            if resolves, let type = entry.type { checkResponseHoldsNoFile(type, path: typePath) }
            if resolves, let type = entry.type, schema.api?.format == .xml, !isXMLDocument(type.type) {
                diagnostics.error(
                    "the response of an XML API must be a struct model or a family, found '\(type.text)'",
                    at: type.location, path: typePath,
                    hint: "an XML reply is decoded from its document element into a model; or write 'empty'")
            }
            checkSuccessCaseName(entry, path: entryPath, cases: &cases)
        }
        if let paging = endpoint.paging {
            diagnostics.error(
                "a paged endpoint needs one response type, not one per status", at: paging.location,
                path: "\(path).paging", hint: "write 'response:' with the page's type, or drop 'paging'")
        }
        if let cache = endpoint.cache {
            diagnostics.error(
                "'cache' needs one response type, not one per status", at: cache.location, path: "\(path).cache",
                hint: "write 'response:' with the identified model, or drop 'cache'")
        }
    }

    private mutating func checkSuccessCaseName(
        _ entry: SuccessStatus, path: String, cases: inout [String: SourceLocation]
    ) {
        let location = entry.caseLocation ?? entry.location
        let casePath = entry.hasExplicitCaseName ? "\(path).case" : path
        let name = entry.caseName
        guard SwiftNaming.isIdentifier(name) else {
            diagnostics.error(
                "'\(name)' is not a valid Swift identifier", at: location, path: casePath,
                hint: "use letters, digits and '_', such as '\(SwiftNaming.memberNameSuggestion(name))'")
            return
        }
        if let first = name.first, first.isUppercase {
            diagnostics.error(
                "case name '\(name)' must start with a lower-case letter", at: location, path: casePath,
                hint: "such as '\(SwiftNaming.memberNameSuggestion(name))'")
            return
        }
        if SuccessStatus.reservedCaseNames.contains(name) || MemberScope.everywhere.contains(name) {
            diagnostics.error(
                "case name '\(name)' is taken by the response enum itself", at: location, path: casePath,
                hint: "write 'case:' with another name, such as '\(name)Response'")
            return
        }
        if let first = cases[name] {
            diagnostics.error(
                "case '\(name)' names two statuses", at: location, path: casePath,
                hint: "first given at \(first); write 'case:' with another name")
            return
        }
        cases[name] = location
    }
}
