/// Something of an OpenAPI document that the importer could not map as it is, and what it did instead.
public struct ImportWarning: Sendable, Hashable {
    /// The JSON pointer of the document's node (`#/paths/~1pets/post/requestBody`).
    public var pointer: String
    /// What could not be mapped and what was done instead.
    public var message: String

    /// Creates a warning.
    public init(pointer: String, message: String) {
        self.pointer = pointer
        self.message = message
    }

    /// `DOC#/pointer: warning: message`.
    public func rendered(document: String) -> String {
        "\(document)\(pointer): warning: \(message)"
    }
}

/// JSON pointers (RFC 6901) into the document, written as URI fragments (`#/components/schemas/Pet`).
enum JSONPointer {
    /// The pointer to the document's root.
    static let root = "#"

    /// `base` extended by one reference token, escaped (`~` → `~0`, `/` → `~1`).
    static func appending(_ base: String, _ token: String) -> String {
        base + "/" + token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// `base` extended by several tokens.
    static func appending(_ base: String, _ tokens: [String]) -> String {
        tokens.reduce(base) { appending($0, $1) }
    }

    /// The unescaped tokens of a local pointer (`#/a/b~1c` → `["a", "b/c"]`), or `nil` when it is not local.
    static func tokens(_ pointer: String) -> [String]? {
        guard pointer.hasPrefix("#") else { return nil }
        let path = pointer.dropFirst()
        if path.isEmpty { return [] }
        guard path.hasPrefix("/") else { return nil }
        return path.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            let token = String($0).replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            return token.removingPercentEncoding ?? token
        }
    }
}
