/// Emits one request struct per endpoint, conforming to the runtime's `Request` (APIKit's contract).
///
/// Parameters become typed stored properties (required ones in the initializer, optional ones defaulted
/// to `nil`); `parameters` appends each with its wire name, location and list spelling, and the
/// runtime derives the query and body from them.
struct RequestEmitter {
    let context: EmitContext

    /// The parameters that are stored properties (everything but constants), required ones first.
    func storedParameters(_ endpoint: Endpoint) -> [Parameter] {
        let stored = endpoint.parameters.filter { $0.constant == nil && $0.type != nil && $0.embeddedSet == nil }
        return stored.filter(isRequired) + stored.filter { !isRequired($0) }
    }

    /// The parameter sets the endpoint embeds, in `embed:` order.
    func embeddedSets(_ endpoint: Endpoint) -> [String] {
        var seen: Set<String> = []
        return endpoint.parameters.compactMap(\.embeddedSet).filter { seen.insert($0).inserted }
    }

    /// Whether the endpoint's only stored parameters are those of one embedded set, so its initializer is
    /// `init(<set>:)` and it conforms to the set's protocol.
    func holdsOnlyEmbeddedSet(_ endpoint: Endpoint) -> Bool {
        storedParameters(endpoint).isEmpty && embeddedSets(endpoint).count == 1
    }

    /// The stored properties of an embedded set, as the endpoint has them, required ones first.
    func setParameters(_ set: String, of endpoint: Endpoint) -> [Parameter] {
        let stored = endpoint.parameters.filter { $0.embeddedSet == set && $0.constant == nil && $0.type != nil }
        return stored.filter(isRequired) + stored.filter { !isRequired($0) }
    }

    /// The expression that reads a parameter's value from `self`'s members: `display.limit` for a parameter of an
    /// embedded set, the escaped property name otherwise.
    func memberPath(_ parameter: Parameter) -> String {
        let name = SwiftNaming.escaped(parameter.swiftName)
        guard let set = parameter.embeddedSet else { return name }
        return "\(SwiftNaming.escaped(SharedParameterSet.propertyName(of: set))).\(name)"
    }

    /// One initializer argument: `name: Type = default`.
    struct Argument {
        var name: String
        var type: String
        var defaultValue: String?
    }

    /// The initializer argument of a stored parameter.
    func argument(_ parameter: Parameter) -> Argument {
        Argument(
            name: parameter.swiftName, type: propertyType(parameter),
            defaultValue: defaultLiteral(parameter) ?? (isRequired(parameter) ? nil : "nil"))
    }

    func isRequired(_ parameter: Parameter) -> Bool {
        parameter.placement == .path || (parameter.required && parameter.defaultValue == nil)
    }

    func propertyType(_ parameter: Parameter) -> String {
        if let raw = parameter.raw { return rawPropertyType(raw, isRequired: isRequired(parameter)) }
        guard let type = parameter.type?.type else { return context.rt("Never") }
        let base = context.swiftType(type.nonOptional)
        return isRequired(parameter) || defaultLiteral(parameter) != nil ? base : "\(base)?"
    }

    func defaultLiteral(_ parameter: Parameter) -> String? {
        guard let value = parameter.defaultValue, let type = parameter.type?.type else { return nil }
        return DefaultLiteral.swift(value.text, quoted: value.quoted, type: type, context: context)
    }

    func emit(_ endpoint: Endpoint, into buffer: inout SwiftBuffer) {
        let stored = storedParameters(endpoint)
        buffer.doc(endpoint.description, fallback: "`\(endpoint.method.rawValue) \(endpoint.path)`.")
        if endpoint.deprecated { buffer.line("@available(*, deprecated)") }
        var conformances = requestConformances(endpoint)
        if holdsOnlyEmbeddedSet(endpoint), let set = embeddedSets(endpoint).first {
            conformances += ", \(SharedParameterSet(name: set, location: endpoint.location).protocolName)"
        }
        buffer.block("public struct \(endpoint.swiftName): \(conformances) {") { body in
            body.doc(nil, fallback: "The API this request belongs to.")
            body.line("public typealias API = \(context.apiName)")
            if endpoint.successStatuses.isEmpty {
                body.doc(nil, fallback: "The decoded result of a successful call.")
                body.line("public typealias Response = \(responseType(endpoint))")
                if let stream = endpoint.stream { emitStreamElement(stream, into: &body) }
            } else {
                emitStatusEnum(endpoint, into: &body)
            }
            if !endpoint.responseHeaders.isEmpty {
                body.line()
                emitResponseHeaders(endpoint, into: &body)
            }
            body.line()
            for parameter in stored {
                body.doc(parameter.description, fallback: "The `\(parameter.sentName)` parameter.")
                body.line("public var \(SwiftNaming.escaped(parameter.swiftName)): \(propertyType(parameter))")
                body.line()
            }
            for set in embeddedSets(endpoint) {
                body.doc(
                    nil, fallback: "The parameters of the `\(set)` set, shared with the other requests that embed it.")
                let name = SwiftNaming.escaped(SharedParameterSet.propertyName(of: set))
                body.line("public var \(name): \(SharedParameterSet.typeName(of: set))")
                body.line()
            }
            if endpoint.paging?.style == .link {
                body.doc(
                    nil,
                    fallback:
                        "The URL of the page to ask for, as a reply's `Link` header named it; `nil` for the first "
                        + "page. Sent there instead of the path and query, with the query parameters it leaves out.")
                body.line("public var pageURL: \(context.rt("URL"))?")
                body.line()
            }
            body.doc(
                nil,
                fallback: "Parameters the schema does not declare, sent after the typed ones (`_foo=bar`, telemetry).")
            body.line("public var additionalParameters = \(context.rt("Parameters"))()")
            body.line()
            let own = stored.map(argument)
            let sets = embeddedSets(endpoint).map { set in
                let required = setParameters(set, of: endpoint).contains(where: isRequired)
                return Argument(
                    name: SharedParameterSet.propertyName(of: set), type: SharedParameterSet.typeName(of: set),
                    defaultValue: required ? nil : "\(SharedParameterSet.typeName(of: set))()")
            }
            // The sets come last: `EditCase(bugID: 7, comment: "…", caseFields: CaseFieldsParameters(title: "…"))`.
            let arguments = own + sets
            emitInitializer(arguments, summary: "Creates the request.", into: &body)
            body.line()
            emitMembers(endpoint, into: &body)
            if !endpoint.errors.isEmpty {
                body.line()
                FailureEmitter(context: context).emitRequestCheck(endpoint, into: &body)
            }
        }
    }

