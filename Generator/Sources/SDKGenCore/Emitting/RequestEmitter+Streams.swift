/// Streamed answers (`response: { stream: jsonl | sse, of: T }`): the request conforms to the runtime's
/// `StreamingRequest` (its `Element`, its `streamFormat`), asks for the stream's media type and reads a whole body
/// as every record (`Response` is `[T]`), so `send` collects and `Client.stream(_:)` hands records out as they come.
extension RequestEmitter {
    /// The conformances of a request: `Request`, or `StreamingRequest` and `HeaderedRequest` as the endpoint needs.
    func requestConformances(_ endpoint: Endpoint) -> String {
        var protocols: [String] = []
        if endpoint.stream != nil { protocols.append(context.rt("StreamingRequest")) }
        if !endpoint.responseHeaders.isEmpty { protocols.append(context.rt("HeaderedRequest")) }
        return protocols.isEmpty ? context.rt("Request") : protocols.joined(separator: ", ")
    }

    /// `Element` beside `Response`.
    func emitStreamElement(_ stream: StreamResponse, into buffer: inout SwiftBuffer) {
        buffer.doc(nil, fallback: "One record of the streamed answer.")
        buffer.line("public typealias Element = \(context.swiftType(stream.element.type))")
    }

    /// `streamFormat`, `headerFields` with `Accept`, and `parseResponse` reading a whole body's records.
    func emitStreamMembers(_ stream: StreamResponse, into buffer: inout SwiftBuffer) {
        let format: String
        switch stream.format {
        case .jsonl: format = ".jsonLines"
        case .jsonSeq: format = ".jsonSequence"
        case .sse: format = ".serverSentEvents(terminator: \(stream.terminator.map(StringLiteral.quoted) ?? "nil"))"
        }
        buffer.line()
        buffer.doc(nil, fallback: "How the answer's records are framed.")
        buffer.line("public static var streamFormat: \(context.rt("StreamFormat")) { \(format) }")
        buffer.line()
        buffer.doc(nil, fallback: "Asks for `\(stream.acceptedContentType)`.")
        buffer.line(
            "public var headerFields: [\(context.rt("String")): \(context.rt("String"))] { "
                + "[\"Accept\": \(StringLiteral.quoted(stream.acceptedContentType))] }")
        buffer.line()
        buffer.doc(nil, fallback: "Every record of a whole answer, in order.")
        buffer.block(
            parseResponseSignature
        ) { body in
            body.line("try parseStreamRecords(response, context: context)")
        }
    }
}
