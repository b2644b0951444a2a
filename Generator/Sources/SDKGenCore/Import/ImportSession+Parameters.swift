/// Operation and path-item parameters → endpoint parameters, with `style` / `explode` (3.x) or
/// `collectionFormat` (2.0) → the list spelling.
extension ImportSession {
    /// A parameter object after `$ref` is followed.
    struct ParameterObject {
        var node: YAMLNode
        var pointer: String
        var name: String
        var location: String
    }

    /// The path item's and the operation's parameters (the operation's win), `$ref`s followed.
    func parameterObjects(item: YAMLNode, operation: YAMLNode, at pointer: String) -> [ParameterObject] {
        var result: [ParameterObject] = []
        let itemPointer = String(pointer[..<(pointer.lastIndex(of: "/") ?? pointer.endIndex)])
        let sources = [(item, itemPointer), (operation, pointer)]
        for (node, base) in sources {
            for (index, raw) in (node["parameters"]?.items ?? []).enumerated() {
                let rawPointer = JSONPointer.appending(base, ["parameters", "\(index)"])
                guard let (parameter, resolved) = document.dereference(raw, at: rawPointer) else {
                    warn(rawPointer, "the parameter's reference cannot be followed; left out")
                    continue
                }
                guard let name = parameter["name"]?.string, let location = parameter["in"]?.string else {
                    warn(resolved, "a parameter without 'name' or 'in'; left out")
                    continue
                }
                let object = ParameterObject(node: parameter, pointer: resolved, name: name, location: location)
                result.removeAll { $0.name == name && $0.location == location }
                result.append(object)
            }
        }
        return result
    }

