import APIRuntime
import Foundation

/// How a stub transport recognises the HTTP requests of one request type: generated per endpoint.
///
/// A request matches when its method is the route's, its URL path ends with the route's path (placeholders
/// such as `{identifier}` match one segment, or the part of one between fixed text) and every constant
/// parameter (`cmd=search`) is in its query or form body. The base URL is not compared, so any environment
/// works.
public struct StubRoute: Sendable {
    /// The request type's name (`DisplayReviews`), for messages.
    public let name: String
    /// The request type.
    public let type: ObjectIdentifier
    /// The method.
    public let method: HTTPMethod
    /// The path relative to the host's base URL, with `{wire}` placeholders, as the schema writes it.
    public let path: String
    /// Fixed parameters every request of the type sends (wire name → value).
    public let constants: [String: String]

    /// Creates the route of a request type.
    public init<R: Request>(_ type: R.Type, method: HTTPMethod, path: String, constants: [String: String] = [:]) {
        self.name = String(describing: type)
        self.type = ObjectIdentifier(type)
        self.method = method
        self.path = path
        self.constants = constants
    }

    /// The template's segments (empty ones dropped).
    var segments: [Substring] { path.split(separator: "/") }

    /// How specific the route is: more fixed segments, then more constants, win over a looser match.
    var specificity: (Int, Int) {
        (segments.filter { !$0.contains("{") }.count, constants.count)
    }

    /// The placeholders' values when the request matches, or `nil`.
    public func match(_ request: StubbedRequest) -> [String: String]? {
        guard request.http.method == method else { return nil }
        let template = segments
        let actual = request.pathSegments
        guard actual.count >= template.count else { return nil }
        var values: [String: String] = [:]
        for (pattern, segment) in zip(template, actual.suffix(template.count)) {
            guard let bound = Self.match(segment: segment, pattern: pattern) else { return nil }
            values.merge(bound) { first, _ in first }
        }
        for (name, value) in constants where request.value(of: name) != value { return nil }
        return values
    }

    /// Matches one path segment against `pre{name}post`; a segment without braces must be equal.
    static func match(segment: String, pattern: Substring) -> [String: String]? {
        guard let open = pattern.firstIndex(of: "{"), let close = pattern[open...].firstIndex(of: "}") else {
            return segment == pattern ? [:] : nil
        }
        let prefix = pattern[..<open]
        let suffix = pattern[pattern.index(after: close)...]
        guard segment.count > prefix.count + suffix.count, segment.hasPrefix(prefix), segment.hasSuffix(suffix) else {
            return nil
        }
        let name = String(pattern[pattern.index(after: open)..<close])
        return [name: String(segment.dropFirst(prefix.count).dropLast(suffix.count))]
    }
}
