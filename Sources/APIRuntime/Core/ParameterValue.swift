import Foundation

/// A value of a request parameter, before it is encoded for the query, a form or a JSON body.
///
/// Generated request types turn their typed properties into these values; the encoders of the
/// runtime decide how each case is spelled on the wire (see ``ArrayEncoding``).
public enum ParameterValue: Sendable, Hashable {
    /// A text value, sent as is (the encoder percent-encodes it exactly once).
    case string(String)
    /// An integer.
    case integer(Int)
    /// A floating-point number.
    case number(Double)
    /// A Boolean, spelled `true` / `false`.
    case boolean(Bool)
    /// Several values under one name; spelled per the parameter's ``ArrayEncoding``.
    case list([ParameterValue])
    /// A file or blob for a multipart part.
    case file(FilePayload)
    /// An explicit JSON `null` (JSON bodies only; query and form encoders send an empty value).
    case null
    /// A JSON text (see ``jsonText(of:options:)``): the text itself in a query, a form, a header or a cookie, a
    /// part of type `application/json` in a multipart body, and the JSON value it spells in a JSON body.
    case json(String)
    /// A value that has no wire spelling, with the reason (a JSON-text parameter whose value JSON cannot carry,
    /// see ``jsonText(of:options:)``); a request holding one fails with ``CallFailure/invalidRequest(_:)``
    /// before anything is sent.
    case unencodable(String)
}

/// A file part of a multipart body: the bytes come from disk (streamed) or from memory.
public struct FilePayload: Sendable, Hashable {
    /// Where a file part's bytes come from.
    public enum Source: Sendable, Hashable {
        /// Bytes streamed from a file on disk; never loaded whole.
        case file(URL)
        /// Bytes already in memory.
        case data(Data)
    }

    /// Where the bytes come from.
    public var source: Source
    /// The file name sent in `Content-Disposition`.
    public var filename: String
    /// The part's `Content-Type`.
    public var contentType: String

    /// Creates a payload from a source, a file name and a content type.
    public init(source: Source, filename: String, contentType: String = "application/octet-stream") {
        self.source = source
        self.filename = filename
        self.contentType = contentType
    }
}

/// Where a parameter travels.
///
/// `derived` follows APIKit: query for `GET` / `HEAD` / `DELETE`, body for the other methods.
public enum ParameterLocation: String, Sendable, Hashable, CaseIterable {
    /// Query for methods that prefer query parameters, body otherwise.
    case derived
    /// Always in the query string.
    case query
    /// An HTTP header field.
    case header
    /// A field of a form-URL-encoded body.
    case form
    /// A part of a multipart/form-data body.
    case multipart
    /// A member of a JSON body.
    case body
    /// A cookie: `name=value` in the request's one `Cookie` header field (see ``CookieEncoding``).
    case cookie
}

/// How a list value is spelled in a query string or a form body.
public enum ArrayEncoding: String, Sendable, Hashable, CaseIterable {
    /// `key=a&key=b`
    case repeated
    /// `key=a,b`
    case commaSeparated
    /// `key[]=a&key[]=b`
    case bracketed
    /// `key=a%20b` (OpenAPI's `spaceDelimited`)
    case spaceDelimited
    /// `key=a%7Cb` (OpenAPI's `pipeDelimited`; the bar percent-encoded, as a query string requires)
    case pipeDelimited

    /// What stands between the values of a list spelled as one value, or `nil` for a spelling that repeats the key.
    public var separator: String? {
        switch self {
        case .repeated, .bracketed: return nil
        case .commaSeparated: return ","
        case .spaceDelimited: return " "
        case .pipeDelimited: return "|"
        }
    }
}

/// A named parameter with its location and list spelling.
public struct Parameter: Sendable, Hashable {
    /// The wire name.
    public var name: String
    /// The value.
    public var value: ParameterValue
    /// Where it travels.
    public var location: ParameterLocation
    /// How a list value is spelled.
    public var arrayEncoding: ArrayEncoding

    /// Creates a parameter.
    public init(
        name: String, value: ParameterValue, location: ParameterLocation = .derived,
        arrayEncoding: ArrayEncoding = .repeated
    ) {
        self.name = name
        self.value = value
        self.location = location
        self.arrayEncoding = arrayEncoding
    }
}

extension ParameterValue {
    /// The value's scalar text for a query string, a form field or a multipart text part.
    ///
    /// Numbers use the shortest spelling that round-trips (`4` rather than `4.0` for whole numbers);
    /// `null` is empty. Lists, files and unencodable values have no scalar text and return `nil`.
    public var scalarText: String? {
        switch self {
        case .string(let value), .json(let value): return value
        case .integer(let value): return String(value)
        case .number(let value): return ParameterValue.format(value)
        case .boolean(let value): return value ? "true" : "false"
        case .null: return ""
        case .list, .file, .unencodable: return nil
        }
    }

    /// Spells a double as JSON and query strings expect: whole numbers without a fraction, others round-tripping.
    public static func format(_ value: Double) -> String {
        if value.rounded(.towardZero) == value, abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}
