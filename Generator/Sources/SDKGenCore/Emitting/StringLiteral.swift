/// Swift string literals with escapes.
enum StringLiteral {
    /// `"text"` with `\`, `"` and every unsafe scalar (``SchemaText/isUnsafe(_:)``) escaped; `\(` cannot start an
    /// interpolation because its backslash is escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if SchemaText.isUnsafe(scalar) {
                    result += SchemaText.escape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The content of a literal without the quotes.
    static func escapedContent(_ text: String) -> String {
        String(quoted(text).dropFirst().dropLast())
    }
}
