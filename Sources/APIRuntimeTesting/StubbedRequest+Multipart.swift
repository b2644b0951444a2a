import Foundation

extension StubbedRequest {
    /// The text parts of a `multipart/form-data` body, in order (file parts, with a `filename`, left out).
    static func multipartTextFields(_ body: Data, contentType: String) -> [URLQueryItem] {
        guard contentType.hasPrefix("multipart/form-data"),
            let range = contentType.range(of: "boundary=")
        else { return [] }
        var boundary = String(contentType[range.upperBound...])
        if let end = boundary.firstIndex(of: ";") { boundary = String(boundary[..<end]) }
        boundary = boundary.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        let delimiter = Data("--\(boundary)".utf8)
        let separator = Data("\r\n\r\n".utf8)
        var fields: [URLQueryItem] = []
        var start = body.startIndex
        var parts: [Data] = []
        while let found = body.range(of: delimiter, in: start..<body.endIndex) {
            if start != body.startIndex { parts.append(body[start..<found.lowerBound]) }
            start = found.upperBound
        }
        for part in parts {
            guard let split = part.range(of: separator) else { continue }
            let headers = String(decoding: part[part.startIndex..<split.lowerBound], as: UTF8.self)
            guard let name = Self.dispositionValue("name", in: headers),
                Self.dispositionValue("filename", in: headers) == nil
            else { continue }
            var value = part[split.upperBound...]
            if value.suffix(2) == Data("\r\n".utf8) { value = value.dropLast(2) }
            fields.append(URLQueryItem(name: name, value: String(decoding: value, as: UTF8.self)))
        }
        return fields
    }

    /// `name="value"` of a part's `Content-Disposition` header.
    private static func dispositionValue(_ key: String, in headers: String) -> String? {
        guard let range = headers.range(of: "; \(key)=\"") else { return nil }
        let rest = headers[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
