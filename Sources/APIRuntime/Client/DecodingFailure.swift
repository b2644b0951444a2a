import Foundation

/// A decoding failure: where in the body it happened, what went wrong and a snippet of the body.
public struct DecodingFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The coding path as dotted text (`Results[3].Rating`).
    public var codingPath: String
    /// What went wrong.
    public var message: String
    /// The first bytes of the body, as text.
    public var bodySnippet: String

    /// Creates a failure.
    public init(codingPath: String, message: String, bodySnippet: String) {
        self.codingPath = codingPath
        self.message = message
        self.bodySnippet = bodySnippet
    }

    /// Describes a `DecodingError` together with the body it came from.
    public init(_ error: DecodingError, body: Data) {
        let path: [any CodingKey]
        let message: String
        switch error {
        case .typeMismatch(let type, let context):
            path = context.codingPath
            message = "expected \(type): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            path = context.codingPath
            message = "missing value of \(type): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            path = context.codingPath + [key]
            message = "missing key '\(key.stringValue)': \(context.debugDescription)"
        case .dataCorrupted(let context):
            path = context.codingPath
            message = context.debugDescription
        @unknown default:
            path = []
            message = String(describing: error)
        }
        self.init(
            codingPath: DecodingFailure.format(path), message: message,
            bodySnippet: DecodingFailure.snippet(of: body))
    }

    /// `decoding failed at <path>: <message> (body: <snippet>)`.
    public var description: String {
        "decoding failed at \(codingPath.isEmpty ? "<root>" : codingPath): \(message) (body: \(bodySnippet))"
    }

    /// Formats a coding path as `a.b[2].c`.
    public static func format(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue.hasPrefix("Index") || key.stringValue == String(index) {
                text += "[\(index)]"
            } else {
                if !text.isEmpty { text += "." }
                text += key.stringValue
            }
        }
        return text
    }

    /// The first `limit` bytes of a body as text, marked when cut.
    public static func snippet(of body: Data, limit: Int = 256) -> String {
        let prefix = body.prefix(limit)
        let text = String(decoding: prefix, as: UTF8.self)
        return body.count > limit ? text + "…" : text
    }
}
