/// The one escaper for schema text: every byte a schema holds lands safely wherever generated code or a diagnostic
/// puts it.
///
/// Schema text (descriptions, wire names, enum values, paths, constants, file names) reaches three places: Swift
/// string literals (``StringLiteral``), `//` and `///` comments (``SchemaText/comment(_:)``, used by ``DocText``
/// and the banner), and one-line diagnostics (``SchemaText/oneLine(_:)``). Identifiers never carry schema text
/// unchecked: the validator admits only ASCII identifiers, and ``MemberScope`` keeps them out of the way of
/// generated members.
enum SchemaText {
    /// Whether a scalar must not appear raw in a comment or a literal: control characters, line and paragraph
    /// separators, and invisible format characters (bidirectional overrides, zero-width joiners, byte-order marks).
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .format, .surrogate, .privateUse, .unassigned:
            return true
        default:
            return false
        }
    }

    /// `\u{…}`, the Swift escape of a scalar, also readable in comments and diagnostics.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// Text for a comment line: line breaks and tabs become spaces, other unsafe scalars their `\u{…}` escape, so
    /// nothing can end the comment or hide in it.
    static func comment(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" || scalar == "\u{2028}" || scalar == "\u{2029}"
                || scalar == "\u{85}" || scalar == "\u{0B}" || scalar == "\u{0C}"
            {
                result.unicodeScalars.append(" ")
            } else if isUnsafe(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text for one line of a diagnostic: unsafe scalars as escapes (`\n`, `\t`, `\u{…}`), so a name holding a
    /// newline keeps the `file:line:column: error: …` format on one line.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: if isUnsafe(scalar) { result += escape(scalar) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
