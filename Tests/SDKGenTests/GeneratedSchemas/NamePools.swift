/// The names and texts the schema generator draws from: the ones most likely to break generated Swift.
///
/// Each pool mixes ordinary names (so most constructs also appear in a plain form) with Swift keywords, names of
/// runtime, standard-library and Foundation types, members the generated types already have, unicode, and hostile
/// text (newlines, quotes, comment ends, backslashes, interpolation).
enum NamePools {
    /// Type-like names for models and endpoints.
    static let typeNames = [
        "Widget", "Pet", "Order", "Item", "Account", "Response", "Error", "EmptyResponse", "ZonedDate", "Date",
        "URL", "Data", "String", "Int", "Int64", "Bool", "Double", "UUID", "Request", "Parameters", "Parameter",
        "ParameterValue", "HTTPMethod", "HTTPResponse", "ResponseContext", "JSONValue", "OrderedMap",
        "FilePayload", "DateOnly", "TimeOfDay", "ISODuration", "TypeTable", "APIDefinition", "CodingOptions",
        "BodyEncoding", "BodyParameters", "DateFormat", "WireFormat", "AnyCodingKey", "CodingKeys", "CodingKey",
        "Decoder", "Encoder", "Codable", "Decodable", "Encodable", "Sendable", "Hashable", "Optional", "Array",
        "Set", "Dictionary", "API", "Settings", "Environment", "Authentication", "ClientError", "DecodingFailure",
        "DecodingError", "XMLTree", "XMLDecodable", "XMLScalar", "XMLDecodingError", "OpenEnum", "OpenIntEnum",
        "FamilyCoding", "Discriminator", "FamilyMember", "CustomObject", "PercentEncoding", "URLTemplate",
        "URLTemplateError", "JSONBodyParameters", "KeyedDecodingContainer", "KeyedEncodingContainer", "Never",
        "Void", "Element", "Value", "Key", "T", "Self", "Type", "Any", "Protocol", "Swift", "Foundation",
        "APIRuntime", "SessionAuthenticator", "SignedSession", "Middleware", "Client", "Café", "Über", "名前",
        "Thing_One", "thing", "class", "default", "Fuzz", "a b", "Line\nBreak", "Quote\"d",
    ]

    /// Member-like names for properties, parameters, settings and variables.
    static let memberNames = [
        "id", "ID", "Id", "name", "title", "count", "created_at", "imageUrl", "class", "default", "self", "Self",
        "init", "Type", "type", "protocol", "where", "in", "is", "as", "func", "let", "var", "return", "true",
        "nil", "Any", "_", "super", "throws", "async", "await", "some", "any", "inout", "case", "enum", "struct",
        "static", "operator", "repeat", "while", "deinit", "subscript", "extension", "import", "internal",
        "method", "path", "parameters", "additionalParameters", "host", "headerFields", "queryParameters",
        "bodyParameters", "bodyEncoding", "isIdempotent", "requiresAuthentication", "parseResponse", "API",
        "Response", "rawValue", "knownValues", "isCaseInsensitive", "isKnown", "description", "matching",
        "hashValue", "hash", "custom", "unknown", "wireNames", "discriminator", "container", "decoder", "encoder",
        "encode", "encodeFields", "stringValue", "intValue", "CodingKeys", "key", "value", "index", "element",
        "settings", "envelope", "response", "context", "values", "hosts", "baseURL", "String", "Int", "Date",
        "PercentEncoding", "links", "_links", "href", "café", "naïve", "名前", "a\nb", "say \"hi\"", "*/", "/*",
        "back\\slash", "\\(x)", "tab\there", "a b", "N/A", "1st", "-dash", "x.y", "$ref", "@id", "#hash", "%20",
        "end\\", "ünïcödé", "emoji😀",
    ]

    /// Enum raw values.
    static let enumValues = [
        "APPROVED", "rejected", "in_progress", "default", "self", "init", "Type", "rawValue", "knownValues",
        "isCaseInsensitive", "isKnown", "description", "matching", "custom", "unknown", "2fa", "a b", "N/A",
        "line\nbreak", "quote\"", "back\\slash", "\\(x)", "*/", "", " ", "café", "名前", "class", "case",
        "hashValue", "Self", "_", "-", "+1", "1.5", "true", "null",
    ]

    /// Free text for descriptions, wire names of constants and other places schema text lands.
    static let texts = [
        "A plain sentence.", "Two lines\nof text.", "Ends a comment */ and opens one /* here.",
        "Quotes \" and backslashes \\ and \\(interpolation).", "Trailing backslash \\", "Tab\tand\rreturn.",
        "Bell \u{7} and escape \u{1B}.", "Line separator \u{2028} paragraph \u{2029} next \u{85}.",
        "Right-to-left \u{202E}override\u{202C}.", "Emoji 😀 and 名前.", "/// doc /** */", "#\"raw\"#",
        "\"\"\" triple", "\n\nLeading blank lines.", "Sentence one. Sentence two.",
    ]

    /// Environment names.
    static let environmentNames = [
        "production", "staging", "custom", "default", "baseURL", "init", "self", "class", "Type", "local",
        "productionHosts",
    ]

    /// Type names the generator or runtime emits or Swift reserves, for `swift:` overrides.
    static let swiftTypeNames = [
        "Client", "WireKey", "ModelFields", "Protocol", "Self", "Type", "Codable", "Request", "Response", "Error",
        "Data", "Date", "URL", "UUID", "Failure", "Settings", "Environment", "Fuzz", "PetRequest", "Widget_",
        "_Widget", "widget", "WIDGET", "Ünï", "Page1", "StatusResponse", "OffsetPagedRequest", "LinkPagedRequest",
        "PageNumberPagedRequest", "Int", "String", "Bool",
    ]

    /// Awkward string defaults: quotes, backslashes, interpolation, raw-string and multi-line delimiters, NUL.
    static let awkwardStrings = [
        "", "\\(x)", "\"\"\"", "#\"", "\"#", "##\"raw\"##", "a\\", "\\", "line\nbreak", "nul\u{0}here",
        "\u{0}", "tab\t", "\r\n", "$(x)", "%@", "'single'", "😀", "\u{FEFF}bom", "\u{2028}",
    ]

    /// Integer defaults at the limits and in awkward spellings.
    static let awkwardIntegers = [
        "0", "-0", "+5", "9223372036854775807", "-9223372036854775808", "2147483648", "007", "1_000", "0x10",
    ]

    /// Double defaults at the limits and in awkward spellings.
    static let awkwardDoubles = [
        "-0.0", "0.0", "1e308", "1.7976931348623157e308", "4.9e-324", "1E+5", "-1e-5", ".5", "5.", "1e400", ".inf",
        "-.inf", ".nan", "12345678901234567890", "-2",
    ]
}
