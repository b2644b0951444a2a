import Foundation

/// A character encoding a text response may declare (`Content-Type: text/plain; charset=…`), and its strict
/// decoding.
///
/// Decoding never replaces a byte it cannot read: bytes that are not valid in the encoding make `decode(_:)`
/// return `nil`, which `RawResponse.text(_:)` turns into a `DecodingFailure`.
enum TextCharset: Sendable, Hashable {
    /// UTF-8 (also the reading when no charset is declared).
    case utf8
    /// 7-bit US-ASCII: a byte over 0x7F is invalid.
    case ascii
    /// ISO-8859-1: every byte is the code point of the same number.
    case latin1
    /// Windows-1252: Latin-1 with printable characters in 0x80–0x9F; its five unassigned bytes are invalid.
    case windows1252
    /// UTF-16 in the given byte order; with `nil`, a leading byte-order mark decides (and is dropped), else
    /// big-endian.
    case utf16(bigEndian: Bool?)
    /// UTF-32 in the given byte order; with `nil`, a leading byte-order mark decides (and is dropped), else
    /// big-endian.
    case utf32(bigEndian: Bool?)

    /// The encoding an IANA charset name (or a common alias) names, compared case-insensitively.
    init?(name: String) {
        switch name.lowercased() {
        case "utf-8", "utf8", "unicode-1-1-utf-8": self = .utf8
        case "us-ascii", "ascii", "iso646-us", "ansi_x3.4-1968", "us", "cp367", "ibm367", "csascii": self = .ascii
        case "iso-8859-1", "iso8859-1", "iso_8859-1", "iso_8859-1:1987", "latin1", "l1", "cp819", "ibm819",
            "csisolatin1", "iso-ir-100":
            self = .latin1
        case "windows-1252", "cp1252", "x-cp1252": self = .windows1252
        case "utf-16": self = .utf16(bigEndian: nil)
        case "utf-16be": self = .utf16(bigEndian: true)
        case "utf-16le": self = .utf16(bigEndian: false)
        case "utf-32": self = .utf32(bigEndian: nil)
        case "utf-32be": self = .utf32(bigEndian: true)
        case "utf-32le": self = .utf32(bigEndian: false)
        default: return nil
        }
    }

    /// The text the bytes spell in this encoding, or `nil` when they are not valid in it.
    func decode(_ bytes: Data) -> String? {
        switch self {
        case .utf8:
            return Self.decodeStrictly(bytes, as: UTF8.self)
        case .ascii:
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        case .latin1:
            var text = String.UnicodeScalarView()
            for byte in bytes { text.append(Unicode.Scalar(byte)) }
            return String(text)
        case .windows1252:
            var text = String.UnicodeScalarView()
            for byte in bytes {
                guard let scalar = Self.windows1252Scalar(byte) else { return nil }
                text.append(scalar)
            }
            return String(text)
        case .utf16(let bigEndian):
            return Self.decodeUnits(bytes, width: 2, bigEndian: bigEndian, as: UTF16.self)
        case .utf32(let bigEndian):
            return Self.decodeUnits(bytes, width: 4, bigEndian: bigEndian, as: UTF32.self)
        }
    }

    /// Code points of Windows-1252's bytes 0x80–0x9F (0 where the byte is unassigned).
    private static let windows1252High: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0,
        0x017D, 0, 0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, 0, 0x017E, 0x0178,
    ]

    /// The character a Windows-1252 byte stands for, `nil` for 0x81, 0x8D, 0x8F, 0x90 and 0x9D.
    private static func windows1252Scalar(_ byte: UInt8) -> Unicode.Scalar? {
        guard (0x80...0x9F).contains(byte) else { return Unicode.Scalar(byte) }
        let value = windows1252High[Int(byte - 0x80)]
        return value == 0 ? nil : Unicode.Scalar(value)
    }

    /// Decodes code units, failing on the first invalid sequence instead of replacing it.
    private static func decodeStrictly<Codec: UnicodeCodec, Units: Sequence>(
        _ units: Units, as codec: Codec.Type
    ) -> String? where Units.Element == Codec.CodeUnit {
        var iterator = units.makeIterator()
        var decoder = Codec()
        var text = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): text.append(scalar)
            case .emptyInput: return String(text)
            case .error: return nil
            }
        }
    }

    /// Splits bytes into `width`-byte code units in a byte order (a byte-order mark's, when `bigEndian` is
    /// `nil`) and decodes them strictly; a length that is not a multiple of `width` is invalid.
    private static func decodeUnits<Codec: UnicodeCodec>(
        _ bytes: Data, width: Int, bigEndian: Bool?, as codec: Codec.Type
    ) -> String? where Codec.CodeUnit: FixedWidthInteger {
        guard bytes.count % width == 0 else { return nil }
        var units: [Codec.CodeUnit] = []
        units.reserveCapacity(bytes.count / width)
        var order = bigEndian ?? true
        var start = bytes.startIndex
        if bigEndian == nil, bytes.count >= width {
            let first = Array(bytes.prefix(width))
            if first == Self.byteOrderMark(width: width, bigEndian: true) {
                start += width
            } else if first == Self.byteOrderMark(width: width, bigEndian: false) {
                order = false
                start += width
            }
        }
        var index = start
        while index < bytes.endIndex {
            var unit: Codec.CodeUnit = 0
            for offset in 0..<width {
                let byte = Codec.CodeUnit(bytes[index + offset])
                let shift = order ? (width - 1 - offset) * 8 : offset * 8
                unit |= byte << shift
            }
            units.append(unit)
            index += width
        }
        return decodeStrictly(units, as: codec)
    }

    /// U+FEFF as `width` bytes in a byte order.
    private static func byteOrderMark(width: Int, bigEndian: Bool) -> [UInt8] {
        let big: [UInt8] = width == 2 ? [0xFE, 0xFF] : [0, 0, 0xFE, 0xFF]
        return bigEndian ? big : big.reversed()
    }
}
