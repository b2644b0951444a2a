/// What a participant signs in with: one identifier and a password.
public struct BridgeCredentials: Sendable, Hashable {
    /// How the account is identified.
    public enum Identifier: Sendable, Hashable {
        /// An email address.
        case email(String)
        /// A phone number with its region.
        case phone(Phone)
        /// An external id assigned by the study.
        case externalID(String)
    }

    /// The identifier.
    public var identifier: Identifier
    /// The password.
    public var password: String

    /// Creates credentials from an identifier and a password.
    public init(_ identifier: Identifier, password: String) {
        self.identifier = identifier
        self.password = password
    }

    /// Creates email credentials.
    public init(email: String, password: String) {
        self.init(.email(email), password: password)
    }

    /// The `SignIn` body for an app: the identifier plus either this password or a reauth token.
    func signIn(appID: String, reauthToken: String? = nil) -> SignIn {
        var body = SignIn(appID: appID)
        switch identifier {
        case .email(let email): body.email = email
        case .phone(let phone): body.phone = phone
        case .externalID(let externalID): body.externalID = externalID
        }
        if let reauthToken {
            body.reauthToken = reauthToken
        } else {
            body.password = password
        }
        return body
    }
}

/// Which sign-in endpoint a session uses.
public enum BridgeSignInVersion: Sendable, Hashable {
    /// `POST /v3/auth/signIn` (email and password).
    case v3
    /// `POST /v4/auth/signIn` (email, phone or external id, and password).
    case v4
}
