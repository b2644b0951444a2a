/// JSON text made readable by the YAML reader: what JSON allows inside a string and YAML does not.
///
/// The importer reads JSON documents as YAML, and two things valid in a JSON string are not in a YAML one:
///
/// - **Raw characters outside YAML's printable set.** JSON allows any character but `"`, `\` and C0 controls in a
///   string, and real documents (DocuSign's, SendGrid's) carry raw C1 controls (U+0080…U+009F) in their
///   descriptions. Each is written as its `\uXXXX` escape, which both read as the same character.
/// - **UTF-16 surrogate escapes.** JSON spells a character beyond U+FFFF as two escapes (`"\ud83d\udc4d"`, Twilio's
///   examples), which libyaml refuses. A pair becomes the one `\UXXXXXXXX` escape of its character; a surrogate
///   without its partner, which names no character, becomes U+FFFD (the replacement character), as JSON readers do.
///
/// Outside a string such characters are invalid JSON, which the YAML reader then reports as it would.
enum JSONAsYAML {
    /// The text with the above rewritten when it is JSON and has any of it; other text as it is.
    ///
    /// JSON is text that starts with `{` or `[` after whitespace and a byte order mark. Works on the UTF-8 bytes:
    /// everything it rewrites is found by ASCII bytes or by the lead bytes of the few non-printable characters.
    static func readable(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let opening = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        guard opening == UInt8(ascii: "{") || opening == UInt8(ascii: "["), needsRewriting(bytes) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 64)
        var index = 0
        var inString = false
        while index < bytes.count {
            if let (value, length) = nonPrintable(bytes, at: index) {
                appendEscape(of: value, to: &result)
                index += length
                continue
            }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { inString.toggle() }
            guard inString, byte == UInt8(ascii: "\\"), index < bytes.count else {
                result.append(byte)
                continue
            }
            // An escape: copied whole, so an escaped quote or backslash is not read as one.
            let escaped = bytes[index]
            index += 1
            guard escaped == UInt8(ascii: "u"), let unit = hexUnit(bytes, at: index), (0xD800...0xDFFF).contains(unit)
            else {
                result.append(byte)
                result.append(escaped)
                continue
            }
            index += 4
            if unit < 0xDC00, index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u"), let low = hexUnit(bytes, at: index + 2),
                (0xDC00...0xDFFF).contains(low)
            {
                index += 6
                appendEscape(of: 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), to: &result)
            } else {
                appendEscape(of: 0xFFFD, to: &result)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The character at `index` and its length in bytes, when YAML does not allow it raw.
    ///
    /// Those are the C0 controls but tab and line breaks, DEL, the C1 controls (`C2 80`…`C2 9F`) and U+FFFE,
    /// U+FFFF. Valid UTF-8 has no other.
    private static func nonPrintable(_ bytes: [UInt8], at index: Int) -> (UInt32, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x09, 0x0A, 0x0D: return nil
        case 0x00..<0x20, 0x7F: return (UInt32(byte), 1)
        case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
            return (UInt32(bytes[index + 1]), 2)
        case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE:
            return (0xFFC0 | UInt32(bytes[index + 2] & 0x3F), 3)
        default: return nil
        }
    }

    /// Whether the text has a character to escape or a `\u` escape of a surrogate (`\uD8…` to `\uDF…`).
    private static func needsRewriting(_ bytes: [UInt8]) -> Bool {
        for index in bytes.indices {
            if nonPrintable(bytes, at: index) != nil { return true }
            if bytes[index] == UInt8(ascii: "\\"), index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "u"),
                bytes[index + 2] | 0x20 == UInt8(ascii: "d"), let digit = hexValue(bytes[index + 3]), digit >= 8
            {
                return true
            }
        }
        return false
    }

    /// The four hex digits at `index` read as one UTF-16 code unit.
    private static func hexUnit(_ bytes: [UInt8], at index: Int) -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for position in index..<index + 4 {
            guard let digit = hexValue(bytes[position]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x41...0x46: return UInt32(byte - 0x41 + 10)
        case 0x61...0x66: return UInt32(byte - 0x61 + 10)
        default: return nil
        }
    }

    /// Appends `\uXXXX`, or `\UXXXXXXXX` beyond U+FFFF: escapes a YAML double-quoted string reads.
    private static func appendEscape(of value: UInt32, to result: inout [UInt8]) {
        let hex = String(value, radix: 16, uppercase: true)
        let width = value > 0xFFFF ? 8 : 4
        result.append(contentsOf: (value > 0xFFFF ? "\\U" : "\\u").utf8)
        result.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: max(0, width - hex.count)))
        result.append(contentsOf: hex.utf8)
    }
}
