/// One permission a session or user holds, such as `api.users.1234.read`, with wildcard matching.
///
/// Matching follows the official SDKs: both sides are lower-cased and split on `.`; each part of the
/// permission must equal the action's part at the same position, unless either is `*`. A permission is a
/// prefix: `api.users.*.read` allows `api.users.*.read.1234`. An action that ends in `*` also allows a
/// longer permission.
public struct Permission: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The permission as the API spells it.
    public let rawValue: String

    /// Creates a permission from its text.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a permission from a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Decodes a permission from a JSON string.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the permission as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The permission's text.
    public var description: String { rawValue }

    /// Whether this permission allows an action such as `api.users.1234.update`.
    public func allows(_ action: String) -> Bool {
        guard !rawValue.isEmpty, !action.isEmpty else { return false }
        let granted = Self.parts(of: rawValue)
        let wanted = Self.parts(of: action)
        for (position, part) in granted.enumerated() {
            guard position < wanted.count else {
                // The permission is more specific than the action: only an action ending in `*` covers it.
                return wanted.last == "*"
            }
            let other = wanted[position]
            guard part == other || part == "*" || other == "*" else { return false }
        }
        return true
    }

    private static func parts(of text: String) -> [Substring] {
        text.lowercased().split(separator: ".", omittingEmptySubsequences: false)
    }
}

extension Dictionary where Key == String, Value == [Permission] {
    /// Whether any permission of any group allows an action.
    public func allows(_ action: String) -> Bool {
        values.contains { group in group.contains { $0.allows(action) } }
    }
}

extension Session {
    /// Whether the session's permissions allow an action such as `api.users.1234.read`.
    public func allows(_ action: String) -> Bool {
        permissions.allows(action)
    }
}
