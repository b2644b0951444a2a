/// What the schema language has no place for at all (value constraints, defaults, `readOnly` / `writeOnly`,
/// response headers and links): counted while mapping and reported once per kind with the first place and the
/// count, so nothing is left out silently and the warnings stay readable.
extension ImportSession {
    /// A kind of thing the language cannot hold.
    enum Note: CaseIterable {
        case constraints, defaults, directions, responseHeaders, links

        /// What is not carried over, and why that is safe (or what to do).
        var message: String {
            switch self {
            case .constraints:
                return "value constraints (minimum, maxLength, pattern, …) are not carried over: the schema language "
                    + "checks no values, the server does"
            case .defaults:
                return "default values of properties and parameters are not carried over: a value left out is the "
                    + "server's default (a required header's is its default, sent unless changed)"
            case .directions:
                return "readOnly / writeOnly: one model serves requests and responses; a required readOnly "
                    + "property is optional in a model a request sends, a required writeOnly one in a model an "
                    + "answer returns"
            case .responseHeaders:
                return "the headers of error answers are not typed (those of the first success answer are: "
                    + "responseHeaders, read by client.sendWithHeaders(_:))"
            case .links:
                return "response links are not modelled"
            }
        }
    }

    /// The keywords of a schema that fall under a note.
    static let constraintKeywords = [
        "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength", "pattern",
        "minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties",
    ]

    /// Records a place of a note (a place reached twice through references counts once).
    func note(_ kind: Note, at pointer: String) {
        if let index = notes.firstIndex(where: { $0.kind == kind }) {
            notes[index].places.insert(pointer)
        } else {
            notes.append((kind, pointer, [pointer]))
        }
    }

    /// Notes the keywords of a schema that the language cannot hold.
    func noteKeywords(of schema: YAMLNode, at pointer: String) {
        guard schema.pairs != nil else { return }
        if Self.constraintKeywords.contains(where: { schema[$0] != nil }) { note(.constraints, at: pointer) }
        if schema["default"] != nil { note(.defaults, at: pointer) }
        if schema["readOnly"]?.bool == true || schema["writeOnly"]?.bool == true { note(.directions, at: pointer) }
    }

    /// One warning per kind noted, at its first place.
    func reportNotes() {
        for entry in notes {
            let places = entry.places.count == 1 ? "" : " (\(entry.places.count) places; the first is here)"
            warn(entry.first, entry.kind.message + places)
        }
    }
}
