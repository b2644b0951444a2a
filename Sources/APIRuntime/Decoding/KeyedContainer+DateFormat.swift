import Foundation

// A date in a property's own format (the schema's `format: unix-seconds` on one property), whatever the API's
// `CodingOptions` say: generated models code such a property with one call.

extension KeyedDecodingContainer {
    /// Decodes a date written in one format; `nil` when the key is absent or null.
    ///
    /// Unix formats accept a JSON number or a numeric string, the other formats a string. A value in another form, or
    /// a number that is no instant of the years 1–9999, is `DecodingError.dataCorrupted` naming the value and the
    /// format.
    ///
    /// ```swift
    /// lastLogin = try container.decodeDateIfPresent(forKey: .lastLogin, format: .unixSeconds)
    /// ```
    public func decodeDateIfPresent(forKey key: Key, format: DateFormat) throws -> Date? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if format.isNumeric, let number = try? decode(Double.self, forKey: key) {
            guard let date = format.date(fromNumber: number) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "\(number) is not a date in \(format)")
            }
            return date
        }
        let text = try decode(String.self, forKey: key)
        if let date = format.parse(text) { return date }
        throw DecodingError.dataCorruptedError(
            forKey: key, in: self, debugDescription: "'\(text)' is not a date in \(format)")
    }

    /// Decodes a date written in one format; an absent or null key is `DecodingError.keyNotFound`.
    public func decodeDate(forKey key: Key, format: DateFormat) throws -> Date {
        guard let date = try decodeDateIfPresent(forKey: key, format: format) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "no date for '\(key.stringValue)'"))
        }
        return date
    }
}

extension KeyedEncodingContainer {
    /// Encodes a date in one format: a number of seconds or milliseconds for the Unix formats, text otherwise;
    /// nothing when `nil`.
    public mutating func encodeDateIfPresent(_ date: Date?, forKey key: Key, format: DateFormat) throws {
        guard let date else { return }
        switch format {
        case .unixSeconds:
            try encode(date.timeIntervalSince1970, forKey: key)
        case .unixMilliseconds:
            try encode((date.timeIntervalSince1970 * 1000).rounded(), forKey: key)
        default:
            try encode(format.format(date), forKey: key)
        }
    }
}
