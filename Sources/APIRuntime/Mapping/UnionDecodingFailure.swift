import Foundation

/// Why no member of a union (`oneOf` without a discriminator) decoded: every member's failure, in the order tried.
///
/// Thrown as the `underlyingError` of a `DecodingError.dataCorrupted` at the union's coding path, so the client
/// reports it as ``ClientError/decoding(_:)`` like any other decoding failure; cast the underlying error to read
/// the members' failures typed.
public struct UnionDecodingFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// One member's failure.
    public struct Member: Sendable, Hashable, CustomStringConvertible {
        /// The member's type, as the schema names it.
        public var type: String
        /// Where inside the value the member failed (`items[2].id`), relative to the union; empty for the union
        /// value itself.
        public var codingPath: String
        /// What failed.
        public var message: String

        /// Creates a member failure.
        public init(type: String, codingPath: String, message: String) {
            self.type = type
            self.codingPath = codingPath
            self.message = message
        }

        /// `Type at path: message`.
        public var description: String {
            "\(type)\(codingPath.isEmpty ? "" : " at \(codingPath)"): \(message)"
        }
    }

    /// The union's type name.
    public var union: String
    /// The failures, in the order the members were tried.
    public var members: [Member]

    /// Creates a failure.
    public init(union: String, members: [Member]) {
        self.union = union
        self.members = members
    }

    /// One line naming every member's failure.
    public var description: String {
        "no member of \(union) fits: " + members.map(\.description).joined(separator: "; ")
    }
}
