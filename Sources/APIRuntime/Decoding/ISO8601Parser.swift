import Foundation

/// A hand-written ISO 8601 reader and writer: no `DateFormatter`, no allocation beyond the output string.
enum ISO8601Parser {
    /// Parses `yyyy-MM-dd[T ]HH:mm[:ss[.fff]][Z|±hh[:mm]|±hhmm]`; no offset means UTC, and a field between
    /// separators may drop its leading zero (`2018-11-7T5:34:24Z`, see `Cursor.readField()`).
    static func parseDateTime(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            var cursor = Cursor(bytes: bytes)
            guard let days = cursor.readDate() else { return nil }
            guard let separator = cursor.peek(),
                separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t")
                    || separator == UInt8(ascii: " ")
            else { return nil }
            cursor.index += 1
            guard let seconds = cursor.readTime() else { return nil }
            guard let offset = cursor.readOffset(), cursor.atEnd else { return nil }
            return Date(timeIntervalSince1970: Double(days) * 86_400 + seconds - Double(offset))
        }
    }

    /// Parses `yyyy-MM-dd` into days since 1970-01-01.
    static func parseDateOnly(_ text: String) -> Int64? {
        var text = text
        return text.withUTF8 { bytes -> Int64? in
            var cursor = Cursor(bytes: bytes)
            guard let days = cursor.readDate(), cursor.atEnd else { return nil }
            return days
        }
    }

    /// Parses `HH:mm[:ss[.fff]]` (an optional `Z` or offset is applied) into seconds since midnight.
    static func parseTime(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { bytes -> Double? in
            var cursor = Cursor(bytes: bytes)
            guard let seconds = cursor.readTime(), let offset = cursor.readOffset(), cursor.atEnd else { return nil }
            return seconds - Double(offset)
        }
    }

    /// Writes a date in UTC with a number of fraction digits (0–9) and an offset style.
    static func format(_ date: Date, fractionDigits: Int, offset: DateFormat.OffsetStyle) -> String {
        let digits = min(max(fractionDigits, 0), 9)
        let (days, secondOfDay, fraction) = split(date, fractionDigits: digits)
        var output: [UInt8] = []
        output.reserveCapacity(32)
        appendDate(days, to: &output)
        output.append(UInt8(ascii: "T"))
        appendTime(secondOfDay, fraction: fraction, digits: digits, to: &output)
        switch offset {
        case .zulu: output.append(UInt8(ascii: "Z"))
        case .extended: output.append(contentsOf: "+00:00".utf8)
        case .basic: output.append(contentsOf: "+0000".utf8)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Writes the UTC calendar day of a date as `yyyy-MM-dd`.
    static func formatDateOnly(_ date: Date) -> String {
        let (days, _, _) = split(date, fractionDigits: 0)
        var output: [UInt8] = []
        appendDate(days, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Writes the UTC time of day of a date as `HH:mm:ss.SSS`.
    static func formatTime(_ date: Date) -> String {
        let (_, secondOfDay, fraction) = split(date, fractionDigits: 3)
        var output: [UInt8] = []
        appendTime(secondOfDay, fraction: fraction, digits: 3, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Hinnant's algorithm).
    static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date of a day count since 1970-01-01.
    static func civilFromDays(_ days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func daysInMonth(year: Int64, month: Int64) -> Int64 {
        switch month {
        case 2: return (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func split(_ date: Date, fractionDigits: Int) -> (Int64, Int64, Int64) {
        var scale: Int64 = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        // Clamped so the conversion to Int64 cannot trap: non-finite or far-away instants (never decoded from
        // input, see `DateFormat.representableSeconds`) are written as the nearest instant that fits.
        let limit = Double(Int64.max / scale / 2)
        let seconds = date.timeIntervalSince1970
        let bounded = seconds.isNaN ? 0 : min(max(seconds, -limit), limit)
        let units = Int64((bounded * Double(scale)).rounded(.down))
        let totalSeconds = units >= 0 ? units / scale : (units - scale + 1) / scale
        let fraction = units - totalSeconds * scale
        let days = totalSeconds >= 0 ? totalSeconds / 86_400 : (totalSeconds - 86_399) / 86_400
        return (days, totalSeconds - days * 86_400, fraction)
    }

    private static func appendDate(_ days: Int64, to output: inout [UInt8]) {
        let (year, month, day) = civilFromDays(days)
        appendDigits(year, width: 4, to: &output)
        output.append(UInt8(ascii: "-"))
        appendDigits(month, width: 2, to: &output)
        output.append(UInt8(ascii: "-"))
        appendDigits(day, width: 2, to: &output)
    }

    private static func appendTime(_ secondOfDay: Int64, fraction: Int64, digits: Int, to output: inout [UInt8]) {
        appendDigits(secondOfDay / 3600, width: 2, to: &output)
        output.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay / 60 % 60, width: 2, to: &output)
        output.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay % 60, width: 2, to: &output)
        if digits > 0 {
            output.append(UInt8(ascii: "."))
            appendDigits(fraction, width: digits, to: &output)
        }
    }

    private static func appendDigits(_ value: Int64, width: Int, to output: inout [UInt8]) {
        var value = value
        if value < 0 {
            output.append(UInt8(ascii: "-"))
            value = -value
        }
        let text = String(value)
        if text.utf8.count < width {
            output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - text.utf8.count))
        }
        output.append(contentsOf: text.utf8)
    }

    /// A reading position over UTF-8 bytes.
    struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var atEnd: Bool { index == bytes.count }

        func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func expect(_ character: Character) -> Bool {
            guard let byte = peek(), let ascii = character.asciiValue, byte == ascii else { return false }
            index += 1
            return true
        }

        mutating func readNumber(digits: Int) -> Int64? {
            guard index + digits <= bytes.count else { return nil }
            var value: Int64 = 0
            for offset in 0..<digits {
                let byte = bytes[index + offset]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int64(byte - 0x30)
            }
            index += digits
            return value
        }

        /// A field of one or two digits, between separators: month, day, hour, minute, second.
        ///
        /// The zero ISO 8601 asks for is not required (`2018-11-7T5:34:24Z`): with the separators around it the
        /// value means the same, Joda-Time's and `DateFormatter`'s readers (Bridge's own SDKs) take it, and
        /// hand-edited fixtures of real APIs carry it. Offsets keep their fixed width (`+hhmm` has no separator).
        mutating func readField() -> Int64? {
            guard let first = peek(), first >= 0x30, first <= 0x39 else { return nil }
            index += 1
            guard let second = peek(), second >= 0x30, second <= 0x39 else { return Int64(first - 0x30) }
            index += 1
            return Int64(first - 0x30) * 10 + Int64(second - 0x30)
        }

        mutating func readDate() -> Int64? {
            guard let year = readNumber(digits: 4), expect("-"), let month = readField(), expect("-"),
                let day = readField(), (1...12).contains(month),
                day >= 1, day <= ISO8601Parser.daysInMonth(year: year, month: month)
            else { return nil }
            return ISO8601Parser.daysFromCivil(year: year, month: month, day: day)
        }

        mutating func readTime() -> Double? {
            guard let hour = readField(), expect(":"), let minute = readField(),
                hour <= 24, minute <= 59
            else { return nil }
            var second: Int64 = 0
            var fraction = 0.0
            if expect(":") {
                // 60 only names a leap second, which ends a minute 59 (in any offset); `12:30:60` is no time.
                guard let value = readField(), value < 60 || (value == 60 && minute == 59) else {
                    return nil
                }
                second = value
                if let byte = peek(), byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") {
                    index += 1
                    var scale = 0.1
                    var count = 0
                    while let digit = peek(), digit >= 0x30, digit <= 0x39 {
                        fraction += Double(digit - 0x30) * scale
                        scale /= 10
                        count += 1
                        index += 1
                    }
                    guard count > 0 else { return nil }
                }
            }
            if hour == 24, minute != 0 || second != 0 || fraction != 0 { return nil }
            return Double(hour * 3600 + minute * 60 + second) + fraction
        }

        /// The UTC offset in seconds (`0` when absent), or `nil` when malformed.
        mutating func readOffset() -> Int64? {
            guard let byte = peek() else { return 0 }
            if byte == UInt8(ascii: "Z") || byte == UInt8(ascii: "z") {
                index += 1
                return 0
            }
            guard byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") else { return nil }
            index += 1
            guard let hours = readNumber(digits: 2), hours <= 23 else { return nil }
            var minutes: Int64 = 0
            if expect(":") {
                guard let value = readNumber(digits: 2) else { return nil }
                minutes = value
            } else if !atEnd {
                guard let value = readNumber(digits: 2) else { return nil }
                minutes = value
            }
            guard minutes <= 59 else { return nil }
            let seconds = hours * 3600 + minutes * 60
            return byte == UInt8(ascii: "-") ? -seconds : seconds
        }
    }
}
