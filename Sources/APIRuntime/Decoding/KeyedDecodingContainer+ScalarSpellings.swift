import Foundation

/// Numbers, Booleans and strings an API spells in another JSON type, read as the values they spell.
///
/// Real servers quote what their documents type as numbers: Twilio answers `"price": "-0.00750"` for a `number`,
/// and other APIs send ids and counts as `"123"`; servers written in PHP or C send Booleans as `1` and `0`, or as
/// `"true"`; others send numbers where strings were declared. When a property's value has the wrong JSON type, the
/// generated model's helper reads it as the value it unmistakably spells, as Jackson's JSON reader does by default:
///
/// - an `int`, `int64` or `double` from a string that is one decimal number, whole and finite (`"-0.00750"`,
///   `"1e3"`; for an integer, digits with an optional sign, in range);
/// - a `bool` from the numbers `1` and `0` and the strings `"true"` and `"false"`;
/// - a `string` from an integer in `Int64`'s range, written in decimal (Xero's `"ReceiptNumber": 1`).
///
/// Anything else (`"12 apples"`, `""`, `"0x10"`, `"nan"`, `"1.5"` for an integer, `2` or `"yes"` for a Boolean, a
/// fraction or an integer beyond `Int64` for a string, whose text the reader cannot give back exactly) still fails
/// with the original `DecodingError.typeMismatch`, so a value is never guessed.
///
/// Not while a union tells its members apart: there a quoted number could make the member with a number property
/// fit where the one with a string property was meant, so members are read as the wire types them. A union's value
/// is chosen by the types its members declare; families, chosen by a tag, read these spellings as everywhere else.
///
/// Only the failure path pays: a value of the declared type costs what it did. Strict models read through the
/// `WireKey` helpers, lenient ones through the lossy helpers (`LossyDecoding+Scalars.swift`): both read the same.
extension KeyedDecodingContainer {
    /// After `error` for the value at `key`: the number the string there spells, or `error` rethrown.
    ///
    /// Foundation's reader fails on a JSON number the type cannot hold (`9223372036854776000` for an `Int64`, `1e400`)
    /// with an error of its own that its decoder then reports as "not valid JSON" with no coding path; that is
    /// rethrown as `DecodingError.dataCorrupted` at the key, saying what it is.
    @usableFromInline
    func quotedNumber<Number>(
        _ key: Key, after error: any Error, _ parse: (String) -> Number?
    ) throws -> Number {
        guard error is DecodingError else {
            throw readerFailure(key, error, "a number out of range for \(Number.self), or no JSON number")
        }
        guard case DecodingError.typeMismatch = error, !UnionMemo.isDecodingUnion,
            let text = try? decode(String.self, forKey: key), let number = parse(text)
        else { throw error }
        return number
    }

    /// `error` as it is when it is a `DecodingError`; else `DecodingError.dataCorrupted` at the key, `what` and the
    /// error in its description and the error as its underlying one.
    ///
    /// Foundation's own error for a number no Swift type holds, met in a list or map at `key`, and an external
    /// type's own error would otherwise leave the decode with no coding path (and, not being a `DecodingError`, be
    /// filed as a transport failure).
    @usableFromInline
    func readerFailure(_ key: Key, _ error: any Error, _ what: String = "the value could not be read") -> any Error {
        guard !(error is DecodingError) else { return error }
        return DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath + [key], debugDescription: "\(what): \(error)", underlyingError: error))
    }

    /// After `error` for the value at `key`: the Boolean that `1`, `0`, `"true"` or `"false"` there spells, or
    /// `error` rethrown.
    @usableFromInline
    func spelledBool(_ key: Key, after error: any Error) throws -> Bool {
        guard case DecodingError.typeMismatch = error, !UnionMemo.isDecodingUnion else { throw error }
        if let number = try? decode(Int.self, forKey: key), number == 0 || number == 1 { return number == 1 }
        if let text = try? decode(String.self, forKey: key), text == "true" || text == "false" { return text == "true" }
        throw error
    }

    /// After `error` for the value at `key`: the decimal text of the integer there, or `error` rethrown.
    @usableFromInline
    func integerText(_ key: Key, after error: any Error) throws -> String {
        guard case DecodingError.typeMismatch = error, !UnionMemo.isDecodingUnion,
            let number = try? decode(Int64.self, forKey: key)
        else { throw error }
        return String(number)
    }

    /// The `Int` that decimal integer text spells, or `nil`.
    @usableFromInline
    static func quotedInt(_ text: String) -> Int? { isIntegerText(text) ? Int(text) : nil }

    /// The `Int64` that decimal integer text spells, or `nil`.
    @usableFromInline
    static func quotedInt64(_ text: String) -> Int64? { isIntegerText(text) ? Int64(text) : nil }

    /// The finite `Double` that decimal text spells, or `nil`.
    @usableFromInline
    static func quotedDouble(_ text: String) -> Double? { DecimalText.double(text) }

    /// Whether the text is an optional `-` or `+` and one or more ASCII digits.
    private static func isIntegerText(_ text: String) -> Bool {
        let digits = text.utf8.drop { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }
        return !digits.isEmpty && text.utf8.count - digits.count <= 1
            && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
