import Foundation

extension Validator {
    /// The `flow:` values of `oauth2` (the runtime's `OAuth2TokenEndpoint.Flow`).
    static let oauthFlows = ["client-credentials", "refresh-token"]
    /// The `clientAuthentication:` values of `oauth2` (the runtime's `OAuth2TokenEndpoint.ClientAuthentication`).
    static let oauthClientAuthentications = ["basic", "body"]

    /// Checks the keys of the credential styles (`api-key-header`, `basic`, `bearer`, `oauth2`) that
    /// ``checkAuth(_:)`` does not: header names, the flow, the token URL, scopes, and credentials not marked secret.
    mutating func checkCredentialAuth(_ api: APIMetadata) {
        let auth = api.auth
        guard auth.style.isCredentialStyle else { return }
        if let (value, location) = auth.option("header"), !Self.isHeaderName(value) {
            diagnostics.error(
                "auth 'header' '\(value)' is not an HTTP header name", at: location, path: "api.auth.header",
                hint: "letters, digits and '-', such as 'X-API-Key'")
        }
        checkChoice("flow", Self.oauthFlows, auth)
        checkChoice("clientAuthentication", Self.oauthClientAuthentications, auth)
        if auth.option("flow")?.value == "client-credentials", auth.option("clientSecretSetting") == nil {
            diagnostics.error(
                "auth flow 'client-credentials' needs 'clientSecretSetting'", at: auth.location ?? api.location,
                path: "api.auth", hint: "name the setting that holds the client secret")
        }
        if let (value, location) = auth.option("tokenURL"), !Self.isTokenURL(value) {
            diagnostics.error(
                "auth 'tokenURL' '\(value)' is neither an http(s) URL nor a path", at: location,
                path: "api.auth.tokenURL",
                hint: "such as 'https://auth.example.com/oauth/token' or 'oauth/token' (on the default host)")
        }
        if let (_, location) = auth.option("scopes") {
            for scope in auth.items("scopes") where !Self.isScopeToken(scope) {
                diagnostics.error(
                    "auth 'scopes' lists '\(scope)', which is not a scope", at: location, path: "api.auth.scopes",
                    hint: "a scope is one word of printable ASCII without spaces, quotes or backslashes (RFC 6749)")
            }
        }
        // A client ID identifies, it does not authenticate: it need not be secret.
        for key in APIMetadata.Auth.credentialSettingKeys where key != "clientIdSetting" {
            guard let (wire, location) = auth.option(key),
                let setting = api.settings.first(where: { $0.wire == wire }), !setting.secret
            else { continue }
            diagnostics.warning(
                "auth '\(key)' names setting '\(wire)', which is not 'secret: true'", at: location,
                path: "api.auth.\(key)", hint: "mark it 'secret: true' so that it is redacted wherever it is shown")
        }
    }

    private mutating func checkChoice(_ key: String, _ values: [String], _ auth: APIMetadata.Auth) {
        guard let (value, location) = auth.option(key), !values.contains(value) else { return }
        diagnostics.error(
            "unknown value '\(value)' for auth '\(key)'", at: location, path: "api.auth.\(key)",
            hint: "one of: \(values.joined(separator: ", "))")
    }

    /// Reports a header (or cookie) parameter or setting whose wire name is no HTTP field name (cookie name).
    ///
    /// The runtime refuses to send a header with a space, a colon or a line break in its name, so every request
    /// that set it would fail. A patterned name is checked without its placeholders.
    mutating func checkHeaderName(
        _ wire: String, placement: ParameterPlacement, at location: SourceLocation, path: String
    ) {
        guard placement == .header || placement == .cookie else { return }
        var literal = ""
        var inPlaceholder = false
        for character in wire {
            if character == "{" {
                inPlaceholder = true
            } else if character == "}" {
                inPlaceholder = false
            } else if !inPlaceholder {
                literal.append(character)
            }
        }
        guard !Self.isHeaderName(wire.contains("{") ? literal + "x" : wire) else { return }
        if placement == .cookie {
            diagnostics.error(
                "cookie '\(wire)' is not a cookie name", at: location, path: path,
                hint: "letters, digits and '-' (RFC 6265 token characters), such as 'session_id'")
            return
        }
        diagnostics.error(
            "header '\(wire)' is not an HTTP header name", at: location, path: path,
            hint: "letters, digits and '-' (RFC 9110 token characters), such as 'X-Request-ID'")
    }

    /// Whether a text is a token URL the runtime can resolve: an http(s) URL with a host, or a reference relative to
    /// the environment's default host (`oauth/token`, `/oauth/token`).
    static func isTokenURL(_ text: String) -> Bool {
        guard !text.isEmpty, !text.contains(" "), let url = URL(string: text) else { return false }
        guard let scheme = url.scheme else { return true }
        return ["http", "https"].contains(scheme.lowercased()) && url.host != nil
    }

    /// Whether a text is an OAuth 2 scope token: printable ASCII other than space, `"` and `\` (RFC 6749, 3.3).
    static func isScopeToken(_ text: String) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                (0x21...0x7E).contains($0.value) && $0 != "\"" && $0 != "\\"
            }
    }

    /// Whether a text is an HTTP field name (RFC 9110 token characters).
    static func isHeaderName(_ text: String) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                $0.isASCII
                    && (CharacterSet.alphanumerics.contains($0) || "!#$%&'*+-.^_`|~".unicodeScalars.contains($0))
            }
    }
}
