import Foundation

extension MultipartFormDataBodyParameters {
    /// A built multipart body with one more text part in front; `nil` when it is no multipart form body.
    ///
    /// Middleware that adds a parameter after the request was built (a logon token) uses it: the existing parts
    /// stay as they are, files included (a streamed body keeps its file segments and gains one data segment), so
    /// nothing is read or copied from disk. Returns `nil` when `contentType` is not `multipart/form-data` with a
    /// boundary, or the body is empty. Throws ``CallFailure/invalidRequest(_:)`` when the value or the name contains
    /// the boundary.
    ///
    /// ```swift
    /// // --B\r\nContent-Disposition: form-data; name="token"\r\n\r\nabc\r\n--B\r\n…(the original parts)…--B--\r\n
    /// let body = try MultipartFormDataBodyParameters.prepending(
    ///     text: "abc", name: "token", to: request.body, contentType: "multipart/form-data; boundary=B")
    /// ```
    public static func prepending(text value: String, name: String, to body: HTTPBody, contentType: String)
        throws(CallFailure) -> HTTPBody?
    {
        guard let boundary = boundary(ofContentType: contentType) else { return nil }
        let part = Part.text(name, value)
        if collides(Data(boundary.utf8), with: [part]) {
            throw CallFailure.invalidRequest("multipart boundary '\(boundary)' occurs inside the part '\(name)'")
        }
        let header = MultipartFormDataBodyParameters(parts: [part], boundary: boundary).header(for: part)
        var head = Data("--\(boundary)\r\n".utf8)
        head.append(contentsOf: header.utf8)
        head.append(contentsOf: value.utf8)
        head.append(contentsOf: "\r\n".utf8)
        switch body {
        case .empty:
            return nil
        case .data(let data):
            return .data(head + data)
        case .stream(let stream):
            return .stream(BodyStream(segments: [.data(head)] + stream.segments, chunkSize: stream.chunkSize))
        }
    }

    /// The `boundary` parameter of a `multipart/form-data` content type, quotes removed; `nil` for another type.
    public static func boundary(ofContentType contentType: String) -> String? {
        let pieces = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let type = pieces.first, type.lowercased() == "multipart/form-data" else { return nil }
        for piece in pieces.dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == "boundary" else { continue }
            var value = pair[1]
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            return value.isEmpty ? nil : value
        }
        return nil
    }
}
