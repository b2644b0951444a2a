import Foundation

/// A calendar date without a time or zone, spelled `yyyy-MM-dd` (birthdates, report days).
public struct DateOnly: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The year.
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month, 1–31.
    public let day: Int

    /// Creates a date, or `nil` when the day does not exist.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1,
            day <= ISO8601Parser.daysInMonth(year: Int64(year), month: Int64(month))
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `yyyy-MM-dd`.
    public init?(_ text: String) {
        guard let days = ISO8601Parser.parseDateOnly(text) else { return nil }
        let (year, month, day) = ISO8601Parser.civilFromDays(days)
        self.year = Int(year)
        self.month = Int(month)
        self.day = Int(day)
    }

    /// The UTC calendar day of an instant.
    public init(_ date: Date) {
        let days = Int64((date.timeIntervalSince1970 / 86_400).rounded(.down))
        let (year, month, day) = ISO8601Parser.civilFromDays(days)
        self.year = Int(year)
        self.month = Int(month)
        self.day = Int(day)
    }

    /// Midnight UTC of this day.
    public var date: Date {
        let days = ISO8601Parser.daysFromCivil(year: Int64(year), month: Int64(month), day: Int64(day))
        return Date(timeIntervalSince1970: Double(days) * 86_400)
    }

    /// `yyyy-MM-dd`.
    public var description: String {
        let y = String(year)
        let m = month < 10 ? "0\(month)" : String(month)
        let d = day < 10 ? "0\(day)" : String(day)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + m + "-" + d
    }

    /// Orders by calendar position.
    public static func < (lhs: DateOnly, rhs: DateOnly) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Decodes `yyyy-MM-dd`, or the day written as its midnight (see ``init(dayOrMidnight:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = DateOnly(dayOrMidnight: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not yyyy-MM-dd (nor that day's midnight)")
        }
        self = value
    }

    /// Parses `yyyy-MM-dd`, or the day written as a date-time at its midnight: `2020-05-01T00:00:00`, with `.000`,
    /// `Z` or an offset (the day as written, whatever the offset).
    ///
    /// Servers serialize a date field through a date-time type (Xero's payroll answers `"startDate":
    /// "2020-05-01T00:00:00"` for a `format: date`); a midnight names the day without doubt. Any other time of day
    /// could be an instant, whose day depends on the zone, and is refused.
    public init?(dayOrMidnight text: String) {
        if let day = DateOnly(text) {
            self = day
            return
        }
        let utf8 = Array(text.utf8)
        guard utf8.count >= 19, utf8[10] == UInt8(ascii: "T") || utf8[10] == UInt8(ascii: " "),
            utf8[11..<19].elementsEqual("00:00:00".utf8), Self.isZoneOrNothing(utf8[19...]),
            let day = DateOnly(String(decoding: utf8[..<10], as: UTF8.self))
        else { return nil }
        self = day
    }

    /// Whether the rest after `hh:mm:ss` is an optional fraction of zeros, then nothing, `Z` or a `±hh[[:]mm]`
    /// offset.
    private static func isZoneOrNothing(_ rest: ArraySlice<UInt8>) -> Bool {
        var rest = rest
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            let zeros = rest.prefix { $0 == UInt8(ascii: "0") }
            guard !zeros.isEmpty else { return false }
            rest = rest.dropFirst(zeros.count)
        }
        guard let sign = rest.first else { return true }
        if sign == UInt8(ascii: "Z") { return rest.count == 1 }
        guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return false }
        let offset = Array(rest.dropFirst().filter { $0 != UInt8(ascii: ":") })
        return (offset.count == 2 || offset.count == 4) && offset.allSatisfy { (48...57).contains($0) }
    }

    /// Encodes `yyyy-MM-dd`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// A time of day without a date or zone, spelled `HH:mm:ss.SSS` (seconds and fraction optional on input).
///
/// A parsed time keeps the ``Precision`` it was written with, so `08:00` encodes back as `08:00` and `08:00:00` as
/// `08:00:00`; two times are equal when they name the same moment of the day, whatever their precision.
public struct TimeOfDay: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The hour, 0–23.
    public let hour: Int
    /// The minute, 0–59.
    public let minute: Int
    /// The second, 0–59.
    public let second: Int
    /// The millisecond, 0–999.
    public let millisecond: Int
    /// How the time is written: the parsed text's precision, or the least that shows every component.
    public let precision: Precision

    /// Creates a time, or `nil` when out of range.
    ///
    /// - Parameters:
    ///   - hour: The hour, 0–23.
    ///   - minute: The minute, 0–59.
    ///   - second: The second, 0–59.
    ///   - millisecond: The millisecond, 0–999.
    ///   - precision: How to write it; `nil` means seconds, or milliseconds when there are some. A precision that
    ///     would drop a component that is not zero is raised to show it.
    public init?(hour: Int, minute: Int, second: Int = 0, millisecond: Int = 0, precision: Precision? = nil) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second),
            (0...999).contains(millisecond)
        else { return nil }
        self.hour = hour
        self.minute = minute
        self.second = second
        self.millisecond = millisecond
        let needed: Precision = millisecond > 0 ? .milliseconds : second > 0 ? .seconds : .minutes
        self.precision = max(precision ?? max(needed, .seconds), needed)
    }

    /// Parses `HH:mm[:ss[.SSS]]`.
    public init?(_ text: String) {
        guard let seconds = ISO8601Parser.parseTime(text), seconds >= 0, seconds < 86_400 else { return nil }
        let millis = Int((seconds * 1000).rounded())
        self.init(
            hour: millis / 3_600_000, minute: millis / 60_000 % 60, second: millis / 1000 % 60,
            millisecond: millis % 1000, precision: Precision(written: text))
    }

    /// `HH:mm`, `HH:mm:ss` or `HH:mm:ss.SSS`, as ``precision`` says.
    public var description: String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        var text = "\(two(hour)):\(two(minute))"
        guard precision > .minutes else { return text }
        text += ":\(two(second))"
        if precision == .milliseconds {
            text += "." + (millisecond < 10 ? "00" : millisecond < 100 ? "0" : "") + String(millisecond)
        }
        return text
    }

    /// Orders by time.
    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        (lhs.hour, lhs.minute, lhs.second, lhs.millisecond) < (rhs.hour, rhs.minute, rhs.second, rhs.millisecond)
    }

    /// Times are equal when they name the same moment of the day, whatever their precision.
    public static func == (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        (lhs.hour, lhs.minute, lhs.second, lhs.millisecond) == (rhs.hour, rhs.minute, rhs.second, rhs.millisecond)
    }

    /// Hashes the moment of the day (not the precision).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(hour)
        hasher.combine(minute)
        hasher.combine(second)
        hasher.combine(millisecond)
    }

    /// Decodes `HH:mm[:ss[.SSS]]`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = TimeOfDay(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not HH:mm:ss")
        }
        self = value
    }

    /// Encodes ``description``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
