/// Path items and operations → endpoints, split into one file per tag.
extension ImportSession {
    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace", "query"]

    /// Names the generated request struct already uses for its own members.
    static let requestMembers: Set<String> = [
        "method", "host", "path", "parameters", "queryParameters", "bodyParameters", "headerFields", "bodyEncoding",
        "isIdempotent", "requiresAuthentication", "additionalParameters", "parseResponse",
    ]

    /// Every operation of `paths`, in document order.
    func importOperations() {
        let pathsPointer = "#/paths"
        for pair in document.root["paths"]?.pairs ?? [] {
            guard let path = pair.key.string else { continue }
            let itemPointer = JSONPointer.appending(pathsPointer, path)
            guard let (item, _) = document.dereference(pair.value, at: itemPointer) else {
                warn(itemPointer, "the path item's reference cannot be followed; its operations are left out")
                continue
            }
            for method in Self.methods {
                guard let operation = item[method] else { continue }
                importOperation(
                    operation, method: method, path: path, item: item, itemPointer: itemPointer,
                    at: JSONPointer.appending(itemPointer, method))
            }
            importAdditionalOperations(item: item, path: path, itemPointer: itemPointer)
        }
        for key in ["webhooks", "x-webhooks"] where document.root[key] != nil {
            warn("#/\(key)", "webhooks (requests the API sends) are not modelled; left out")
        }
    }

    /// OpenAPI 3.2's `additionalOperations` (methods beyond the fixed fields): `QUERY` is imported when the path
    /// item has no `query` operation; other methods have no place in the language and are left out, warned.
    private func importAdditionalOperations(item: YAMLNode, path: String, itemPointer: String) {
        let additionalPointer = JSONPointer.appending(itemPointer, "additionalOperations")
        for pair in item["additionalOperations"]?.pairs ?? [] {
            guard let method = pair.key.string else { continue }
            let pointer = JSONPointer.appending(additionalPointer, method)
            guard method.uppercased() == "QUERY", item["query"] == nil else {
                warn(
                    pointer,
                    "the '\(method)' operation is not modelled (the methods are GET … TRACE and QUERY); left out")
                continue
            }
            importOperation(
                pair.value, method: "query", path: path, item: item, itemPointer: itemPointer, at: pointer)
        }
    }

    private func importOperation(
        _ operation: YAMLNode, method: String, path: String, item: YAMLNode, itemPointer: String, at pointer: String
    ) {
        let suffixes = Self.pathSuffixes(of: path)
        guard Self.bracesPair(in: suffixes.path) else {
            warn(pointer, "the path '\(path)' has a brace that does not pair up; the operation is left out")
            return
        }
        let name = endpointName(operation, method: method, path: suffixes.path)
        var endpoint = YAMLMapping()
        var description = [operation["summary"]?.string, operation["description"]?.string].compactMap {
            $0?.trimmingWhitespace
        }.filter { !$0.isEmpty }
        if description.count == 2, description[0] == description[1] { description.removeLast() }
        endpoint["description"] = .string(
            description.isEmpty ? "\(method.uppercased()) \(suffixes.path)" : description.joined(separator: "\n\n"))
        endpoint["method"] = .string(method.uppercased())
        if let host = endpointHost(operation: operation, item: item, itemPointer: itemPointer, at: pointer) {
            endpoint["host"] = .string(host)
        }
        let (path, greedy) = Self.greedyPlaceholders(in: suffixes.path)
        endpoint["path"] = .string(String(path.drop { $0 == "/" }))
        var parameters = EndpointParameters(endpoint: name)
        parameters.greedyPlaceholders = greedy
        importParameters(item: item, operation: operation, path: path, at: pointer, into: &parameters)
        importPathSuffixes(suffixes, at: pointer, into: &parameters)
        if Self.bodylessMethods.contains(method) {
            if hasRequestBody(operation, item: item, at: pointer) {
                warn(
                    pointer,
                    "a request body on \(method.uppercased()) is not modelled (GET, HEAD and TRACE requests send none); "
                        + "left out")
            }
        } else if let body = importRequestBody(operation, endpoint: name, at: pointer, into: &parameters) {
            endpoint["body"] = body
        }
        var response = importResponses(operation, endpoint: name, at: pointer)
        if method == "head", response.key != "response" || response.value != .string("empty") {
            // A HEAD answer has the headers of a GET and no body: decoding one would fail on every call.
            warn(
                JSONPointer.appending(pointer, "responses"),
                "a HEAD answer has no body; the endpoint answers 'empty' (its headers are read with "
                    + "client.sendForReply)")
            response = ("response", .string("empty"))
        }
        endpoint[response.key] = response.value
        if let paging = linkPaging(operation, response: response, at: pointer) { endpoint["paging"] = paging }
        if let headers = importResponseHeaders(operation, at: pointer) { endpoint["responseHeaders"] = headers }
        if operation["deprecated"]?.bool == true { endpoint["deprecated"] = .bool(true) }
        if let security = operation["security"]?.items, security.isEmpty, !settings.isEmpty {
            endpoint["auth"] = .bool(false)
        }
        if !parameters.entries.isEmpty { endpoint["parameters"] = parameters.entries.value }
        for key in ["callbacks"] where operation[key] != nil {
            warn(JSONPointer.appending(pointer, key), "\(key) of one operation are not modelled; left out")
        }
        let tag = operation["tags"]?.items?.first?.string
        addEndpoint(name, endpoint.value, tag: tag)
        if response.key == "response" {
            addStreamAlternative(of: endpoint, named: name, operation: operation, tag: tag, at: pointer)
        }
    }

