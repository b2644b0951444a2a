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
            let (mediaType, media) = contents.first(where: { Self.isStreamMediaType($0.0) }),
            let schema = media["schema"]
        else { return nil }
        let schemaPointer = JSONPointer.appending(responsePointer, ["content", mediaType, "schema"])
        let isEvents = mediaType.lowercased().hasPrefix("text/event-stream")
        let resolved = document.dereference(schema, at: schemaPointer)?.0 ?? schema
        if isEvents, resolved["type"]?.string == "string" { return nil }
        var element = mapSchema(schema, at: schemaPointer, hint: hint + "Record")
        if element.kind == .list, resolved["items"] != nil, let items = resolved["items"] {
            element = mapSchema(items, at: JSONPointer.appending(schemaPointer, "items"), hint: hint + "Record")
        }
        if [.file, .binary].contains(element.kind) { return nil }
        var entry = YAMLMapping()
        entry["stream"] = .string(isEvents ? "sse" : "jsonl")
        entry["of"] = .string(element.text)
        if RawBody.isMediaType(mediaType, wildcards: false) { entry["contentType"] = .string(mediaType) }
        return entry.value
    }
}
