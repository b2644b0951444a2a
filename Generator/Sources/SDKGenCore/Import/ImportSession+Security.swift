/// Security schemes → `auth:` and settings: the scheme the document requires first that has an auth style becomes
/// `auth:` (``adoptAuth(_:pointer:)``); any other is a setting the caller fills in: an API key as a query or header
/// setting, HTTP and OAuth 2 credentials as the `Authorization` header's value (with a warning saying so).
extension ImportSession {
    /// Reads the security schemes into ``settings``.
    func importSecuritySchemes() {
        let base = document.version == .swagger2 ? "#/securityDefinitions" : "#/components/securitySchemes"
        let schemes = document.node(at: base)?.pairs ?? []
        let preferred = preferredAuthScheme(schemes, base: base)
        for pair in schemes {
            guard let name = pair.key.string else { continue }
            let pointer = JSONPointer.appending(base, name)
            guard let (scheme, _) = document.dereference(pair.value, at: pointer) else {
                warn(pointer, "the security scheme's reference cannot be followed; left out")
                continue
            }
            if name == preferred, adoptAuth(scheme, pointer: pointer) { continue }
            let description = describe(scheme, keys: ["description"])
            switch scheme["type"]?.string {
            case "apiKey":
                guard let wire = scheme["name"]?.string, let location = scheme["in"]?.string,
                    ["query", "header", "cookie"].contains(location)
                else {
                    warn(pointer, "an API key outside the query, a header or a cookie is not modelled; left out")
                    continue
                }
                guard location == "query" || Validator.isHeaderName(wire) else {
                    let what = location == "cookie" ? "a cookie name" : "an HTTP header name"
                    warn(pointer, "'\(wire)' is not \(what); the API key is left out")
                    continue
                }
                addSetting(wire, in: location, description: description ?? "The API key '\(name)'.")
            case "http", "basic":
                let kind = (scheme["scheme"]?.string ?? "basic").lowercased()
                let value =
                    kind == "bearer"
                    ? "Bearer <token>"
                    : kind == "basic"
                        ? "Basic <base64 of user:password>" : "\(kind) <credentials>"
                warn(
                    pointer,
                    "HTTP \(kind) authentication is the 'Authorization' setting: it holds the whole header value "
                        + "(\(value)); "
                        + (["basic", "bearer"].contains(kind)
                            ? "an API has one auth style, another scheme's"
                            : "the schema language has no \(kind) auth style"))
                addSetting(
                    "Authorization", in: "header",
                    description: description ?? "HTTP \(kind): the whole header value, \(value).")
            case "oauth2", "openIdConnect":
                let reason = unservedOAuthReason(of: scheme).map { " (\($0))" }
                warn(
                    pointer,
                    "this OAuth 2 / OpenID Connect scheme is not the API's auth style\(reason ?? ""): the "
                        + "'Authorization' setting holds 'Bearer <token>' with a token obtained elsewhere")
                addSetting(
                    "Authorization", in: "header",
                    description: description ?? "OAuth 2: the whole header value, Bearer <access token>.")
            case "mutualTLS":
                warn(
                    pointer,
                    "mutual TLS is configured on the transport (a client certificate), not in the schema; left out")
            default:
                warn(pointer, "unknown security scheme type '\(scheme["type"]?.string ?? "")'; left out")
            }
        }
    }

    func addSetting(_ wire: String, in location: String, description: String) {
        if let existing = settings[wire], case .mapping(let pairs) = existing {
            var entry = YAMLMapping()
            for pair in pairs { entry[pair.key] = pair.value }
            if case .string(let old) = entry["description"], !old.contains(description) {
                entry["description"] = .string(old + " Or: " + description)
            }
            settings[wire] = entry.value
            return
        }
        var entry = YAMLMapping()
        entry["type"] = .string("string?")
        entry["in"] = .string(location)
        entry["secret"] = .bool(true)
        if ImportNaming.derivedMemberName(wire, in: .settings) == nil {
            entry["swift"] = .string(ImportNaming.memberName(wire, in: .settings))
        }
        entry["description"] = .string(description)
        settings[wire] = entry.value
    }
}
