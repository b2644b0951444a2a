/// Response headers → `responseHeaders:`: the typed header fields of an operation's first success answer.
extension ImportSession {
    /// `responseHeaders:` from the first success answer's `headers`, or `nil` when it declares none.
    ///
    /// A header's schema (3.x `schema`, 2.0 the header object itself) maps to `string`, `int`, `int64`, `double`,
    /// `bool`, `date-time`, `url` or `[string]`; anything else is read as its text (`string`), with a warning. A
    /// header is optional unless `required: true`. `Content-Type` is left out (OpenAPI ignores it), and so is a name
    /// that is no header token or repeats another one case-insensitively (a warning each). Swift names that would
    /// clash get a number.
    func importResponseHeaders(_ operation: YAMLNode, at pointer: String) -> YAMLValue? {
        guard let success = Self.successAnswers(answers(of: operation)).first else { return nil }
        let codePointer = JSONPointer.appending(JSONPointer.appending(pointer, "responses"), success.code)
        guard let (answer, answerPointer) = document.dereference(success.node, at: codePointer),
            let headers = answer["headers"]?.pairs, !headers.isEmpty
        else { return nil }
        var fields = YAMLMapping()
        var seen: Set<String> = []
        var swiftNames: Set<String> = []
        for pair in headers {
            guard let name = pair.key.scalar else { continue }
            let headerPointer = JSONPointer.appending(answerPointer, ["headers", name])
            if name.lowercased() == "content-type" { continue }
            guard !name.isEmpty, name.allSatisfy(ResponseHeader.isTokenCharacter) else {
                warn(headerPointer, "'\(name)' is not a header field name; left out of responseHeaders")
                continue
            }
            guard seen.insert(name.lowercased()).inserted else {
                warn(headerPointer, "the header '\(name)' is listed twice (names compare case-insensitively); left out")
                continue
            }
            guard let (header, resolved) = document.dereference(pair.value, at: headerPointer) else {
                warn(headerPointer, "the header's reference cannot be followed; left out")
                continue
            }
            var type = Self.withoutOptionalElements(headerType(header, at: resolved))
            if header["required"]?.bool != true { type += "?" }
            var field = YAMLMapping()
            field["type"] = .string(type)
            var swiftName = SchemaReader.headerPropertyName(name, rule: .camel)
            if !SwiftNaming.isIdentifier(swiftName) || MemberScope.everywhere.contains(swiftName)
                || swiftName == "hashValue" || swiftNames.contains(swiftName)
            {
                var number = 2
                let base = SwiftNaming.isIdentifier(swiftName) ? swiftName : "header"
                while swiftNames.contains("\(base)\(number)") { number += 1 }
                swiftName = "\(base)\(number)"
                field["swift"] = .string(swiftName)
            }
            swiftNames.insert(swiftName)
            if let description = describe(header) { field["description"] = .string(description) }
            // A type alone is written short (`ETag: string?`).
            fields[name] = field.pairs.count == 1 ? .string(type) : field.value
        }
        return fields.isEmpty ? nil : fields.value
    }

    /// The schema-language type of a header: its schema's scalar type, `[string]`, or `string` for anything else.
    private func headerType(_ header: YAMLNode, at pointer: String) -> String {
        var schema = header
        if document.version != .swagger2 {
            guard let raw = header["schema"],
                let (resolved, _) = document.dereference(raw, at: JSONPointer.appending(pointer, "schema"))
            else { return "string" }
            schema = resolved
        }
        let format = schema["format"]?.string
        switch schema["type"]?.string {
        case "string":
            if format == "date-time" { return "date-time" }
            if format == "uri" || format == "url" { return "url" }
            return "string"
        case "integer": return format == "int64" ? "int64" : "int"
        case "number": return "double"
        case "boolean": return "bool"
        case "array" where schema["items"]?["type"]?.string == "string": return "[string]"
        case nil: return "string"
        case let other?:
            warn(pointer, "a '\(other)' header is typed as its text ('string')")
            return "string"
        }
    }
}
