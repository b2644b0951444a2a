/// Answers that are streams of records (OpenAPI 3 media types) → `response: { stream: jsonl | sse, of: T }`.
///
/// `application/x-ndjson` (and the other JSON Lines names) is one JSON value per line, Lichess's exports and event
/// streams; `text/event-stream` with a JSON schema is server-sent events whose data are such values. Either is a
/// stream only when the answer offers nothing else: an endpoint that answers JSON or bytes and streams on request
/// keeps its default answer, and a second endpoint reads the stream. The schema is one record's; an array schema is read as the list of its items (documents write
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

    /// `{ stream: …, of: T, contentType: … }` for a 3.x answer that only streams records, else `nil`.
    func streamAnswer(_ raw: YAMLNode, at pointer: String, hint: String) -> YAMLValue? {
        guard let (contents, responsePointer) = answerContents(raw, at: pointer),
            contents.contains(where: { Self.isStreamMediaType($0.0) }),
            contents.allSatisfy({ Self.isStreamMediaType($0.0) })
        else { return nil }
        return streamEntry(contents, at: responsePointer, hint: hint)
    }

    /// The stream an operation's first success answer offers beside its default form (JSON, bytes, text).
    ///
    /// A `response:` value with the media type and its pointer: OpenAI's chat completions, which stream events when
    /// the body asks (`stream: true`). `nil` when the answer offers no stream, or only a stream.
    func streamAlternative(_ operation: YAMLNode, endpoint: String, at pointer: String) -> (
        value: YAMLValue, mediaType: String, pointer: String
    )? {
        guard let answer = Self.successAnswers(answers(of: operation)).first else { return nil }
        let answerPointer = JSONPointer.appending(pointer, ["responses", answer.code])
        guard let (contents, responsePointer) = answerContents(answer.node, at: answerPointer),
            let stream = contents.first(where: { Self.isStreamMediaType($0.0) }),
            !contents.allSatisfy({ Self.isStreamMediaType($0.0) }),
            let value = streamEntry(contents, at: responsePointer, hint: endpoint + "Stream")
        else { return nil }
        return (value, stream.0, JSONPointer.appending(responsePointer, ["content", stream.0]))
    }

    /// Adds `<name>Stream`, the endpoint read as the stream its answer offers beside its default form, when it offers
    /// one: the same request, the caller asking for the stream as the API says (a body's `stream: true`, an `Accept`).
    func addStreamAlternative(
        of endpoint: YAMLMapping, named name: String, operation: YAMLNode, tag: String?, at pointer: String
    ) {
        guard let stream = streamAlternative(operation, endpoint: name, at: pointer) else { return }
        let streamName = names.claim(name + "Stream")
        var streamed = endpoint
        streamed["response"] = stream.value
        streamed["paging"] = nil
        var asked =
            "The answer as a stream of records (`\(stream.mediaType)`), when the request asks for it as the API says "
            + "(such as `stream: true` in the body)."
        if case .mapping(let pairs)? = endpoint["body"], hasBooleanStream(bodyModel: pairs) {
            // The body's own switch: the endpoint sets it, so the caller cannot forget it.
            var body = YAMLMapping()
            for pair in pairs { body[pair.key] = pair.value }
            body["set"] = .mapping([("stream", .bool(true))])
            streamed["body"] = body.value
            asked = "The answer as a stream of records (`\(stream.mediaType)`): the body is sent with `stream: true`."
        } else if case .mapping(let parameters)? = endpoint["parameters"],
            let fixed = fixedStreamSwitch(parameters)
        {
            // A `stream` member of a form or multipart body (OpenAI's transcriptions): always sent as `true`.
            streamed["parameters"] = .mapping(fixed)
            asked = "The answer as a stream of records (`\(stream.mediaType)`): the request is sent with `stream=true`."
        }
        if case .string(let text)? = endpoint["description"] {
            streamed["description"] = .string(text + "\n\n" + asked)
        }
        addEndpoint(streamName, streamed.value, tag: tag)
        warn(
            stream.pointer,
            "the answer may also stream as '\(stream.mediaType)': imported as a second endpoint, '\(streamName)'")
    }

    /// Whether a whole body's model (`body: { type: M, … }`) has a Boolean property `stream`, the switch
    /// OpenAI-style APIs read to answer with events.
    private func hasBooleanStream(bodyModel pairs: [(key: String, value: YAMLValue)]) -> Bool {
        guard case .string(let type)? = pairs.first(where: { $0.key == "type" })?.value,
            let index = modelIndex[type], models[index].kind == .structure,
            case .mapping(let properties)? = models[index].body["properties"],
            let entry = properties.first(where: { $0.key == "stream" })?.value
        else { return false }
        if case .mapping(let fields) = entry, fields.contains(where: { $0.key == "explicitNull" }) { return false }
        return Self.isBoolean(entry)
    }

    /// Whether a written property or parameter is typed `bool` or `bool?` (`bool`, or `{ type: bool, … }`).
    private static func isBoolean(_ entry: YAMLValue) -> Bool {
        switch entry {
        case .string(let text), .literal(let text): return text == "bool" || text == "bool?"
        case .mapping(let fields):
            guard let type = fields.first(where: { $0.key == "type" })?.value else { return false }
            return isBoolean(type)
        default: return false
        }
    }

    /// The parameters with a Boolean `stream` parameter made the fixed value `true` (`{ const: 'true', in: … }`),
    /// or `nil` when there is no such parameter.
    private func fixedStreamSwitch(
        _ parameters: [(key: String, value: YAMLValue)]
    ) -> [(key: String, value: YAMLValue)]? {
        guard let index = parameters.firstIndex(where: { $0.key == "stream" }),
            case .mapping(let fields) = parameters[index].value, Self.isBoolean(parameters[index].value)
        else { return nil }
        var fixed: [(key: String, value: YAMLValue)] = [("const", .string("true"))]
        if let place = fields.first(where: { $0.key == "in" }) { fixed.append(place) }
        var result = parameters
        result[index].value = .mapping(fixed)
        return result
    }

    /// A 3.x answer's media types and schemas, with the answer's pointer after `$ref`s.
    private func answerContents(_ raw: YAMLNode, at pointer: String) -> ([(String, YAMLNode)], String)? {
        guard document.version != .swagger2, let (response, responsePointer) = document.dereference(raw, at: pointer)
        else { return nil }
        let contents = (response["content"]?.pairs ?? []).compactMap { pair in
            pair.key.string.map { ($0, pair.value) }
        }
        return (contents, responsePointer)
    }

    /// The `response:` value of the first stream media type among `contents`, or `nil` when its records are no
    /// JSON (plain-text events, binary).
    private func streamEntry(_ contents: [(String, YAMLNode)], at responsePointer: String, hint: String)
        -> YAMLValue?
    {
        guard let (mediaType, media) = contents.first(where: { Self.isStreamMediaType($0.0) }) else { return nil }
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
        // OpenAI-style APIs end their events with `data: [DONE]`, which documents rarely declare; it is no JSON
        // value, so no record can be it, and as the terminator it ends the records instead of failing them.
        if isEvents { entry["terminator"] = .string("[DONE]") }
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
