import Foundation

/// Parses HTTP dates (RFC 9110 §5.6.7) by hand: IMF-fixdate, obsolete RFC 850 and asctime forms.
public enum HTTPDate {
    /// `Sun, 06 Nov 1994 08:49:37 GMT`, `Sunday, 06-Nov-94 08:49:37 GMT` or `Sun Nov  6 08:49:37 1994`.
    public static func parse(_ text: String) -> Date? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        var day: Int?
        var month: Int?
        var year: Int?
        var clock: String?
        if words.count == 6, words[5] == "GMT" {
            // IMF-fixdate: weekday, dd Mon yyyy hh:mm:ss GMT
            day = Int(words[1])
            month = monthIndex(words[2])
            year = Int(words[3])
            clock = words[4]
        } else if words.count == 4, words[3] == "GMT" {
            // RFC 850: weekday, dd-Mon-yy hh:mm:ss GMT
            let parts = words[1].split(separator: "-").map(String.init)
            guard parts.count == 3, let short = Int(parts[2]) else { return nil }
            day = Int(parts[0])
            month = monthIndex(parts[1])
            year = short < 70 ? 2000 + short : 1900 + short
            clock = words[2]
        } else if words.count == 5 {
            // asctime: weekday Mon d hh:mm:ss yyyy
            month = monthIndex(words[1])
            day = Int(words[2])
            clock = words[3]
            year = Int(words[4])
        }
        guard let day, let month, let year, let clock else { return nil }
        let pieces = clock.split(separator: ":").compactMap { Int($0) }
        // Four-digit years only: a year such as 99999999999999 would overflow the day arithmetic.
        guard pieces.count == 3, (0...23).contains(pieces[0]), (0...59).contains(pieces[1]),
            (0...60).contains(pieces[2]), (1...9999).contains(year), (1...12).contains(month), day >= 1,
            day <= ISO8601Parser.daysInMonth(year: Int64(year), month: Int64(month))
        else { return nil }
        let days = ISO8601Parser.daysFromCivil(year: Int64(year), month: Int64(month), day: Int64(day))
        let seconds = Double(days) * 86_400 + Double(pieces[0] * 3600 + pieces[1] * 60 + pieces[2])
        return Date(timeIntervalSince1970: seconds)
    }

    private static func monthIndex(_ name: String) -> Int? {
        switch name {
        case "Jan": return 1
        case "Feb": return 2
        case "Mar": return 3
        case "Apr": return 4
        case "May": return 5
        case "Jun": return 6
        case "Jul": return 7
        case "Aug": return 8
        case "Sep": return 9
        case "Oct": return 10
        case "Nov": return 11
        case "Dec": return 12
        default: return nil
        }
    }
}
