import Foundation

/// A `multipart/form-data` body (RFC 7578) whose file parts are streamed from disk, never loaded whole.
///
/// Text and in-memory parts become `.data` segments of a ``BodyStream``; each file part is a `.file`
/// segment whose length is read from the file system when the body is built, so the total
/// `Content-Length` is known up front. Field names and file names escape `"`, CR and LF as `%22`,
/// `%0D`, `%0A` (the HTML form convention); non-ASCII file names are sent as raw UTF-8 in `filename`
/// (RFC 7578 §4.2), and also as RFC 5987 `filename*` when ``includesExtendedFilename`` is set.
public struct MultipartFormDataBodyParameters: BodyParameters {
    /// One part of the body.
    public struct Part: Sendable, Hashable {
        /// The field name.
        public var name: String
        /// The file name, for file and data parts.
        public var filename: String?
        /// The part's `Content-Type`, omitted for text parts.
        public var contentType: String?
        /// Where the bytes come from.
        public var source: FilePayload.Source

        /// A text field.
        public static func text(_ name: String, _ value: String) -> Part {
            Part(name: name, filename: nil, contentType: nil, source: .data(Data(value.utf8)))
        }

        /// A file or blob from a payload.
        public static func file(_ name: String, _ payload: FilePayload) -> Part {
            Part(name: name, filename: payload.filename, contentType: payload.contentType, source: payload.source)
        }

        /// Creates a part.
        public init(name: String, filename: String?, contentType: String?, source: FilePayload.Source) {
            self.name = name
            self.filename = filename
            self.contentType = contentType
            self.source = source
        }
    }

    /// The parts in order.
    public var parts: [Part]
    /// The boundary; random (`SchemaSDK-` + 32 hex digits) unless given.
    public let boundary: String
    /// Whether file names outside ASCII are also sent as RFC 5987 `filename*=UTF-8''…`.
    public var includesExtendedFilename: Bool

    /// Creates a body from parts; the boundary is checked against the in-memory parts again when building.
    public init(parts: [Part], boundary: String? = nil, includesExtendedFilename: Bool = false) {
        self.parts = parts
        self.includesExtendedFilename = includesExtendedFilename
        if let boundary {
            self.boundary = boundary
        } else {
            self.boundary = MultipartFormDataBodyParameters.freshBoundary(avoiding: parts)
        }
    }

    /// Creates a body from parameters: scalars become text parts (Booleans spelled per `booleans`), files
    /// file parts, lists one part per element.
    public init(_ parameters: Parameters, boundary: String? = nil, booleans: BooleanSpelling = .words)
        throws(CallFailure)
    {
        var parts: [Part] = []
        for parameter in parameters {
            try MultipartFormDataBodyParameters.appendParts(
                for: parameter.value, name: parameter.name, encoding: parameter.arrayEncoding, booleans: booleans,
                to: &parts)
        }
        self.init(parts: parts, boundary: boundary)
    }

    /// `multipart/form-data; boundary=…`.
    public var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// The body as a stream: headers and in-memory parts as data segments, files as file segments.
    public func makeBody() throws -> HTTPBody {
        if MultipartFormDataBodyParameters.collides(Data(boundary.utf8), with: parts) {
            throw CallFailure.invalidRequest("multipart boundary '\(boundary)' occurs inside a part")
        }
        var segments: [BodyStream.Segment] = []
        var pending = Data()
        for part in parts {
            pending.append(contentsOf: "--\(boundary)\r\n".utf8)
            pending.append(contentsOf: header(for: part).utf8)
            switch part.source {
            case .data(let data):
                pending.append(data)
            case .file(let url):
                let length = try MultipartFormDataBodyParameters.fileLength(url)
                segments.append(.data(pending))
                pending = Data()
                segments.append(.file(url, offset: 0, length: length))
            }
            pending.append(contentsOf: "\r\n".utf8)
        }
        pending.append(contentsOf: "--\(boundary)--\r\n".utf8)
        segments.append(.data(pending))
        if segments.count == 1 { return .data(pending) }
        return .stream(BodyStream(segments: segments))
    }

