/// Why a YAML document could not be loaded: a typed error with the place of every problem.
///
/// ``YAMLLoader/parse(_:file:)`` throws it; ``diagnostics`` renders it as the generator's diagnostics, so the
/// schema loader and any other reader of YAML documents report the same text.
public enum YAMLLoadError: Error, Sendable, Hashable {
    /// The text is not YAML: libyaml's description of the problem, at the place it names.
    case syntax(message: String, at: SourceLocation)
    /// An alias (`*name`) with no anchor (`&name`) before it in the document.
    case undefinedAlias(name: String, at: SourceLocation)
    /// One or more keys appear twice in the same mapping; every duplicate of the document is listed.
    case duplicateKeys([DuplicateKey])
    /// The text holds a second document (a `---` line after the first one).
    case multipleDocuments(at: SourceLocation)
    /// Aliases repeat what their anchors hold; the document expands to more nodes than the limit.
    case tooManyNodes(limit: Int, at: SourceLocation)
    /// The document, as written, holds more nodes than the limit; aliases account for less than half of them.
    case documentTooLarge(limit: Int, at: SourceLocation)
    /// Mappings and sequences nest deeper than the limit (aliases count with the depth they repeat).
    case nestedTooDeep(limit: Int, at: SourceLocation)
    /// The file cannot be read.
    case unreadable(file: String)
    /// The file's bytes are not UTF-8.
    case notUTF8(file: String)

    /// A key that appears a second (or later) time in one mapping.
    public struct DuplicateKey: Sendable, Hashable {
        /// The key's text.
        public var key: String
        /// Where the repeated key is.
        public var location: SourceLocation
        /// Where the key first appears in the same mapping.
        public var first: SourceLocation

        /// Creates a duplicate-key record.
        public init(key: String, location: SourceLocation, first: SourceLocation) {
            self.key = key
            self.location = location
            self.first = first
        }
    }

    /// The problems as diagnostics (one per duplicate key, else one), each with its place and, where useful, a hint.
    public var diagnostics: [Diagnostic] {
        switch self {
        case .syntax(let message, let location):
            return [Diagnostic(.error, at: location, "invalid YAML: \(message)")]
        case .undefinedAlias(let name, let location):
            return [
                Diagnostic(
                    .error, at: location, "alias '*\(Self.oneLine(name))' has no anchor before it",
                    hint: "define '&\(Self.oneLine(name))' earlier in the same file; an alias cannot repeat the node "
                        + "that contains it")
            ]
        case .duplicateKeys(let duplicates):
            return duplicates.map { duplicate in
                Diagnostic(
                    .error, at: duplicate.location, "duplicate key '\(Self.oneLine(duplicate.key))' in a mapping",
                    hint: "first at \(duplicate.first); a key may appear once per mapping, merge the two entries")
            }
        case .multipleDocuments(let location):
            return [
                Diagnostic(
                    .error, at: location, "the file holds a second YAML document",
                    hint: "a file holds one document: remove the '---' line or move what follows it to its own file")
            ]
        case .tooManyNodes(let limit, let location):
            return [
                Diagnostic(
                    .error, at: location, "the document expands to more than \(limit) nodes",
                    hint: "aliases (*name) repeat what their anchor holds; an alias of aliases multiplies it")
            ]
        case .documentTooLarge(let limit, let location):
            return [
                Diagnostic(
                    .error, at: location, "the document holds more than \(limit) nodes",
                    hint: "split the schema across several files in the same folder")
            ]
        case .nestedTooDeep(let limit, let location):
            return [
                Diagnostic(
                    .error, at: location, "mappings and sequences nested deeper than \(limit) levels",
                    hint: "flatten the structure; an alias (*name) counts with the depth of what it repeats")
            ]
        case .unreadable(let file):
            return [Diagnostic(.error, at: SourceLocation(file: file, line: 1, column: 1), "cannot read file")]
        case .notUTF8(let file):
            return [
                Diagnostic(
                    .error, at: SourceLocation(file: file, line: 1, column: 1), "file is not valid UTF-8",
                    hint: "save the schema as UTF-8")
            ]
        }
    }

    /// Text from the document made safe for a one-line message: line breaks, tabs and other control characters
    /// are written as escapes, and very long text is cut.
    static func oneLine(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars.prefix(80) {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.properties.generalCategory == .control:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return text.unicodeScalars.count > 80 ? result + "…" : result
    }
}
