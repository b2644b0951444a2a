import Foundation

/// A wire spelling of dates; ``CodingOptions`` lists the ones accepted on input (tried in order) and the one written.
///
/// ISO 8601 input is parsed by hand (no `DateFormatter`), and accepts with every ISO case: fractional
/// seconds or none, `Z`, `+hh:mm`, `+hhmm`, `+hh` or no offset (read as UTC), `T` or a space between date
/// and time, and a month, day, hour, minute or second without its leading zero (`2018-11-7T5:34:24Z`, as
/// Joda-Time and `DateFormatter` read it). The cases differ in what they write; output is always padded.
public enum DateFormat: Sendable, Hashable {
    /// `2016-02-17T18:53:45Z` on output.
    case iso8601
    /// `2012-08-07T04:12:06.000Z` on output (milliseconds).
    case iso8601Fractional
    /// `2016-02-17T18:53:45+0000` on output (basic offset, as eTilbudsavis sends it).
    case iso8601BasicOffset
    /// `2012-08-07T04:12:06.000+00:00` and friends: explicit control over fraction digits and offset on output.
    case iso8601Custom(fractionDigits: Int, offset: OffsetStyle)
    /// `yyyy-MM-dd`, midnight UTC.
    case dateOnly
    /// `HH:mm:ss.SSS` (seconds and fraction optional on input), on 1970-01-01 UTC.
    case timeOnly
    /// Seconds since 1970 as a JSON number (or numeric string on input).
    case unixSeconds
    /// Milliseconds since 1970 as a JSON number (or numeric string on input).
    case unixMilliseconds

    /// How an ISO 8601 UTC offset is written.
    public enum OffsetStyle: String, Sendable, Hashable {
        /// `Z`
        case zulu
        /// `+00:00`
        case extended
        /// `+0000`
        case basic
    }

    /// The format for a schema name: `iso8601`, `iso8601-fractional`, `iso8601-basic-offset`, `date`,
    /// `time`, `unix-seconds`, `unix-milliseconds`.
    public init?(schemaName: String) {
        switch schemaName {
        case "iso8601": self = .iso8601
        case "iso8601-fractional": self = .iso8601Fractional
        case "iso8601-basic-offset": self = .iso8601BasicOffset
        case "date": self = .dateOnly
        case "time": self = .timeOnly
        case "unix-seconds": self = .unixSeconds
        case "unix-milliseconds": self = .unixMilliseconds
        default: return nil
        }
    }

    /// Whether the format is written as a JSON number.
    public var isNumeric: Bool {
        switch self {
        case .unixSeconds, .unixMilliseconds: return true
        default: return false
        }
    }

    /// Parses text in this format, or returns `nil`.
    public func parse(_ text: String) -> Date? {
        switch self {
        case .iso8601, .iso8601Fractional, .iso8601BasicOffset, .iso8601Custom:
            return ISO8601Parser.parseDateTime(text)
        case .dateOnly:
            return ISO8601Parser.parseDateOnly(text).map { Date(timeIntervalSince1970: Double($0) * 86_400) }
        case .timeOnly:
            return ISO8601Parser.parseTime(text).map { Date(timeIntervalSince1970: $0) }
        case .unixSeconds, .unixMilliseconds:
            // Decimal text only: `Double(_:)` also reads hexadecimal (`0x10` would be 16 seconds).
            return DecimalText.double(text).flatMap(date(fromNumber:))
        }
    }

    /// Interprets a JSON number in this format, or returns `nil` when the format is textual or the number is no
    /// instant of the years 1–9999 (`1e300`, `nan`, `inf` would be silently absurd dates that no ISO writer can
    /// spell).
    public func date(fromNumber number: Double) -> Date? {
        let seconds: Double
        switch self {
        case .unixSeconds: seconds = number
        case .unixMilliseconds: seconds = number / 1000
        default: return nil
        }
        guard DateFormat.representableSeconds.contains(seconds) else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    /// Seconds since 1970 from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z: the instants a Unix timestamp
    /// may name (NaN is in no range).
    static let representableSeconds: ClosedRange<Double> = -62_135_596_800...253_402_300_799.999

    /// Formats a date as text in this format (numeric formats give their decimal spelling).
    public func format(_ date: Date) -> String {
        switch self {
        case .iso8601: return ISO8601Parser.format(date, fractionDigits: 0, offset: .zulu)
        case .iso8601Fractional: return ISO8601Parser.format(date, fractionDigits: 3, offset: .zulu)
        case .iso8601BasicOffset: return ISO8601Parser.format(date, fractionDigits: 0, offset: .basic)
        case .iso8601Custom(let digits, let offset):
            return ISO8601Parser.format(date, fractionDigits: digits, offset: offset)
        case .dateOnly: return ISO8601Parser.formatDateOnly(date)
        case .timeOnly: return ISO8601Parser.formatTime(date)
        case .unixSeconds: return ParameterValue.format(date.timeIntervalSince1970)
        case .unixMilliseconds: return ParameterValue.format((date.timeIntervalSince1970 * 1000).rounded())
        }
    }
}
