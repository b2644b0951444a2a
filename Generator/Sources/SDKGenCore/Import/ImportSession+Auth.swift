/// Security schemes → the credential auth styles: an API key in a header → `api-key-header`, HTTP basic → `basic`,
/// HTTP bearer and OpenID Connect → `bearer`, OAuth 2 client credentials → `oauth2` `client-credentials`, and the
/// other OAuth 2 flows → `oauth2` `refresh-token` (the app signs in, the runtime refreshes).
///
/// An API has one auth style: the first scheme of the document's top-level `security` that has one, else the
/// scheme with one that the most operations require first (when most require one), else the first declared scheme that has one. The credentials become `secret` settings named by the style.
extension ImportSession {
    /// The name of the scheme that becomes `auth:`, or `nil` when no scheme has an auth style.
    func preferredAuthScheme(_ schemes: [YAMLNode.Pair], base: String) -> String? {
        var styled: [String] = []
        for pair in schemes {
            guard let name = pair.key.string,
                let (scheme, _) = document.dereference(pair.value, at: JSONPointer.appending(base, name)),
                authStyle(of: scheme) != nil
            else { continue }
            styled.append(name)
        }
        let required = (document.root["security"]?.items ?? []).flatMap { $0.pairs ?? [] }.compactMap(\.key.string)
        if let first = required.first(where: styled.contains) { return first }
        // No document-wide requirement: the scheme most operations require (Ory's bearer token on 85 operations,
        // not the basic scheme two of them take and that happens to be declared first); ties in declaration order.
        // When most operations name none, their requirements are no vote: Bungie requires its API key of every
        // call in prose only, and names OAuth 2 on the 58 of 135 calls that act for a user.
        let (uses, silent, operations) = requirementsByOperations()
        guard silent * 2 < operations else { return styled.first }
        return styled.enumerated().max { lhs, rhs in
            let (left, right) = (uses[lhs.element, default: 0], uses[rhs.element, default: 0])
            return left != right ? left < right : lhs.offset > rhs.offset
        }?.element
    }

    /// How many operations name each security scheme in their own first requirement (the one an operation lists
    /// first is the one it prefers: Okta's take an API token or OAuth 2, the token first), how many say nothing of
    /// security (`security: []` says they need none), and how many operations there are.
    private func requirementsByOperations() -> (uses: [String: Int], silent: Int, operations: Int) {
        var uses: [String: Int] = [:]
        var (silent, operations) = (0, 0)
        for pair in document.root["paths"]?.pairs ?? [] {
            guard let path = pair.key.string,
                let (item, _) = document.dereference(pair.value, at: JSONPointer.appending("#/paths", path))
            else { continue }
            for method in Self.methods {
                guard let operation = item[method] else { continue }
                operations += 1
                guard let requirements = operation["security"]?.items else {
                    silent += 1
                    continue
                }
                let names = Set((requirements.first?.pairs ?? []).compactMap(\.key.string))
                for name in names { uses[name, default: 0] += 1 }
            }
        }
        return (uses, silent, operations)
    }

    /// The style a scheme maps to, or `nil`.
    private func authStyle(of scheme: YAMLNode) -> String? {
        switch scheme["type"]?.string {
        case "apiKey": return scheme["in"]?.string == "header" && scheme["name"]?.string != nil ? "api-key-header" : nil
        case "http", "basic":
            switch (scheme["scheme"]?.string ?? "basic").lowercased() {
            case "basic": return "basic"
            case "bearer": return "bearer"
            default: return nil
            }
        case "openIdConnect": return "bearer"
        case "oauth2": return oauthFlow(scheme) == nil ? nil : "oauth2"
        default: return nil
        }
    }

    /// The OAuth 2 flow that the runtime runs, its token URL (as written, and as `tokenURL:` takes it:
    /// ``tokenURL(_:)``) and its scopes: client credentials first, else a flow whose tokens the runtime can refresh;
    /// `nil` when no such flow has a token URL the runtime can resolve.
    private func oauthFlow(_ scheme: YAMLNode) -> (flow: String, written: String, tokenURL: String, scopes: [String])? {
        // Swagger 2.0: `flow: application` with `tokenUrl`; OpenAPI 3: `flows: { clientCredentials: {…} }`.
        if let flow = scheme["flow"]?.string {
            guard let written = scheme["tokenUrl"]?.string, let url = tokenURL(written) else { return nil }
            let scopes = (scheme["scopes"]?.pairs ?? []).compactMap(\.key.string)
            return (flow == "application" ? "client-credentials" : "refresh-token", written, url, scopes)
        }
        let flows = scheme["flows"]
        for (key, flow) in [
            ("clientCredentials", "client-credentials"), ("authorizationCode", "refresh-token"),
            ("password", "refresh-token"),
        ] {
            guard let node = flows?[key], let written = node["refreshUrl"]?.string ?? node["tokenUrl"]?.string,
                let url = tokenURL(written)
            else { continue }
            return (flow, written, url, (node["scopes"]?.pairs ?? []).compactMap(\.key.string))
        }
        return nil
    }

