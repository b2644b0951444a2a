/// Answers that are streams of records (OpenAPI 3 media types) → `response: { stream: jsonl | sse, of: T }`.
///
/// `application/x-ndjson` (and the other JSON Lines names) is one JSON value per line, Lichess's exports and event
/// streams; `text/event-stream` with a JSON schema is server-sent events whose data are such values. Either is a
/// stream only when the answer offers no plain JSON (an endpoint that answers JSON, or streams on request, keeps
/// its JSON answer). The schema is one record's; an array schema is read as the list of its items (documents write
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
        guard !contents.contains(where: { Media($0.0).rank == 0 }),
            let (mediaType, media) = contents.first(where: { Self.isStreamMediaType($0.0) })
        else { return nil }
        let isEvents = mediaType.lowercased().hasPrefix("text/event-stream")
        let mediaPointer = JSONPointer.appending(responsePointer, ["content", mediaType])
        let element: MappedType
        if let itemSchema = media["itemSchema"] {
            guard
                let record = recordSchema(
                    itemSchema, at: JSONPointer.appending(mediaPointer, "itemSchema"), isEvents: isEvents)
            else { return nil }
            element = mapSchema(record.schema, at: record.pointer, hint: hint + "Record")
        } else {
            guard let schema = media["schema"] else { return nil }
            let schemaPointer = JSONPointer.appending(mediaPointer, "schema")
            let resolved = document.dereference(schema, at: schemaPointer)?.0 ?? schema
            if isEvents, resolved["type"]?.string == "string" { return nil }
            var mapped = mapSchema(schema, at: schemaPointer, hint: hint + "Record")
            if mapped.kind == .list, let items = resolved["items"] {
                mapped = mapSchema(items, at: JSONPointer.appending(schemaPointer, "items"), hint: hint + "Record")
            }
            element = mapped
        }
        if [.file, .binary].contains(element.kind) { return nil }
        var entry = YAMLMapping()
        let isSequence = mediaType.lowercased().hasPrefix("application/json-seq")
        entry["stream"] = .string(isEvents ? "sse" : isSequence ? "json-seq" : "jsonl")
        entry["of"] = .string(element.text)
        if RawBody.isMediaType(mediaType, wildcards: false) { entry["contentType"] = .string(mediaType) }
        return entry.value
    }

    /// One record's schema from OpenAPI 3.2's `itemSchema`: the item itself for JSON Lines; for server-sent events
    /// the `contentSchema` of the event's `data` (its text is JSON), or `nil` when the data is plain text.
    private func recordSchema(_ itemSchema: YAMLNode, at pointer: String, isEvents: Bool) -> (
        schema: YAMLNode, pointer: String
    )? {
        guard isEvents else { return (itemSchema, pointer) }
        let resolved = document.dereference(itemSchema, at: pointer)
        let event = resolved?.0 ?? itemSchema
        let eventPointer = resolved?.1 ?? pointer
        guard let data = event["properties"]?["data"] else { return (itemSchema, pointer) }
        let dataPointer = JSONPointer.appending(eventPointer, ["properties", "data"])
        guard let content = data["contentSchema"] else { return nil }
        return (content, JSONPointer.appending(dataPointer, "contentSchema"))
    }
}
