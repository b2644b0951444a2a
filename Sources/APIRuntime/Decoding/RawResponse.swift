import Foundation

/// Turns the body of a raw response (`response: { raw: text | binary }`) into its Swift value.
///
/// Generated requests call these from their `parseResponse`: text must be valid UTF-8 (anything else is a
/// ``DecodingFailure``, never a string with replacement characters); bytes are returned as they arrived.
public enum RawResponse {
    /// The body as UTF-8 text; throws a ``DecodingFailure`` when it is not valid UTF-8.
    public static func text(_ response: HTTPResponse) throws(DecodingFailure) -> String {
        guard isValidUTF8(response.body) else {
            throw DecodingFailure(
                codingPath: "", message: "the text body is not valid UTF-8",
                bodySnippet: DecodingFailure.snippet(of: response.body))
        }
        return String(decoding: response.body, as: UTF8.self)
    }

    /// Whether the bytes are well-formed UTF-8 (no stray continuation bytes, overlong forms or surrogates).
    static func isValidUTF8(_ bytes: Data) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// The body's bytes, unchanged.
    public static func data(_ response: HTTPResponse) -> Data {
        response.body
    }
}
