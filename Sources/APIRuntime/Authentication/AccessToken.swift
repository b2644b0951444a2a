import Foundation

/// An access token with what renews it: the refresh token and the expiry, when the issuer gave them.
///
/// Its `description` hides both tokens, so logging a token (or a value holding one) never leaks it.
public struct AccessToken: Sendable, Hashable, CustomStringConvertible {
    /// The token sent as `Authorization: Bearer <value>`.
    public var value: String
    /// The refresh token that obtains the next access token (`refresh_token`), if issued.
    public var refreshToken: String?
    /// When the token stops being valid, if the issuer said (`expires_in`).
    public var expiresAt: Date?
    /// The scopes granted, space-separated as issued (`scope`), if said.
    public var scope: String?

    /// Creates a token.
    public init(_ value: String, refreshToken: String? = nil, expiresAt: Date? = nil, scope: String? = nil) {
        self.value = value
        self.refreshToken = refreshToken
        self.expiresAt = expiresAt
        self.scope = scope
    }

    /// Whether the token has expired at `now`, counting `leeway` seconds early; a token without expiry never has.
    public func isExpired(at now: Date, leeway: TimeInterval = 0) -> Bool {
        guard let expiresAt else { return false }
        return expiresAt.timeIntervalSince(now) <= leeway
    }

    /// The token with its values masked.
    public var description: String {
        let refresh = refreshToken == nil ? "" : ", refresh token \(Redactor.mask)"
        let expiry = expiresAt.map { ", expires \($0)" } ?? ""
        return "AccessToken(\(Redactor.mask)\(refresh)\(expiry))"
    }
}
