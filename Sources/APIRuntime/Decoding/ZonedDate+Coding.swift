import Foundation

extension ZonedDate: Codable {
    /// Reads an ISO 8601 date-time string with an explicit offset; anything else (a number, a string without an
    /// offset, `+25:00`) is a `DecodingError.dataCorrupted` whose underlying error is the ``ZonedDateError``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let text = try? container.decode(String.self) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected an ISO 8601 date-time with a UTC offset, as a string")
        }
        do {
            self = try ZonedDate(parsing: text)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
    }

    /// Writes the value with its own offset in the API's output format (``CodingOptions`` in the encoder's
    /// `userInfo`, as `CodingOptions.makeJSONEncoder()` sets it), else with milliseconds.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        let options = encoder.userInfo[.codingOptions] as? CodingOptions
        try container.encode(formatted(options?.dateEncoding ?? .iso8601Fractional))
    }
}

extension ZonedDate: ParameterConvertible {
    /// The value with milliseconds and its offset (generated requests use the API's own format through
    /// `CodingOptions.parameterValue(_:)`).
    public var parameterValue: ParameterValue { .string(formatted()) }
}

extension ZonedDate: XMLScalar {
    /// An ISO 8601 date-time with an explicit offset.
    public init?(xmlText text: String) {
        guard let value = try? ZonedDate(parsing: String(XMLScalarText.trimmed(text))) else { return nil }
        self = value
    }
}

extension CodingOptions {
    /// A zoned date as a parameter value: the output format's spelling with the value's own offset.
    public func parameterValue(_ date: ZonedDate) -> ParameterValue {
        .string(date.formatted(dateEncoding))
    }
}

extension CodingUserInfoKey {
    /// The ``CodingOptions`` of the current encode or decode, set by `CodingOptions.makeJSONEncoder()` and
    /// `makeJSONDecoder()`; ``ZonedDate`` reads the output format from it.
    public static let codingOptions = CodingUserInfoKey(rawValue: "SchemaSDK.CodingOptions")!
}