    /// Emits `public init(…)` assigning every argument to the property of its name.
    func emitInitializer(_ arguments: [Argument], summary: String, into buffer: inout SwiftBuffer) {
        buffer.doc(nil, fallback: summary)
        guard !arguments.isEmpty else {
            buffer.line("public init() {}")
            return
        }
        let texts = arguments.map { argument in
            "\(SwiftNaming.escaped(argument.name)): \(argument.type)" + (argument.defaultValue.map { " = \($0)" } ?? "")
        }
        let signature = "public init(\(texts.joined(separator: ", "))) {"
        if signature.count + 4 <= LineWrapper.limit {
            buffer.line(signature)
        } else {
            buffer.line("public init(")
            for (index, text) in texts.enumerated() {
                buffer.line("    \(text)\(index == texts.count - 1 ? "" : ",")")
            }
            buffer.line(") {")
        }
        for argument in arguments {
            buffer.line("    self.\(argument.name) = \(SwiftNaming.escaped(argument.name))")
        }
        buffer.line("}")
    }

    private func emitMembers(_ endpoint: Endpoint, into buffer: inout SwiftBuffer) {
        buffer.doc(nil, fallback: "`\(endpoint.method.rawValue)`.")
        buffer.line("public var method: \(context.rt("HTTPMethod")) { .\(endpoint.method.rawValue.lowercased()) }")
        if endpoint.host != "default" {
            buffer.line()
            buffer.doc(nil, fallback: "The `\(endpoint.host)` host.")
            buffer.line("public var host: \(context.rt("String")) { \(StringLiteral.quoted(endpoint.host)) }")
        }
        buffer.line()
        buffer.doc(nil, fallback: "The path relative to the host's base URL.")
        let segments = endpoint.parameters.filter { $0.placement == .path }
        if segments.isEmpty {
            buffer.line("public var path: \(context.rt("String")) { \(pathExpression(endpoint)) }")
        } else {
            buffer.block("public var path: \(context.rt("String")) {") { body in
                for parameter in segments {
                    let name = SwiftNaming.escaped(parameter.swiftName)
                    let escape = parameter.keepsSlashes ? "escapePath" : "escapePathSegment"
                    body.line("let \(name) = \(context.rt("PercentEncoding")).\(escape)(\(segmentText(parameter)))")
                }
                body.line("return \(pathExpression(endpoint))")
            }
        }
        let sent = endpoint.parameters.filter { $0.placement != .path && !$0.isBodyRoot }
        buffer.line()
        ParametersEmitter(context: context).emit(sent, into: &buffer)
        if let root = endpoint.parameters.first(where: \.isBodyRoot), let raw = root.raw {
            emitRawWholeBody(root, raw, into: &buffer)
        } else if let root = endpoint.parameters.first(where: \.isBodyRoot), !root.fixedFields.isEmpty {
            emitWholeBodyWithSettings(root, into: &buffer)
        } else if let root = endpoint.parameters.first(where: \.isBodyRoot) {
            buffer.line()
            buffer.doc(nil, fallback: "The body: `\(root.swiftName)` as JSON, with the API's date format.")
            buffer.block("public var wholeBody: (any \(context.rt("BodyParameters")))? {") { body in
                if isRequired(root) || defaultLiteral(root) != nil {
                    body.line(
                        "\(context.rt("JSONBodyParameters"))(encoding: self.\(root.swiftName), options: \(context.apiName).codingOptions)"
                    )
                } else {
                    body.line(
                        "self.\(root.swiftName).map { \(context.rt("JSONBodyParameters"))(encoding: $0, options: \(context.apiName).codingOptions) }"
                    )
                }
            }
        }
        if let body = endpoint.body, body != .json {
            buffer.line()
            buffer.doc(
                nil,
                fallback: "Derived body parameters are encoded as \(body == .form ? "a form" : "multipart form data").")
            buffer.line("public var bodyEncoding: \(context.rt("BodyEncoding")) { .\(body.rawValue) }")
        }
        if !endpoint.authenticated {
            buffer.line()
            buffer.doc(nil, fallback: "Sent without the API's settings and authentication.")
            buffer.line("public var requiresAuthentication: \(context.rt("Bool")) { false }")
        }
        if let idempotent = endpoint.idempotent {
            buffer.line()
            buffer.doc(nil, fallback: "Whether the call may be retried automatically.")
            buffer.line("public var isIdempotent: \(context.rt("Bool")) { \(idempotent) }")
        }
        if !endpoint.successStatuses.isEmpty {
            emitStatusParseResponse(endpoint, into: &buffer)
        } else if let raw = endpoint.rawResponse {
            emitRawParseResponse(raw, into: &buffer)
        } else if let stream = endpoint.stream {
            emitStreamMembers(stream, into: &buffer)
        } else if context.isXML {
            emitXMLParseResponse(endpoint, into: &buffer)
        }
    }

