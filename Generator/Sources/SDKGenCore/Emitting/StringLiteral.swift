/// Swift string literals with escapes.
enum StringLiteral {
    /// `"text"` with `\`, `"`, and control characters escaped.
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
                if scalar.value < 0x20 {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
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
