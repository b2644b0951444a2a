import Foundation

/// The parts of a `multipart/form-data` body, split strictly by its boundary, for asserting uploads part by part.
///
/// The one parser the stub transport and the SDKs' tests share: CRLF framing, a body that starts with the
/// boundary, a closing delimiter, headers with a colon and a `name` on every part (RFC 7578); anything else is a
/// ``MultipartBodyError``, so a test sees a malformed upload instead of a partial one.
public struct MultipartBody: Sendable, Equatable {
    /// One part: its headers and its bytes.
    public struct Part: Sendable, Equatable {
        /// Header fields by lower-cased name.
        public var headers: [String: String]
        /// The `name` parameter of `Content-Disposition`.
        public var name: String
        /// The `filename` parameter of `Content-Disposition`, for file parts.
        public var filename: String?
        /// The part's bytes.
        public var data: Data

        /// The part's `Content-Type`, if it has one.
        public var contentType: String? { headers["content-type"] }
        /// The part's bytes as UTF-8 text.
        public var text: String { String(decoding: data, as: UTF8.self) }
    }

    /// The parts in order.
    public var parts: [Part]

    /// Splits a body by the boundary its `multipart/form-data` content type names.
    public init(body: Data, contentType: String) throws(MultipartBodyError) {
        guard let boundary = Self.boundary(ofContentType: contentType) else {
            throw MultipartBodyError(description: "no multipart/form-data boundary in Content-Type '\(contentType)'")
        }
        parts = try Self.parts(of: body, boundary: boundary)
    }

    /// The first part with a name.
    public subscript(name: String) -> Part? { parts.first { $0.name == name } }

    /// The boundary of a `multipart/form-data; boundary=…` content type, or `nil` for any other content type.
    public static func boundary(ofContentType contentType: String) -> String? {
        guard contentType.lowercased().hasPrefix("multipart/form-data") else { return nil }
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.trimmingCharacters(in: .whitespaces)
            guard pair.lowercased().hasPrefix("boundary=") else { continue }
            return unquoted(String(pair.dropFirst("boundary=".count)))
        }
        return nil
    }

    private static func parts(of body: Data, boundary: String) throws(MultipartBodyError) -> [Part] {
        let delimiter = Data("--\(boundary)".utf8)
        let crlf = Data("\r\n".utf8)
        guard body.starts(with: delimiter) else {
            throw MultipartBodyError(description: "the body does not start with the boundary")
        }
        var parts: [Part] = []
        var cursor = body.startIndex + delimiter.count
        while true {
            let rest = body[cursor...]
            if rest.starts(with: Data("--".utf8)) { return parts }
            guard rest.starts(with: crlf) else {
                throw MultipartBodyError(description: "a boundary is not followed by CRLF")
            }
            let partStart = cursor + crlf.count
            guard let next = body.range(of: crlf + delimiter, in: partStart..<body.endIndex) else {
                throw MultipartBodyError(description: "a part has no closing boundary")
            }
            parts.append(try part(from: body[partStart..<next.lowerBound]))
            cursor = next.upperBound
        }
    }

    private static func part(from bytes: Data) throws(MultipartBodyError) -> Part {
        guard let split = bytes.range(of: Data("\r\n\r\n".utf8)) else {
            throw MultipartBodyError(description: "a part has no blank line after its headers")
        }
        var headers: [String: String] = [:]
        let headerText = String(decoding: bytes[bytes.startIndex..<split.lowerBound], as: UTF8.self)
        for line in headerText.components(separatedBy: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else {
                throw MultipartBodyError(description: "malformed part header '\(line)'")
            }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        let disposition = headers["content-disposition"] ?? ""
        guard let name = parameter("name", in: disposition) else {
            throw MultipartBodyError(description: "a part has no name")
        }
        return Part(
            headers: headers, name: name, filename: parameter("filename", in: disposition),
            data: Data(bytes[split.upperBound...]))
    }

    /// A parameter of a `Content-Disposition` value (`name="photo"`), unquoted.
    private static func parameter(_ key: String, in disposition: String) -> String? {
        for item in disposition.split(separator: ";").dropFirst() {
            let pair = item.trimmingCharacters(in: .whitespaces)
            guard pair.hasPrefix(key + "=") else { continue }
            return unquoted(String(pair.dropFirst(key.count + 1)))
        }
        return nil
    }

    private static func unquoted(_ value: String) -> String {
        guard value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 else { return value }
        return String(value.dropFirst().dropLast())
    }
}

/// Why a body is not valid `multipart/form-data`.
public struct MultipartBodyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public var description: String

    /// Creates an error saying what is wrong.
    public init(description: String) {
        self.description = description
    }
}
