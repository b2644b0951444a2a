/// The constructs of the schema language beyond plain structs, enums and families: unions, defaults of every type,
/// `swift:` overrides, `mutable:`, `identity:`, `flatten:`, raw bodies, paging, embedded sets, `keepSlashes`, auth
/// styles, error envelopes, error bodies per status and date formats.
///
/// Each helper returns YAML lines (or fields) that the schema may refuse; the test prunes refused blocks, so a
/// construct that is only sometimes valid is still tried.
extension SchemaFuzzer {
    /// A `oneOf` union of models and scalars (JSON APIs only).
    mutating func unionBlock(_ name: String, objects: [String], enums: [String], families: [String]) -> Block {
        let q = Self.quote
        var lines = ["  \(q(name)):"]
        if chance(50) { lines.append("    description: \(q(pick(NamePools.texts)))") }
        var pool = objects + enums + ["int", "string", "int64", "double", "bool", "url", "uuid", "[string]", "{int}"]
        var members: [String] = []
        for _ in 0..<(2 + random.below(3)) {
            guard !pool.isEmpty else { break }
            let index = random.below(pool.count)
            members.append(pool.remove(at: index))
        }
        var rendered = members.map { member -> String in q(member) }
        if chance(30), !rendered.isEmpty {
            rendered[0] = "{ type: \(q(members[0])), swift: \(q(pick(NamePools.memberNames))) }"
        }
        // Dates and bytes as members, drawn from the side stream so that earlier seeds keep their schemas.
        let dated = withSideStream { fuzzer -> String? in
            guard fuzzer.chance(30) else { return nil }
            return fuzzer.pick(["date-time", "date-time-zoned", "date", "time", "duration", "data"])
        }
        if let dated { rendered.append(q(dated)) }
        if chance(30), let family = families.first { rendered.append(q(family)) }
        lines.append("    oneOf: [\(rendered.joined(separator: ", "))]")
        return Block(section: .models, name: name, lines: lines)
    }

    /// A flow mapping of error bodies per status (`{ "404": "M", "5XX": { model: "N", case: "c" } }`), for
    /// `api.errors.statuses` and an endpoint's `errors:`: exact codes and classes, shorthand and `case:` names.
    mutating func errorStatuses(models: [String]) -> String {
        let q = Self.quote
        var keys = ["400", "404", "409", "412", "429", "500", "503", "4XX", "5XX", "3XX"]
        var entries: [String] = []
        for _ in 0..<(1 + random.below(3)) where !keys.isEmpty && !models.isEmpty {
            let key = keys.remove(at: random.below(keys.count))
            let model = pick(models)
            if chance(50) {
                entries.append("\(q(key)): \(q(model))")
            } else {
                // Mostly names that work (keywords included), sometimes any member name, which may be refused.
                let safe = ["notFound", "conflict", "problem", "outage", "default", "class", "none", "failure"]
                let name = chance(75) ? pick(safe) : pick(NamePools.memberNames)
                entries.append("\(q(key)): { model: \(q(model)), case: \(q(name)) }")
            }
        }
        return "{ \(entries.joined(separator: ", ")) }"
    }

    /// A `default:` field for a property or parameter of `type`, awkward values included; `nil` for none.
    mutating func defaultField(for type: String, enumValues: [String: [String]]) -> String? {
        let q = Self.quote
        switch type {
        case "string": return "default: \(q(pick(NamePools.texts + NamePools.awkwardStrings)))"
        case "int", "int64": return "default: \(pick(NamePools.awkwardIntegers))"
        case "double": return "default: \(pick(NamePools.awkwardDoubles))"
        case "bool": return "default: \(pick(["true", "false"]))"
        case "date": return "default: \(q("2020-02-29"))"
        case "url": return "default: \(q(pick(["https://example.com/a?b=\"c\"#d", "https://x.example/\\(y)"])))"
        case "uuid": return "default: \(q("6BA7B810-9DAD-11D1-80B4-00C04FD430C8"))"
        default:
            if let values = enumValues[type], !values.isEmpty { return "default: \(q(pick(values)))" }
            return nil
        }
    }

    /// Extra model keys: a `swift:` name, `mutable:`.
    mutating func modelExtras() -> [String] {
        let q = Self.quote
        var lines: [String] = []
        if chance(15) { lines.append("    swift: \(q(pick(NamePools.typeNames + NamePools.swiftTypeNames)))") }
        if chance(20) { lines.append("    mutable: \(pick(["true", "false"]))") }
        return lines
    }

