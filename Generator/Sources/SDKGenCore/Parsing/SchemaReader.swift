/// Turns loaded YAML trees into a ``Schema``, reporting every shape problem and continuing.
///
/// One reader reads one API folder. Each `read…` method checks the keys of its mapping against the
/// keys the schema language allows there (unknown keys get a did-you-mean), reads what it can and
/// skips what it cannot, so a single run reports every problem.
final class SchemaReader {
    /// Problems found so far.
    var diagnostics = DiagnosticEngine()
    /// The naming rule from `api.naming`, applied to every derived name.
    var naming: NamingRule = .camel
    /// The schema being built.
    var schema: Schema
    /// Named parameter groups (`parameterSets:`), read before the endpoints that include them.
    var parameterSets: [String: ParameterSet] = [:]
    /// How many more unknown parameter-set names get a did-you-mean search (``unknownParameterSetHint(_:)``).
    var setSuggestionsLeft = 100
    /// The parameter sets' names, sorted once for the hints of unknown ones.
    var sortedSetNames: [String]?
    /// The problems of embedded sets already reported (`set.wire`), so a set embedded by many endpoints reports once.
    var reportedEmbedProblems: Set<String> = []

    init(files: [String]) {
        schema = Schema(files: files)
    }

    // MARK: Files

    /// Reads every document: the `api:` section first (its naming rule applies everywhere), then the rest.
    func read(documents: [YAMLNode]) -> Schema {
        for document in documents { checkKeyShapes(document, path: "") }
        var apiNode: (key: YAMLNode, value: YAMLNode)?
        for document in documents {
            guard let pairs = mapping(document, path: "", what: "a schema file") else { continue }
            // `x-…` keys hold YAML anchors for merge keys (`<<: *paging`) and are otherwise ignored.
            let keys = pairs.filter { !($0.key.scalar ?? "").hasPrefix("x-") }
            checkKeys(
                keys, allowed: ["api", "endpoints", "models", "types", "parameterSets"], path: "",
                what: "a schema file")
            for pair in pairs where pair.key.scalar == "api" {
                if let first = apiNode {
                    diagnostics.error(
                        "duplicate 'api' section", at: pair.key.location, path: "api",
                        hint: "exactly one file holds the 'api' section; the first is at \(first.key.location)")
                } else {
                    apiNode = (pair.key, pair.value)
                }
            }
        }
        if let apiNode {
            readAPI(apiNode.value, at: apiNode.key.location)
        } else if let first = documents.first {
            diagnostics.error(
                "no 'api' section in this schema", at: first.location,
                hint: "add 'api: { name: …, module: … }' to one file of the folder")
        } else if let file = schema.files.first, !diagnostics.hasErrors {
            // Every file is empty or holds only comments: nothing to generate is an error, not a silent success.
            diagnostics.error(
                "the schema is empty: \(schema.files.count == 1 ? "its file holds" : "its files hold") no YAML content",
                at: SourceLocation(file: file, line: 1, column: 1),
                hint: "add 'api: { name: …, module: … }' and the endpoints and models")
        }
        for document in documents {
            for pair in document.pairs ?? [] where pair.key.scalar == "parameterSets" {
                readParameterSets(pair.value)
            }
        }
        for document in documents {
            for pair in document.pairs ?? [] {
                switch pair.key.scalar {
                case "endpoints": readEndpoints(pair.value)
                case "models": readModels(pair.value)
                case "types": readExternalTypes(pair.value)
                default: break
                }
            }
        }
        NameResolver.resolve(&schema)
        return schema
    }

    // MARK: Shape helpers

    /// The pairs of a mapping; reports and returns `nil` for anything else.
    func mapping(_ node: YAMLNode, path: String, what: String) -> [YAMLNode.Pair]? {
        if let pairs = node.pairs { return pairs }
        diagnostics.error("\(what) must be a mapping, found \(node.kindDescription)", at: node.location, path: path)
        return nil
    }

