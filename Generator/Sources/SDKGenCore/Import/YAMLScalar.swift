/// Quoting rules for YAML scalars: when a string can be written plain, and its quoted forms.
enum YAMLScalar {
    /// Words a YAML 1.1 or 1.2 reader resolves to `null` or a Boolean; written plain they would not be strings.
    static let reservedWords: Set<String> = [
        "null", "Null", "NULL", "~", "true", "True", "TRUE", "false", "False", "FALSE", "yes", "Yes", "YES", "no",
        "No", "NO", "on", "On", "ON", "off", "Off", "OFF", "y", "Y", "n", "N",
    ]

    /// Characters that may not start a plain scalar (conservatively: YAML 1.2 allows some before a non-space).
    static let leadingIndicators: Set<Character> = [
        "-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`", ".", "+",
        "<", "=",
    ]

    /// The scalar as it should be written: plain when that reads back as the same string, else quoted.
    static func render(_ text: String, inFlow: Bool) -> String {
        if isPlainSafe(text, inFlow: inFlow) { return text }
        if text.unicodeScalars.allSatisfy(isPrintable) {
            return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        }
        return doubleQuoted(text)
    }

    /// Whether `text` written plain is read back as exactly this string.
    static func isPlainSafe(_ text: String, inFlow: Bool) -> Bool {
        guard let first = text.first, let last = text.last else { return false }
        if reservedWords.contains(text) { return false }
        if leadingIndicators.contains(first) || first.isNumber || first == " " || last == " " { return false }
        if last == ":" || text.contains(": ") || text.contains(" #") || text.contains("\t") { return false }
        if inFlow, text.contains(where: { ",[]{}:".contains($0) }) {
            return false
        }
        return text.unicodeScalars.allSatisfy(isPrintable)
    }

    /// Whether a character may appear unescaped in a plain or single-quoted scalar.
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E: return true
        case 0xA0...0xD7FF: return scalar.value != 0x2028 && scalar.value != 0x2029
        case 0xE000...0xFFFD: return scalar.value != 0xFEFF
        case 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// A double-quoted scalar with every non-printable character escaped.
    static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if isPrintable(scalar) {
                    result.unicodeScalars.append(scalar)
                } else if scalar.value <= 0xFFFF {
                    result += "\\u" + hex(scalar.value, width: 4)
                } else {
                    result += "\\U" + hex(scalar.value, width: 8)
                }
            }
        }
        return result + "\""
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// A literal block (`|-` or `|`) for multi-line text, or `nil` when the block would not read back exactly
    /// (a first line starting with a space, a line of only spaces, more than one final newline, control
    /// characters).
    static func literalBlock(_ text: String) -> (header: String, lines: [String])? {
        var body = text
        var header = "|-"
        if body.hasSuffix("\n") {
            body.removeLast()
            header = "|"
            if body.hasSuffix("\n") || body.isEmpty { return nil }
        }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first, !first.isEmpty, first.first != " ", first.first != "\t" else { return nil }
        for line in lines {
            if !line.isEmpty, line.allSatisfy({ $0 == " " || $0 == "\t" }) { return nil }
            if !line.unicodeScalars.allSatisfy({ isPrintable($0) || $0 == "\t" }) { return nil }
        }
        return (header, lines)
    }
}
