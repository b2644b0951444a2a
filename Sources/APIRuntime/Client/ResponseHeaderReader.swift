import Foundation

/// Reads typed values from a reply's header fields, for generated ``ResponseHeaderFields``.
///
/// Every getter returns `nil` for an absent field (names compare case-insensitively) and throws
/// ``CallFailure/decoding(_:)`` for a present one whose text is not of the type: a silent `nil` would read as
/// "the server did not say". A field sent several times is read as one comma-separated value (RFC 9110 §5.3),
/// except by ``list(_:)``, which returns the items of all of them.
public struct ResponseHeaderReader: Sendable {
    /// The reply's header fields.
    public let headers: HTTPHeaders
    /// The API's coding options (date formats).
    public let options: CodingOptions

    /// Creates a reader over a reply's headers.
    public init(_ headers: HTTPHeaders, context: ResponseContext) {
        self.headers = headers
        self.options = context.codingOptions
    }

    /// The field's text (several fields joined by `, `), trimmed, or `nil` when absent.
    public func string(_ name: String) -> String? {
        let values = headers.values(for: name)
        guard !values.isEmpty else { return nil }
        return values.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ", ")
    }

    /// The field as an `Int`.
    public func int(_ name: String) throws(CallFailure) -> Int? {
        try parse(name, as: "an integer") { Int($0) }
    }

    /// The field as an `Int64`.
    public func int64(_ name: String) throws(CallFailure) -> Int64? {
        try parse(name, as: "an integer") { Int64($0) }
    }

    /// The field as a `Double` (decimal text only; no hexadecimal, `nan` or `inf`).
    public func double(_ name: String) throws(CallFailure) -> Double? {
        try parse(name, as: "a number") { text in DecimalText.double(text).flatMap { $0.isFinite ? $0 : nil } }
    }

    /// The field as a `Bool`: `true` / `false` (any case) or `1` / `0`.
    public func bool(_ name: String) throws(CallFailure) -> Bool? {
        try parse(name, as: "a Boolean") { text in
            switch text.lowercased() {
            case "true", "1": true
            case "false", "0": false
            default: nil
            }
        }
    }

    /// The field as a `URL` (absolute or relative text, as sent).
    public func url(_ name: String) throws(CallFailure) -> URL? {
        try parse(name, as: "a URL") { URL(string: $0) }
    }

    /// The field as a date: an HTTP date (`Sun, 06 Nov 1994 08:49:37 GMT`), or text or a number in the API's
    /// formats, or in `format` when the schema gives one (`unix-seconds` for `X-RateLimit-Reset`).
    public func date(_ name: String, format: DateFormat? = nil) throws(CallFailure) -> Date? {
        try parse(name, as: "a date") { text in
            if let format {
                if format.isNumeric { return DecimalText.double(text).flatMap(format.date(fromNumber:)) }
                return format.parse(text)
            }
            return HTTPDate.parse(text) ?? options.date(from: text)
        }
    }

    /// The items of a comma-separated list field, over every field of the name, empty items left out.
    public func list(_ name: String) -> [String]? {
        let values = headers.values(for: name)
        guard !values.isEmpty else { return nil }
        return values.flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// A required field's value, or a decoding failure naming the field when it is absent.
    public func required<Value>(_ value: Value?, _ name: String) throws(CallFailure) -> Value {
        guard let value else {
            throw CallFailure.decoding(
                DecodingFailure(
                    codingPath: "headers.\(name)", message: "the reply has no '\(name)' header field",
                    bodySnippet: ""))
        }
        return value
    }

    private func parse<Value>(_ name: String, as what: String, _ read: (String) -> Value?) throws(CallFailure)
        -> Value?
    {
        guard let text = string(name) else { return nil }
        guard let value = read(text) else {
            throw CallFailure.decoding(
                DecodingFailure(
                    codingPath: "headers.\(name)", message: "the '\(name)' header field '\(text)' is not \(what)",
                    bodySnippet: ""))
        }
        return value
    }
}