    /// A struct's `additionalProperties:` over `valueType` (shorthand, or with a Swift name and a description);
    /// sometimes `json`, which keeps any value.
    mutating func additionalPropertiesLine(valueType: String) -> String {
        let q = Self.quote
        let type = chance(25) ? "json" : valueType
        guard chance(50) else { return "    additionalProperties: \(q(type))" }
        var fields = ["type: \(q(type))", "swift: \(q(pick(NamePools.memberNames)))"]
        if chance(50) { fields.append("description: \(q(pick(NamePools.texts)))") }
        return "    additionalProperties: { \(fields.joined(separator: ", ")) }"
    }

    /// Extra endpoint keys: a `swift:` name, a raw response or body, paging (offset, page number, cursor), `embed:`.
    mutating func endpointExtras(method: String, parameters: [(wire: String, type: String)], sets: [String])
        -> [String]
    {
        let q = Self.quote
        var lines: [String] = []
        if chance(15) { lines.append("    swift: \(q(pick(NamePools.typeNames + NamePools.swiftTypeNames)))") }
        if let set = sets.first, chance(30) { lines.append("    embed: \(q(set))") }
        let ints = parameters.filter { $0.type == "int" }.map(\.wire)
        if ints.count >= 2, chance(50) {
            lines.append("    paging: { style: offset, offset: \(q(ints[0])), limit: \(q(ints[1])) }")
        }
        if let page = ints.last, !lines.contains(where: { $0.hasPrefix("    paging:") }), chance(25) {
            let start = chance(30) ? ", start: 0" : ""
            let limit = ints.count >= 2 ? ", limit: \(q(ints[0]))" : ""
            lines.append("    paging: { style: page, page: \(q(page))\(limit)\(start) }")
        }
        let strings = parameters.filter { $0.type == "string" }.map(\.wire)
        if let cursor = strings.first, chance(20) {
            lines.append("    paging: { style: cursor, cursor: \(q(cursor)), next: \(q("next")) }")
        }
        return lines
    }

    /// A raw `response:` or `body:`, replacing the endpoint's, or `nil`.
    mutating func rawBody(isResponse: Bool) -> String? {
        guard chance(15) else { return nil }
        let q = Self.quote
        let kind = pick(["text", "binary"])
        var fields = ["raw: \(kind)"]
        if chance(50) {
            fields.append("contentType: \(q(pick(["text/plain", "application/x-\"q\"", "image/png", "*/*"])))")
        }
        if !isResponse, chance(50) { fields.append("swift: \(q(pick(NamePools.memberNames)))") }
        return "{ \(fields.joined(separator: ", ")) }"
    }

    /// The `dates:` line of the api section, or `nil`.
    mutating func datesLine() -> String? {
        guard chance(30) else { return nil }
        let formats = [
            "iso8601", "iso8601-fractional", "iso8601-basic-offset", "date", "time", "unix-seconds",
            "unix-milliseconds",
        ]
        let decode = (0..<(1 + random.below(3))).map { _ in pick(formats) }
        let unique = decode.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return "  dates: { decode: [\(unique.joined(separator: ", "))], encode: \(pick(formats)) }"
    }

    /// An `auth:` line for string settings, in any credential style, or `nil`.
    mutating func authLine(stringSettings: [String]) -> String? {
        let q = Self.quote
        guard let first = stringSettings.first else { return nil }
        let second = stringSettings.dropFirst().first ?? first
        let header = pick(["X-API-Key", "Authorization", "X-Key_1", "Self"])
        switch random.below(5) {
        case 0: return "  auth: { style: query-key, setting: \(q(first)) }"
        case 1: return "  auth: { style: api-key-header, header: \(q(header)), setting: \(q(first)) }"
        case 2: return "  auth: { style: basic, usernameSetting: \(q(first)), passwordSetting: \(q(second)) }"
        case 3: return "  auth: { style: bearer, setting: \(q(first)), reauthenticateOn: [401] }"
        default:
            return
                "  auth: { style: oauth2, flow: client-credentials, tokenURL: \(q("oauth/token")), clientIdSetting: \(q(first)), clientSecretSetting: \(q(second)), scopes: [\(q("a.read")), \(q("b:write"))] }"
        }
    }

    /// `explicitNull: true` now and then on a property of a JSON model that may be absent and null and is read on its
    /// own (no `flatten`, no `default`), from the side stream.
    mutating func explicitNullField(type: String, fields: [String]) -> String? {
        let absent = type.hasSuffix("?") || fields.contains("optional: true")
        let null = type.hasSuffix("?") || fields.contains("nullable: true")
        guard absent, null, !fields.contains("flatten: true"), !fields.contains(where: { $0.hasPrefix("default:") })
        else { return nil }
        return withSideStream { $0.chance(30) } ? "explicitNull: true" : nil
    }
}