    /// The part's header lines and the blank line after them.
    func header(for part: Part) -> String {
        var text = "Content-Disposition: form-data; name=\"\(MultipartFormDataBodyParameters.escape(part.name))\""
        if let filename = part.filename {
            text += "; filename=\"\(MultipartFormDataBodyParameters.escape(filename))\""
            if includesExtendedFilename, filename.utf8.contains(where: { $0 >= 0x80 }) {
                text += "; filename*=UTF-8''\(PercentEncoding.encode(filename))"
            }
        }
        text += "\r\n"
        if let contentType = part.contentType {
            text += "Content-Type: \(MultipartFormDataBodyParameters.stripLineBreaks(contentType))\r\n"
        }
        return text + "\r\n"
    }

    /// Escapes a quoted-string parameter the way browsers do: `"` → `%22`, CR → `%0D`, LF → `%0A`.
    public static func escape(_ value: String) -> String {
        guard value.contains(where: { $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) else { return value }
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "%22"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func stripLineBreaks(_ value: String) -> String {
        String(value.unicodeScalars.filter { $0 != "\r" && $0 != "\n" })
    }

    private static func fileLength(_ url: URL) throws(CallFailure) -> Int64 {
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            guard let size = attributes[.size] as? NSNumber else {
                throw CallFailure.invalidRequest("cannot read the size of \(url.path)")
            }
            return size.int64Value
        } catch let error as CallFailure {
            throw error
        } catch {
            throw CallFailure.invalidRequest("cannot read file \(url.path): \(error.localizedDescription)")
        }
    }

    private static func appendParts(
        for value: ParameterValue, name: String, encoding: ArrayEncoding, booleans: BooleanSpelling,
        to parts: inout [Part]
    ) throws(CallFailure) {
        switch value {
        case .file(let payload):
            parts.append(.file(name, payload))
        case .unencodable(let reason):
            throw CallFailure.unencodable(name, reason)
        case .json(let text):
            parts.append(
                Part(name: name, filename: nil, contentType: "application/json", source: .data(Data(text.utf8))))
        case .list(let values):
            switch encoding {
            case .repeated:
                for element in values {
                    try appendParts(for: element, name: name, encoding: encoding, booleans: booleans, to: &parts)
                }
            case .bracketed:
                for element in values {
                    try appendParts(
                        for: element, name: name + "[]", encoding: .repeated, booleans: booleans, to: &parts)
                }
            case .commaSeparated, .spaceDelimited, .pipeDelimited:
                let texts = try QueryEncoder.flatten(values, name: name, booleans: booleans)
                parts.append(.text(name, texts.joined(separator: encoding.separator ?? ",")))
            }
        default:
            parts.append(.text(name, value.scalarText(booleans: booleans) ?? ""))
        }
    }

    /// A boundary that occurs in none of the in-memory parts.
    static func freshBoundary(avoiding parts: [Part]) -> String {
        var generator = SystemRandomNumberGenerator()
        while true {
            var text = "SchemaSDK-"
            for _ in 0..<2 {
                let word = generator.next() as UInt64
                let hex = String(word, radix: 16)
                text += String(repeating: "0", count: 16 - hex.count) + hex
            }
            if !collides(Data(text.utf8), with: parts) { return text }
        }
    }

    /// Whether a boundary occurs in a part's in-memory bytes, name or file name.
    static func collides(_ boundary: Data, with parts: [Part]) -> Bool {
        parts.contains { part in
            if case .data(let data) = part.source, data.range(of: boundary) != nil { return true }
            if part.name.utf8.count >= boundary.count, Data(part.name.utf8).range(of: boundary) != nil { return true }
            if let filename = part.filename, Data(filename.utf8).range(of: boundary) != nil { return true }
            return false
        }
    }
}
