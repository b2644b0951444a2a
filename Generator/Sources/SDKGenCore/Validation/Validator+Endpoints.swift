extension Validator {
    /// Checks one endpoint: host, response, path placeholders, parameter names, types and bindings.
    mutating func checkEndpoint(_ endpoint: Endpoint) {
        let path = "endpoints.\(endpoint.name)"
        if let api = schema.api, !api.hosts.contains(endpoint.host) {
            diagnostics.error(
                "unknown host '\(endpoint.host)'", at: endpoint.hostLocation ?? endpoint.location, path: "\(path).host",
                hint: Suggestions.didYouMean(endpoint.host, in: api.hosts) ?? "declare it in api.hosts")
        }
        let responseResolves = checkType(endpoint.response, path: "\(path).response")
        if responseResolves, let response = endpoint.response {
            checkResponseHoldsNoFile(response, path: "\(path).response")
        }
        if responseResolves, schema.api?.format == .xml, let response = endpoint.response,
            !isXMLDocument(response.type)
        {
            diagnostics.error(
                "the response of an XML API must be a struct model or a family, found '\(response.text)'",
                at: response.location, path: "\(path).response",
                hint: "an XML reply is decoded from its document element into a model; or write 'response: empty'")
        }
        if endpoint.description == nil {
            diagnostics.warning(
                "endpoint '\(endpoint.name)' has no description", at: endpoint.location, path: path,
                hint: "the description becomes the request type's doc comment")
        }
        checkSuccessStatuses(endpoint, path: path)
        checkStreamResponse(endpoint, path: path)
        checkResponseHeaders(endpoint, path: path)
        checkPlaceholders(endpoint, path: path)
        if let index = endpoint.path.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            let what = endpoint.path[index] == "?" ? "a query" : "a fragment"
            diagnostics.error(
                "endpoint path '\(endpoint.path)' has \(what)",
                at: endpoint.pathLocation.advanced(
                    byColumns: endpoint.path.distance(from: endpoint.path.startIndex, to: index)),
                path: "\(path).path",
                hint: "the path is escaped as path segments; declare query parameters under 'parameters:' "
                    + "('in: query', or 'const:' for a fixed value)")
        }
        var names: [String: (wire: String, location: SourceLocation)] = [:]
        var wires: [String: SourceLocation] = [:]
        var bodyKinds: [(kind: BodyKind, parameter: Parameter)] = []
        for parameter in endpoint.parameters {
            let parameterPath = "\(path).parameters.\(parameter.wire)"
            checkSentName(parameter, of: endpoint, path: parameterPath, seen: &wires)
            checkHeaderName(
                parameter.sentName, placement: parameter.placement, at: parameter.location, path: parameterPath)
            if parameter.constant != nil {
                if parameter.type != nil {
                    diagnostics.warning(
                        "'const' parameter '\(parameter.wire)' ignores its 'type'", at: parameter.location,
                        path: parameterPath)
                }
            } else if parameter.pattern == nil || parameter.hasExplicitSwiftName {
                checkMemberName(
                    parameter.swiftName, explicit: parameter.hasExplicitSwiftName, wire: parameter.wire,
                    at: parameter.location, path: parameterPath, scope: &names, in: .request)
            }
            let errorsBeforeType = diagnostics.errorCount
            checkType(parameter.type, path: "\(parameterPath).type")
            if diagnostics.errorCount == errorsBeforeType, parameter.content == nil {
                checkModelParameter(parameter, path: parameterPath)
            }
            checkDefault(
                parameter.defaultValue, type: parameter.type?.type, at: parameter.defaultLocation ?? parameter.location,
                path: parameterPath)
            checkPattern(parameter, path: parameterPath)
            if let kind = bodyKind(of: parameter, in: endpoint) { bodyKinds.append((kind, parameter)) }
            checkParameterBinding(parameter, endpoint: endpoint, path: parameterPath)
            checkParameterContent(parameter, in: endpoint, path: parameterPath)
            checkOptionalElements(of: parameter, path: parameterPath)
        }
        checkRootBody(endpoint, path: path)
        checkRawBodiesAndSlashes(endpoint, path: path)
        // Form and multipart members mix (the runtime switches the whole body to multipart); JSON does not.
        if let first = bodyKinds.first,
            let conflict = bodyKinds.first(where: { ($0.kind == .json) != (first.kind == .json) })
        {
            diagnostics.error(
                "parameter '\(conflict.parameter.wire)' goes in a \(conflict.kind.rawValue) body but "
                    + "'\(first.parameter.wire)' in a \(first.kind.rawValue) body",
                at: conflict.parameter.location, path: "\(path).parameters.\(conflict.parameter.wire)",
                hint: "one request has one body encoding; set the endpoint's 'body:' and drop the explicit 'in:'")
        }
    }

    private mutating func checkPlaceholders(_ endpoint: Endpoint, path: String) {
        if let (problem, offset) = PatternName.unbalancedBrace(in: endpoint.path) {
            diagnostics.error(
                "endpoint path '\(endpoint.path)' has \(problem)",
                at: endpoint.pathLocation.advanced(byColumns: offset), path: "\(path).path",
                hint: "a placeholder is '{name}' for a path parameter 'name'; a brace cannot stand in a path otherwise")
            return
        }
        let pathParameters = endpoint.parameters.filter { $0.placement == .path }
        for placeholder in endpoint.placeholders
        where !pathParameters.contains(where: { $0.wire == placeholder.name }) {
            let hint =
                endpoint.parameters.contains(where: { $0.wire == placeholder.name })
                ? "add 'in: path' to parameter '\(placeholder.name)'"
                : "declare '\(placeholder.name): { type: string, in: path }' under parameters"
            diagnostics.error(
                "path placeholder '{\(placeholder.name)}' has no path parameter",
                at: endpoint.pathLocation.advanced(byColumns: placeholder.offset), path: "\(path).path", hint: hint)
        }
        let names = Set(endpoint.placeholders.map(\.name))
        for parameter in pathParameters where !names.contains(parameter.wire) {
            diagnostics.error(
                "path parameter '\(parameter.wire)' has no placeholder in '\(endpoint.path)'", at: parameter.location,
                path: "\(path).parameters.\(parameter.wire)",
                hint: Suggestions.didYouMean(parameter.wire, in: names).map {
                    "the path has a similar placeholder; \($0)"
                }
                    ?? "add '{\(parameter.wire)}' to the path")
        }
    }

    private mutating func checkRootBody(_ endpoint: Endpoint, path: String) {
        let roots = endpoint.parameters.filter(\.isBodyRoot)
        guard let root = roots.first else { return }
        let parameterPath = "\(path).parameters.\(root.wire)"
        if roots.count > 1 {
            diagnostics.error(
                "two parameters are the whole body ('\(root.wire)' and '\(roots[1].wire)')", at: roots[1].location,
                path: "\(path).parameters.\(roots[1].wire)")
        }
        if root.placement != .body {
            diagnostics.error(
                "'root: true' needs 'in: body'", at: root.location, path: parameterPath,
                hint: "the parameter's value is the whole JSON body")
        }
        for other in endpoint.parameters where !other.isBodyRoot {
            if other.placement == .body || other.placement == .form || other.placement == .multipart
                || (other.placement == .derived && !endpoint.method.prefersQuery)
            {
                diagnostics.error(
                    "parameter '\(other.wire)' goes in the body, but '\(root.wire)' is the whole body",
                    at: other.location,
                    path: "\(path).parameters.\(other.wire)", hint: "send it in the query ('in: query') or drop it")
            }
        }
    }

    private mutating func checkPattern(_ parameter: Parameter, path: String) {
        if let (problem, _) = PatternName.unbalancedBrace(in: parameter.wire) {
            diagnostics.error(
                "parameter name '\(parameter.wire)' has \(problem)", at: parameter.location,
                path: path, hint: "a patterned name holds '{key}' or '{n}' placeholders, such as 'Limit_{key}'")
            return
        }
        guard let type = parameter.type?.type.nonOptional else { return }
        guard let pattern = parameter.pattern else {
            if parameter.count != nil {
                diagnostics.error(
                    "'count' applies only to patterned names such as 'File{n}'", at: parameter.location, path: path)
            }
            if parameter.array != nil, !isList(type) || parameter.content != nil {
                diagnostics.warning(
                    parameter.content == .json
                        ? "'array' has no effect on JSON-text parameter '\(parameter.wire)', a list is one JSON array"
                        : parameter.content == .deepObject
                            ? "'array' has no effect on deep-object parameter '\(parameter.wire)', list elements "
                                + "are keyed by position"
                            : "'array' has no effect on non-list parameter '\(parameter.wire)'",
                    at: parameter.arrayLocation ?? parameter.location, path: "\(path).array")
            }
            return
        }
        if !parameter.hasExplicitSwiftName {
            diagnostics.error(
                "patterned parameter '\(parameter.wire)' needs a Swift name", at: parameter.location, path: path,
                hint: "add 'swift: <name>'")
        }
        let shapeOK: Bool
        let expected: String
        switch (pattern.hasKey, pattern.hasIndex) {
        case (true, true):
            expected = "a map of lists {K: [T]}"
            if case .map(_, let value) = type, case .array = value.nonOptional {
                shapeOK = true
            } else {
                shapeOK = false
            }
        case (true, false):
            expected = "a map {K: T}"
            if case .map = type { shapeOK = true } else { shapeOK = false }
        default:
            expected = "a list [T]"
            if case .array = type { shapeOK = true } else { shapeOK = false }
        }
        if !shapeOK {
            diagnostics.error(
                "patterned name '\(parameter.wire)' needs \(expected), found '\(type)'",
                at: parameter.type?.location ?? parameter.location, path: "\(path).type")
        }
        if pattern.placeholderCount > 2 || (pattern.placeholderCount == 2 && !(pattern.hasKey && pattern.hasIndex)) {
            diagnostics.error(
                "'\(parameter.wire)' has too many placeholders", at: parameter.location, path: path,
                hint: "use at most one '{key}' and one '{n}'")
        }
    }

    private func isList(_ type: TypeRef) -> Bool {
        if case .array = type.nonOptional { return true }
        return false
    }

    func bodyKind(of parameter: Parameter, in endpoint: Endpoint) -> BodyKind? {
        switch parameter.placement {
        case .form: return .form
        case .multipart: return .multipart
        case .body: return .json
        case .derived: return endpoint.method.prefersQuery ? nil : (endpoint.body ?? .json)
        case .query, .path, .header, .cookie: return nil
        }
    }

    private mutating func checkParameterBinding(_ parameter: Parameter, endpoint: Endpoint, path: String) {
        let location = parameter.placementLocation ?? parameter.location
        if let type = parameter.type?.type, parameter.pattern == nil, !parameter.isBodyRoot, parameter.content == nil,
            containsMap(type)
        {
            diagnostics.error(
                "map parameter '\(parameter.wire)' has no patterned name", at: parameter.type?.location ?? location,
                path: "\(path).type",
                hint: "a map is sent as one parameter per key: name it with a '{key}' placeholder, such as "
                    + "'\(parameter.wire)_{key}', and add 'swift: <name>'")
        }
        if let type = parameter.type?.type, !parameter.isBodyRoot, parameter.content == nil, containsJSON(type),
            bodyKind(of: parameter, in: endpoint) == .json
        {
            diagnostics.error(
                "free-form JSON parameter '\(parameter.wire)' in a JSON body", at: parameter.type?.location ?? location,
                path: "\(path).type",
                hint: "a JSON body member of type 'json' would be its JSON text; add 'content: json' to send the "
                    + "value itself, or send the body as one model with 'body: { type: Model, swift: <name> }'")
        }
        if endpoint.method.sendsNoBody, [.body, .form, .multipart].contains(parameter.placement) {
            let method = endpoint.method.rawValue
            let declared = parameter.placementLocation == nil && parameter.isBodyRoot
            diagnostics.error(
                declared
                    ? "a request body on a \(method) request"
                    : "'in: \(parameter.placement.rawValue)' on a \(method) request",
                at: location, path: declared ? "endpoints.\(endpoint.name).body" : "\(path).in",
                hint: declared
                    ? "GET, HEAD and TRACE requests send no body; send the values in the query, or use a DELETE, "
                        + "POST, PUT, PATCH or OPTIONS endpoint"
                    : "GET, HEAD and TRACE requests send no body; use 'in: query'")
        }
        if let type = parameter.type, containsFile(type.type) {
            let multipart =
                parameter.placement == .multipart
                || (parameter.placement == .derived && !endpoint.method.prefersQuery && endpoint.body == .multipart)
            if !multipart {
                diagnostics.error(
                    "file parameter '\(parameter.wire)' outside a multipart body", at: parameter.location, path: path,
                    hint: "add 'in: multipart' or set the endpoint's 'body: multipart'")
            }
        }
        if parameter.placement == .path, parameter.content == nil, let type = parameter.type?.type,
            !isScalarLike(type), !isParameterUnion(type)
        {
            diagnostics.error(
                "path parameter '\(parameter.wire)' must be a scalar or an enum, found '\(type)'",
                at: parameter.location,
                path: "\(path).type")
        }
        if parameter.required, parameter.defaultValue != nil {
            diagnostics.warning(
                "required parameter '\(parameter.wire)' has a default", at: parameter.location, path: path,
                hint: "a default makes the argument optional; drop 'required' or the default")
        }
    }

    /// A struct or family model has no parameter spelling: only a whole body (`body:` or `root: true`) takes one.
    private mutating func checkModelParameter(_ parameter: Parameter, path: String) {
        guard !parameter.isBodyRoot, let type = parameter.type, let model = structModel(in: type.type) else { return }
        if case .union(let union)? = models[model]?.kind, union.isParameterSpellable(isEnum: isEnumModel) {
            diagnostics.error(
                "parameter '\(parameter.wire)' has union type '\(model)', whose case "
                    + "'\(UnionDecl.parameterValueMember)' takes the name of the member that sends it",
                at: type.location, path: "\(path).type",
                hint: "rename that case with 'swift:' in '\(model)'")
            return
        }
        diagnostics.error(
            "parameter '\(parameter.wire)' has model type '\(model)', which cannot be sent as a parameter",
            at: type.location, path: "\(path).type",
            hint: "add 'content: json' to send it as JSON (its text in a query, header or form), or send a "
                + "whole-body model with the endpoint's 'body: { type: \(model), swift: <name> }'")
    }

    /// The struct or family model a parameter type holds (through optionals, lists and maps): such values have no
    /// parameter spelling, so the generated request would not compile.
    private func structModel(in type: TypeRef) -> String? {
        switch type {
        case .named(let name, _):
            guard let model = models[name] else { return nil }
            switch model.kind {
            case .enumeration: return nil
            case .union(let union) where union.isParameterType(isEnum: isEnumModel): return nil
            default: return name
            }
        case .optional(let wrapped), .array(let wrapped), .orderedMap(let wrapped): return structModel(in: wrapped)
        case .map(_, let value): return structModel(in: value)
        case .scalar: return nil
        }
    }

    /// Whether a type is a union of scalars and enums, sent as the held member is (a case that takes the name
    /// `parameterValue` is reported by `checkModelParameter`, once).
    private func isParameterUnion(_ type: TypeRef) -> Bool {
        guard case .named(let name, _) = type.nonOptional, case .union(let union)? = models[name]?.kind else {
            return false
        }
        return union.isParameterSpellable(isEnum: isEnumModel)
    }

    /// Whether a model name is an enum's.
    private func isEnumModel(_ name: String) -> Bool {
        if case .enumeration? = models[name]?.kind { return true }
        return false
    }

    /// Whether a parameter type holds a map, which has no parameter spelling without a patterned name.
    private func containsMap(_ type: TypeRef) -> Bool {
        switch type {
        case .map, .orderedMap: return true
        case .optional(let wrapped), .array(let wrapped): return containsMap(wrapped)
        case .scalar, .named: return false
        }
    }

    /// Whether a parameter type holds free-form JSON.
    private func containsJSON(_ type: TypeRef) -> Bool {
        switch type {
        case .scalar(let scalar): return scalar == .json
        case .optional(let wrapped), .array(let wrapped), .orderedMap(let wrapped): return containsJSON(wrapped)
        case .map(_, let value): return containsJSON(value)
        case .named: return false
        }
    }

    /// Whether a response type decodes from an XML document element: a struct model or a family.
    func isXMLDocument(_ type: TypeRef) -> Bool {
        guard case .named(let name, _) = type.nonOptional, let model = models[name] else { return false }
        if case .enumeration = model.kind { return false }
        return true
    }
}
