/// A position in a schema file: the file path as given to the loader and a 1-based line and column.
///
/// Columns count Unicode scalars, as libyaml does, so a caret under the reported column lines up in
/// every editor that counts characters.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file path, relative to the working directory when the loader was given a relative path.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers and editors understand.
    public var description: String { "\(file):\(line):\(column)" }

    /// The same line, `offset` columns further right (used for positions inside a type expression).
    public func advanced(byColumns offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
