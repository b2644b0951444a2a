/// Raw bodies: `body: { raw: text | binary, contentType: …, swift: … }` and `response: { raw: …, contentType: … }`.
extension SchemaReader {
    static let rawBodyKeys = ["raw", "contentType", "swift", "description", "required"]
    static let rawResponseKeys = ["raw", "contentType"]

    /// Reads the `raw:` kind and `contentType:` of a raw body mapping.
    func readRawBody(_ node: YAMLNode, path: String) -> RawBody? {
        guard let kindNode = node["raw"],
            let kind = choice(kindNode, path: "\(path).raw", what: "raw body kind", as: RawBodyKind.self)
        else { return nil }
        var body = RawBody(kind: kind, location: node.location)
        if let value = node["contentType"] {
            body.contentType = string(value, path: "\(path).contentType")
            body.contentTypeLocation = value.location
        }
        return body
    }

    /// `body: { raw: binary, swift: file }`: the whole request body as one required parameter (`String` for text,
    /// `FilePayload.Source` for bytes from memory or a file).
    func readRawBodyParameter(_ node: YAMLNode, path: String) -> Parameter? {
        guard let pairs = node.pairs else { return nil }
        checkKeys(pairs, allowed: Self.rawBodyKeys, path: path, what: "a raw body")
        guard let raw = readRawBody(node, path: path) else { return nil }
        let scalar: ScalarType = raw.kind == .text ? .string : .data
        let type = TypeExpression(
            type: .scalar(scalar), text: scalar.rawValue, location: node.location, references: [])
        var parameter = Parameter(
            wire: "body", swiftName: "body", hasExplicitSwiftName: false, type: type, location: node.location)
        parameter.placement = .body
        parameter.isBodyRoot = true
        parameter.raw = raw
        parameter.required = true
        if let value = node["swift"], let swift = string(value, path: "\(path).swift") {
            parameter.swiftName = swift
            parameter.hasExplicitSwiftName = true
        }
        if let value = node["required"] { parameter.required = bool(value, path: "\(path).required") ?? true }
        if let value = node["description"] { parameter.description = string(value, path: "\(path).description") }
        return parameter
    }

    /// `response: { raw: text, contentType: text/plain }`: the response is the body's text or bytes.
    func readRawResponse(_ node: YAMLNode, path: String) -> RawBody? {
        guard let pairs = node.pairs else { return nil }
        checkKeys(pairs, allowed: Self.rawResponseKeys, path: path, what: "a raw response")
        return readRawBody(node, path: path)
    }
}
