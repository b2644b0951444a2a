/// Why an XML body could not be parsed or decoded, with the element path where it happened.
public struct XMLDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The category of an XML failure.
    public enum Kind: String, Sendable, Hashable {
        /// The body is not well-formed XML (or is empty, or declares a DTD).
        case malformed
        /// The body is an HTML page, as misconfigured servers send instead of the API's XML.
        case notXML
        /// A required element is absent.
        case missingElement
        /// A required attribute is absent.
        case missingAttribute
        /// A value is present but does not convert to the expected type.
        case invalidValue
        /// The document element or an item has an unexpected name.
        case unexpectedElement
    }

    /// The category.
    public var kind: Kind
    /// What went wrong.
    public var message: String
    /// The element path (`response/cases/case[2]/dtOpened`, `@ixBug` for an attribute); `""` for the document.
    public var path: String
    /// The line of a syntax error, when known.
    public var line: Int?
    /// The column of a syntax error, when known.
    public var column: Int?

    /// Creates an error.
    public init(_ kind: Kind, _ message: String, path: String = "", line: Int? = nil, column: Int? = nil) {
        self.kind = kind
        self.message = message
        self.path = path
        self.line = line
        self.column = column
    }

    /// `XML <kind> at <path>: <message>`.
    public var description: String {
        var text = "XML \(kind.rawValue)"
        if !path.isEmpty { text += " at \(path)" }
        if let line { text += " (line \(line)\(column.map { ", column \($0)" } ?? ""))" }
        return text + ": " + message
    }
}
