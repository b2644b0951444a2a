/// Raw bodies: `text/*`, `application/octet-stream`, images and other non-JSON media, and `format: binary` strings →
/// `body: { raw: text | binary, contentType: … }` and `response: { raw: …, contentType: … }`.
extension ImportSession {
    /// Whether a schema is a binary string (`type: string, format: binary`; Swagger 2.0 `type: file`).
    func isBinarySchema(_ schema: YAMLNode?, at pointer: String) -> Bool {
        guard let schema, let (node, _) = document.dereference(schema, at: pointer) else { return false }
        if node["type"]?.string == "file" { return true }
        let types = node["type"]?.items?.compactMap(\.string) ?? [node["type"]?.string].compactMap { $0 }
        return types.contains("string") && node["format"]?.string == "binary"
    }

    /// Text for `text/*` and for string schemas that are not binary; bytes for everything else.
    func rawKind(media: String, schema: YAMLNode?, at pointer: String) -> RawBodyKind {
        if isBinarySchema(schema, at: pointer) { return .binary }
        let lower = media.lowercased()
        if lower.hasPrefix("text/") { return .text }
        let type = schema.flatMap { document.dereference($0, at: pointer)?.node["type"]?.string }
        return type == "string" && !lower.hasPrefix("image/") && !lower.hasPrefix("audio/")
            && !lower.hasPrefix("video/") && lower != "application/octet-stream" ? .text : .binary
    }

    /// The raw request body for a media type: `{ raw: binary, contentType: image/png, swift: body }`.
    func rawRequestBody(
        _ media: String, schema: YAMLNode?, required: Bool, description: String?, at pointer: String,
        into parameters: inout EndpointParameters
    ) -> YAMLValue {
        let kind = rawKind(media: media, schema: schema, at: JSONPointer.appending(pointer, "schema"))
        var entry = YAMLMapping()
        entry["raw"] = .string(kind.rawValue)
        if RawBody.isMediaType(media, wildcards: false) {
            entry["contentType"] = .string(media)
        } else {
            warn(
                pointer,
                "'\(media)' is no single media type; the raw body is sent as '\(kind.defaultContentType)'")
        }
        entry["swift"] = .string(parameters.claimBodyName(kind == .text ? "text" : "content"))
        if !required { entry["required"] = .bool(false) }
        if let description { entry["description"] = .string(description) }
        return entry.value
    }

    /// The raw answer of a response that has a body but no JSON one (3.x `content`, 2.0 `produces` or a `file`
    /// schema), or `nil`.
    func rawAnswer(_ raw: YAMLNode, at pointer: String, produces: [String]) -> YAMLValue? {
        guard let (response, responsePointer) = document.dereference(raw, at: pointer) else { return nil }
        var media: [(type: String, schema: YAMLNode?, pointer: String)] = []
        if document.version == .swagger2 {
            guard let schema = response["schema"] else { return nil }
            let schemaPointer = JSONPointer.appending(responsePointer, "schema")
            let binary = isBinarySchema(schema, at: schemaPointer)
            guard binary || (!produces.isEmpty && !produces.contains(where: { Media($0).rank == 0 })) else {
                return nil
            }
            media = (produces.isEmpty ? ["application/octet-stream"] : produces).map { ($0, schema, schemaPointer) }
        } else {
            let contents = (response["content"]?.pairs ?? []).compactMap { pair in
                pair.key.string.map { ($0, pair.value) }
            }
            guard !contents.isEmpty else { return nil }
            if let json = Media.preferredJSON(contents) {
                let schemaPointer = JSONPointer.appending(responsePointer, ["content", json.0, "schema"])
                // `*/*` or JSON with a binary string is a download, not JSON.
                guard isBinarySchema(json.1["schema"], at: schemaPointer) else { return nil }
            }
            media = contents.map {
                ($0.0, $0.1["schema"], JSONPointer.appending(responsePointer, ["content", $0.0, "schema"]))
            }
        }
        let kinds = Set(media.map { rawKind(media: $0.type, schema: $0.schema, at: $0.pointer) })
        var entry = YAMLMapping()
        entry["raw"] = .string((kinds == [.text] ? RawBodyKind.text : .binary).rawValue)
        if media.count == 1, RawBody.isMediaType(media[0].type, wildcards: true) {
            entry["contentType"] = .string(media[0].type)
        }
        return entry.value
    }
}