    /// Whether every `{` of a path is closed by a `}` before the next brace, around a non-empty name.
    static func bracesPair(in path: String) -> Bool {
        var inside: String?
        for character in path {
            switch character {
            case "{":
                guard inside == nil else { return false }
                inside = ""
            case "}":
                guard let name = inside, !name.isEmpty else { return false }
                inside = nil
            default: inside?.append(character)
            }
        }
        return inside == nil
    }

    /// Methods whose requests have no body in the schema language; a DELETE or OPTIONS carries the body it
    /// declares.
    static let bodylessMethods: Set<String> = ["get", "head", "trace"]

    /// Whether an operation declares a request body: `requestBody` (3.x), or `in: body` / `in: formData`
    /// parameters (2.0).
    private func hasRequestBody(_ operation: YAMLNode, item: YAMLNode, at pointer: String) -> Bool {
        if operation["requestBody"] != nil { return true }
        guard document.version == .swagger2 else { return false }
        return parameterObjects(item: item, operation: operation, at: pointer).contains {
            $0.location == "body" || $0.location == "formData"
        }
    }

    /// `operationId` as a type name, else method and path (`GET /pets/{id}` → `GetPetsById`); unique across
    /// endpoints, and named like a model only when the generator's `…Request` type name for it is free.
    func endpointName(_ operation: YAMLNode, method: String, path: String) -> String {
        var base: String
        if let id = operation["operationId"]?.string, !id.isEmpty {
            base = ImportNaming.typeName(id)
        } else {
            let words = path.split(separator: "/").map { segment -> String in
                segment.hasPrefix("{") ? "By " + segment.dropFirst().dropLast() : String(segment)
            }
            base = ImportNaming.typeName(([method] + words).joined(separator: " "))
        }
        // Named like a model, the endpoint keeps the operation's name and the generator names its type
        // `<name>Request` (the rule for an endpoint named like a model): claimed here, so nothing else takes it.
        // Only a model's name: a name taken by another endpoint (two operations with one `operationId`) or the
        // module gets a numbered variant, or the second endpoint would replace the first.
        if modelIndex[base] != nil, !names.contains(base + NameResolver.requestSuffix) {
            _ = names.claim(base + NameResolver.requestSuffix)
            return base
        }
        if names.contains(base) { base += NameResolver.requestSuffix }
        return names.claim(base)
    }

