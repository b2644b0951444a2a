import Foundation

/// How an API spells values on the wire: the date formats accepted on input (tried in order), the one
/// written, and how Booleans are spelled in query and form parameters.
public struct CodingOptions: Sendable, Hashable {
    /// Formats accepted when decoding, tried in order.
    public var dateFormats: [DateFormat]
    /// The format written when encoding bodies and parameters.
    public var dateEncoding: DateFormat
    /// How ``ParameterValue/boolean(_:)`` is spelled in queries, form bodies and multipart text parts.
    public var parameterBooleans: BooleanSpelling
    /// What a JSON body with a key twice in one object, with two different values, decodes to.
    public var duplicateKeys: DuplicateKeyPolicy

    /// Creates options; by default ISO 8601 in, ISO 8601 with milliseconds out, Booleans as `true` / `false`, and a
    /// conflicting repeated key a decoding failure.
    public init(
        dateFormats: [DateFormat] = [.iso8601Fractional], dateEncoding: DateFormat = .iso8601Fractional,
        parameterBooleans: BooleanSpelling = .words, duplicateKeys: DuplicateKeyPolicy = .reject
    ) {
        self.dateFormats = dateFormats.isEmpty ? [dateEncoding] : dateFormats
        self.dateEncoding = dateEncoding
        self.parameterBooleans = parameterBooleans
        self.duplicateKeys = duplicateKeys
    }

    /// Decodes a date from text, trying each format in order.
    public func date(from text: String) -> Date? {
        for format in dateFormats {
            if let date = format.parse(text) { return date }
        }
        return nil
    }

    /// The date as a parameter value in the output format (generated requests use it for date parameters).
    public func parameterValue(_ date: Date) -> ParameterValue {
        switch dateEncoding {
        case .unixSeconds: return .number(date.timeIntervalSince1970)
        case .unixMilliseconds: return .number((date.timeIntervalSince1970 * 1000).rounded())
        default: return .string(dateEncoding.format(date))
        }
    }

    /// A JSON decoder that reads dates in the accepted formats.
    public func makeJSONDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[.codingOptions] = self
        let formats = dateFormats
        let textual = formats.contains { !$0.isNumeric }
        let numeric = formats.contains { $0.isNumeric }
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            if numeric, !textual || (try? container.decode(String.self)) == nil {
                let number = try container.decode(Double.self)
                for format in formats {
                    if let date = format.date(fromNumber: number) { return date }
                }
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "number \(number) is not a date in \(formats)")
            }
            let text = try container.decode(String.self)
            for format in formats {
                if let date = format.parse(text) { return date }
            }
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not a date in any of \(formats)")
        }
        return decoder
    }

    /// A JSON encoder that writes dates in the output format, with sorted keys for stable bytes.
    public func makeJSONEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.userInfo[.codingOptions] = self
        let format = dateEncoding
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            switch format {
            case .unixSeconds: try container.encode(date.timeIntervalSince1970)
            case .unixMilliseconds: try container.encode((date.timeIntervalSince1970 * 1000).rounded())
            default: try container.encode(format.format(date))
            }
        }
        return encoder
    }
}
