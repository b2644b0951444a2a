/// An ISO 8601 duration (`P4W`, `PT8H`, `P1Y2M3DT4H5M6.5S`), kept component by component.
public struct ISODuration: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Years.
    public var years: Int
    /// Months.
    public var months: Int
    /// Weeks.
    public var weeks: Int
    /// Days.
    public var days: Int
    /// Hours.
    public var hours: Int
    /// Minutes.
    public var minutes: Int
    /// Seconds, with a fraction.
    public var seconds: Double
    /// Whether the duration is negative (`-P1D`).
    public var isNegative: Bool

    /// Creates a duration from components.
    public init(
        years: Int = 0, months: Int = 0, weeks: Int = 0, days: Int = 0, hours: Int = 0, minutes: Int = 0,
        seconds: Double = 0, isNegative: Bool = false
    ) {
        self.years = years
        self.months = months
        self.weeks = weeks
        self.days = days
        self.hours = hours
        self.minutes = minutes
        self.seconds = seconds
        self.isNegative = isNegative
    }

    /// Parses `[-]PnYnMnWnDTnHnMnS`; every component optional, at least one present.
    public init?(_ text: String) {
        self.init()
        var scalars = Substring(text)
        if scalars.first == "-" {
            isNegative = true
            scalars = scalars.dropFirst()
        } else if scalars.first == "+" {
            scalars = scalars.dropFirst()
        }
        guard scalars.first == "P" || scalars.first == "p" else { return nil }
        scalars = scalars.dropFirst()
        var inTime = false
        var number = ""
        var sawComponent = false
        for character in scalars {
            switch character {
            case "0"..."9", ".", ",":
                number.append(character == "," ? "." : character)
            case "T", "t":
                guard !inTime, number.isEmpty else { return nil }
                inTime = true
            default:
                // `Int(exactly:)`: a component too large for `Int` (`P99999999999999999999Y`) is no duration.
                guard !number.isEmpty, let value = Double(number), value.isFinite,
                    let whole = Int(exactly: value.rounded(.towardZero))
                else { return nil }
                switch (character, inTime) {
                case ("Y", false): years = whole
                case ("M", false): months = whole
                case ("W", false): weeks = whole
                case ("D", false): days = whole
                case ("H", true): hours = whole
                case ("M", true): minutes = whole
                case ("S", true): seconds = value
                default: return nil
                }
                guard character == "S" || Double(whole) == value else { return nil }
                number = ""
                sawComponent = true
            }
        }
        guard number.isEmpty, sawComponent else { return nil }
    }

    /// The duration in seconds with calendar units approximated (a year 365 days, a month 30 days).
    public var approximateSeconds: Double {
        // In floating point: large components must not overflow `Int` arithmetic.
        let dayCount = Double(years) * 365 + Double(months) * 30 + Double(weeks) * 7 + Double(days)
        let total = dayCount * 86_400 + Double(hours) * 3600 + Double(minutes) * 60 + seconds
        return isNegative ? -total : total
    }

    /// The ISO 8601 spelling, components in order, zero components left out (`PT0S` when all are zero).
    public var description: String {
        var text = isNegative ? "-P" : "P"
        if years != 0 { text += "\(years)Y" }
        if months != 0 { text += "\(months)M" }
        if weeks != 0 { text += "\(weeks)W" }
        if days != 0 { text += "\(days)D" }
        if hours != 0 || minutes != 0 || seconds != 0 {
            text += "T"
            if hours != 0 { text += "\(hours)H" }
            if minutes != 0 { text += "\(minutes)M" }
            if seconds != 0 { text += "\(ParameterValue.format(seconds))S" }
        }
        return text == "P" || text == "-P" ? "PT0S" : text
    }

    /// Decodes the ISO 8601 spelling.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = ISODuration(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not an ISO 8601 duration")
        }
        self = value
    }

    /// Encodes ``description``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