    /// The opening line of a request's own `parseResponse(_:context:)` (the line wrapper breaks it when runtime types
    /// are spelled in full).
    var parseResponseSignature: String {
        "public func parseResponse(_ response: \(context.rt("HTTPResponse")), context: \(context.rt("ResponseContext"))) "
            + "throws -> Response {"
    }

    /// An XML reply is decoded from a document element that must be the response model's root; a `response: empty`
    /// reply is only checked for that root (`<response>`), so an HTML page or another document is an error there too.
    private func emitXMLParseResponse(_ endpoint: Endpoint, into buffer: inout SwiftBuffer) {
        let signature =
            parseResponseSignature
        let documents = XMLDocumentRoot(context: context)
        buffer.line()
        if let response = endpoint.response?.type {
            buffer.doc(nil, fallback: "Decodes the XML body.")
            buffer.block(signature) { body in
                let root = StringLiteral.quoted(documents.root(of: response))
                body.line("try context.decodeXML(Response.self, from: response.body, root: \(root))")
            }
        } else {
            let root = documents.emptyRoot
            buffer.doc(nil, fallback: "Checks that the body is a `<\(root)>` document; its content is ignored.")
            buffer.block(signature) { body in
                let literal = StringLiteral.quoted(root)
                body.line(
                    "_ = try context.decodeXML(\(context.rt("XMLTree.Element")).self, from: response.body, root: \(literal))"
                )
                body.line("return \(context.rt("EmptyResponse"))()")
            }
        }
    }

    /// The path as a Swift string expression, placeholders replaced by escaped path segments.
    private func pathExpression(_ endpoint: Endpoint) -> String {
        var result = "\""
        var remaining = Substring(endpoint.path)
        while let open = remaining.firstIndex(of: "{"), let close = remaining[open...].firstIndex(of: "}") {
            result += StringLiteral.escapedContent(String(remaining[..<open]))
            let wire = String(remaining[remaining.index(after: open)..<close])
            if let parameter = endpoint.parameters.first(where: { $0.placement == .path && $0.wire == wire }) {
                result += "\\(\(SwiftNaming.escaped(parameter.swiftName)))"
            } else {
                result += StringLiteral.escapedContent("{\(wire)}")
            }
            remaining = remaining[remaining.index(after: close)...]
        }
        result += StringLiteral.escapedContent(String(remaining)) + "\""
        return result
    }

    private func segmentText(_ parameter: Parameter) -> String {
        let name = "self.\(parameter.swiftName)"
        guard let type = parameter.type?.type.nonOptional else { return name }
        switch type {
        case .scalar(.string): return name
        case .scalar(.dateTime): return "\(context.apiName).codingOptions.dateEncoding.format(\(name))"
        case .scalar(.dateTimeZoned): return "\(name).formatted(\(context.apiName).codingOptions.dateEncoding)"
        case .scalar(.url): return "\(name).absoluteString"
        case .scalar(.uuid): return "\(name).uuidString"
        // Bytes as their base64 text and numbers as a query spells them (`4`, not `4.0`): a path says what the
        // same value says in a query.
        case .scalar(.data): return "\(name).base64EncodedString()"
        case .scalar(.double): return "\(context.rt("ParameterValue")).format(\(name))"
        default:
            if let decl = context.enumDecl(type) {
                return decl.isInteger ? "\(context.rt("String"))(\(name).rawValue)" : "\(name).rawValue"
            }
            if case .scalar(let scalar) = type, [.int, .int64, .bool].contains(scalar) {
                return "\(context.rt("String"))(\(name))"
            }
            if case .named(let model, _) = type, case .union? = context.models[model]?.kind {
                // A union of scalars (the validator allows no other here): the held member's spelling.
                return "\(name).parameterValue.scalarText ?? \"\""
            }
            return "\(context.rt("String"))(describing: \(name))"
        }
    }
}
