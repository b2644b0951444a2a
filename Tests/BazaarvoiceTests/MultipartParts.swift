import Foundation

/// The parts of a received `multipart/form-data` body, split by its boundary, for asserting uploads part by part.
struct MultipartParts {
    /// One part: its headers (names lower-cased) and its bytes.
    struct Part {
        /// Header fields by lower-cased name.
        var headers: [String: String]
        /// The content bytes.
        var body: Data

        /// The `name` parameter of `Content-Disposition`.
        var name: String? { dispositionParameter("name") }
        /// The `filename` parameter of `Content-Disposition`.
        var filename: String? { dispositionParameter("filename") }
        /// The part's `Content-Type`.
        var contentType: String? { headers["content-type"] }
        /// The content as UTF-8 text.
        var text: String { String(decoding: body, as: UTF8.self) }

        private func dispositionParameter(_ key: String) -> String? {
            guard let disposition = headers["content-disposition"] else { return nil }
            for item in disposition.split(separator: ";").dropFirst() {
                let pair = item.trimmingCharacters(in: .whitespaces)
                guard pair.hasPrefix(key + "=") else { continue }
                var value = String(pair.dropFirst(key.count + 1))
                if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                    value = String(value.dropFirst().dropLast())
                }
                return value
            }
            return nil
        }
    }

    /// Failures to split a body.
    enum Failure: Error, CustomStringConvertible {
        case noBoundary(String)
        case malformed(String)

        var description: String {
            switch self {
            case .noBoundary(let type): return "no boundary in Content-Type '\(type)'"
            case .malformed(let what): return "malformed multipart body: \(what)"
            }
        }
    }

    /// The parts in order.
    var parts: [Part]

    /// Splits a body by the boundary named in its `Content-Type`.
    init(body: Data, contentType: String) throws {
        guard let range = contentType.range(of: "boundary=") else { throw Failure.noBoundary(contentType) }
        var boundary = String(contentType[range.upperBound...])
        if let end = boundary.firstIndex(of: ";") { boundary = String(boundary[..<end]) }
        boundary = boundary.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        let delimiter = Data(("--" + boundary).utf8)
        let crlf = Data("\r\n".utf8)
        let headerEnd = Data("\r\n\r\n".utf8)
        guard let first = body.range(of: delimiter) else { throw Failure.malformed("no opening delimiter") }
        var parts: [Part] = []
        var cursor = first.upperBound
        while true {
            // After a delimiter: `--` ends the body, CRLF starts a part.
            if body[cursor...].starts(with: Data("--".utf8)) { break }
            guard body[cursor...].starts(with: crlf) else { throw Failure.malformed("no CRLF after a delimiter") }
            let partStart = cursor + crlf.count
            guard let next = body.range(of: crlf + delimiter, in: partStart..<body.endIndex) else {
                throw Failure.malformed("no closing delimiter")
            }
            let part = body[partStart..<next.lowerBound]
            guard let split = part.range(of: headerEnd) else { throw Failure.malformed("part without headers") }
            var headers: [String: String] = [:]
            for line in String(decoding: part[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                let name = line[..<colon].lowercased()
                headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            parts.append(Part(headers: headers, body: Data(part[split.upperBound...])))
            cursor = next.upperBound
        }
        self.parts = parts
    }

    /// The part with a name.
    subscript(name: String) -> Part? { parts.first { $0.name == name } }
}
