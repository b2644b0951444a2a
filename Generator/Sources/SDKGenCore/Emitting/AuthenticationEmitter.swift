/// Emits `<Module>API.Authentication`: what the schema's `auth:` section declares, as constants and factories of
/// the runtime's middleware for the style, so an SDK's glue wires the names, codes and settings the schema gives.
///
/// Nothing is emitted for `style: none`. Every style gets `middleware(…)`, which builds the runtime's middleware
/// (`QueryKeyMiddleware`, `TokenParameterMiddleware`, `SessionHeaderMiddleware`, `SignedTokenMiddleware`) from the
/// declared keys; the token styles also get `token(from:)` (the `token:` property of the `obtainedBy` answer) and
/// `invalidatesToken(_:)` (`invalidatedBy:`), the signed style `session(secret:…)` and `secret(in:)`.
struct AuthenticationEmitter {
    let context: EmitContext

    /// Whether the API declares an auth style, so that the file is emitted.
    var isNeeded: Bool { context.api.auth.style != .none }

    func emit(into buffer: inout SwiftBuffer) {
        let auth = context.api.auth
        buffer.block("extension \(context.apiName) {") { outer in
            outer.doc(summary(auth), fallback: "")
            outer.block("public enum Authentication {") { body in
                switch auth.style {
                case .none: break
                case .queryKey: emitQueryKey(auth, into: &body)
                case .tokenParameter: emitTokenParameter(auth, into: &body)
                case .sessionHeader: emitSessionHeader(auth, into: &body)
                case .signedToken: emitSignedToken(auth, into: &body)
                case .apiKeyHeader, .basic, .bearer, .oauth2: emitCredentials(auth, into: &body)
                }
                body.trimTrailingBlankLine()
            }
            if [.bearer, .oauth2].contains(auth.style) { emitSessionFailure(into: &outer) }
        }
    }

    private func summary(_ auth: APIMetadata.Auth) -> String {
        let obtained = auth.option("obtainedBy").map { "the answer to `\($0.value)`" } ?? "a sign-in"
        let head = "How \(context.api.name) authenticates: `\(auth.style.rawValue)`."
        switch auth.style {
        case .none: return head
        case .queryKey: return head + " A key from the settings in the query of every authenticated request."
        case .tokenParameter:
            return head + " A token from \(obtained), sent as a parameter of every authenticated request."
        case .sessionHeader:
            return head + " A session token from \(obtained), sent in a header of every authenticated request."
        case .signedToken:
            return head + " A token from \(obtained), sent with a signature made with a secret setting."
        case .apiKeyHeader, .basic, .bearer, .oauth2: return head + " " + credentialSummary(auth)
        }
    }

    private func emitQueryKey(_ auth: APIMetadata.Auth, into body: inout SwiftBuffer) {
        guard let setting = setting(auth, "setting") else { return }
        constant("parameterName", setting.wire, doc: "The query parameter that carries the key (`setting`).", &body)
        body.doc(nil, fallback: "The key in the settings (`\(setting.wire)`).")
        body.block("public static func key(in settings: Settings) -> \(context.rt("String")) {") { inner in
            inner.line("settings.\(setting.swiftName)")
        }
        body.line()
        body.doc(
            nil, fallback: "A middleware that sends `key` instead of the settings' key (a key rotated at run time).")
        body.block(
            "public static func middleware(key: \(context.rt("String"))) -> \(context.rt("QueryKeyMiddleware")) {"
        ) { inner in
            inner.line("\(context.rt("QueryKeyMiddleware"))(name: parameterName, key: key)")
        }
    }

