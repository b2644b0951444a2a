extension SchemaReader {
    static let modelKeys = [
        "description", "properties", "generic", "enum", "type", "caseInsensitive", "family", "xml", "lenient",
        "wireType", "wireTypeScope", "deprecated", "swift", "identity", "oneOf", "variants", "mutable",
        "additionalProperties",
    ]
    static let propertyKeys = [
        "type", "optional", "nullable", "default", "swift", "description", "format", "order", "flatten", "xml",
        "deprecated", "separator", "aliases", "explicitNull",
    ]

    /// Reads a `models:` section.
    func readModels(_ node: YAMLNode) {
        guard let pairs = mapping(node, path: "models", what: "'models'") else { return }
        for pair in pairs {
            guard let name = pair.key.string else { continue }
            if let model = readModel(name: name, node: pair.value, at: pair.key.location) {
                schema.models.append(model)
            }
        }
    }

    /// Reads a `types:` section of external types.
    func readExternalTypes(_ node: YAMLNode) {
        guard let pairs = mapping(node, path: "types", what: "'types'") else { return }
        for pair in pairs {
            guard let name = pair.key.string else { continue }
            let path = "types.\(name)"
            var external = ExternalType(
                name: name, swiftName: name, kind: "both", description: nil, location: pair.key.location)
            if let fields = mapping(pair.value, path: path, what: "an external type") {
                checkKeys(
                    fields, allowed: ["swift", "kind", "description", "uses"], path: path,
                    what: "external type '\(name)'")
                if let value = pair.value["swift"], let swift = string(value, path: "\(path).swift") {
                    external.swiftName = swift
                }
                if let value = pair.value["description"] {
                    external.description = string(value, path: "\(path).description")
                }
                if let value = pair.value["uses"] {
                    let items = value.items ?? [value]
                    external.uses = items.enumerated().compactMap { index, item in
                        typeExpression(item, path: value.items == nil ? "\(path).uses" : "\(path).uses[\(index)]")
                    }
                }
                if let value = pair.value["kind"], let kind = string(value, path: "\(path).kind") {
                    if ["parameter", "codable", "both"].contains(kind) {
                        external.kind = kind
                    } else {
                        diagnostics.error(
                            "unknown external type kind '\(kind)'", at: value.location, path: "\(path).kind",
                            hint: Suggestions.didYouMean(kind, in: ["parameter", "codable", "both"])
                                ?? "one of: parameter, codable, both")
                    }
                }
            }
            schema.externalTypes.append(external)
        }
    }

    private func readModel(name: String, node: YAMLNode, at location: SourceLocation) -> ModelDecl? {
        let path = "models.\(name)"
        guard let pairs = mapping(node, path: path, what: "a model") else { return nil }
        checkKeys(pairs, allowed: Self.modelKeys, path: path, what: "model '\(name)'")
        let shapes = ["properties", "enum", "family", "oneOf"].filter { node[$0] != nil }
        if shapes.count > 1 {
            diagnostics.error(
                "model '\(name)' has both '\(shapes[0])' and '\(shapes[1])'", at: location, path: path,
                hint: "a model is a struct (properties), an enum (enum), a family (family) or a union (oneOf)")
        }
        var kind: ModelDecl.Kind
        if let value = node["enum"] {
            kind = .enumeration(readEnum(value, model: node, path: path))
        } else if let value = node["family"] {
            guard let family = readFamily(value, path: "\(path).family") else { return nil }
            kind = .family(family)
        } else if let value = node["oneOf"] {
            kind = .union(readUnion(value, path: "\(path).oneOf"))
        } else if let value = node["properties"] {
            kind = .object(readProperties(value, path: "\(path).properties"))
        } else {
            kind = .object([])
        }
        var model = ModelDecl(name: name, kind: kind, location: location)
        if let value = node["description"] { model.description = string(value, path: "\(path).description") }
        if let value = node["swift"] {
            model.swiftOverride = string(value, path: "\(path).swift")
            model.swiftOverrideLocation = value.location
        }
        if let value = node["generic"] { model.genericParameters = stringList(value, path: "\(path).generic").map(\.0) }
        if let value = node["wireType"] { model.wireType = string(value, path: "\(path).wireType") }
        if let value = node["identity"] {
            model.identity = string(value, path: "\(path).identity")
            model.identityLocation = value.location
        }
        if let value = node["variants"] { model.variants = readTaggedUnion(value, path: "\(path).variants") }
        if let value = node["additionalProperties"] {
            model.additionalProperties = readAdditionalProperties(
                value, isStruct: ["enum", "family", "oneOf"].allSatisfy { node[$0] == nil },
                path: "\(path).additionalProperties")
        }
        if let value = node["wireTypeScope"] {
            model.wireTypeScope = stringList(value, path: "\(path).wireTypeScope").map(\.0)
        }
        if let value = node["lenient"] { model.lenient = bool(value, path: "\(path).lenient") ?? false }
        if let value = node["deprecated"] { model.deprecated = bool(value, path: "\(path).deprecated") ?? false }
        if let value = node["mutable"] {
            model.mutable = bool(value, path: "\(path).mutable")
            if node["properties"] == nil {
                diagnostics.error(
                    "'mutable' applies only to models with properties", at: value.location, path: "\(path).mutable",
                    hint: "enums, families and unions have no stored fields to make 'let' or 'var'")
            }
        }
        if let value = node["type"], node["enum"] == nil {
            diagnostics.error(
                "'type' applies only to enums", at: value.location, path: "\(path).type",
                hint: "a struct's fields go under 'properties'")
        }
        if let value = node["xml"], let fields = mapping(value, path: "\(path).xml", what: "a model's 'xml'") {
            checkKeys(fields, allowed: ["element", "root"], path: "\(path).xml", what: "a model's 'xml'")
            if let element = value["element"] { model.xmlElement = string(element, path: "\(path).xml.element") }
            if let root = value["root"] { model.xmlRoot = string(root, path: "\(path).xml.root") }
        }
        return model
    }

    private func readEnum(_ node: YAMLNode, model: YAMLNode, path: String) -> EnumDecl {
        var isInteger = false
        if let value = model["type"], let type = string(value, path: "\(path).type") {
            switch type {
            case "string": isInteger = false
            case "int": isInteger = true
            default:
                diagnostics.error(
                    "enum raw type must be 'string' or 'int', found '\(type)'", at: value.location,
                    path: "\(path).type", hint: Suggestions.didYouMean(type, in: ["string", "int"]))
            }
        }
        var cases: [EnumDecl.Case] = []
        func derived(_ raw: String) -> String { SwiftNaming.enumCaseName(fromRaw: raw) }
        if let items = node.items {
            for (index, item) in items.enumerated() {
                guard let raw = string(item, path: "\(path).enum[\(index)]") else { continue }
                cases.append(.init(raw: raw, swiftName: derived(raw), location: item.location))
            }
        } else if let pairs = node.pairs {
            for pair in pairs {
                guard let raw = pair.key.string, let swift = string(pair.value, path: "\(path).enum.\(raw)") else {
                    continue
                }
                cases.append(
                    .init(raw: raw, swiftName: swift, location: pair.key.location, hasExplicitSwiftName: true))
            }
        } else {
            diagnostics.error(
                "'enum' must be a list of values or a mapping of value: swiftName", at: node.location,
                path: "\(path).enum")
        }
        if isInteger {
            for enumCase in cases where Int(enumCase.raw) == nil {
                diagnostics.error("'\(enumCase.raw)' is not an integer", at: enumCase.location, path: "\(path).enum")
            }
        }
        var caseInsensitive = false
        if let value = model["caseInsensitive"] {
            caseInsensitive = bool(value, path: "\(path).caseInsensitive") ?? false
        }
        return EnumDecl(cases: cases, isInteger: isInteger, caseInsensitive: caseInsensitive)
    }

    private func readFamily(_ node: YAMLNode, path: String) -> FamilyDecl? {
        guard let pairs = mapping(node, path: path, what: "'family'") else { return nil }
        checkKeys(pairs, allowed: ["discriminator", "members"], path: path, what: "'family'")
        guard let discriminatorNode = node["discriminator"] else {
            diagnostics.error(
                "missing key 'discriminator' in 'family'", at: node.location, path: path,
                hint: "{ field: type }, { field: ern, prefix: \"ern:\" }, { key: true } or { element: true }")
            return nil
        }
        guard let discriminator = readDiscriminator(discriminatorNode, path: "\(path).discriminator") else {
            return nil
        }
        var members: [FamilyDecl.Member] = []
        if let value = node["members"], let memberPairs = mapping(value, path: "\(path).members", what: "'members'") {
            for pair in memberPairs {
                guard let wire = pair.key.string,
                    let type = typeExpression(pair.value, path: "\(path).members.\(wire)")
                else { continue }
                members.append(.init(wire: wire, type: type, location: pair.key.location))
            }
        } else if node["members"] == nil {
            diagnostics.error("missing key 'members' in 'family'", at: node.location, path: path)
        }
        return FamilyDecl(discriminator: discriminator, members: members)
    }

    private func readDiscriminator(_ node: YAMLNode, path: String) -> FamilyDecl.Discriminator? {
        guard let pairs = mapping(node, path: path, what: "'discriminator'") else { return nil }
        checkKeys(pairs, allowed: ["field", "prefix", "key", "element"], path: path, what: "'discriminator'")
        let forms = ["field", "key", "element"].filter { node[$0] != nil }
        guard forms.count == 1 else {
            diagnostics.error(
                forms.isEmpty
                    ? "a discriminator needs 'field', 'key' or 'element'"
                    : "a discriminator takes one of 'field', 'key', 'element', not several",
                at: node.location, path: path,
                hint: "{ field: type }, { field: ern, prefix: \"ern:\" }, { key: true } or { element: true }")
            return nil
        }
        switch forms[0] {
        case "field":
            guard let field = string(node["field"]!, path: "\(path).field") else { return nil }
            if let prefixNode = node["prefix"] {
                guard let prefix = string(prefixNode, path: "\(path).prefix") else { return nil }
                return .prefix(field: field, prefix: prefix)
            }
            return .field(field)
        case "key":
            if let prefixNode = node["prefix"] {
                diagnostics.error("'prefix' goes with 'field'", at: prefixNode.location, path: "\(path).prefix")
            }
            guard bool(node["key"]!, path: "\(path).key") == true else { return nil }
            return .key
        default:
            guard bool(node["element"]!, path: "\(path).element") == true else { return nil }
            return .element
        }
    }
}
