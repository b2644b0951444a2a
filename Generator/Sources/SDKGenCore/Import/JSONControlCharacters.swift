/// JSON text made readable by the YAML reader: characters JSON allows raw inside a string but YAML does not.
///
/// YAML, which the importer reads JSON as, allows only printable characters in a document; JSON allows any
/// character but `"`, `\` and C0 controls inside a string. Real documents (DocuSign's, SendGrid's) carry raw C1
/// controls (U+0080…U+009F) in their descriptions, which the reader refused. In JSON text every such character
/// stands inside a string (outside one it is invalid JSON), so it is replaced by its `\uXXXX` escape, which JSON
/// and YAML double-quoted strings both read as the same character.
enum JSONControlCharacters {
    /// The text with each character YAML does not allow written as a `\u` escape, when the text is JSON (starts
    /// with `{` or `[` after whitespace and a byte order mark); other text, and JSON without such characters, as
    /// it is.
    static func escaped(_ text: String) -> String {
        let start = text.unicodeScalars.first { !["\u{FEFF}", " ", "\t", "\n", "\r"].contains($0) }
        guard start == "{" || start == "[", text.unicodeScalars.contains(where: { !isYAMLPrintable($0) }) else {
            return text
        }
        var result = String.UnicodeScalarView()
        result.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            guard !isYAMLPrintable(scalar) else {
                result.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            for character in "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex {
                result.append(contentsOf: character.unicodeScalars)
            }
        }
        return String(result)
    }

    /// YAML 1.2's printable set (`c-printable`), without U+0085 (next line), which readers take for a line break.
    static func isYAMLPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
