/// Emits, once per module that needs them, the two internal helpers that code a date in a property's own
/// format (`format: unix-seconds`), so each such property costs one line in its model.
struct DateCodingEmitter {
    let context: EmitContext

    /// Whether any struct model has a property with a `format:`.
    var isNeeded: Bool {
        context.schema.models.contains { model in model.properties.contains { $0.format != nil } }
    }

    /// The Swift spelling of a `DateFormat` case for a schema name.
    static func swiftCase(_ name: DateFormatName) -> String {
        switch name {
        case .iso8601: return "iso8601"
        case .iso8601Fractional: return "iso8601Fractional"
        case .iso8601BasicOffset: return "iso8601BasicOffset"
        case .date: return "dateOnly"
        case .time: return "timeOnly"
        case .unixSeconds: return "unixSeconds"
        case .unixMilliseconds: return "unixMilliseconds"
        }
    }

    func emit(into buffer: inout SwiftBuffer) {
        buffer.block("extension KeyedDecodingContainer {") { body in
            body.line("/// Decodes a date written in one format (a property's `format:`); `nil` when absent or null.")
            body.block("func decodeDateIfPresent(forKey key: Key, format: DateFormat) throws -> Date? {") { body in
                body.line("guard contains(key), try !decodeNil(forKey: key) else { return nil }")
                body.block("if format.isNumeric, let number = try? decode(Double.self, forKey: key) {") { body in
                    body.line("if let date = format.date(fromNumber: number) { return date }")
                }
                body.line("let text = try decode(String.self, forKey: key)")
                body.line("if let date = format.parse(text) { return date }")
                body.line("throw DecodingError.dataCorruptedError(")
                body.line("    forKey: key, in: self, debugDescription: \"'\\(text)' is not a date in \\(format)\")")
            }
            body.line()
            body.line("/// Decodes a date written in one format; throws when it is absent or null.")
            body.block("func decodeDate(forKey key: Key, format: DateFormat) throws -> Date {") { body in
                body.block("guard let date = try decodeDateIfPresent(forKey: key, format: format) else {") { body in
                    body.line("throw DecodingError.keyNotFound(")
                    body.line(
                        "    key, .init(codingPath: codingPath, debugDescription: \"no date for '\\(key.stringValue)'\"))"
                    )
                }
                body.line("return date")
            }
        }
        buffer.line()
        buffer.block("extension KeyedEncodingContainer {") { body in
            body.line("/// Encodes a date in one format (numbers for Unix formats); nothing when `nil`.")
            body.line("mutating func encodeDateIfPresent(_ date: Date?, forKey key: Key, format: DateFormat) throws {")
            body.line("    guard let date else { return }")
            body.line("    switch format {")
            body.line("    case .unixSeconds:")
            body.line("        try encode(date.timeIntervalSince1970, forKey: key)")
            body.line("    case .unixMilliseconds:")
            body.line("        try encode((date.timeIntervalSince1970 * 1000).rounded(), forKey: key)")
            body.line("    default:")
            body.line("        try encode(format.format(date), forKey: key)")
            body.line("    }")
            body.line("}")
        }
    }
}
