/// Answers that are streams of records (OpenAPI 3 media types) → `response: { stream: jsonl | sse, of: T }`.
///
/// `application/x-ndjson` (and the other JSON Lines names) is one JSON value per line, Lichess's exports and event
/// streams; `text/event-stream` with a JSON schema is server-sent events whose data are such values. Either is a
/// stream only when the answer offers nothing else: an endpoint that answers JSON or bytes and streams on request
/// keeps its default answer, warned. The schema is one record's; an array schema is read as the list of its items (documents write
/// both). An event stream whose data is no JSON value (a string schema, none) stays a raw text answer.
extension ImportSession {
    /// The media types of JSON Lines, lower-cased.
    static let jsonLinesMediaTypes: Set<String> = [
        "application/x-ndjson", "application/ndjson", "application/jsonl", "application/x-jsonl",
        "application/jsonlines", "application/x-jsonlines", "application/json-lines", "application/x-json-stream",
    ]

    /// Whether a media type is a stream of records (JSON Lines or server-sent events), parameters allowed.
    static func isStreamMediaType(_ mediaType: String) -> Bool {
        let essence = mediaType.split(separator: ";").first.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        guard let essence else { return false }
        return jsonLinesMediaTypes.contains(essence) || essence == "text/event-stream"
            || essence == "application/json-seq"
    }

    /// `{ stream: …, of: T, contentType: … }` for a 3.x answer that streams records, else `nil`.
    func streamAnswer(_ raw: YAMLNode, at pointer: String, hint: String) -> YAMLValue? {
        guard document.version != .swagger2,
            let (response, responsePointer) = document.dereference(raw, at: pointer)
        else { return nil }
        let contents = (response["content"]?.pairs ?? []).compactMap { pair in
            pair.key.string.map { ($0, pair.value) }
        }
        guard let (mediaType, media) = contents.first(where: { Self.isStreamMediaType($0.0) }) else { return nil }
        guard contents.allSatisfy({ Self.isStreamMediaType($0.0) }) else {
            // JSON, audio bytes or text by default, a stream on request (OpenAI's speech with `stream_format: sse`):
            // the default answer is what a plain call gets.
            warn(
                JSONPointer.appending(responsePointer, ["content", mediaType]),
                "the answer may also stream as '\(mediaType)'; the endpoint reads its other form (declare a second "
                    + "endpoint with 'response: { stream: … }' to read the stream)")
            return nil
        }
        let isEvents = mediaType.lowercased().hasPrefix("text/event-stream")
        let mediaPointer = JSONPointer.appending(responsePointer, ["content", mediaType])
        // 3.2's `itemSchema` is one item; before it, `schema` was one record too (an array of them in some documents).
        let isItem = media["itemSchema"] != nil
        guard let schema = media["itemSchema"] ?? media["schema"] else { return nil }
        let schemaPointer = JSONPointer.appending(mediaPointer, isItem ? "itemSchema" : "schema")
        guard let record = isEvents ? eventData(schema, at: schemaPointer) : (schema, schemaPointer) else { return nil }
        var element = mapSchema(record.schema, at: record.pointer, hint: hint + "Record")
        let resolved = document.dereference(record.schema, at: record.pointer)?.0 ?? record.schema
        if !isItem, element.kind == .list, let items = resolved["items"] {
            element = mapSchema(items, at: JSONPointer.appending(record.pointer, "items"), hint: hint + "Record")
        }
        if [.file, .binary].contains(element.kind) { return nil }
        var entry = YAMLMapping()
        let isSequence = mediaType.lowercased().hasPrefix("application/json-seq")
        entry["stream"] = .string(isEvents ? "sse" : isSequence ? "json-seq" : "jsonl")
        entry["of"] = .string(element.text)
        if RawBody.isMediaType(mediaType, wildcards: false) { entry["contentType"] = .string(mediaType) }
        return entry.value
    }

    /// The fields of a server-sent event, as documents describe the event object.
    static let eventFields: Set<String> = ["event", "data", "id", "retry"]

    /// The schema of one event's data, the record.
    ///
    /// A schema describing the whole event (`{event, data, id, retry}`, Mistral's `ConversationEvents`, 3.2's
    /// `itemSchema`) gives its `data` (that property's `contentSchema` when it has one); any other schema is the data
    /// itself. `nil` when the data is plain text (a string without a `contentSchema`): the answer stays raw text.
    private func eventData(_ schema: YAMLNode, at pointer: String) -> (schema: YAMLNode, pointer: String)? {
        let (event, eventPointer) = document.dereference(schema, at: pointer) ?? (schema, pointer)
        if event["type"]?.string == "string" { return nil }
        guard let properties = event["properties"]?.pairs, let data = event["properties"]?["data"],
            properties.allSatisfy({ $0.key.string.map(Self.eventFields.contains) ?? false })
        else { return (schema, pointer) }
        let dataPointer = JSONPointer.appending(eventPointer, ["properties", "data"])
        if let content = data["contentSchema"] { return (content, JSONPointer.appending(dataPointer, "contentSchema")) }
        let resolved = document.dereference(data, at: dataPointer)?.0 ?? data
        if resolved["type"]?.string == "string" || data["type"]?.string == "string" { return nil }
        return (data, dataPointer)
    }
}
