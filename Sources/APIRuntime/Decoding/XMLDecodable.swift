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
    /// Decodes an XML body.
    ///
    /// A body that does not parse as XML (an HTML page, malformed XML, an empty body) is a transport-level
    /// failure: ``CallFailure/transport(_:)`` with ``TransportError/Kind/malformedResponse``, whose message
    /// carries the parser's reason and a body snippet. A parsed document that does not fit the model
    /// (``XMLDecodingError`` from the model stage, such as a missing element) is ``CallFailure/decoding(_:)``
    /// with the element path. The body is read through ``xmlTree(parsing:)``, so a reply the error check
    /// already parsed is not parsed again.
    public func decodeXML<T: XMLDecodable>(_ type: T.Type, from data: Data) throws(CallFailure) -> T {
        let tree: XMLTree
        do {
            tree = try xmlTree(parsing: data)
        } catch {
            throw CallFailure.transport(Self.malformedResponse(error, body: data))
        }
        return try decodeXMLModel(T.self, from: tree.root, body: data)
    }

    /// The transport error for a body that did not parse: the parser's kind, reason and position, and a snippet.
    static func malformedResponse(_ error: XMLDecodingError, body: Data) -> TransportError {
        var message = "malformed response (\(error.kind.rawValue)): \(error.message)"
        if let line = error.line { message += " at line \(line)" }
        message += " (body: \(DecodingFailure.snippet(of: body, limit: 120)))"
        return TransportError(.malformedResponse, message)
    }
}

extension Request where Response: XMLDecodable {
    /// Decodes an XML response body from its document element (`<response>` for FogBugz).
    public func parseResponse(_ response: HTTPResponse, context: ResponseContext) throws -> Response {
        try context.decodeXML(Response.self, from: response.body)
    }
}
