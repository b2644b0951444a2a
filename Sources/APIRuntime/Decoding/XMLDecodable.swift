import Foundation

/// A type decoded from an XML element: generated FogBugz models and responses conform.
///
/// Generated initializers read their fields through the typed accessors of ``XMLTree/Element``
/// (``XMLTree/Element/attribute(_:as:)``, ``XMLTree/Element/value(of:as:)``,
/// ``XMLTree/Element/list(_:item:as:context:)`` …), which throw ``XMLDecodingError`` with the
/// element path on failure:
///
/// ```swift
/// struct Case: XMLDecodable {
///     var id: Int
///     var title: String?
///     var events: [Event]
///     init(xml element: XMLTree.Element, context: ResponseContext) throws {
///         id = try element.requiredAttribute("ixBug", as: Int.self)
///         title = element.text(of: "sTitle")
///         events = try element.list("events", item: "event", as: Event.self, context: context)
///     }
/// }
/// ```
public protocol XMLDecodable: Sendable {
    /// Decodes a value from an element.
    init(xml element: XMLTree.Element, context: ResponseContext) throws
}

extension XMLTree.Element: XMLDecodable {
    /// The element itself, for responses read by hand.
    public init(xml element: XMLTree.Element, context: ResponseContext) throws {
        self = element
    }
}

extension XMLTree {
    /// Parses a body and decodes its document element as a type.
    public static func decode<T: XMLDecodable>(
        _ type: T.Type, from data: Data, context: ResponseContext = ResponseContext()
    ) throws -> T {
        try T(xml: XMLTree(parsing: data).root, context: context)
    }
}

extension ResponseContext {
    /// Decodes an XML body, turning ``XMLDecodingError`` into ``ClientError/decoding(_:)`` with the element path.
    public func decodeXML<T: XMLDecodable>(_ type: T.Type, from data: Data) throws(ClientError) -> T {
        do {
            return try XMLTree.decode(T.self, from: data, context: self)
        } catch let error as XMLDecodingError {
            var message = error.message
            if error.kind == .notXML || error.kind == .malformed {
                message = "malformed response (\(error.kind.rawValue)): \(message)"
            }
            if let line = error.line { message += " at line \(line)" }
            throw ClientError.decoding(
                DecodingFailure(
                    codingPath: error.path, message: message, bodySnippet: DecodingFailure.snippet(of: data)))
        } catch let error as ClientError {
            throw error
        } catch {
            throw ClientError.decoding(
                DecodingFailure(
                    codingPath: "", message: String(describing: error), bodySnippet: DecodingFailure.snippet(of: data)))
        }
    }
}

extension Request where Response: XMLDecodable {
    /// Decodes an XML response body from its document element (`<response>` for FogBugz).
    public func parseResponse(_ response: HTTPResponse, context: ResponseContext) throws -> Response {
        try context.decodeXML(Response.self, from: response.body)
    }
}
