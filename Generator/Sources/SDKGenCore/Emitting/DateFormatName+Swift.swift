extension DateFormatName {
    /// The Swift spelling of the runtime's `DateFormat` case for this schema name, as generated models pass it to
    /// the runtime's `decodeDateIfPresent(forKey:format:)` and `encodeDateIfPresent(_:forKey:format:)`.
    var swiftCase: String {
        switch self {
        case .iso8601: return "iso8601"
        case .iso8601Fractional: return "iso8601Fractional"
        case .iso8601BasicOffset: return "iso8601BasicOffset"
        case .date: return "dateOnly"
        case .time: return "timeOnly"
        case .unixSeconds: return "unixSeconds"
        case .unixMilliseconds: return "unixMilliseconds"
        }
    }
}
