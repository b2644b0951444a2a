import Foundation

/// A user name and password for HTTP basic authentication (RFC 7617), encoded as the `Authorization` value.
///
/// Its `description` hides the password.
public struct BasicCredentials: Sendable, Hashable, CustomStringConvertible {
    /// The user name; it must not contain a colon, which separates it from the password.
    public var username: String
    /// The password.
    public var password: String

    /// Creates credentials.
    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    /// `Basic ` and the base64 of `username:password` in UTF-8.
    ///
    /// - Throws: ``AuthenticationFailure/invalidCredentials(_:)`` when the user name contains a colon, which the
    ///   server would read as the end of the name.
    public func authorizationValue() throws(AuthenticationFailure) -> String {
        guard !username.contains(":") else {
            throw .invalidCredentials("a basic user name must not contain ':'")
        }
        return "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()
    }

    /// The user name with the password masked.
    public var description: String { "BasicCredentials(\(username), \(Redactor.mask))" }
}
