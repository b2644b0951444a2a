import Foundation

extension RawResponse {
    /// The `charset` parameters of a `Content-Type` value, in order, unquoted.
    ///
    /// Parameter names compare case-insensitively; a value is a token or a quoted string (backslash escapes
    /// one character); other parameters around it (`format=flowed`, a `boundary` with `;` in quotes) are
    /// skipped. An unterminated quoted string runs to the end of the value.
    static func charsetParameters(of contentType: String) -> [String] {
        var found: [String] = []
        var rest = Substring(contentType)
        // The media type itself holds no quotes: skip to its first `;`.
        guard let firstSemicolon = rest.firstIndex(of: ";") else { return [] }
        rest = rest[rest.index(after: firstSemicolon)...]
        while !rest.isEmpty {
            let nameEnd = rest.firstIndex { $0 == "=" || $0 == ";" } ?? rest.endIndex
            let name = rest[..<nameEnd].trimmingCharacters(in: .whitespaces)
            guard nameEnd < rest.endIndex, rest[nameEnd] == "=" else {
                rest = nameEnd < rest.endIndex ? rest[rest.index(after: nameEnd)...] : ""
                continue
            }
            var valueText = rest[rest.index(after: nameEnd)...].drop { $0 == " " || $0 == "\t" }
            var value = ""
            if valueText.first == "\"" {
                valueText = valueText.dropFirst()
                var escaped = false
                var end = valueText.endIndex
                for index in valueText.indices {
                    let character = valueText[index]
                    if escaped {
                        value.append(character)
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        end = index
                        break
                    } else {
                        value.append(character)
                    }
                }
                rest = end < valueText.endIndex ? valueText[valueText.index(after: end)...] : ""
                // Whatever follows the closing quote up to the next `;` is not part of the value.
                if let next = rest.firstIndex(of: ";") {
                    rest = rest[rest.index(after: next)...]
                } else {
                    rest = ""
                }
            } else {
                let end = valueText.firstIndex(of: ";") ?? valueText.endIndex
                value = valueText[..<end].trimmingCharacters(in: .whitespaces)
                rest = end < valueText.endIndex ? valueText[valueText.index(after: end)...] : ""
            }
            if name.lowercased() == "charset" { found.append(value) }
        }
        return found
    }

    /// The encoding a response's `Content-Type` declares: UTF-8 when it declares none, else the declared one.
    ///
    /// Throws a ``DecodingFailure`` when the charset is not one the runtime decodes, or when the header names
    /// two different charsets.
    static func declaredCharset(of response: HTTPResponse) throws(DecodingFailure) -> (TextCharset, String) {
        let names = response.headers.values(for: "Content-Type").flatMap(charsetParameters(of:))
        guard let name = names.first else { return (.utf8, "UTF-8") }
        guard let charset = TextCharset(name: name) else {
            throw DecodingFailure(
                codingPath: "", message: "the text body's charset '\(name)' is not one the runtime can decode",
                bodySnippet: DecodingFailure.snippet(of: response.body))
        }
        for other in names.dropFirst() where TextCharset(name: other) != charset {
            throw DecodingFailure(
                codingPath: "", message: "the Content-Type declares two charsets, '\(name)' and '\(other)'",
                bodySnippet: DecodingFailure.snippet(of: response.body))
        }
        return (charset, name)
    }
}
