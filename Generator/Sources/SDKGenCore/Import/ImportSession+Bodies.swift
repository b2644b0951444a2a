/// Request bodies → a whole-body value (JSON) or form / multipart parameters; responses → the response type and
/// the candidates for the API's `errors:` model.
extension ImportSession {
    /// The media types of a body, by preference: JSON, form, multipart, then anything else.
    enum Media {
        case json, form, multipart
        case other(String)

        init(_ type: String) {
            let lower = type.lowercased()
            if ImportSession.isStreamMediaType(lower) {
                // JSON Lines is no JSON document: a stream of records in an answer, raw bytes in a request.
                self = .other(type)
            } else if lower.contains("json") || lower == "*/*" {
                self = .json
            } else if lower.hasPrefix("application/x-www-form-urlencoded") {
                self = .form
            } else if lower.hasPrefix("multipart/") {
                self = .multipart
            } else {
                self = .other(type)
            }
        }

        var rank: Int {
            switch self {
            case .json: return 0
            case .form: return 1
            case .multipart: return 2
            case .other: return 3
            }
        }

        /// Among JSON media types, `application/json` itself first, then other JSON (`application/vnd.x+json`,
        /// `application/json+sarif`), then `*/*`: the one a client asking for JSON gets (GitHub's code-scanning
        /// analysis lists its SARIF form, a string, before its default JSON object).
        static func jsonPreference(_ type: String) -> Int {
            let essence = String(type.prefix { $0 != ";" }.filter { !$0.isWhitespace }).lowercased()
            switch essence {
            case "application/json": return 0
            case "*/*": return 2
            default: return 1
            }
        }

        /// The preferred of several media types: by ``rank``, then by ``jsonPreference(_:)``, then as listed.
        static func preferred<Value>(_ contents: [(String, Value)]) -> (String, Value)? {
            contents.enumerated().min { left, right in
                let (a, b) = (left.element.0, right.element.0)
                return (Media(a).rank, jsonPreference(a), left.offset)
                    < (Media(b).rank, jsonPreference(b), right.offset)
            }?.element
        }

        /// The preferred JSON media type of several, or `nil` when none is JSON.
        static func preferredJSON<Value>(_ contents: [(String, Value)]) -> (String, Value)? {
            preferred(contents.filter { Media($0.0).rank == 0 })
        }
    }

    /// The request body: the value for the endpoint's `body:` key, form or multipart members added to `parameters`.
    func importRequestBody(
        _ operation: YAMLNode, endpoint: String, at pointer: String, into parameters: inout EndpointParameters
    ) -> YAMLValue? {
        if document.version == .swagger2 {
            return importSwaggerBody(operation, endpoint: endpoint, at: pointer, into: &parameters)
        }
        guard let raw = operation["requestBody"] else { return nil }
        let rawPointer = JSONPointer.appending(pointer, "requestBody")
        guard let (body, bodyPointer) = document.dereference(raw, at: rawPointer) else {
            warn(rawPointer, "the request body's reference cannot be followed; the endpoint sends no body")
            return nil
        }
        let contents = (body["content"]?.pairs ?? []).compactMap { pair in pair.key.string.map { ($0, pair.value) } }
        guard let chosen = Media.preferred(contents) else { return nil }
        let mediaPointer = JSONPointer.appending(bodyPointer, ["content", chosen.0])
        let schema = chosen.1["schema"]
        let schemaPointer = JSONPointer.appending(mediaPointer, "schema")
        let required = body["required"]?.bool != false
        let description = describe(body, keys: ["description"])
        if Media(chosen.0).rank == 0, isBinarySchema(schema, at: schemaPointer) {
            // `*/*` (or JSON) with a binary string: the bytes themselves.
            return rawRequestBody(
                chosen.0, schema: schema, required: required, description: description, at: mediaPointer,
                into: &parameters)
        }
        switch Media(chosen.0) {
        case .json:
            guard let schema else { return nil }
            let type = mapSchema(schema, at: schemaPointer, hint: endpoint + "Body")
            return wholeBody(type, required: required, description: description, into: &parameters)
        case .form, .multipart:
            let multipart = Media(chosen.0).rank == 2
            guard let schema else { return nil }
            addMembers(
                schema, at: schemaPointer, multipart: multipart, encoding: chosen.1["encoding"], endpoint: endpoint,
                into: &parameters)
            return nil
        case .other(let media):
            return rawRequestBody(
                media, schema: schema, required: required, description: description, at: mediaPointer,
                into: &parameters)
        }
    }

