import Foundation

/// One part of a `multipart/form-data` body, as the fake server received it.
struct MultipartPart: Sendable, Equatable {
    /// The `name` of `Content-Disposition`.
    var name: String
    /// The `filename` of `Content-Disposition`, for file parts.
    var filename: String?
    /// The part's `Content-Type`, if it has one.
    var contentType: String?
    /// The part's bytes.
    var data: Data

    /// The part's bytes as UTF-8 text.
    var text: String { String(decoding: data, as: UTF8.self) }
}

/// Why a body is not valid `multipart/form-data`.
struct MultipartParseError: Error, CustomStringConvertible {
    /// What is wrong.
    var description: String
}

/// Splits a `multipart/form-data` body into parts, strictly (CRLF framing, a closing delimiter).
enum MultipartParser {
    /// The boundary of a `multipart/form-data; boundary=…` content type.
    static func boundary(ofContentType contentType: String) -> String? {
        guard contentType.lowercased().hasPrefix("multipart/form-data") else { return nil }
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.trimmingCharacters(in: .whitespaces)
            guard pair.lowercased().hasPrefix("boundary=") else { continue }
            var value = String(pair.dropFirst("boundary=".count))
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                value = String(value.dropFirst().dropLast())
            }
            return value
        }
        return nil
    }

    /// The parts of a body framed by a boundary.
    static func parts(of body: Data, boundary: String) throws -> [MultipartPart] {
        let delimiter = Data("--\(boundary)".utf8)
        let crlf = Data("\r\n".utf8)
        guard body.starts(with: delimiter) else {
            throw MultipartParseError(description: "the body does not start with the boundary")
        }
        var parts: [MultipartPart] = []
        var cursor = body.startIndex + delimiter.count
        while true {
            let rest = body[cursor...]
            if rest.starts(with: Data("--".utf8)) { return parts }
            guard rest.starts(with: crlf) else {
                throw MultipartParseError(description: "a boundary is not followed by CRLF")
            }
            let partStart = cursor + crlf.count
            guard let next = body.range(of: crlf + delimiter, in: partStart..<body.endIndex) else {
                throw MultipartParseError(description: "a part has no closing boundary")
            }
            parts.append(try part(from: body[partStart..<next.lowerBound]))
            cursor = next.upperBound
        }
    }

    private static func part(from bytes: Data) throws -> MultipartPart {
        let separator = Data("\r\n\r\n".utf8)
        guard let split = bytes.range(of: separator) else {
            throw MultipartParseError(description: "a part has no blank line after its headers")
        }
        let headerText = String(decoding: bytes[bytes.startIndex..<split.lowerBound], as: UTF8.self)
        var name: String?
        var filename: String?
        var contentType: String?
        for line in headerText.components(separatedBy: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else {
                throw MultipartParseError(description: "malformed part header '\(line)'")
            }
            let field = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if field == "content-disposition" {
                name = quoted("name", in: value)
                filename = quoted("filename", in: value)
            } else if field == "content-type" {
                contentType = value
            }
        }
        guard let name else { throw MultipartParseError(description: "a part has no name") }
        return MultipartPart(
            name: name, filename: filename, contentType: contentType, data: Data(bytes[split.upperBound...]))
    }

    private static func quoted(_ key: String, in disposition: String) -> String? {
        for parameter in disposition.split(separator: ";").dropFirst() {
            let pair = parameter.trimmingCharacters(in: .whitespaces)
            guard pair.hasPrefix("\(key)=\"") && pair.hasSuffix("\"") else { continue }
            return String(pair.dropFirst(key.count + 2).dropLast())
        }
        return nil
    }
}
