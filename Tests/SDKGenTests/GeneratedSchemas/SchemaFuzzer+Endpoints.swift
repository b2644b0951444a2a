extension SchemaFuzzer {
    /// An endpoint: a method, a path with placeholders, parameters in every placement, a body and a response.
    mutating func endpointBlock(
        _ name: String, objects: [String], enums: [String], isXML: Bool, sets: [String] = []
    ) -> Block {
        let q = Self.quote
        var method = pick(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"])
        if withSideStream({ $0.chance(8) }) { method = "QUERY" }
        // GET and HEAD send no body; a DELETE sends only an explicit one (its derived parameters go to the query).
        let hasBody = !["GET", "HEAD"].contains(method)
        let derivedInBody = hasBody && method != "DELETE"
        var lines = ["  \(q(name)):"]
        if chance(70) { lines.append("    description: \(q(pick(NamePools.texts)))") }
        lines.append("    method: \(method)")
        var taken: Set<String> = []
        let pathParameters = names(random.below(3), from: NamePools.memberNames, fallback: "segment", taken: &taken)
        var path = pick(["items", "a/b", "", "v1/things", "with space", "quote\"d", "back\\slash", "ünï"])
        for parameter in pathParameters { path += "/{\(parameter)}" }
        lines.append("    path: \(q(path))")
        if !isXML, method != "HEAD", let stream = withSideStream({ $0.streamResponse(objects: objects) }) {
            lines.append("    response: \(stream)")
        } else if !isXML, let raw = rawBody(isResponse: true) {
            lines.append("    response: \(raw)")
        } else {
            appendResponse(to: &lines, objects: objects, isXML: isXML)
        }
        var bodyKind = hasBody ? pick(["json", "form", "multipart", "none", "root"]) : "none"
        if bodyKind == "none", hasBody, let raw = rawBody(isResponse: false) {
            lines.append("    body: \(raw)")
            bodyKind = "raw"
        }
        switch bodyKind {
        case "form", "multipart": lines.append("    body: \(bodyKind)")
        case "root":
            let swift = pick(NamePools.memberNames)
            let set = setsBodyFields ? ", set: { \(q("flag\(seed)")): true }" : ""
            let model = pick(objects.filter { !$0.contains("<") })
            lines.append("    body: { type: \(q(model)), swift: \(q(swift))\(set) }")
        default: break
        }
        var typed: [(wire: String, type: String)] = []
        if chance(20) { lines.append("    idempotent: true") }
        if chance(12) { lines.append("    responseHeaders: \(responseHeaders())") }
        if chance(15) { lines.append("    deprecated: true") }
        if chance(20) { lines.append("    auth: false") }
        var parameters: [String] = []
        for parameter in pathParameters {
            let type = pick(["string", "int", "bool", "date-time", "date-time-zoned", "uuid", "url"] + enums)
            let slashes = type == "string" && chance(30) ? ", keepSlashes: true" : ""
            parameters.append("\(q(parameter)): { type: \(q(type)), in: path\(slashes) }")
        }
        let placements: [String] =
            ["query", "header", "cookie"] + (["root", "raw"].contains(bodyKind) ? [] : ["derived"])
            + (bodyKind == "form" ? ["form"] : []) + (bodyKind == "multipart" ? ["multipart"] : [])
            + (bodyKind == "json" ? ["body"] : [])
        for wire in names(random.below(6), from: NamePools.memberNames, fallback: "param", taken: &taken) {
            let placement = pick(placements)
            var type: String
            switch random.below(10) {
            case 0...4: type = pick(["string", "int", "int64", "double", "bool", "date-time", "url", "uuid", "data"])
            case 5: type = enums.isEmpty ? "string" : pick(enums)
            case 6: type = "[\(pick(["string", "int"] + enums))]"
            case 7: type = "json"
            case 8: type = pick(["date", "time", "duration", "date-time-zoned"])
            default: type = placement == "multipart" ? "file" : "string"
            }
            if placement == "derived", derivedInBody, bodyKind == "multipart", chance(30) { type = "file" }
            typed.append((wire, type))
            var fields = ["type: \(q(type))"]
            if placement != "derived" { fields.append("in: \(placement)") }
            if chance(25) { fields.append("required: true") }
            if type.hasPrefix("["), chance(60) {
                fields.append("array: \(pick(["comma", "brackets", "repeated", "space", "pipe"]))")
            }
            if chance(25), let value = defaultField(for: type, enumValues: enumValues) { fields.append(value) }
            if chance(20) { fields.append("swift: \(q(pick(NamePools.memberNames)))") }
            if chance(20) { fields.append("description: \(q(pick(NamePools.texts)))") }
            if chance(10) { fields.append("secret: true") }
            parameters.append("\(q(wire)): { \(fields.joined(separator: ", ")) }")
        }
        if let parameter = withSideStream({ $0.jsonParameter(objects: objects, placements: placements, taken: &taken) })
        {
            parameters.append(parameter)
        }
        var extras = endpointExtras(method: method, parameters: typed, sets: sets)
        // Paging needs one response type; `responses:` gives one per status, a stream no pages.
        if lines.contains("    responses:") || lines.contains(where: { $0.hasPrefix("    response: { stream:") }) {
            extras.removeAll { $0.hasPrefix("    paging:") }
        }
        // A list response may page by the reply's `Link` header, which needs no parameter.
        let isList = lines.contains { $0.hasPrefix("    response: \"[") }
        if isList, !extras.contains(where: { $0.hasPrefix("    paging:") }), chance(30) {
            extras.append("    paging: { style: link }")
        }
        lines += extras
        if let shared = pathParameters.first, chance(30) {
            // The path parameter's name again, in the query, under a key of its own (`wire:`).
            let key = names(1, from: NamePools.memberNames, fallback: "again", taken: &taken)[0]
            parameters.append(
                "\(q(key)): { type: \(q(pick(["string", "int", "[string]"]))), in: query, wire: \(q(shared)) }")
        }
        if chance(30) {
            let wire = names(1, from: NamePools.memberNames, fallback: "const", taken: &taken)[0]
            parameters.append("\(q(wire)): { const: \(q(pick(NamePools.texts + NamePools.awkwardStrings))) }")
        }
        if !enums.isEmpty, chance(20), !isXML {
            let wire = "Limit_{key}\(pick(["", "\"", "\\"]))"
            let type = "{\(pick(enums)): int}"
            parameters.append("\(q(wire)): { type: \(q(type)), swift: \(q(pick(NamePools.memberNames))) }")
        }
        if bodyKind == "multipart", chance(40) {
            let placement = derivedInBody ? "" : ", in: multipart"
            parameters.append(
                "\(q("File{n}")): { type: \(q("[file]")), start: 0, count: \(q("n\\\"")), swift: \(q("files"))"
                    + "\(placement) }")
        }
        if !parameters.isEmpty {
            lines.append("    parameters:")
            for parameter in parameters { lines.append("      \(parameter)") }
        }
        return Block(section: .endpoints, name: name, lines: lines)
    }

    /// Sometimes a streamed answer: JSON Lines or server-sent events (a terminator, a media type) of a model, a list
    /// or free-form JSON.
    private mutating func streamResponse(objects: [String]) -> String? {
        guard chance(15) else { return nil }
        let q = Self.quote
        let element = pick(objects + ["json", "[\(pick(objects))]", "string"])
        var fields = ["stream: \(pick(["jsonl", "json-seq", "sse"]))", "of: \(q(element))"]
        if fields[0].hasSuffix("sse"), chance(50) {
            fields.append("terminator: \(q(pick(["[DONE]", "end", "\"q\""])))")
        }
        if chance(30) {
            fields.append("contentType: \(q(pick(["application/x-ndjson", "text/event-stream; charset=utf-8"])))")
        }
        return "{ \(fields.joined(separator: ", ")) }"
    }

    /// Sometimes a parameter sent as JSON (`content: json`): any type, models included, in any place but the path;
    /// or as bracketed keys (`content: deep-object`) where the place holds many parameters.
    private mutating func jsonParameter(objects: [String], placements: [String], taken: inout Set<String>) -> String? {
        guard chance(35) else { return nil }
        let q = Self.quote
        let wire = names(1, from: NamePools.memberNames, fallback: "json", taken: &taken)[0]
        let object = pick(objects)
        let type = pick([object, "[\(object)]", "{string: \(object)}", "json", "string", "[int]"])
        let placement = pick(placements)
        let deep = ["query", "form", "multipart"].contains(placement) && chance(40)
        var fields = ["type: \(q(type))", "content: \(deep ? "deep-object" : "json")"]
        if placement != "derived" { fields.append("in: \(placement)") }
        if chance(30) { fields.append("required: true") }
        if chance(20) { fields.append("swift: \(q(pick(NamePools.memberNames)))") }
        return "\(q(wire)): { \(fields.joined(separator: ", ")) }"
    }

    /// A `response:` line: empty, json, a list, a scalar or a model; or `responses:`, a body per success status.
    private mutating func appendResponse(to lines: inout [String], objects: [String], isXML: Bool) {
        let q = Self.quote
        if chance(12) {
            appendStatusResponses(to: &lines, objects: objects, isXML: isXML)
            return
        }
        switch random.below(6) {
        case 0: lines.append("    response: empty")
        case 1: lines.append("    response: json")
        case 2: lines.append("    response: \(q("[\(pick(objects))]"))")
        case 3: lines.append("    response: \(q(isXML ? pick(objects) : scalarType(isXML: false)))")
        default: lines.append("    response: \(q(pick(objects)))")
        }
    }

    /// `responses:` with two to four statuses (one without a registered name among them), each a model, a list,
    /// a scalar, `json` or `empty`, some with a `case:` of their own (keywords included, which are escaped).
    private mutating func appendStatusResponses(to lines: inout [String], objects: [String], isXML: Bool) {
        let q = Self.quote
        lines.append("    responses:")
        var codes = ["200", "201", "202", "204", "207", "250"]
        var cases = ["default", "in", "done", "queued", "error", "response"]
        for _ in 0..<(2 + random.below(3)) {
            let code = codes.remove(at: random.below(codes.count))
            var type = pick(objects)
            switch isXML ? 4 : random.below(5) {
            case 0: type = "[\(pick(objects))]"
            case 1: type = scalarType(isXML: false)
            case 2: type = "json"
            default: break
            }
            if chance(25) { type = "empty" }
            if chance(30) {
                let name = cases.remove(at: random.below(cases.count))
                lines.append("      \(code): { type: \(q(type)), case: \(q(name)) }")
            } else {
                lines.append("      \(code): \(q(type))")
            }
        }
    }

    /// `responseHeaders:` with one to four fields: names of real APIs, a keyword, the types a header can hold, an
    /// optional or required field, a format, and a `swift:` name.
    private mutating func responseHeaders() -> String {
        let pool = [
            "ETag", "X-RateLimit-Remaining", "Last-Modified", "Location", "X-Request-Id", "Retry-After", "default",
            "X-Total-Count", "Content-Language", "X-Poll-Interval", "X-OAuth-Scopes", "x-is-cached", "Link",
        ]
        var taken: Set<String> = []
        var fields: [String] = []
        for (index, name) in names(1 + random.below(4), from: pool, fallback: "X-Field", taken: &taken).enumerated() {
            var type = pick(["string", "int", "int64", "double", "bool", "date-time", "url", "[string]"])
            var entries: [String] = []
            if type == "date-time", chance(40) { entries.append("format: \(pick(["unix-seconds", "iso8601"]))") }
            if chance(50) { type += "?" }
            // A keyword or a plain name, numbered so two fields never share one.
            let swiftNames = ["class", "default", "func", "where", "limit", "resetAt", "self_", "type"]
            if chance(25) { entries.append("swift: \(Self.quote(pick(swiftNames) + "\(index)"))") }
            if chance(30) { entries.append("description: \(Self.quote(pick(NamePools.texts)))") }
            let key = Self.quote(name)
            let value = Self.quote(type)
            fields.append(
                entries.isEmpty ? "\(key): \(value)" : "\(key): { type: \(value), \(entries.joined(separator: ", ")) }")
        }
        return "{ \(fields.joined(separator: ", ")) }"
    }
}

/// SplitMix64: a small, fast, seedable generator, so every seed gives the same schema on every platform.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed &+ 0x9E37_79B9_7F4A_7C15
    }

    mutating func next() -> UInt64 {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A value in `0..<bound`.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }
}
