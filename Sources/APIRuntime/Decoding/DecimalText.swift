import Foundation

/// Reads numbers sent as text (`"4.5"`, `"-1.5e3"`, `"1344312726"`) as decimal only.
///
/// `Double(_:)` also accepts hexadecimal (`"0x10"` is 16, `"0x1p3"` is 8), `nan` and `inf`: from a server those are
/// no numbers, and reading them as one would be a silently wrong value.
enum DecimalText {
    /// The finite value of decimal text (optional sign, digits, point, exponent), or `nil`.
    static func double(_ text: some StringProtocol) -> Double? {
        guard !text.isEmpty, text.utf8.allSatisfy(isDecimalNumberByte), let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    /// Whether a byte may appear in a decimal number's text.
    private static func isDecimalNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }
}
