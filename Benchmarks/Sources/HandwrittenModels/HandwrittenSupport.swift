import Foundation

/// Hand-written Codable structs for eTilbudsavis, equivalent to the generated models.
public enum HWEtilbudsavis {}
/// Hand-written Codable structs for Bazaarvoice display responses, equivalent to the generated models.
public enum HWBazaarvoice {}
/// Hand-written Codable structs for Bridge activity lists, equivalent to the generated models.
public enum HWSageBridge {}
/// Hand-written XMLCoder structs for FogBugz replies, equivalent to the generated models.
public enum HWFogBugz {}

/// Free-form JSON, as a developer writes it by hand for `clientData`-like fields.
public enum AnyJSON: Codable, Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([AnyJSON])
    case object([String: AnyJSON])

    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([AnyJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: AnyJSON].self))
        }
    }

    /// Encodes the value back.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

/// JSON decoders configured the way a careful hand-written client would: Foundation's
/// `Date.ISO8601FormatStyle` (which reads `Z`, `+00:00` and `+0000` offsets, with or without fractional
/// seconds, and is far faster than `DateFormatter`), a date-only fallback, and Unix seconds for numbers.
public enum HandwrittenDecoders {
    /// A decoder for the ISO 8601 date-times the APIs send.
    public static func json() -> JSONDecoder {
        let dateTime = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        let dateOnly = Date.ISO8601FormatStyle().year().month().day()
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            if let seconds = try? container.decode(Double.self) {
                return Date(timeIntervalSince1970: seconds)
            }
            let text = try container.decode(String.self)
            if let date = try? dateTime.parse(text) { return date }
            if let date = try? dateOnly.parse(text) { return date }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown date \(text)")
        }
        return decoder
    }

    /// eTilbudsavis: `2016-02-17T18:53:45+0000`.
    public static func etilbudsavis() -> JSONDecoder { json() }

    /// Bazaarvoice: `2012-08-07T04:12:06.000+00:00`.
    public static func bazaarvoice() -> JSONDecoder { json() }

    /// Bridge: `2018-08-17T00:00:00.000-04:00`, `…Z`, and date-only values.
    public static func sageBridge() -> JSONDecoder { json() }
}