    /// Why an OAuth 2 scheme has no auth style, for its warning: the token URL of a flow the runtime runs that
    /// ``tokenURL(_:)`` cannot resolve, or that none of its flows is one the runtime runs (an implicit flow's
    /// tokens come to the app and are not renewed); `nil` for a scheme that has a style, or another type.
    func unservedOAuthReason(of scheme: YAMLNode) -> String? {
        guard scheme["type"]?.string == "oauth2", oauthFlow(scheme) == nil else { return nil }
        let flows: [YAMLNode] =
            scheme["flow"] != nil
            ? [scheme] : ["clientCredentials", "authorizationCode", "password"].compactMap { scheme["flows"]?[$0] }
        if let written = flows.lazy.compactMap({ $0["refreshUrl"]?.string ?? $0["tokenUrl"]?.string }).first {
            return "its token URL '\(written)' is neither an http(s) URL nor a path, nor do the servers' "
                + "variables fill it"
        }
        let declared =
            scheme["flow"]?.string.map { [$0] } ?? (scheme["flows"]?.pairs ?? []).compactMap(\.key.string)
        return declared.isEmpty
            ? "it declares no flow"
            : "the runtime obtains or renews tokens of client credentials, authorization code and password flows, "
                + "not of its \(declared.joined(separator: ", ")) flow\(declared.count == 1 ? "" : "s")"
    }

    /// A token URL as `tokenURL:` takes it (an http(s) URL, or a path on the environment's default host), or `nil`.
    ///
    /// One with server variables (`https://{subdomain}.api.example.com/oauth/token`) is a path when a server has
    /// the same scheme and host, so it follows the environment the caller picks; placeholders left after that take
    /// the default of the servers' variable of that name.
    func tokenURL(_ written: String) -> String? {
        var url = written.trimmingWhitespace
        guard url.contains("{") else { return Validator.isTokenURL(url) ? url : nil }
        let servers = servers()
        let origin = Self.origin(of: url)
        if url.contains("://"),
            servers.contains(where: {
                $0.url.contains("://") && Self.origin(of: $0.url).lowercased() == origin.lowercased()
            })
        {
            let rest = url.dropFirst(origin.count)
            url = rest.hasPrefix("/") ? String(rest) : "/" + rest
        }
        for name in Self.placeholders(in: url) {
            let value = servers.lazy.compactMap { server in
                server.variables.first { $0.name == name }?.node["default"]?.scalar
            }.first
            guard let value, !value.contains("{") else { return nil }
            url = url.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return !url.contains("{") && Validator.isTokenURL(url) ? url : nil
    }

    /// Makes a scheme the API's `auth:` with its credential settings; `false` when it has no auth style.
    func adoptAuth(_ scheme: YAMLNode, pointer: String) -> Bool {
        guard let style = authStyle(of: scheme) else { return false }
        let described = describe(scheme, keys: ["description"])
        var auth = YAMLMapping()
        auth["style"] = .string(style)
        switch style {
        case "api-key-header":
            let header = scheme["name"]?.string ?? ""
            // A name no header can have is left out with the scheme's other uses (`importSecuritySchemes`).
            guard Validator.isHeaderName(header) else { return false }
            auth["header"] = .string(header)
            auth["setting"] = .string(credentialSetting(header, described ?? "The API key."))
        case "basic":
            auth["usernameSetting"] = .string(credentialSetting("username", "The HTTP basic user name."))
            auth["passwordSetting"] = .string(credentialSetting("password", "The HTTP basic password."))
        case "bearer":
            auth["setting"] = .string(credentialSetting("accessToken", described ?? "The bearer token."))
            if scheme["type"]?.string == "openIdConnect" {
                warn(
                    pointer,
                    "OpenID Connect discovery is not run: the 'bearer' style sends the 'accessToken' setting, a "
                        + "token obtained elsewhere")
            }
        default:
            guard let (flow, written, url, scopes) = oauthFlow(scheme) else { return false }
            auth["flow"] = .string(flow)
            auth["tokenURL"] = .string(url)
            if url != written.trimmingWhitespace {
                warn(
                    pointer,
                    "the token URL '\(written)' has server variables; 'tokenURL' is '\(url)' (a path follows the "
                        + "environment's host, other placeholders take the servers' defaults)")
            }
            auth["clientIdSetting"] = .string(credentialSetting("clientId", "The OAuth 2 client ID.", secret: false))
            if flow == "client-credentials" {
                auth["clientSecretSetting"] = .string(credentialSetting("clientSecret", "The OAuth 2 client secret."))
            } else {
                warn(
                    pointer,
                    "the OAuth 2 sign-in (authorization code, password) is the app's: 'flow: refresh-token' renews "
                        + "the token it obtains at the token URL")
            }
            // A scope with a space would be two scopes in the token request (RFC 6749 separates them by spaces).
            let valid = scopes.filter(Validator.isScopeToken)
            let invalid = scopes.filter { !Validator.isScopeToken($0) }
            if !invalid.isEmpty {
                warn(
                    pointer,
                    "scope(s) \(invalid.map { "'\($0)'" }.joined(separator: ", ")) left out of 'scopes': a scope is "
                        + "printable ASCII without spaces, quotes or backslashes (RFC 6749)")
            }
            if !valid.isEmpty { auth["scopes"] = .sequence(valid.map { .string($0) }) }
        }
        self.auth = auth
        return true
    }

    /// Adds a credential setting (a required `string`, secret unless said) and returns its wire name.
    private func credentialSetting(_ wire: String, _ description: String, secret: Bool = true) -> String {
        var entry = YAMLMapping()
        entry["type"] = .string("string")
        if secret { entry["secret"] = .bool(true) }
        if ImportNaming.derivedMemberName(wire, in: .settings) == nil {
            entry["swift"] = .string(ImportNaming.memberName(wire, in: .settings))
        }
        entry["description"] = .string(description)
        settings[wire] = entry.value
        return wire
    }
}
