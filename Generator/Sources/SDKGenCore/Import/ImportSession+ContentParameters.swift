/// Parameters with `content` instead of `schema` (OpenAPI 3: a value serialized as its media type says) → the
/// language's `content: json`: a JSON media type sends the value, whatever its type, as its JSON text.
///
/// Loopback's and Strapi's `filter`, Parse's `where`, a header carrying a JSON object: the schema under the media
/// type is imported as any other (an inline object becomes a model), and the request sends it encoded. Another
/// media type (`text/plain`, `application/xml`), a path parameter (a placeholder takes one segment) and a value
/// JSON has no spelling for (a file) stay a string the caller serializes, with a warning.
extension ImportSession {
    /// The type of a parameter sent as JSON, or `nil` (warned) when it is sent as a string.
    func jsonContentType(of object: ParameterObject, hint: String) -> MappedType? {
        guard let first = object.node["content"]?.pairs?.first, let mediaType = first.key.string else {
            warn(object.pointer, "a parameter with an empty 'content' is sent as a string")
            return nil
        }
        guard Self.isJSONMediaType(mediaType) else {
            warn(object.pointer, "a parameter serialized as '\(mediaType)' is sent as a string the caller writes")
            return nil
        }
        guard object.location != "path" else {
            warn(object.pointer, "path parameter '\(object.name)' serialized as JSON is sent as a string")
            return nil
        }
        guard let schema = first.value["schema"] else { return MappedType(text: "json", kind: .json) }
        let type = mapSchema(
            schema, at: JSONPointer.appending(object.pointer, ["content", mediaType, "schema"]), hint: hint)
        if [.file, .binary].contains(type.kind) || Self.holdsFile(type.text) {
            warn(object.pointer, "a parameter serialized as JSON holds a file; sent as a string")
            return nil
        }
        return type
    }

    /// Whether a type expression holds the `file` scalar (`file`, `[file]`, `{string: file}`), which has no JSON
    /// spelling; a model whose name merely contains the word (`Profile`) does not.
    static func holdsFile(_ typeText: String) -> Bool {
        typeText.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }.contains("file")
    }

    /// Whether a media type is JSON: `application/json`, `text/json`, a `+json` suffix, parameters allowed.
    static func isJSONMediaType(_ mediaType: String) -> Bool {
        guard let essence = mediaType.split(separator: ";").first else { return false }
        let lower = essence.trimmingCharacters(in: .whitespaces).lowercased()
        return lower.hasSuffix("/json") || lower.hasSuffix("+json")
    }
}
