extension Validator {
    /// Checks the `auth:` keys: the settings, endpoints and response properties they name, the codes they list,
    /// the keys each style needs, and secrets that would travel in a query.
    mutating func checkAuth(_ api: APIMetadata) {
        let auth = api.auth
        for key in APIMetadata.Auth.settingKeys + APIMetadata.Auth.credentialSettingKeys.dropFirst() {
            guard let (value, location) = auth.option(key) else { continue }
            guard let setting = api.settings.first(where: { $0.wire == value }) else {
                diagnostics.error(
                    "auth '\(key)' names unknown setting '\(value)'", at: location, path: "api.auth.\(key)",
                    hint: Suggestions.didYouMean(value, in: api.settings.map(\.wire)) ?? "declare it under api.settings"
                )
                continue
            }
            if setting.type.type != .scalar(.string) {
                diagnostics.error(
                    "auth '\(key)' names setting '\(value)' of type '\(setting.type.type)', not 'string'",
                    at: location, path: "api.auth.\(key)", hint: "declare it 'type: string'")
            }
            if key == "setting", auth.style == .queryKey, setting.placement != .query {
                diagnostics.error(
                    "auth 'setting' names setting '\(value)', which travels in '\(setting.placement.rawValue)', "
                        + "not in the query", at: location, path: "api.auth.setting",
                    hint: "a query key travels in the query: remove the setting's 'in:'")
            }
        }
        for key in APIMetadata.Auth.endpointKeys {
            guard let (value, location) = auth.option(key) else { continue }
            guard let endpoint = schema.endpoints.first(where: { $0.name == value }) else {
                diagnostics.error(
                    "auth '\(key)' names unknown endpoint '\(value)'", at: location, path: "api.auth.\(key)",
                    hint: Suggestions.didYouMean(value, in: schema.endpoints.map(\.name)))
                continue
            }
            // Sign-in sent with the token it obtains would wait for its own sign-in; a call sent without the
            // token cannot end it.
            if key == "obtainedBy", endpoint.authenticated {
                diagnostics.error(
                    "auth 'obtainedBy' names '\(value)', which is sent with the authentication it obtains",
                    at: location, path: "api.auth.obtainedBy",
                    hint: "add 'auth: false' to '\(value)': signing in would wait for its own sign-in")
            } else if key == "invalidatedBy", !endpoint.authenticated {
                diagnostics.error(
                    "auth 'invalidatedBy' names '\(value)', which says 'auth: false'", at: location,
                    path: "api.auth.invalidatedBy", hint: "a call sent without the token cannot end it")
            }
        }
        for (key, type) in APIMetadata.Auth.responseKeys { checkResponseProperty(key, type: type, auth: auth) }
        for (key, range, what) in APIMetadata.Auth.codeKeys {
            guard let (_, location) = auth.option(key) else { continue }
            for item in auth.items(key) where Int(item).map({ !range.contains($0) }) ?? true {
                diagnostics.error(
                    "auth '\(key)' lists '\(item)', which is not \(what)", at: location, path: "api.auth.\(key)",
                    hint: key == "reauthenticateOn" ? "statuses are integers from 100 to 599" : "codes are integers")
            }
        }
        if let (value, location) = auth.option("in"), TokenPlacement(rawValue: value) == nil {
            diagnostics.error(
                "unknown value '\(value)' for auth 'in'", at: location, path: "api.auth.in",
                hint: "one of: \(TokenPlacement.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        checkRequiredAuthKeys(api)
        checkCredentialAuth(api)
        checkSecretsInQuery(api)
    }

    /// A response-property key (`token`, `expires`) must name a property of the `obtainedBy` endpoint's model.
    private mutating func checkResponseProperty(_ key: String, type: ScalarType, auth: APIMetadata.Auth) {
        guard let (wire, location) = auth.option(key), let (endpointName, _) = auth.option("obtainedBy"),
            let endpoint = schema.endpoints.first(where: { $0.name == endpointName })
        else { return }
        let path = "api.auth.\(key)"
        guard let response = endpoint.response, case .named(let name, _) = response.type.nonOptional,
            let model = models[name], case .object = model.kind
        else {
            diagnostics.error(
                "auth '\(key)' needs a struct model answered by '\(endpointName)'", at: location, path: path,
                hint: endpoint.successStatuses.isEmpty
                    ? "'\(endpointName)' answers \(endpoint.response.map { "'\($0.text)'" } ?? "nothing (empty)")"
                    : "'\(endpointName)' answers one type per status ('responses:'); give it one 'response:'")
            return
        }
        guard let property = model.properties.first(where: { $0.wire == wire }) else {
            diagnostics.error(
                "auth '\(key)' names no property '\(wire)' of '\(name)', the response of '\(endpointName)'",
                at: location, path: path, hint: Suggestions.didYouMean(wire, in: model.properties.map(\.wire)))
            return
        }
        if property.type.type.nonOptional != .scalar(type) {
            diagnostics.error(
                "auth '\(key)' names property '\(wire)' of '\(name)', which is '\(property.type.text)', not '\(type.rawValue)'",
                at: location, path: path)
        }
    }

    private mutating func checkRequiredAuthKeys(_ api: APIMetadata) {
        let auth = api.auth
        let required: [String] =
            switch auth.style {
            case .queryKey: ["setting"]
            case .tokenParameter: ["parameter", "obtainedBy"]
            case .sessionHeader: ["header", "obtainedBy"]
            case .signedToken: ["obtainedBy", "secretSetting"]
            case .none: []
            case .apiKeyHeader, .basic, .bearer, .oauth2: auth.style.requiredCredentialKeys
            }
        for key in required where auth.option(key) == nil {
            diagnostics.error(
                "auth style '\(auth.style.rawValue)' needs '\(key)'", at: auth.location ?? api.location,
                path: "api.auth")
        }
    }

    private mutating func checkSecretsInQuery(_ api: APIMetadata) {
        let auth = api.auth
        // The setting a query-key style names is meant for the query; warn about the other secrets only.
        let authSetting = auth.style == .queryKey ? auth.option("setting")?.value : nil
        if let setting = api.settings.first(where: { $0.secret && $0.wire != authSetting && api.isSent($0) }),
            setting.placement == .query || setting.placement == .derived,
            let endpoint = schema.endpoints.first(where: { $0.method == .get && $0.authenticated })
        {
            diagnostics.warning(
                "secret setting '\(setting.wire)' is sent in the query of GET requests such as '\(endpoint.name)'",
                at: setting.location, path: "api.settings.\(setting.wire)",
                hint: "query strings end up in logs and caches; the runtime redacts it in its own logs")
        }
    }
}