    /// A JSON body: `{ type: Pet, swift: pet }`.
    private func wholeBody(
        _ type: MappedType, required: Bool, description: String?, into parameters: inout EndpointParameters
    ) -> YAMLValue {
        var entry = YAMLMapping()
        entry["type"] = .string(type.text)
        let isName = type.kind == .structure || type.kind == .family || type.kind == .enumeration
        entry["swift"] = .string(
            parameters.claimBodyName(isName ? ImportNaming.memberName(type.text, in: .request) : "body"))
        if !required { entry["required"] = .bool(false) }
        if let description { entry["description"] = .string(description) }
        return entry.value
    }

    /// Form or multipart members from an object schema.
    ///
    /// A member of a complex type (an object, a union, a map, a list of them) is `content: json` in a multipart
    /// body, whose parts of such types are `application/json` unless the media type's `encoding` says otherwise
    /// (OpenAPI 3), and in a form body when its `encoding` gives a JSON content type; it is `content: deep-object`
    /// when its `encoding` has `style: deepObject` (Stripe's forms); elsewhere it is a string.
    private func addMembers(
        _ schema: YAMLNode, at pointer: String, multipart: Bool, encoding: YAMLNode? = nil, endpoint: String,
        into parameters: inout EndpointParameters
    ) {
        var object = CollectedObject()
        collect(schema, at: pointer, into: &object)
        if let additional = object.additional {
            warn(
                additional.pointer,
                "keys beyond the declared properties of a \(multipart ? "multipart" : "form") body are not typed; "
                    + "send them with additionalParameters")
        }
        if object.properties.isEmpty {
            warn(
                pointer,
                "a \(multipart ? "multipart" : "form") body without declared properties sends nothing typed; use additionalParameters"
            )
        }
        for property in object.properties {
            guard !Self.holdsBrace(property.key) else {
                warn(property.pointer, Self.braceNameWarning(property.key))
                continue
            }
            let type = textValueType(
                property.schema, at: property.pointer, hint: endpoint + ImportNaming.typeName(property.key))
            var text = type.text
            var sentAsJSON = false
            // Stripe's `address[city]=…`, `expand[0]=…`: the encoding says bracketed keys.
            let sentAsDeepObject =
                encoding?[property.key]?["style"]?.string == "deepObject"
                && ![.scalar, .enumeration].contains(type.kind) && !Self.holdsFile(type.text) && type.text != "data"
            switch type.kind {
            case _ where sentAsDeepObject: break
            case .binary, .file:
                text = multipart ? "file" : "data"
                if !multipart { warn(property.pointer, "a file in a form body is sent as its base64 text") }
            case .list where multipart && (type.elementKind == .binary || type.elementKind == .file):
                text = "[file]"
            case .scalar, .enumeration: break
            case .list where type.elementKind == .scalar || type.elementKind == .enumeration: break
            default:
                let contentType =
                    encoding?[property.key]?["contentType"]?.string ?? (multipart ? "application/json" : "")
                if Self.isJSONMediaType(contentType), !Self.holdsFile(type.text) {
                    sentAsJSON = true
                } else {
                    warn(
                        property.pointer,
                        "a body member of type '\(type.text)' has no \(multipart ? "multipart" : "form") spelling here; sent as a string"
                    )
                    text = "string"
                }
            }
            var entry = YAMLMapping()
            entry["type"] = .string(text)
            entry["in"] = .string(multipart ? "multipart" : "form")
            if sentAsJSON { entry["content"] = .string("json") }
            if sentAsDeepObject { entry["content"] = .string("deep-object") }
            if object.required.contains(property.key) { entry["required"] = .bool(true) }
            if !parameters.add(wire: property.key, entry, description: describe(property.schema)) {
                warn(property.pointer, "body member '\(property.key)' has the name of a parameter; left out")
            }
        }
    }

