/// `oneOf: [{const: 0, title: NORMAL}, {const: 1, title: BURST}]`: an enum written as alternatives of constants,
/// each with its own title and description (Discord writes its 91 enums so).
extension ImportSession {
    /// The values of an enum a schema spells, with the title of each: its `enum`, or `oneOf` / `anyOf` members that
    /// are each one constant (`const: x`, or `enum: [x]`), a `null` member aside; `nil` for any other schema.
    func enumAlternatives(of schema: YAMLNode) -> [(value: YAMLNode, title: String?)]? {
        if let values = schema["enum"]?.items { return values.map { ($0, nil) } }
        guard schema["properties"] == nil, let members = (schema["oneOf"] ?? schema["anyOf"])?.items else {
            return nil
        }
        var alternatives: [(value: YAMLNode, title: String?)] = []
        for member in members where !isNullSchema(member) {
            guard member["$ref"] == nil, member["properties"] == nil, member["oneOf"] == nil, member["anyOf"] == nil,
                member["allOf"] == nil
            else { return nil }
            let value: YAMLNode
            if let constant = member["const"], constant.scalar != nil, !constant.isNull {
                value = constant
            } else if let values = member["enum"]?.items, values.count == 1, values[0].scalar != nil,
                !values[0].isNull
            {
                value = values[0]
            } else {
                return nil
            }
            alternatives.append((value, member["title"]?.string))
        }
        // Constants of several JSON kinds (`0` and `"auto"`) are no enum of one type: such a value stays free-form.
        let kinds = Set(alternatives.map { Self.scalarKind($0.value) })
        return alternatives.count > 1 && kinds.count == 1 ? alternatives : nil
    }

    /// The JSON kind of a constant: a quoted scalar is a string whatever its text.
    private static func scalarKind(_ value: YAMLNode) -> String {
        guard !value.isQuoted, let text = value.scalar else { return "string" }
        if Int(text) != nil { return "integer" }
        if Double(text) != nil { return "number" }
        if text == "true" || text == "false" { return "boolean" }
        return "string"
    }

    /// Whether a `oneOf` / `anyOf` is an enum of constants (``enumAlternatives(of:)``) rather than a union.
    func isConstantAlternatives(_ schema: YAMLNode) -> Bool {
        schema["enum"] == nil && enumAlternatives(of: schema) != nil
    }

    /// The case names the constants' titles give, in the values' order, when every value has a title and they give
    /// distinct identifiers (`NO_USER` → `noUser`); `nil` otherwise, and the values name the cases.
    func caseNamesFromTitles(_ alternatives: [(value: YAMLNode, title: String?)]) -> [String: String]? {
        var names: [String: String] = [:]
        var taken: Set<String> = []
        for (value, title) in alternatives {
            guard let title, let raw = value.scalar else { return nil }
            // A title in capitals (`ONE_MINUTE`) is words, not an acronym: `oneMinute`, not `oneMINUTE`.
            let words = title.uppercased() == title ? title.lowercased() : title
            let name = MemberScope.enumeration.spelling(for: Self.derivedCaseName(words))
            guard SwiftNaming.isIdentifier(name) else { return nil }
            if let earlier = names[raw] {
                guard earlier == name else { return nil }
                continue
            }
            guard taken.insert(name).inserted else { return nil }
            names[raw] = name
        }
        return names
    }

    /// What the constants' own descriptions say, one line each under the enum's description (`- ``oneMinute``:
    /// …`), so a case keeps its meaning in the generated documentation; `nil` when no constant has one.
    func caseDescriptions(of schema: YAMLNode, caseNames: [String: String]) -> String? {
        guard schema["enum"] == nil, let members = (schema["oneOf"] ?? schema["anyOf"])?.items else { return nil }
        var lines: [String] = []
        for member in members {
            guard let raw = (member["const"] ?? member["enum"]?.items?.first)?.scalar, let name = caseNames[raw],
                let text = member["description"]?.string
            else { continue }
            let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            lines.append("- `\(name)`: \(trimmed.count > 200 ? String(trimmed.prefix(199)) + "…" : trimmed)")
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
}
