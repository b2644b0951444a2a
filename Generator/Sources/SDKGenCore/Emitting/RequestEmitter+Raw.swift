/// Raw bodies: a request body that is text or bytes (`RawBodyParameters`, files streamed from disk) and a response
/// that is the body's text or bytes (`RawResponse`), with the `Accept` header a raw response's content type gives.
extension RequestEmitter {
    /// The `Response` typealias: the response model, `String` / `Data` for a raw response, or `EmptyResponse`.
    func responseType(_ endpoint: Endpoint) -> String {
        if let raw = endpoint.rawResponse { return context.rt(raw.responseSwiftType) }
        return endpoint.response.map { context.swiftType($0.type) } ?? context.rt("EmptyResponse")
    }

    /// `String` for text; `FilePayload.Source` (bytes in memory or a file on disk) for binary.
    func rawPropertyType(_ raw: RawBody, isRequired: Bool) -> String {
        let base = raw.kind == .text ? context.rt("String") : context.rt("FilePayload.Source")
        return isRequired ? base : "\(base)?"
    }

    /// `wholeBody`: the text or bytes with their content type.
    func emitRawWholeBody(_ root: Parameter, _ raw: RawBody, into buffer: inout SwiftBuffer) {
        let contentType = StringLiteral.quoted(raw.requestContentType)
        let make: (String) -> String = { value in
            raw.kind == .text
                ? "\(context.rt("RawBodyParameters"))(text: \(value), contentType: \(contentType))"
                : "\(context.rt("RawBodyParameters"))(\(value), contentType: \(contentType))"
        }
        buffer.line()
        let what = raw.kind == .text ? "text" : "bytes (a file is streamed from disk)"
        buffer.doc(nil, fallback: "The body: `\(root.swiftName)` as raw \(what), `\(raw.requestContentType)`.")
        buffer.block("public var wholeBody: (any \(context.rt("BodyParameters")))? {") { body in
            if isRequired(root) {
                body.line(make("self.\(root.swiftName)"))
            } else {
                body.line("self.\(root.swiftName).map { \(make("$0")) }")
            }
        }
    }

    /// `headerFields` with `Accept` (the schema's content type, else `*/*`: not the API's JSON) and `parseResponse`
    /// for the raw body.
    func emitRawParseResponse(_ raw: RawBody, into buffer: inout SwiftBuffer) {
        let accept = raw.contentType ?? "*/*"
        buffer.line()
        buffer.doc(nil, fallback: "Asks for `\(accept)`.")
        buffer.line(
            "public var headerFields: [\(context.rt("String")): \(context.rt("String"))] { "
                + "[\"Accept\": \(StringLiteral.quoted(accept))] }")
        buffer.line()
        let signature =
            parseResponseSignature
        if raw.kind == .text {
            buffer.doc(nil, fallback: "The body as UTF-8 text; a body that is not valid UTF-8 is a decoding failure.")
            buffer.block(signature) { body in body.line("try \(context.rt("RawResponse")).text(response)") }
        } else {
            buffer.doc(nil, fallback: "The body's bytes, unchanged.")
            buffer.block(signature) { body in body.line("\(context.rt("RawResponse")).data(response)") }
        }
    }
}
