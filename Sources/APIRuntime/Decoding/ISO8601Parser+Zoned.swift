import Foundation

extension ISO8601Parser {
    /// Parses `yyyy-MM-dd[T ]HH:mm[:ss[.fff]]` followed by `Z`, `±hh:mm`, `±hhmm` or `±hh`, keeping the offset.
    static func parseZoned(_ text: String) -> Result<(date: Date, offset: Int), ZonedDateError> {
        var copy = text
        return copy.withUTF8 { bytes -> Result<(date: Date, offset: Int), ZonedDateError> in
            var cursor = Cursor(bytes: bytes)
            guard let days = cursor.readDate(), let separator = cursor.peek(),
                separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t") || separator == UInt8(ascii: " ")
            else { return .failure(.malformed(text)) }
            cursor.index += 1
            guard let seconds = cursor.readTime() else { return .failure(.malformed(text)) }
            guard let sign = cursor.peek() else { return .failure(.missingOffset(text)) }
            cursor.index += 1
            var offset: Int64 = 0
            switch sign {
            case UInt8(ascii: "Z"), UInt8(ascii: "z"): break
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard let hours = cursor.readNumber(digits: 2) else { return .failure(.malformed(text)) }
                var minutes: Int64 = 0
                if cursor.expect(":") {
                    guard let value = cursor.readNumber(digits: 2) else { return .failure(.malformed(text)) }
                    minutes = value
                } else if !cursor.atEnd {
                    guard let value = cursor.readNumber(digits: 2) else { return .failure(.malformed(text)) }
                    minutes = value
                }
                guard cursor.atEnd else { return .failure(.malformed(text)) }
                guard hours <= 23, minutes <= 59 else { return .failure(.offsetOutOfRange(text)) }
                offset = (hours * 3600 + minutes * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
            default:
                return .failure(.malformed(text))
            }
            guard cursor.atEnd else { return .failure(.malformed(text)) }
            let instant = Double(days) * 86_400 + seconds - Double(offset)
            return .success((Date(timeIntervalSince1970: instant), Int(offset)))
        }
    }

    /// Writes an instant as the local time of an offset, then the offset: `2015-04-13T10:00:00.000-07:00`.
    ///
    /// The fraction is rounded to the nearest unit of its last digit, so a value parsed from text with that many
    /// digits is written back with the same digits (binary floating point cannot hold `.183` exactly).
    static func formatZoned(_ date: Date, offset: Int, fractionDigits: Int, style: DateFormat.OffsetStyle) -> String {
        var scale: Int64 = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        let local = date.timeIntervalSince1970 + Double(offset)
        // Clamped to the years 1–9999 so the conversion to Int64 cannot trap (NaN is written as 1970).
        let bounded = local.isNaN ? 0 : min(max(local, DateFormat.representableSeconds.lowerBound), 253_402_300_799)
        let units = Int64((bounded * Double(scale)).rounded())
        let totalSeconds = units >= 0 ? units / scale : (units - scale + 1) / scale
        let fraction = units - totalSeconds * scale
        let days = totalSeconds >= 0 ? totalSeconds / 86_400 : (totalSeconds - 86_399) / 86_400
        let secondOfDay = totalSeconds - days * 86_400
        let (year, month, day) = civilFromDays(days)
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
        text += pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2)
        if fractionDigits > 0 { text += "." + pad(fraction, fractionDigits) }
        if offset == 0, style == .zulu { return text + "Z" }
        let magnitude = Int64(abs(offset))
        let sign = offset < 0 ? "-" : "+"
        let separator = style == .basic ? "" : ":"
        return text + sign + pad(magnitude / 3600, 2) + separator + pad(magnitude / 60 % 60, 2)
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