    private func emitTokenParameter(_ auth: APIMetadata.Auth, into body: inout SwiftBuffer) {
        let name = auth.option("parameter")?.value ?? "token"
        constant("parameterName", name, doc: "The parameter that carries the token (`parameter`).", &body)
        body.doc(
            nil,
            fallback: "Whether a form or multipart body takes the token instead of the query (`in: body`).")
        body.line("public static let tokenInFormBody = \(auth.tokenInFormBody)")
        body.line()
        emitTokenRules(auth, into: &body)
        body.doc(nil, fallback: "The middleware that sends the authenticator's token with every authenticated request.")
        body.block(
            "public static func middleware(authenticator: \(context.rt("SessionAuthenticator"))) -> \(context.rt("TokenParameterMiddleware")) {"
        ) {
            inner in
            inner.line("\(context.rt("TokenParameterMiddleware"))(")
            inner.line("    parameterName: parameterName, inFormBody: tokenInFormBody, authenticator: authenticator,")
            inner.line("    isSessionExpired: { Self.reauthenticateOn.contains($0.statusCode) })")
        }
    }

    private func emitSessionHeader(_ auth: APIMetadata.Auth, into body: inout SwiftBuffer) {
        let name = auth.option("header")?.value ?? ""
        constant("headerName", name, doc: "The header that carries the session token (`header`).", &body)
        emitTokenRules(auth, into: &body)
        body.doc(nil, fallback: "The middleware that sends the authenticator's token with every authenticated request.")
        body.block(
            "public static func middleware(authenticator: \(context.rt("SessionAuthenticator"))) -> \(context.rt("SessionHeaderMiddleware")) {"
        ) {
            inner in
            inner.line("\(context.rt("SessionHeaderMiddleware"))(")
            inner.line("    headerName: headerName, reauthenticateOn: reauthenticateOn, authenticator: authenticator)")
        }
    }

    /// `reauthenticateOn`, `token(from:)` and `invalidatesToken(_:)` of the two session-token styles.
    private func emitTokenRules(_ auth: APIMetadata.Auth, into body: inout SwiftBuffer) {
        body.doc(
            nil,
            fallback: "The statuses that renew the token and resend the request once (`reauthenticateOn`).")
        body.line(
            "public static let reauthenticateOn: \(context.rt("Set"))<\(context.rt("Int"))> = \(codes(auth.codes("reauthenticateOn")))"
        )
        body.line()
        if let (endpoint, response, property, type) = tokenProperty(auth, "token") {
            body.doc(nil, fallback: "The token of a `\(endpoint)` answer (`\(property.wire)`).")
            body.block("public static func token(from response: \(response)) -> \(type) {") { inner in
                inner.line(ModelEmitter.read(property, on: "response"))
            }
            body.line()
        }
        let invalidating = auth.option("invalidatedBy")?.value
        let rule = invalidating.map { "`invalidatedBy: \($0)`" } ?? "no `invalidatedBy`: never"
        body.doc(nil, fallback: "Whether a successful answer to the request ends the token (\(rule)).")
        let signature =
            "public static func invalidatesToken<R: \(context.rt("Request"))>(_ request: R) -> \(context.rt("Bool")) where R.API == \(context.apiName) {"
        body.block(signature) { inner in
            inner.line(invalidating.map { "request is \(requestType($0))" } ?? "false")
        }
        body.line()
    }

