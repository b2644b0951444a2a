/// One problem found in a schema: where, how bad, what, which schema node, and how to fix it.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// The schema is wrong; nothing is generated and the exit status is non-zero.
        case error
        /// The schema is legal but probably not what was meant.
        case warning

        /// Errors sort before warnings.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .error && rhs == .warning
        }
    }

    /// How serious it is.
    public var severity: Severity
    /// Where it is; `nil` only for problems with no file (an empty folder, an unreadable directory).
    public var location: SourceLocation?
    /// What is wrong, one sentence without a trailing period.
    public var message: String
    /// The schema path of the offending node, like `endpoints.DisplayReviews.parameters.limit`.
    public var schemaPath: String
    /// How to fix it (a did-you-mean, an allowed set of values), if there is a useful one.
    public var hint: String?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, at location: SourceLocation?, _ message: String, path schemaPath: String = "",
        hint: String? = nil
    ) {
        self.severity = severity
        self.location = location
        self.message = message
        self.schemaPath = schemaPath
        self.hint = hint
    }

    /// The compiler-style rendering.
    ///
    /// For example:
    ///
    /// ```
    /// Schemas/X/api.yaml:3:5: error: unknown key 'modle' in api
    ///     at: api.modle
    ///     hint: did you mean 'module'?
    /// ```
    public var description: String {
        // Schema text in a message (a name holding a newline) is escaped, so every part stays on its one line.
        var text = location.map { "\(SchemaText.oneLine("\($0)")): " } ?? ""
        text += "\(severity.rawValue): \(SchemaText.oneLine(message))"
        if !schemaPath.isEmpty {
            text += "\n    at: \(SchemaText.oneLine(schemaPath))"
        }
        if let hint {
            text += "\n    hint: \(SchemaText.oneLine(hint))"
        }
        return text
    }
}
