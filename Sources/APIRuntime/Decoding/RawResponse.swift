import Foundation

/// Turns the body of a raw response (`response: { raw: text | binary }`) into its Swift value.
///
/// Generated requests call these from their `parseResponse`: text is read in the charset its `Content-Type`
/// declares, UTF-8 when it declares none (anything invalid is a ``DecodingFailure``, never a string with
/// replacement characters); bytes are returned as they arrived.
public enum RawResponse {
    /// The body as text, in the charset the response's `Content-Type` declares (UTF-8 when none is declared).
    ///
    /// The `charset` parameter is read case-insensitively, quoted or not, among other parameters. Decoded
    /// charsets: UTF-8, US-ASCII, ISO-8859-1 (Latin-1), Windows-1252, UTF-16 and UTF-32 (`BE`, `LE`, or with a
    /// byte-order mark, else big-endian), under their IANA names and common aliases. Throws a
    /// ``DecodingFailure`` when the bytes are not valid in that charset, when the charset is none of these, or
    /// when the header declares two different ones.
    public static func text(_ response: HTTPResponse) throws(DecodingFailure) -> String {
        let (charset, name) = try declaredCharset(of: response)
        guard let text = charset.decode(response.body) else {
            let label = charset == .utf8 ? "UTF-8" : name
            throw DecodingFailure(
                codingPath: "", message: "the text body is not valid \(label)",
                bodySnippet: DecodingFailure.snippet(of: response.body))
        }
        return text
    }

    /// The body's bytes, unchanged.
    public static func data(_ response: HTTPResponse) -> Data {
        response.body
    }
}