    /// Adds the query, path and header parameters; body and form parameters (2.0) are left to the body.
    func importParameters(
        item: YAMLNode, operation: YAMLNode, path: String, at pointer: String, into parameters: inout EndpointParameters
    ) {
        var placeholders = Self.placeholders(in: path)
        let objects = explodingObjects(parameterObjects(item: item, operation: operation, at: pointer))
        // A path parameter is keyed by its placeholder; a query or header parameter of the same name that comes
        // first must not take that key, or the path parameter would have none.
        parameters.pathKeys = Set(
            objects.filter { $0.location == "path" && placeholders.contains($0.name) }.map(\.name))
        for object in objects {
            switch object.location {
            case "body", "formData": continue
            case "cookie" where !Validator.isHeaderName(object.name):
                warn(object.pointer, "'\(object.name)' is not a cookie name; left out")
                continue
            case "header" where keepsFixedAccept(object): break
            case "header" where ["accept", "content-type", "authorization"].contains(object.name.lowercased()):
                warn(object.pointer, "header '\(object.name)' is set by the runtime and the auth settings; left out")
                continue
            case "path":
                guard placeholders.contains(object.name) else {
                    warn(object.pointer, "path parameter '\(object.name)' has no placeholder in '\(path)'; left out")
                    continue
                }
                placeholders.removeAll { $0 == object.name }
            case "header" where !Validator.isHeaderName(object.name):
                warn(object.pointer, "'\(object.name)' is not an HTTP header name; left out")
                continue
            case "query", "header", "cookie": break
            default:
                warn(object.pointer, "unknown parameter location '\(object.location)'; left out")
                continue
            }
            if importSpreadObject(object, into: &parameters) { continue }
            var (entry, mapWire) = parameterEntry(object, endpoint: parameters.endpoint)
            var wire = object.name
            if let mapWire {
                wire = mapWire
                entry["swift"] = .string(ImportNaming.memberName(object.name, in: .request))
            }
            if object.node["style"]?.string == "deepObject", object.location == "query", entry["content"] == nil {
                // A name with braces would give a pattern of two placeholders (`a{x}[{key}]`), which no name has.
                guard !object.name.contains("{"), !object.name.contains("}") else {
                    warn(object.pointer, "deepObject parameter name '\(object.name)' has braces; left out")
                    continue
                }
                if let type = deepObjectType(object, endpoint: parameters.endpoint) {
                    // `created[gte]=…`, `expand[0]=…`: the value typed, spelled as bracketed keys by the runtime.
                    entry["type"] = .string(type)
                    entry["content"] = .string("deep-object")
                    entry["array"] = nil
                } else {
                    // `filter[name]=x`: a patterned parameter over a map of the object's keys.
                    wire = object.name + "[{key}]"
                    entry["type"] = .string("{string: string}")
                    entry["array"] = nil
                    entry["swift"] = .string(ImportNaming.memberName(object.name, in: .request))
                }
            }
            if object.location == "query", object.node["style"]?.string != "deepObject",
                object.name.contains("{") || object.name.contains("}")
            {
                // `{field_name}=x` (SendGrid): the name is a placeholder for a key the caller chooses, which the
                // language says with a patterned parameter over a map.
                guard let key = Self.singlePlaceholder(in: object.name) else {
                    warn(object.pointer, "query parameter name '\(object.name)' has unpaired braces; left out")
                    continue
                }
                // A JSON-serialized value per key would be a patterned JSON parameter, which the language has not.
                let value = entry["array"] == nil && entry["content"] == nil ? entry["type"] : nil
                entry["content"] = nil
                let valueType = value.flatMap { if case .string(let text) = $0 { text } else { nil } } ?? "string"
                entry["type"] = .string("{string: \(valueType.hasPrefix("[") ? "string" : valueType)}")
                entry["array"] = nil
                entry["swift"] = .string(ImportNaming.memberName(key))
                warn(
                    object.pointer,
                    "query parameter name '\(object.name)' holds a placeholder; imported as a patterned parameter "
                        + "over a map (one query parameter per key)")
            }
            if object.location != "path" {
                entry["in"] = .string(object.location)
                if object.node["required"]?.bool == true {
                    let type = entry["type"].flatMap { if case .string(let text) = $0 { text } else { nil } }
                    if entry["array"] == nil, let type, let fixed = fixedDefault(of: object, type: type) {
                        entry["default"] = fixed
                    } else {
                        entry["required"] = .bool(true)
                    }
                }
            } else {
                if case .string(let type)? = entry["type"], type.hasPrefix("[") {
                    // A path holds one segment value; the language has no list spelling for it.
                    warn(
                        object.pointer,
                        "path parameter '\(object.name)' is a list ('\(type)'), which a path cannot hold here; sent "
                            + "as a string (join the values as the API expects, such as 'a,b')")
                    entry["type"] = .string("string")
                    entry["array"] = nil
                }
                entry["in"] = .string("path")
                markSlashes(object, in: &entry, greedy: parameters.greedyPlaceholders)
            }
            let description = describe(object.node, keys: ["description"])
            if !parameters.add(wire: wire, reordered(entry), description: description) {
                warn(object.pointer, "a second parameter named '\(object.name)' (in \(object.location)); left out")
            }
        }
        for placeholder in placeholders {
            if case .mapping(let pairs)? = parameters.entries[placeholder] {
                // Declared, but in the query or a header (`in: query` next to `/accounts/{id}`): the path cannot
                // be filled without it, so it moves into the path, keeping its type when a path can hold it.
                var entry = YAMLMapping()
                for pair in pairs where !["in", "required", "array", "content"].contains(pair.key) {
                    entry[pair.key] = pair.value
                }
                if case .string(let type)? = entry["type"],
                    type.hasPrefix("[") || type.hasPrefix("{") || pairs.contains(where: { $0.key == "content" })
                {
                    entry["type"] = .string("string")
                }
                entry["in"] = .string("path")
                if parameters.greedyPlaceholders.contains(placeholder) { entry["keepSlashes"] = .bool(true) }
                parameters.entries[placeholder] = reordered(entry).value
                warn(
                    pointer,
                    "path placeholder '{\(placeholder)}' has no path parameter; the parameter of that name declared "
                        + "elsewhere is sent in the path")
                continue
            }
            warn(pointer, "path placeholder '{\(placeholder)}' has no parameter; declared as a string path parameter")
            var entry = YAMLMapping()
            entry["type"] = .string("string")
            entry["in"] = .string("path")
            if parameters.greedyPlaceholders.contains(placeholder) { entry["keepSlashes"] = .bool(true) }
            _ = parameters.add(wire: placeholder, entry, description: nil)
        }
    }

    /// `type`, then `in`, `required`, `array`: the order a reader expects.
    private func reordered(_ entry: YAMLMapping) -> YAMLMapping {
        var result = YAMLMapping()
        for key in ["type", "in", "content", "required", "default", "array", "keepSlashes", "swift", "description"] {
            result[key] = entry[key]
        }
        return result
    }

    /// The type and list spelling of a query, path or header parameter, and the patterned wire name when it is a
    /// map sent as its own keys.
    private func parameterEntry(_ object: ParameterObject, endpoint: String) -> (YAMLMapping, mapWire: String?) {
        var entry = YAMLMapping()
        let hint = endpoint + ImportNaming.typeName(object.name)
        var type: MappedType
        if let schema = object.node["schema"], schema["$ref"] == nil,
            [.structure, .family].contains(modelKind(of: schema))
        {
            // An inline object has no parameter spelling: typed without declaring a model nothing would use.
            type = MappedType(text: "object", kind: .structure)
        } else if let schema = object.node["schema"] {
            type = textValueType(schema, at: JSONPointer.appending(object.pointer, "schema"), hint: hint)
        } else if object.node["content"] != nil {
            if let json = jsonContentType(of: object, hint: hint) {
                entry["type"] = .string(json.text)
                entry["content"] = .string("json")
                return (entry, nil)
            }
            type = .string
        } else {
            type = textValueType(object.node, at: object.pointer, hint: hint)
        }
        if type.kind == .json, isFreeFormQueryObject(object) {
            // Its keys are the caller's: a map of their text values.
            type = MappedType(text: "{string: string}", kind: .map, elementKind: .scalar)
        }
        let scalarKinds: [Kind] = [.scalar, .enumeration]
        if type.kind == .list, let element = type.elementKind, scalarKinds.contains(element) {
            entry["array"] = arraySpelling(object).map { .string($0) }
        } else if type.kind == .union, isScalarUnion(type.text) {
            // One of several scalars (`workflow_id`: an integer or a file name): sent as the held one is.
        } else if let mapWire = explodedMapWire(object, type: type) {
            entry["type"] = .string(type.text)
            return (entry, mapWire)
        } else if !scalarKinds.contains(type.kind) {
            // `format: byte` stays `data`: the generated request sends its base64 text, as OpenAPI defines it.
            if object.node["style"]?.string != "deepObject" || object.location != "query" {
                warn(
                    object.pointer,
                    "a parameter of type '\(type.text)' has no parameter spelling here; sent as a string")
            }
            type = .string
        }
        entry["type"] = .string(type.text)
        return (entry, nil)
    }

    /// The list spelling, or `nil` for the default (`repeated`).
    func arraySpelling(_ object: ParameterObject) -> String? {
        if let format = object.node["collectionFormat"]?.string {
            switch format {
            case "multi": return nil
            case "csv": return "comma"
            case "ssv": return "space"
            case "pipes": return "pipe"
            default:
                warn(object.pointer, "collectionFormat '\(format)' is not supported; the list is sent comma-separated")
                return "comma"
            }
        }
        if document.version == .swagger2 { return "comma" }
        let style = object.node["style"]?.string ?? (["query", "cookie"].contains(object.location) ? "form" : "simple")
        let explode = object.node["explode"]?.bool ?? (style == "form")
        switch style {
        case "form": return explode ? nil : "comma"
        case "simple": return "comma"
        // Exploded, these are the form style's repeated keys (OpenAPI's style table).
        case "spaceDelimited": return explode ? nil : "space"
        case "pipeDelimited": return explode ? nil : "pipe"
        default:
            warn(object.pointer, "style '\(style)' is not supported; the list is sent comma-separated")
            return "comma"
        }
    }

    /// The placeholder's name when `name` holds exactly one `{…}` with a name and no other brace
    /// (`{field_name}`, `tag_{name}`), else `nil`.
    static func singlePlaceholder(in name: String) -> String? {
        guard name.filter({ $0 == "{" }).count == 1, name.filter({ $0 == "}" }).count == 1,
            let open = name.firstIndex(of: "{"), let close = name.firstIndex(of: "}"), open < close
        else { return nil }
        let key = String(name[name.index(after: open)..<close])
        return key.isEmpty ? nil : key
    }

    /// The `{name}` placeholders of a path.
    static func placeholders(in path: String) -> [String] {
        var result: [String] = []
        var current: String?
        for character in path {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current {
                result.append(name)
                current = nil
            } else if current != nil {
                current?.append(character)
            }
        }
        return result
    }
}
