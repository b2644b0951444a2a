import Foundation

/// An instant together with the UTC offset it was written in: `2015-04-13T10:00:00.000-07:00`.
///
/// `Date` has no offset, so an API's `CodingOptions` write every `Date` in UTC. Some values mean more than their
/// instant: Bridge expresses a schedule in the offset of the request's `startTime` and requires both ends of a
/// window to carry the same offset. The schema type `date-time-zoned` is a `ZonedDate`; it reads any ISO 8601
/// date-time with an explicit offset (`Z`, `±hh:mm`, `±hhmm`, `±hh`) and writes its own offset back, with the
/// fraction digits of the API's output format, so `2015-04-13T10:00:00.000-07:00` round-trips byte for byte.
///
/// Two values are equal when both the instant and the offset are; compare ``date`` for the instant alone.
public struct ZonedDate: Sendable, Hashable {
    /// The instant.
    public let date: Date
    /// The offset from UTC, in seconds (`-25200` for `-07:00`): a whole number of minutes within ±23:59.
    public let secondsFromGMT: Int

    /// The largest offset an ISO 8601 date-time can spell, in seconds (`23:59`).
    public static let maximumOffset = 23 * 3600 + 59 * 60

    /// An instant in an offset; throws ``ZonedDateError/invalidOffset(seconds:)`` for an offset that is not a
    /// whole number of minutes within ±23:59.
    public init(date: Date, secondsFromGMT: Int) throws(ZonedDateError) {
        guard abs(secondsFromGMT) <= Self.maximumOffset, secondsFromGMT % 60 == 0 else {
            throw .invalidOffset(seconds: secondsFromGMT)
        }
        self.date = date
        self.secondsFromGMT = secondsFromGMT
    }

    /// An instant in the offset a time zone has at that instant (`TimeZone.current` for the caller's offset).
    ///
    /// Throws for the rare historical offsets that are not whole minutes (local mean time before 1900).
    public init(date: Date, timeZone: TimeZone) throws(ZonedDateError) {
        try self.init(date: date, secondsFromGMT: timeZone.secondsFromGMT(for: date))
    }

    /// Parses an ISO 8601 date-time with an explicit offset; throws a ``ZonedDateError`` naming what is wrong.
    public init(parsing text: String) throws(ZonedDateError) {
        let parsed = ISO8601Parser.parseZoned(text)
        switch parsed {
        case .success(let value):
            date = value.date
            secondsFromGMT = value.offset
        case .failure(let error):
            throw error
        }
    }

    /// A time zone with this value's fixed offset.
    public var timeZone: TimeZone {
        TimeZone(secondsFromGMT: secondsFromGMT) ?? TimeZone(identifier: "UTC") ?? .current
    }

    /// The value with the same instant in another offset.
    public func converted(toSecondsFromGMT offset: Int) throws(ZonedDateError) -> ZonedDate {
        try ZonedDate(date: date, secondsFromGMT: offset)
    }

    /// The value in ISO 8601 with its own offset: `fractionDigits` (0–9, rounded to the nearest) and the offset
    /// spelled in `offsetStyle` (`.zulu` writes `Z` for a zero offset and `±hh:mm` for others).
    public func formatted(fractionDigits: Int = 3, offsetStyle: DateFormat.OffsetStyle = .zulu) -> String {
        ISO8601Parser.formatZoned(
            date, offset: secondsFromGMT, fractionDigits: min(max(fractionDigits, 0), 9), style: offsetStyle)
    }

    /// The value as an API's output format writes it, with this value's own offset.
    ///
    /// `iso8601` has no fraction, `iso8601-fractional` milliseconds, `iso8601-basic-offset` writes `±hhmm`.
    /// Formats that cannot carry an offset (`date`, `time`, Unix timestamps) fall back to milliseconds and `±hh:mm`.
    public func formatted(_ format: DateFormat) -> String {
        switch format {
        case .iso8601: return formatted(fractionDigits: 0)
        case .iso8601Fractional: return formatted(fractionDigits: 3)
        case .iso8601BasicOffset: return formatted(fractionDigits: 0, offsetStyle: .basic)
        case .iso8601Custom(let digits, let style): return formatted(fractionDigits: digits, offsetStyle: style)
        case .dateOnly, .timeOnly, .unixSeconds, .unixMilliseconds: return formatted(fractionDigits: 3)
        }
    }
}

extension ZonedDate: CustomStringConvertible {
    /// ISO 8601 with milliseconds and the value's offset.
    public var description: String { formatted() }
}
