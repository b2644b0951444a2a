/// The credential styles of `Authentication`: `api-key-header`, `basic`, `bearer` and `oauth2`.
///
/// Each emits the keys as constants, the credentials read from the settings (which are never sent as parameters
/// of their own), and factories of the runtime's middleware: `HeaderKeyMiddleware`, `BasicAuthMiddleware`,
/// `BearerTokenMiddleware` with a `TokenRefresher` (single-flight renewal), and for `oauth2` the
/// `OAuth2TokenEndpoint` that obtains and refreshes the tokens.
extension AuthenticationEmitter {
    func credentialSummary(_ auth: APIMetadata.Auth) -> String {
        switch auth.style {
        case .apiKeyHeader: return "A key from the settings in a header of every authenticated request."
        case .basic: return "HTTP basic credentials from the settings with every authenticated request."
        case .bearer: return "A bearer token in the `Authorization` header, renewed by a refresh the app supplies."
        case .oauth2:
            return "OAuth 2 bearer tokens from a token endpoint (`\(auth.option("flow")?.value ?? "")`), "
                + "refreshed once for concurrent rejections."
        case .none, .queryKey, .tokenParameter, .sessionHeader, .signedToken: return ""
        }
    }

    func emitCredentials(_ auth: APIMetadata.Auth, into body: inout SwiftBuffer) {
        switch auth.style {
        case .apiKeyHeader: emitAPIKeyHeader(auth, into: &body)
        case .basic: emitBasic(auth, into: &body)
        case .bearer: emitBearer(auth, into: &body)
        case .oauth2: emitOAuth2(auth, into: &body)
        case .none, .queryKey, .tokenParameter, .sessionHeader, .signedToken: break
        }
    }

    /// `SessionFailure = AuthenticationFailure`: a failed refresh reaches callers as `.session`.
    func emitSessionFailure(into outer: inout SwiftBuffer) {
        outer.line()
        outer.doc(nil, fallback: "Why a token could not be obtained or renewed: `ClientError.session` carries it.")
        outer.line("public typealias SessionFailure = \(context.rt("AuthenticationFailure"))")
    }

    private var settingsType: String { "Settings" }

    private func emitAPIKeyHeader(_ auth: APIMetadata.Auth, into body: inout SwiftBuffer) {
        constant(
            "headerName", auth.option("header")?.value ?? "", doc: "The header that carries the key (`header`).", &body)
        guard let setting = setting(auth, "setting") else { return }
        body.doc(nil, fallback: "The key in the settings (`\(setting.wire)`).")
        body.block("public static func key(in settings: \(settingsType)) -> \(context.rt("String")) {") { inner in
            inner.line("settings.\(setting.swiftName)")
        }
        body.line()
        body.doc(nil, fallback: "The middleware that sends the settings' key in `headerName`.")
        body.block(
            "public static func middleware(settings: \(settingsType)) -> \(context.rt("HeaderKeyMiddleware")) {"
        ) { inner in
            inner.line("\(context.rt("HeaderKeyMiddleware"))(headerName: headerName, key: key(in: settings))")
        }
    }

    private func emitBasic(_ auth: APIMetadata.Auth, into body: inout SwiftBuffer) {
        guard let user = setting(auth, "usernameSetting"), let password = setting(auth, "passwordSetting") else {
            return
        }
        body.doc(nil, fallback: "The user name (`\(user.wire)`) and password (`\(password.wire)`) in the settings.")
        body.block(
            "public static func credentials(in settings: \(settingsType)) -> \(context.rt("BasicCredentials")) {"
        ) { inner in
            inner.line(
                "\(context.rt("BasicCredentials"))(username: settings.\(user.swiftName), password: settings.\(password.swiftName))"
            )
        }
        body.line()
        body.doc(nil, fallback: "The middleware that sends the settings' credentials as `Authorization: Basic`.")
        body.block(
            "public static func middleware(settings: \(settingsType)) -> \(context.rt("BasicAuthMiddleware")) {"
        ) { inner in
            inner.line("\(context.rt("BasicAuthMiddleware"))(credentials: credentials(in: settings))")
        }
    }

    private func emitRejection(_ auth: APIMetadata.Auth, into body: inout SwiftBuffer) {
        body.doc(nil, fallback: "The statuses that renew the token and resend the request once (`reauthenticateOn`).")
        body.line(
            "public static let reauthenticateOn: \(context.rt("Set"))<\(context.rt("Int"))> = \(codes(auth.tokenRejectionStatuses))"
        )
        body.line()
        body.doc(nil, fallback: "The middleware that sends the refresher's token as `Authorization: Bearer`.")
        body.block(
            "public static func middleware(refresher: \(context.rt("TokenRefresher"))) -> \(context.rt("BearerTokenMiddleware")) {"
        ) { inner in
            inner.line(
                "\(context.rt("BearerTokenMiddleware"))(refresher: refresher, reauthenticateOn: reauthenticateOn)")
        }
    }

