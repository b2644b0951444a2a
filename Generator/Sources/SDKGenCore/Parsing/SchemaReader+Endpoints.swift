extension SchemaReader {
    static let endpointKeys = [
        "description", "method", "path", "host", "body", "response", "auth", "idempotent", "parameters", "deprecated",
        "include", "embed", "paging", "swift", "cache", "errors", "responses", "responseHeaders",
    ]
    static let parameterKeys = [
        "type", "in", "required", "default", "array", "swift", "secret", "description", "const", "start", "count",
        "root", "keepSlashes", "wire", "content",
    ]

    /// Reads an `endpoints:` section.
    func readEndpoints(_ node: YAMLNode) {
        guard let pairs = mapping(node, path: "endpoints", what: "'endpoints'") else { return }
        for pair in pairs {
            guard let name = pair.key.string else { continue }
            if let endpoint = readEndpoint(name: name, node: pair.value, at: pair.key.location) {
                schema.endpoints.append(endpoint)
            }
        }
    }

    private func readEndpoint(name: String, node: YAMLNode, at location: SourceLocation) -> Endpoint? {
        let path = "endpoints.\(name)"
        guard let pairs = mapping(node, path: path, what: "an endpoint") else { return nil }
        checkKeys(pairs, allowed: Self.endpointKeys, path: path, what: "endpoint '\(name)'")
        var method = HTTPMethodName.get
        if let value = node["method"] {
            if let text = value.string, let parsed = HTTPMethodName(rawValue: text.uppercased()) {
                method = parsed
            } else {
                _ = choice(value, path: "\(path).method", what: "HTTP method", as: HTTPMethodName.self)
            }
        } else {
            diagnostics.error(
                "missing key 'method' in endpoint '\(name)'", at: location, path: path,
                hint: "one of: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS, TRACE, QUERY")
        }
        var endpointPath = ""
        var pathLocation = location
        if let value = node["path"] {
            endpointPath = string(value, path: "\(path).path") ?? ""
            pathLocation = value.location.advanced(byColumns: value.isQuoted ? 1 : 0)
        } else {
            diagnostics.error("missing key 'path' in endpoint '\(name)'", at: location, path: path)
        }
        var endpoint = Endpoint(
            name: name, method: method, path: endpointPath, pathLocation: pathLocation, host: "default",
            location: location)
        if let value = node["description"] { endpoint.description = string(value, path: "\(path).description") }
        if let value = node["swift"] {
            endpoint.swiftOverride = string(value, path: "\(path).swift")
            endpoint.swiftOverrideLocation = value.location
        }
        if let value = node["host"], let host = string(value, path: "\(path).host") {
            endpoint.host = host
            endpoint.hostLocation = value.location
        }
        var bodyModel: Parameter?
        if let value = node["body"] {
            if value["raw"] != nil {
                bodyModel = readRawBodyParameter(value, path: "\(path).body")
            } else if value.pairs != nil {
                bodyModel = readBodyModel(value, path: "\(path).body")
            } else {
                endpoint.body = choice(value, path: "\(path).body", what: "body kind", as: BodyKind.self)
            }
        }
        if let value = node["responseHeaders"] {
            endpoint.responseHeaders = readResponseHeaders(value, path: "\(path).responseHeaders")
        }
        if let value = node["responses"] {
            endpoint.successStatuses = readSuccessStatuses(value, path: "\(path).responses")
            if let response = node["response"] {
                diagnostics.error(
                    "endpoint '\(name)' has both 'response' and 'responses'", at: response.location,
                    path: "\(path).response",
                    hint: "'response' is one answer for every success status; 'responses' one per status: keep one")
            }
        } else if let value = node["response"] {
            if value.string == "empty" {
                endpoint.response = nil
            } else if value["raw"] != nil {
                endpoint.rawResponse = readRawResponse(value, path: "\(path).response")
            } else if value["stream"] != nil {
                readStreamResponse(value, into: &endpoint, path: "\(path).response")
            } else {
                endpoint.response = typeExpression(value, path: "\(path).response")
            }
        } else {
            diagnostics.error(
                "missing key 'response' in endpoint '\(name)'", at: location, path: path,
                hint: "a type, or 'empty' for a response without a body; 'responses:' for one per success status")
        }
        if let value = node["auth"], let auth = bool(value, path: "\(path).auth") { endpoint.authenticated = auth }
        if let value = node["idempotent"] { endpoint.idempotent = bool(value, path: "\(path).idempotent") }
        if let value = node["deprecated"] { endpoint.deprecated = bool(value, path: "\(path).deprecated") ?? false }
        if let value = node["paging"] { endpoint.paging = readPaging(value, path: "\(path).paging") }
        if let value = node["cache"] { endpoint.cache = readCache(value, path: "\(path).cache") }
        if let value = node["errors"] { endpoint.errors = readErrorStatuses(value, path: "\(path).errors") }
        if let value = node["parameters"],
            let parameterPairs = mapping(value, path: "\(path).parameters", what: "'parameters'")
        {
            for parameterPair in parameterPairs {
                guard let wire = parameterPair.key.string else { continue }
                if let parameter = readParameter(
                    wire: wire, node: parameterPair.value, at: parameterPair.key.location,
                    path: "\(path).parameters.\(wire)")
                {
                    endpoint.parameters.append(parameter)
                }
            }
        }
        // Included sets come first (in `include:` order); the endpoint's own parameters win.
        if let value = node["include"] {
            let included = includedParameters(
                value, declared: Set(endpoint.parameters.map(\.wire)), path: "\(path).include")
            endpoint.parameters.insert(contentsOf: included, at: 0)
        }
        // Embedded sets come first, like included ones; a name the endpoint also has is an error.
        if let value = node["embed"] {
            endpoint.parameters.insert(
                contentsOf: embeddedParameters(value, into: endpoint, path: "\(path).embed"), at: 0)
        }
        // The whole-body value comes last in the initializer, after path and other parameters.
        if let bodyModel { endpoint.parameters.append(bodyModel) }
        return endpoint
    }

    /// `body: { type: SignIn, swift: signIn }`: one value that is the whole JSON body, as a required parameter.
    private func readBodyModel(_ node: YAMLNode, path: String) -> Parameter? {
        guard let pairs = node.pairs else { return nil }
        checkKeys(
            pairs, allowed: ["type", "swift", "description", "required", "set"], path: path, what: "a body model")
        guard let typeNode = node["type"] else {
            diagnostics.error(
                "missing key 'type' in 'body'", at: node.location, path: path,
                hint:
                    "body is json | form | multipart, { type: Model, swift: name } for a whole-body value, "
                    + "or { raw: text | binary } for raw text or bytes")
            return nil
        }
        guard let type = typeExpression(typeNode, path: "\(path).type") else { return nil }
        var parameter = Parameter(
            wire: "body", swiftName: "body", hasExplicitSwiftName: false, type: type, location: node.location)
        parameter.placement = .body
        parameter.isBodyRoot = true
        parameter.required = true
        if let value = node["swift"], let swift = string(value, path: "\(path).swift") {
            parameter.swiftName = swift
            parameter.hasExplicitSwiftName = true
        }
        if let value = node["required"] { parameter.required = bool(value, path: "\(path).required") ?? true }
        if let value = node["description"] { parameter.description = string(value, path: "\(path).description") }
        if let value = node["set"], let fields = mapping(value, path: "\(path).set", what: "the properties to set") {
            for field in fields {
                guard let wire = field.key.string else { continue }
                guard case .scalar(let text, let quoted) = field.value.content else {
                    diagnostics.error(
                        "the value set for '\(wire)' must be a scalar, found \(field.value.kindDescription)",
                        at: field.value.location, path: "\(path).set.\(wire)")
                    continue
                }
                parameter.fixedFields.append((wire, (text, quoted), field.key.location))
            }
        }
        return parameter
    }

    func readParameter(wire: String, node: YAMLNode, at location: SourceLocation, path: String) -> Parameter? {
        var parameter = Parameter(
            wire: wire, swiftName: SwiftNaming.propertyName(fromWire: wire, rule: naming), hasExplicitSwiftName: false,
            type: nil, location: location)
        if node.pairs == nil {
            // Shorthand: `Search: string`.
            parameter.type = typeExpression(node, path: path)
            return parameter.type == nil ? nil : parameter
        }
        guard let pairs = mapping(node, path: path, what: "a parameter") else { return nil }
        checkKeys(pairs, allowed: Self.parameterKeys, path: path, what: "parameter '\(wire)'")
        if let value = node["const"] {
            parameter.constant = scalarValue(value, path: "\(path).const")?.text
        }
        if let value = node["type"] {
            parameter.type = typeExpression(value, path: "\(path).type")
            if parameter.type == nil { return nil }
        } else if parameter.constant == nil {
            diagnostics.error(
                "missing key 'type' in parameter '\(wire)'", at: location, path: path,
                hint: "write 'type: string' (or another type), or 'const:' for a fixed value")
            return nil
        }
        if let value = node["in"],
            let placement = choice(value, path: "\(path).in", what: "parameter location", as: ParameterPlacement.self)
        {
            parameter.placement = placement
            parameter.placementLocation = value.location
        }
        if let value = node["required"] { parameter.required = bool(value, path: "\(path).required") ?? false }
        if let value = node["default"] {
            parameter.defaultValue = scalarValue(value, path: "\(path).default")
            parameter.defaultLocation = value.location
        }
        if let value = node["array"] {
            parameter.array = choice(value, path: "\(path).array", what: "array spelling", as: ArraySpelling.self)
            parameter.arrayLocation = value.location
        }
        if let value = node["swift"], let swift = string(value, path: "\(path).swift") {
            parameter.swiftName = swift
            parameter.hasExplicitSwiftName = true
        }
        if let value = node["wire"] { parameter.sentWire = string(value, path: "\(path).wire") }
        if let value = node["secret"] { parameter.secret = bool(value, path: "\(path).secret") ?? false }
        if let value = node["description"] { parameter.description = string(value, path: "\(path).description") }
        if let value = node["start"], let start = int(value, path: "\(path).start") { parameter.start = start }
        if let value = node["root"] { parameter.isBodyRoot = bool(value, path: "\(path).root") ?? false }
        if let value = node["count"] { parameter.count = string(value, path: "\(path).count") }
        if let value = node["keepSlashes"] {
            parameter.keepsSlashes = bool(value, path: "\(path).keepSlashes") ?? false
            parameter.keepsSlashesLocation = value.location
        }
        if let value = node["content"] {
            parameter.content = choice(
                value, path: "\(path).content", what: "parameter content", as: ParameterContent.self)
            parameter.contentLocation = value.location
        }
        return parameter
    }
}