    func addEndpoint(_ name: String, _ endpoint: YAMLValue, tag: String?) {
        var stem = ImportNaming.fileStem(tag ?? "endpoints")
        if stem == "api" || stem == "models" { stem += "-endpoints" }
        if let index = endpointFiles.firstIndex(where: { $0.stem == stem }) {
            endpointFiles[index].endpoints[name] = endpoint
            return
        }
        var header: [String] = []
        if let tag {
            header.append("Tag: \(tag)")
            let tagNode = document.root["tags"]?.items?.first { $0["name"]?.string == tag }
            if let text = describe(tagNode, keys: ["description"]) {
                header.append(
                    contentsOf: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            }
        }
        var endpoints = YAMLMapping()
        endpoints[name] = endpoint
        endpointFiles.append((stem, header, endpoints))
    }
}

/// The parameters of one endpoint under construction: keys unique, wire names unique in each place they travel
/// to, Swift names unique and clear of the request's own members.
struct EndpointParameters {
    var endpoint: String
    /// Placeholders written `{name+}` (a value spanning segments), without the `+`.
    var greedyPlaceholders: Set<String> = []
    /// Keys that path parameters will take: a parameter sent elsewhere under one of these names gets another key.
    var pathKeys: Set<String> = []
    var entries = YAMLMapping()
    var swiftNames = NameRegistry()
    /// `place:name` of every parameter added (`header:` names lowercased; form, multipart and JSON members share
    /// `body:`).
    var sent: Set<String> = []

    init(endpoint: String) {
        self.endpoint = endpoint
        for member in ImportSession.requestMembers { _ = swiftNames.claim(member) }
    }

    /// Adds a parameter; `false` when its wire name is taken in the place it travels to, or when it is a path
    /// parameter whose name another parameter already holds.
    ///
    /// A name taken elsewhere (Kubernetes' `path` in the path and in the query) gets the key `<name>_<in>` and
    /// `wire: <name>`: the schema language keys parameters apart and sends each under its wire name. A name in
    /// `pathKeys` is left to its path parameter even when that comes later.
    mutating func add(wire: String, _ entry: YAMLMapping, description: String?) -> Bool {
        let place = Self.place(of: entry)
        let sentKey = "\(place):\(place == "header" ? wire.lowercased() : wire)"
        guard !sent.contains(sentKey) else { return false }
        var entry = entry
        var key = wire
        if entries.contains(wire) || (place != "path" && pathKeys.contains(wire)) {
            // A path parameter is named by its placeholder, so it cannot move to another key.
            guard place != "path", case .string(let location)? = entry["in"] else { return false }
            key = "\(wire)_\(location)"
            var suffix = 2
            while entries.contains(key) {
                key = "\(wire)_\(location)\(suffix)"
                suffix += 1
            }
            entry["wire"] = .string(wire)
        }
        sent.insert(sentKey)
        return insert(key: key, entry, description: description)
    }

    /// Where an entry travels: its `in:`, with the body's kinds as one.
    private static func place(of entry: YAMLMapping) -> String {
        guard case .string(let location)? = entry["in"] else { return "body" }
        return ["form", "multipart", "body", "derived"].contains(location) ? "body" : location
    }

    /// Writes an entry under `key`, its Swift name claimed.
    private mutating func insert(key wire: String, _ entry: YAMLMapping, description: String?) -> Bool {
        var entry = entry
        // A respelled name is written out (`path` → `swift: pathParameter`): the schema shows the Swift name.
        let derived = ImportNaming.derivedMemberName(wire)
        var swift =
            entry["swift"].flatMap {
                if case .string(let name) = $0 { MemberScope.request.spelling(for: name) } else { nil }
            }
            ?? derived.map { MemberScope.request.spelling(for: $0) } ?? ImportNaming.memberName(wire, in: .request)
        swift = swiftNames.claim(swift)
        if swift != derived { entry["swift"] = .string(swift) }
        if let description { entry["description"] = .string(description) }
        // A parameter spells no missing element of a list or map (`[string?]`); JSON text (`content: json`) does.
        if entry["content"] == nil, case .string(let type)? = entry["type"] {
            entry["type"] = .string(ImportSession.withoutOptionalElements(type))
        }
        entries[wire] = entry.pairs.count == 1 ? entry["type"] : entry.value
        return true
    }

    /// Claims a Swift name for the whole-body value.
    mutating func claimBodyName(_ preferred: String) -> String {
        swiftNames.claim(swiftNames.contains(preferred) ? "body" : preferred)
    }
}