    /// Reports, anywhere in a document, every mapping key that is a mapping, a sequence or null (which no reader
    /// can use, so it would be dropped), and every merge key (`<<`) the loader could not merge because its value
    /// is not a mapping or a list of mappings.
    func checkKeyShapes(_ node: YAMLNode, path: String) {
        if let items = node.items {
            for (index, item) in items.enumerated() { checkKeyShapes(item, path: "\(path)[\(index)]") }
        }
        for pair in node.pairs ?? [] {
            guard let key = pair.key.string else {
                diagnostics.error(
                    "a mapping key must be a name, found \(pair.key.kindDescription)", at: pair.key.location,
                    path: path, hint: "write the key as a plain or quoted string")
                continue
            }
            if key == "<<", !pair.key.isQuoted {
                diagnostics.error(
                    "a merge key ('<<') needs a mapping or a list of mappings, found \(pair.value.kindDescription)",
                    at: pair.key.location, path: join(path, key),
                    hint: "merge an anchored mapping, such as '<<: *shared'")
                continue
            }
            checkKeyShapes(pair.value, path: join(path, key))
        }
    }

    /// Reports every key not in `allowed`, with a did-you-mean.
    func checkKeys(_ pairs: [YAMLNode.Pair], allowed: [String], path: String, what: String) {
        for pair in pairs {
            // Keys that are not scalars are reported once, by `checkKeyShapes`.
            guard let key = pair.key.string, key != "<<" || pair.key.isQuoted else { continue }
            guard !allowed.contains(key) else { continue }
            let hint =
                Suggestions.didYouMean(key, in: allowed)
                ?? "allowed keys: \(allowed.joined(separator: ", "))"
            diagnostics.error(
                "unknown key '\(key)' in \(what)", at: pair.key.location, path: join(path, key), hint: hint)
        }
    }

    /// A non-null scalar's text; reports other shapes.
    func string(_ node: YAMLNode, path: String) -> String? {
        if let text = node.string { return text }
        diagnostics.error("expected a string, found \(node.kindDescription)", at: node.location, path: path)
        return nil
    }

    /// A Boolean; reports other values.
    func bool(_ node: YAMLNode, path: String) -> Bool? {
        if let value = node.bool { return value }
        diagnostics.error(
            "expected true or false, found \(describe(node))", at: node.location, path: path)
        return nil
    }

    /// An integer; reports other values.
    func int(_ node: YAMLNode, path: String) -> Int? {
        if let value = node.int { return value }
        diagnostics.error("expected an integer, found \(describe(node))", at: node.location, path: path)
        return nil
    }

    /// One of an enumeration's raw values; reports others with a did-you-mean over the allowed set.
    func choice<Value: RawRepresentable & CaseIterable>(
        _ node: YAMLNode, path: String, what: String, as _: Value.Type = Value.self
    ) -> Value? where Value.RawValue == String {
        guard let text = string(node, path: path) else { return nil }
        if let value = Value(rawValue: text) { return value }
        let allowed = Value.allCases.map(\.rawValue)
        diagnostics.error(
            "unknown \(what) '\(text)'", at: node.location, path: path,
            hint: Suggestions.didYouMean(text, in: allowed) ?? "one of: \(allowed.joined(separator: ", "))")
        return nil
    }

    /// A list of strings (a sequence, or a single scalar).
    func stringList(_ node: YAMLNode, path: String) -> [(String, SourceLocation)] {
        if let items = node.items {
            return items.enumerated().compactMap { index, item in
                string(item, path: "\(path)[\(index)]").map { ($0, item.location) }
            }
        }
        return string(node, path: path).map { [($0, node.location)] } ?? []
    }

    /// A parsed type expression; syntax errors are reported at the offending character.
    func typeExpression(_ node: YAMLNode, path: String) -> TypeExpression? {
        guard let text = string(node, path: path) else { return nil }
        switch TypeExpressionParser.parse(text, at: node.location, quoted: node.isQuoted) {
        case .success(let expression):
            return expression
        case .failure(let failure):
            diagnostics.error(
                "invalid type expression: \(failure.message)", at: node.location.advanced(byColumns: failure.offset),
                path: path, hint: "types look like string, [T], {K: T}, OrderedMap<T>, Name<T>, T?")
            return nil
        }
    }

    /// `a.b`, or `b` when `a` is empty.
    func join(_ path: String, _ component: String) -> String {
        path.isEmpty ? component : "\(path).\(component)"
    }

    /// A scalar's text in quotes, or the node kind.
    func describe(_ node: YAMLNode) -> String {
        if let text = node.string { return "'\(text)'" }
        return node.kindDescription
    }

    /// The value of a default key as source text, with whether it was quoted.
    func scalarValue(_ node: YAMLNode, path: String) -> (text: String, quoted: Bool)? {
        guard case .scalar(let text, let quoted) = node.content else {
            diagnostics.error(
                "a default must be a scalar, found \(node.kindDescription)", at: node.location, path: path)
            return nil
        }
        return (text, quoted)
    }
}