    private func emitBearer(_ auth: APIMetadata.Auth, into body: inout SwiftBuffer) {
        if let setting = setting(auth, "setting") {
            body.doc(nil, fallback: "The token in the settings (`\(setting.wire)`).")
            body.block("public static func token(in settings: \(settingsType)) -> \(context.rt("AccessToken")) {") {
                inner in
                inner.line("\(context.rt("AccessToken"))(settings.\(setting.swiftName))")
            }
            body.line()
            body.doc(nil, fallback: "A token store that starts with the settings' token and renews with `refresh`.")
            body.block(
                "public static func refresher(settings: \(settingsType), refresh: \(context.rt("TokenRefresher")).Refresh? = nil) -> \(context.rt("TokenRefresher")) {"
            ) { inner in
                inner.line("\(context.rt("TokenRefresher"))(token: token(in: settings), refresh: refresh)")
            }
            body.line()
        }
        emitRejection(auth, into: &body)
    }

    private func emitOAuth2(_ auth: APIMetadata.Auth, into body: inout SwiftBuffer) {
        let endpoint = context.rt("OAuth2TokenEndpoint")
        let flow = auth.option("flow")?.value == "refresh-token" ? "refreshToken" : "clientCredentials"
        body.doc(nil, fallback: "How the first token is obtained (`flow`).")
        body.line("public static let flow = \(endpoint).Flow.\(flow)")
        body.line()
        constant(
            "tokenURL", auth.option("tokenURL")?.value ?? "",
            doc: "The token endpoint (`tokenURL`); a path is relative to the environment's default host.", &body)
        let scopes = auth.items("scopes").map(StringLiteral.quoted).joined(separator: ", ")
        body.doc(nil, fallback: "The scopes asked for (`scopes`).")
        body.line("public static let scopes: [\(context.rt("String"))] = [\(scopes)]")
        body.line()
        let clientAuthentication = auth.option("clientAuthentication")?.value ?? "basic"
        body.doc(nil, fallback: "Where the client ID and secret travel (`clientAuthentication`).")
        body.line("public static let clientAuthentication = \(endpoint).ClientAuthentication.\(clientAuthentication)")
        body.line()
        body.doc(nil, fallback: "The token endpoint's URL in an environment.")
        body.block(
            "public static func tokenEndpointURL(in environment: Environment) -> \(context.rt("URL"))? {"
        ) { inner in
            inner.line(
                "\(context.rt("URL"))(string: tokenURL, relativeTo: environment.baseURL(forHost: \"default\"))?.absoluteURL"
            )
        }
        body.line()
        let id = setting(auth, "clientIdSetting").map { "settings.\($0.swiftName)" } ?? "\"\""
        let secret = setting(auth, "clientSecretSetting").map { "settings.\($0.swiftName)" } ?? "nil"
        body.doc(nil, fallback: "The token endpoint with the settings' client credentials, sent through `transport`.")
        body.line("public static func tokenEndpoint(")
        body.line("    settings: \(settingsType), environment: Environment, transport: any \(context.rt("Transport"))")
        body.block(") throws(\(context.rt("AuthenticationFailure"))) -> \(endpoint) {") { inner in
            inner.block("guard let url = tokenEndpointURL(in: environment) else {") { failure in
                failure.line("throw .noCredentials(\"the environment has no default host for the token URL\")")
            }
            // One line, left to the line wrapper: long setting names must not overflow a hand-broken line.
            inner.line(
                "return \(endpoint)(url: url, flow: flow, clientID: \(id), clientSecret: \(secret), scopes: scopes, "
                    + "clientAuthentication: clientAuthentication, transport: transport)")
        }
        body.line()
        emitRejection(auth, into: &body)
        body.line()
        body.doc(nil, fallback: "The middleware with a token store whose tokens the token endpoint issues and renews.")
        body.line("public static func middleware(")
        body.line("    settings: \(settingsType), environment: Environment, transport: any \(context.rt("Transport"))")
        body.block(") throws(\(context.rt("AuthenticationFailure"))) -> \(context.rt("BearerTokenMiddleware")) {") {
            inner in
            inner.line(
                "let endpoint = try tokenEndpoint(settings: settings, environment: environment, transport: transport)"
            )
            inner.line("return middleware(refresher: endpoint.makeRefresher())")
        }
    }
}
