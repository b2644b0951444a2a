extension SchemaReader {
    static let streamResponseKeys = ["stream", "of", "terminator", "contentType"]

    /// Reads `response: { stream: jsonl | sse, of: T, terminator: …, contentType: … }`; the endpoint's response
    /// becomes `[T]`, what a whole answer's records decode to.
    func readStreamResponse(_ node: YAMLNode, into endpoint: inout Endpoint, path: String) {
        guard let pairs = node.pairs else { return }
        checkKeys(pairs, allowed: Self.streamResponseKeys, path: path, what: "a streamed response")
        guard let formatNode = node["stream"],
            let format = choice(
                formatNode, path: "\(path).stream", what: "stream format", as: StreamResponse.Format.self)
        else { return }
        guard let elementNode = node["of"] else {
            diagnostics.error(
                "missing key 'of' in a streamed response", at: node.location, path: path,
                hint: "name the type of one record, such as 'of: Event'")
            return
        }
        guard let element = typeExpression(elementNode, path: "\(path).of") else { return }
        var stream = StreamResponse(format: format, element: element, location: node.location)
        if let value = node["terminator"] {
            stream.terminator = string(value, path: "\(path).terminator")
            stream.terminatorLocation = value.location
        }
        if let value = node["contentType"] {
            stream.contentType = string(value, path: "\(path).contentType")
            stream.contentTypeLocation = value.location
        }
        endpoint.stream = stream
        endpoint.response = TypeExpression(
            type: .array(element.type), text: "[\(element.text)]", location: element.location,
            references: element.references)
    }
}
