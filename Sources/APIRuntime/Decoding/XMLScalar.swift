import Foundation

/// A value read from the text of an XML element or attribute: numbers, Booleans, dates, strings, URLs.
///
/// Conversions are tolerant the way FogBugz needs: surrounding whitespace is ignored (except by
/// `String`), Booleans accept `true`/`false`/`1`/`0` (any case), dates are ISO 8601 date-times
/// (`2012-03-21T21:27:33Z`, offsets and fractional seconds accepted). Accessors never pass empty
/// text: an empty element or attribute is `nil`.
///
/// Open enums generated as `RawRepresentable` structs conform with an empty extension.
public protocol XMLScalar: Sendable {
    /// Converts non-empty text, or returns `nil` when it does not represent a value of the type.
    init?(xmlText text: String)
}

extension XMLScalar where Self: RawRepresentable, RawValue: XMLScalar {
    /// Converts the text to the raw value, then to the type.
    public init?(xmlText text: String) {
        guard let raw = RawValue(xmlText: text) else { return nil }
        self.init(rawValue: raw)
    }
}

extension String: XMLScalar {
    /// The text as it is.
    public init?(xmlText text: String) {
        self = text
    }
}

extension Int: XMLScalar {
    /// A decimal integer, optionally signed.
    public init?(xmlText text: String) {
        self.init(XMLScalarText.trimmed(text))
    }
}

extension Int64: XMLScalar {
    /// A decimal 64-bit integer, optionally signed.
    public init?(xmlText text: String) {
        self.init(XMLScalarText.trimmed(text))
    }
}

extension Int32: XMLScalar {
    /// A decimal 32-bit integer, optionally signed.
    public init?(xmlText text: String) {
        self.init(XMLScalarText.trimmed(text))
    }
}

extension Double: XMLScalar {
    /// A finite decimal number (`0.177222222222222`, `3`, `-1.5e3`); `nan`, `inf`, `1e400` and hexadecimal (`0x10`)
    /// are not values.
    public init?(xmlText text: String) {
        guard let value = DecimalText.double(XMLScalarText.trimmed(text)) else { return nil }
        self = value
    }
}

extension Bool: XMLScalar {
    /// `true` / `false` / `1` / `0` (also `yes` / `no`), in any case.
    public init?(xmlText text: String) {
        switch XMLScalarText.trimmed(text).lowercased() {
        case "true", "1", "yes": self = true
        case "false", "0", "no": self = false
        default: return nil
        }
    }
}

extension Date: XMLScalar {
    /// An ISO 8601 date-time; FogBugz sends `yyyy-MM-dd'T'HH:mm:ss'Z'` in UTC.
    public init?(xmlText text: String) {
        guard let date = ISO8601Parser.parseDateTime(String(XMLScalarText.trimmed(text))) else { return nil }
        self = date
    }
}

extension URL: XMLScalar {
    /// An absolute or relative URL reference.
    public init?(xmlText text: String) {
        self.init(string: String(XMLScalarText.trimmed(text)))
    }
}

// The schema language's other scalars (`date`, `time`, `duration`, `uuid`, `data`) read from XML text the way
// their JSON strings read, so an XML model may hold any scalar a JSON one may.

extension DateOnly: XMLScalar {
    /// An ISO 8601 calendar date, `yyyy-MM-dd`.
    public init?(xmlText text: String) {
        self.init(String(XMLScalarText.trimmed(text)))
    }
}

extension TimeOfDay: XMLScalar {
    /// A time of day, `HH:mm[:ss[.SSS]]`.
    public init?(xmlText text: String) {
        self.init(String(XMLScalarText.trimmed(text)))
    }
}

extension ISODuration: XMLScalar {
    /// An ISO 8601 duration, `P1DT2H`.
    public init?(xmlText text: String) {
        self.init(String(XMLScalarText.trimmed(text)))
    }
}

extension UUID: XMLScalar {
    /// A UUID's 36 hexadecimal digits and dashes, in either case.
    public init?(xmlText text: String) {
        self.init(uuidString: String(XMLScalarText.trimmed(text)))
    }
}

extension Data: XMLScalar {
    /// Base64 text (the standard alphabet, padded); whitespace, around it or inside it as MIME line breaks wrap it,
    /// is ignored, any other character outside the alphabet makes it no value.
    public init?(xmlText text: String) {
        let letters = String(String.UnicodeScalarView(text.unicodeScalars.filter { !XMLScalarText.isSpace($0) }))
        self.init(base64Encoded: letters)
    }
}

/// Text helpers shared by the scalar conversions.
enum XMLScalarText {
    /// Whether a character is XML's whitespace: space, tab, carriage return or line feed.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && XMLTreeBuilder.isWhitespace(UInt8(scalar.value))
    }

    /// The text without leading and trailing ASCII whitespace.
    static func trimmed(_ text: String) -> Substring {
        let utf8 = text.utf8
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start < end, XMLTreeBuilder.isWhitespace(utf8[start]) { start = utf8.index(after: start) }
        while end > start, XMLTreeBuilder.isWhitespace(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        return text[start..<end]
    }
}
