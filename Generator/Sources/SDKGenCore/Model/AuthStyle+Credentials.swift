extension AuthStyle {
    /// The styles whose credentials the runtime's middleware sends itself: `api-key-header`, `basic`, `bearer`,
    /// `oauth2`.
    public var isCredentialStyle: Bool {
        switch self {
        case .apiKeyHeader, .basic, .bearer, .oauth2: true
        case .none, .queryKey, .tokenParameter, .sessionHeader, .signedToken: false
        }
    }

    /// The keys of a credential style.
    var credentialKeys: [String] {
        switch self {
        case .apiKeyHeader: ["header", "setting"]
        case .basic: ["usernameSetting", "passwordSetting"]
        case .bearer: ["setting", "reauthenticateOn"]
        case .oauth2:
            [
                "flow", "tokenURL", "clientIdSetting", "clientSecretSetting", "scopes", "clientAuthentication",
                "reauthenticateOn",
            ]
        case .none, .queryKey, .tokenParameter, .sessionHeader, .signedToken: []
        }
    }

    /// The keys a credential style cannot do without.
    var requiredCredentialKeys: [String] {
        switch self {
        case .apiKeyHeader: ["header", "setting"]
        case .basic: ["usernameSetting", "passwordSetting"]
        case .oauth2: ["flow", "tokenURL", "clientIdSetting"]
        case .bearer, .none, .queryKey, .tokenParameter, .sessionHeader, .signedToken: []
        }
    }
}

extension APIMetadata.Auth {
    /// The keys of the credential styles that name a setting.
    public static let credentialSettingKeys = [
        "setting", "usernameSetting", "passwordSetting", "clientIdSetting", "clientSecretSetting",
    ]

    /// The settings a credential style sends through its middleware, never as parameters of their own.
    public var credentialSettings: Set<String> {
        guard style.isCredentialStyle else { return [] }
        return Set(Self.credentialSettingKeys.compactMap { option($0)?.value })
    }

    /// The statuses that renew a token (`reauthenticateOn`); `oauth2` defaults to 401, `bearer` to none.
    public var tokenRejectionStatuses: [Int] {
        if option("reauthenticateOn") != nil { return codes("reauthenticateOn") }
        return style == .oauth2 ? [401] : []
    }
}
