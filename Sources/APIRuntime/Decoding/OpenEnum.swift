/// A string enum that keeps unknown raw values: generated as a struct with static constants.
///
/// ```swift
/// public struct ModerationStatus: OpenEnum {
///     public let rawValue: String
///     public init(rawValue: String) { self.rawValue = rawValue }
///     public static let approved = ModerationStatus(rawValue: "APPROVED")
///     public static let knownValues: [ModerationStatus] = [.approved]
///     public static var isCaseInsensitive: Bool { true }
/// }
/// ```
public protocol OpenEnum: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible, ParameterConvertible,
    CodingKeyRepresentable
where RawValue == String {
    /// Wraps any raw value, known or not.
    init(rawValue: String)
    /// The values the schema declares.
    static var knownValues: [Self] { get }
    /// Whether decoding matches known values ignoring ASCII case (and keeps their declared spelling).
    static var isCaseInsensitive: Bool { get }
}

extension OpenEnum {
    /// Exact matching unless the schema says otherwise.
    public static var isCaseInsensitive: Bool { false }

    /// The value for a raw string: a known value (ignoring case when allowed) or the raw string kept as is.
    public static func matching(_ raw: String) -> Self {
        if isCaseInsensitive {
            for known in knownValues where HTTPHeaders.namesMatch(known.rawValue, raw) { return known }
        }
        return Self(rawValue: raw)
    }

    /// Whether the value is one the schema declares.
    public var isKnown: Bool { Self.knownValues.contains(self) }

    /// The raw value.
    public var description: String { rawValue }

    /// Decodes any string, keeping unknown ones.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = Self.matching(try container.decode(String.self))
    }

    /// Encodes the raw value unchanged.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// An integer enum that keeps unknown raw values (`type: int` enums).
public protocol OpenIntEnum: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible,
    ParameterConvertible, CodingKeyRepresentable
where RawValue == Int {
    /// Wraps any raw value, known or not.
    init(rawValue: Int)
    /// The values the schema declares.
    static var knownValues: [Self] { get }
}

extension OpenIntEnum {
    /// Whether the value is one the schema declares.
    public var isKnown: Bool { Self.knownValues.contains(self) }

    /// The raw value as text.
    public var description: String { String(rawValue) }

    /// Decodes any integer, keeping unknown ones.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(rawValue: try container.decode(Int.self))
    }

    /// Encodes the raw value unchanged.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