    /// Swagger 2.0: an `in: body` parameter is the JSON body; `in: formData` parameters are form or multipart members.
    private func importSwaggerBody(
        _ operation: YAMLNode, endpoint: String, at pointer: String, into parameters: inout EndpointParameters
    ) -> YAMLValue? {
        let item = document.node(at: String(pointer[..<(pointer.lastIndex(of: "/") ?? pointer.endIndex)])) ?? operation
        let objects = parameterObjects(item: item, operation: operation, at: pointer)
        let consumes = (operation["consumes"] ?? document.root["consumes"])?.items?.compactMap(\.string) ?? []
        if let body = objects.first(where: { $0.location == "body" }), let schema = body.node["schema"] {
            let schemaPointer = JSONPointer.appending(body.pointer, "schema")
            let raw = consumes.first { Media($0).rank == 3 }
            if isBinarySchema(schema, at: schemaPointer) || (raw != nil && !consumes.contains { Media($0).rank == 0 }) {
                return rawRequestBody(
                    raw ?? "application/octet-stream", schema: schema,
                    required: body.node["required"]?.bool != false,
                    description: describe(body.node, keys: ["description"]), at: body.pointer, into: &parameters)
            }
            if !consumes.isEmpty, !consumes.contains(where: { Media($0).rank == 0 }) {
                warn(
                    body.pointer,
                    "the body is sent as JSON, though the operation consumes \(consumes.joined(separator: ", "))")
            }
            let type = mapSchema(schema, at: schemaPointer, hint: endpoint + "Body")
            return wholeBody(
                type, required: body.node["required"]?.bool != false,
                description: describe(body.node, keys: ["description"]),
                into: &parameters)
        }
        let form = objects.filter { $0.location == "formData" }
        let multipart =
            consumes.contains { $0.lowercased().hasPrefix("multipart/") }
            || form.contains { $0.node["type"]?.string == "file" }
        for object in form {
            guard !Self.holdsBrace(object.name) else {
                warn(object.pointer, Self.braceNameWarning(object.name))
                continue
            }
            let type = textValueType(
                object.node, at: object.pointer, hint: endpoint + ImportNaming.typeName(object.name))
            var entry = YAMLMapping()
            var text = type.kind == .file ? (multipart ? "file" : "data") : type.text
            let scalars: [Kind] = [.scalar, .enumeration]
            // A list of scalars is spelled by its `collectionFormat`, as in the query.
            let isScalarList = type.kind == .list && type.elementKind.map(scalars.contains) == true
            if !isScalarList, !(scalars + [.file]).contains(type.kind) {
                warn(object.pointer, "a form member of type '\(type.text)' is sent as a string")
                text = "string"
            }
            entry["type"] = .string(text)
            entry["in"] = .string(multipart ? "multipart" : "form")
            if isScalarList { entry["array"] = arraySpelling(object).map { .string($0) } }
            if object.node["required"]?.bool == true { entry["required"] = .bool(true) }
            if !parameters.add(wire: object.name, entry, description: describe(object.node, keys: ["description"])) {
                warn(object.pointer, "form member '\(object.name)' has the name of a parameter; left out")
            }
        }
        return nil
    }

    /// Whether a member name holds a brace, which the schema language reads as a pattern (`filter[{key}]`).
    static func holdsBrace(_ name: String) -> Bool {
        name.contains("{") || name.contains("}")
    }

    /// Why a form or multipart member whose name holds a brace is left out.
    static func braceNameWarning(_ name: String) -> String {
        "body member '\(name)' holds a brace, which the schema language reads as a pattern of names; left out"
    }
}
