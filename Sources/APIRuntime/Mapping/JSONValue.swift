import Foundation

/// Free-form JSON (`clientData`, `configElements`, unknown family members): kept whole, never dispatched.
public enum JSONValue: Sendable, Hashable, Codable {
    /// `null`
    case null
    /// `true` / `false`
    case bool(Bool)
    /// A number without a fraction that fits 64 bits.
    case integer(Int64)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object (member order is not kept; encoding sorts keys).
    case object([String: JSONValue])

    /// The deepest nesting of arrays and objects ``init(from:)`` accepts; deeper input is a `DecodingError`.
    public static let maximumDepth = 512

    /// The nesting of the value being decoded on this thread or task (0 at the outermost `JSONValue`).
    @TaskLocal static var decodingDepth = 0

    /// Decodes any JSON value.
    ///
    /// Every failed attempt on a Foundation decoder throws an error that builds the coding path, which
    /// costs O(depth²) at depth d; trying kinds one by one at every level made deep documents cubic. So
    /// the probes run containers first: `null` is checked without throwing, an object is the first
    /// attempt, an array the second; only scalars (leaves, which do not nest) go on to the scalar kinds.
    /// Each nested level thus costs one successful probe (an object) or one failed one (an array).
    /// Nesting deeper than ``maximumDepth`` is `DecodingError.dataCorrupted`.
    ///
    /// A whole number within ±2^53 is an `integer`; larger whole numbers are read again as `Int64` so no
    /// digit is lost.
    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
            return
        }
        let depth = Self.decodingDepth
        if let container = try? decoder.container(keyedBy: AnyCodingKey.self) {
            try Self.checkDepth(depth, decoder)
            self = .object(
                try Self.$decodingDepth.withValue(depth + 1) {
                    var members: [String: JSONValue] = [:]
                    members.reserveCapacity(container.allKeys.count)
                    for key in container.allKeys {
                        members[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
                    }
                    return members
                })
        } else if var container = try? decoder.unkeyedContainer() {
            try Self.checkDepth(depth, decoder)
            self = .array(
                try Self.$decodingDepth.withValue(depth + 1) {
                    var elements: [JSONValue] = []
                    if let count = container.count { elements.reserveCapacity(count) }
                    while !container.isAtEnd {
                        elements.append(try container.decode(JSONValue.self))
                    }
                    return elements
                })
        } else {
            self = try Self.scalar(single)
        }
    }

    /// Decodes a leaf: a string, a number or a Boolean.
    ///
    /// A string or number the decoder cannot hold (`1e400`, `"\ud800"`) fails every kind; the error thrown is then
    /// that of the kind the value is (a `dataCorrupted` naming the value), not the last kind tried (`expected Bool`).
    private static func scalar(_ single: any SingleValueDecodingContainer) throws -> JSONValue {
        let stringError: any Error
        do {
            return .string(try single.decode(String.self))
        } catch {
            stringError = error
        }
        let numberError: any Error
        do {
            let value = try single.decode(Double.self)
            if value.rounded(.towardZero) == value, abs(value) < 9_007_199_254_740_992 {
                return .integer(Int64(value))
            } else if value.rounded(.towardZero) == value, let exact = try? single.decode(Int64.self) {
                return .integer(exact)
            } else {
                return .number(value)
            }
        } catch {
            numberError = error
        }
        do {
            return .bool(try single.decode(Bool.self))
        } catch {
            for candidate in [stringError, numberError] {
                if case DecodingError.typeMismatch = candidate { continue }
                throw candidate
            }
            throw error
        }
    }

    /// Throws when a container at `depth` would nest deeper than ``maximumDepth``.
    private static func checkDepth(_ depth: Int, _ decoder: any Decoder) throws {
        guard depth >= maximumDepth else { return }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "JSON is nested deeper than \(maximumDepth) levels of arrays and objects"))
    }

    /// Encodes the value as it came.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .integer(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(value) }
        case .object(let members):
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for key in members.keys.sorted() {
                try container.encode(members[key] ?? .null, forKey: AnyCodingKey(key))
            }
        }
    }

    /// Parses JSON bytes; a key twice in one object with two values is a decoding failure (see `JSONDuplicateKeys`).
    public init(data: Data) throws(CallFailure) {
        do {
            self = try JSONDecoder().decode(JSONValue.self, from: data)
            try JSONDuplicateKeys.check(data)
        } catch let error as CallFailure {
            throw error
        } catch let error as DecodingError {
            throw CallFailure.decoding(DecodingFailure(error, body: data))
        } catch {
            throw CallFailure.decoding(
                DecodingFailure(codingPath: "", message: "\(error)", bodySnippet: DecodingFailure.snippet(of: data)))
        }
    }

    /// The value's compact JSON text, as a query or form parameter carries free-form JSON.
    ///
    /// A number JSON cannot carry (NaN, infinity) makes the whole text `null`.
    public var parameterText: String {
        (try? serialized()).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }

    /// Compact JSON bytes with sorted keys (stable).
    public func serialized() throws(CallFailure) -> Data {
        var writer = JSONWriter()
        try write(to: &writer)
        return Data(writer.bytes)
    }

    private func write(to writer: inout JSONWriter) throws(CallFailure) {
        switch self {
        case .null: writer.writeRaw("null")
        case .bool(let value): writer.writeRaw(value ? "true" : "false")
        case .integer(let value): writer.writeRaw(String(value))
        case .number(let value): try writer.writeNumber(value)
        case .string(let value): writer.writeString(value)
        case .array(let values):
            writer.bytes.append(0x5B)
            for (index, value) in values.enumerated() {
                if index > 0 { writer.bytes.append(0x2C) }
                try value.write(to: &writer)
            }
            writer.bytes.append(0x5D)
        case .object(let members):
            writer.bytes.append(0x7B)
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { writer.bytes.append(0x2C) }
                writer.writeString(key)
                writer.bytes.append(0x3A)
                try (members[key] ?? .null).write(to: &writer)
            }
            writer.bytes.append(0x7D)
        }
    }

    /// Decodes a typed value from this JSON with an optional response context (dates, registry).
    public func decode<T: Decodable>(_ type: T.Type, context: ResponseContext = ResponseContext()) throws(CallFailure)
        -> T
    {
        try context.decode(T.self, from: try serialized())
    }

    /// Encodes a value into a `JSONValue` with an optional response context.
    public init<T: Encodable>(encoding value: T, context: ResponseContext = ResponseContext()) throws(CallFailure) {
        let data: Data
        do {
            data = try context.makeJSONEncoder().encode(value)
        } catch {
            throw CallFailure.invalidRequest("cannot encode \(T.self): \(error)")
        }
        try self.init(data: data)
    }

    /// The member of an object, or `nil`.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The element of an array, or `nil` when out of range.
    public subscript(index: Int) -> JSONValue? {
        if case .array(let values) = self, values.indices.contains(index) { return values[index] }
        return nil
    }

    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number as a double, if this is a number.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .number(let value): return value
        default: return nil
        }
    }

    /// The Boolean, if this is one.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The members, if this is an object.
    public var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }
}

/// A coding key made from any string or integer, for dynamic keys.
public struct AnyCodingKey: CodingKey, Hashable, Sendable {
    /// The key's text.
    public var stringValue: String
    /// The key's index, for array positions.
    public var intValue: Int?

    /// Creates a key from text.
    public init(_ string: String) {
        self.stringValue = string
        self.intValue = nil
    }

    /// Creates a key from text.
    public init?(stringValue: String) {
        self.init(stringValue)
    }

    /// Creates a key from an index.
    public init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}