    private func emitSignedToken(_ auth: APIMetadata.Auth, into body: inout SwiftBuffer) {
        let expiry = auth.option("expiryHeader")?.value
        constant(
            "tokenHeader", auth.option("tokenHeader")?.value ?? "X-Token", doc: "The header that carries the token.",
            &body)
        constant(
            "signatureHeader", auth.option("signatureHeader")?.value ?? "X-Signature",
            doc: "The header that carries the signature, hex SHA-256 of the secret and the token.",
            &body)
        constant(
            "expiryHeader", expiry ?? "X-Token-Expires",
            doc: "The response header that carries a rotated token's expiry (`expiryHeader`).", &body)
        body.doc(
            nil,
            fallback: "Whether a response's token is adopted only with an expiry (`expiryHeader` is declared).")
        body.line("public static let adoptsTokenOnlyWithExpiry = \(expiry != nil)")
        body.line()
        body.doc(nil, fallback: "The API error codes that renew the session and resend the request once (`renewOn`).")
        body.line(
            "public static let renewOn: \(context.rt("Set"))<\(context.rt("Int"))> = \(codes(auth.codes("renewOn")))")
        body.line()
        if let setting = setting(auth, "secretSetting") {
            body.doc(nil, fallback: "The signing secret in the settings (`\(setting.wire)`, never sent).")
            body.block("public static func secret(in settings: Settings) -> \(context.rt("String")) {") { inner in
                inner.line("settings.\(setting.swiftName)")
            }
            body.line()
        }
        if let (endpoint, response, token, tokenType) = tokenProperty(auth, "token") {
            let expires = tokenProperty(auth, "expires")?.property
            body.doc(
                nil,
                fallback:
                    "The token and its expiry of a `\(endpoint)` answer (`\(token.wire)`, `\(expires?.wire ?? "none")`)."
            )
            let type = "(token: \(tokenType), expires: \(context.rt("Date"))?)"
            body.block("public static func token(from response: \(response)) -> \(type) {") { inner in
                inner.line(
                    "(\(ModelEmitter.read(token, on: "response")), "
                        + "\(expires.map { ModelEmitter.read($0, on: "response") } ?? "nil"))")
            }
            body.line()
        }
        body.doc(
            nil, fallback: "A session state that signs with `secret` and reads expiries in the API's date formats.")
        body.line("public static func session(")
        body.line(
            "    secret: \(context.rt("String")), token: \(context.rt("String"))? = nil, expires: \(context.rt("Date"))? = nil, renew: \(context.rt("SignedSession")).Renew? = nil"
        )
        body.block(") -> \(context.rt("SignedSession")) {") { inner in
            inner.line("\(context.rt("SignedSession"))(")
            inner.line(
                "    secret: secret, token: token, expires: expires, dateFormats: \(context.apiName).codingOptions,")
            inner.line("    adoptRequiresExpiry: adoptsTokenOnlyWithExpiry, renew: renew)")
        }
        body.line()
        body.doc(
            nil, fallback: "The middleware that signs every authenticated request and renews on the `renewOn` codes.")
        body.block(
            "public static func middleware(session: \(context.rt("SignedSession"))) -> \(context.rt("SignedTokenMiddleware")) {"
        ) { inner in
            inner.line("\(context.rt("SignedTokenMiddleware"))(")
            inner.line(
                "    session: session, renewOn: renewOn, tokenHeader: tokenHeader, signatureHeader: signatureHeader,")
            inner.line("    expiresHeader: expiryHeader)")
        }
    }

    /// The Swift request type of an endpoint named in the schema.
    private func requestType(_ name: String) -> String {
        context.schema.endpoints.first { $0.name == name }?.swiftName ?? name
    }

    func constant(_ name: String, _ value: String, doc: String, _ body: inout SwiftBuffer) {
        body.doc(nil, fallback: doc)
        body.line("public static let \(name) = \(StringLiteral.quoted(value))")
        body.line()
    }

    func codes(_ values: [Int]) -> String {
        "[\(values.map(String.init).joined(separator: ", "))]"
    }

    func setting(_ auth: APIMetadata.Auth, _ key: String) -> APIMetadata.Setting? {
        guard let wire = auth.option(key)?.value else { return nil }
        return context.api.settings.first { $0.wire == wire }
    }

    /// The `obtainedBy` endpoint, the Swift type of its answer, and the property a response key names with its type.
    private func tokenProperty(_ auth: APIMetadata.Auth, _ key: String)
        -> (endpoint: String, response: String, property: Property, type: String)?
    {
        guard let wire = auth.option(key)?.value, let name = auth.option("obtainedBy")?.value,
            let endpoint = context.schema.endpoints.first(where: { $0.name == name }),
            let response = endpoint.response, case .named(let model, _) = response.type.nonOptional,
            let decl = context.models[model], let property = decl.properties.first(where: { $0.wire == wire })
        else { return nil }
        let type = ModelEmitter(context: context).valueType(of: property, in: decl)
        return (name, context.swiftType(response.type.nonOptional), property, type)
    }
}
