/// Responses → the endpoint's response type (its 2xx answer) and the candidates for the API's `errors:` model
/// (its 4xx, 5xx and `default` answers).
extension ImportSession {
    /// The response of an operation, as the endpoint's key and value; records error types.
    ///
    /// `response:` with a type, a raw answer, or `empty` when the answer has no body; or `responses:` when its
    /// listed 2xx statuses answer different bodies (`200: Pet`, `204: empty`).
    func importResponses(_ operation: YAMLNode, endpoint: String, at pointer: String) -> (
        key: String, value: YAMLValue
    ) {
        let responsesPointer = JSONPointer.appending(pointer, "responses")
        let responses = answers(of: operation)
        let successes = Self.successAnswers(responses)
        var chosen = successes.first
        if chosen == nil { chosen = responses.first { $0.code == "DEFAULT" } }
        let produces = (operation["produces"] ?? document.root["produces"])?.items?.compactMap(\.string) ?? []
        let candidates = (chosen.map { [$0] } ?? []) + successes.dropFirst()
        let outcomes = candidates.map { answer in
            let codePointer = JSONPointer.appending(
                responsesPointer, answer.code == "DEFAULT" ? "default" : answer.code)
            if let stream = streamAnswer(answer.node, at: codePointer, hint: endpoint) {
                return SuccessOutcome.stream(stream, pointer: codePointer)
            }
            if let raw = rawAnswer(answer.node, at: codePointer, produces: produces) {
                return SuccessOutcome.raw(raw, pointer: codePointer)
            }
            let type = bodyType(answer.node, at: codePointer, hint: endpoint + "Response", success: true)
            return SuccessOutcome.body(type?.text ?? "empty", pointer: codePointer)
        }
        recordErrorAnswers(responses, chosen: chosen?.code, endpoint: endpoint, at: responsesPointer)
        if let statuses = statusResponses(Array(zip(candidates.map(\.code), outcomes))) {
            return ("responses", statuses)
        }
        guard let first = outcomes.first else { return ("response", .string("empty")) }
        let decoded =
            first.text == "stream"
            ? "reads a stream of records" : first.isRaw ? "answers the raw body" : "decodes '\(first.text)'"
        for other in outcomes.dropFirst() where other.text != "empty" && other.text != first.text {
            let what = other.isRaw ? "is not JSON" : "typed '\(other.text)'"
            warn(other.pointer, "a second success answer \(what); the endpoint \(decoded)")
        }
        return ("response", first.value)
    }

    /// An operation's answers keyed by status (upper-cased: `2XX`, `DEFAULT`), in document order.
    func answers(of operation: YAMLNode) -> [(code: String, node: YAMLNode)] {
        (operation["responses"]?.pairs ?? []).compactMap { pair in
            pair.key.scalar.map { (code: $0.uppercased(), node: pair.value) }
        }
    }

    /// The 2xx answers, lowest status first (`200` before `201` before `2XX`).
    static func successAnswers(_ answers: [(code: String, node: YAMLNode)]) -> [(code: String, node: YAMLNode)] {
        answers.filter { $0.code.hasPrefix("2") }.sorted { $0.code < $1.code }
    }

    /// `responses:` for listed 2xx statuses that answer different bodies; `nil` when one `response:` says it all.
    ///
    /// Listed means `200`, `201`, not `2XX`; none may be raw. A `2XX` beside listed statuses is left out, with a
    /// warning.
    private func statusResponses(_ outcomes: [(code: String, outcome: SuccessOutcome)]) -> YAMLValue? {
        let listed = outcomes.filter { $0.code.count == 3 && Int($0.code) != nil }
        guard listed.count >= 2, !listed.contains(where: \.outcome.isRaw),
            Set(listed.map(\.outcome.text)).count >= 2
        else { return nil }
        for other in outcomes where !listed.contains(where: { $0.code == other.code }) {
            warn(other.outcome.pointer, "a status class beside listed success statuses; left out")
        }
        var mapping = YAMLMapping()
        for entry in listed { mapping[entry.code] = .string(entry.outcome.text) }
        return mapping.value
    }

    /// Records the 4xx, 5xx and `default` answers (unless `default` is the success) as error candidates.
    private func recordErrorAnswers(
        _ responses: [(code: String, node: YAMLNode)], chosen: String?, endpoint: String, at responsesPointer: String
    ) {
        for response in responses
        where response.code.hasPrefix("4") || response.code.hasPrefix("5")
            || (response.code == "DEFAULT" && chosen != "DEFAULT")
        {
            let codePointer = JSONPointer.appending(
                responsesPointer, response.code == "DEFAULT" ? "default" : response.code)
            guard let type = bodyType(response.node, at: codePointer, hint: endpoint + "Error", success: false) else {
                continue
            }
            errorAnswers[endpoint, default: []].append(
                ErrorAnswer(code: response.code, type: type, pointer: codePointer))
            if let index = errorTypes.firstIndex(where: { $0.type.text == type.text }) {
                errorTypes[index].count += 1
            } else {
                errorTypes.append((type, codePointer, 1))
            }
        }
    }

    /// The JSON body type of a response, or `nil` when it has none (a raw success answer is ``rawAnswer``'s).
    ///
    /// A response reached through a `$ref` (`#/components/responses/Unauthorized`) is mapped once, named after its
    /// component, so the operations that share it share its model.
    private func bodyType(_ raw: YAMLNode, at pointer: String, hint: String, success: Bool) -> MappedType? {
        guard let (response, responsePointer) = document.dereference(raw, at: pointer) else {
            warn(pointer, "the response's reference cannot be followed; treated as having no body")
            return nil
        }
        if !success, response["headers"] != nil {
            note(.responseHeaders, at: JSONPointer.appending(responsePointer, "headers"))
        }
        guard responsePointer != pointer else {
            return responseBodyType(response, at: responsePointer, hint: hint)
        }
        if let shared = sharedResponseTypes[responsePointer] { return shared }
        let component = JSONPointer.tokens(responsePointer)?.last.map(ImportNaming.typeName) ?? hint
        let type = responseBodyType(response, at: responsePointer, hint: component)
        sharedResponseTypes[responsePointer] = .some(type)
        return type
    }

    /// The JSON body type of a dereferenced response object.
    private func responseBodyType(_ response: YAMLNode, at responsePointer: String, hint: String) -> MappedType? {
        if response["links"] != nil { note(.links, at: JSONPointer.appending(responsePointer, "links")) }
        if document.version == .swagger2 {
            guard let schema = response["schema"] else { return nil }
            return mapSchema(schema, at: JSONPointer.appending(responsePointer, "schema"), hint: hint)
        }
        let contents = (response["content"]?.pairs ?? []).compactMap { pair in pair.key.string.map { ($0, pair.value) }
        }
        if let json = Media.preferredJSON(contents) {
            guard let schema = json.1["schema"] else { return nil }
            return mapSchema(
                schema, at: JSONPointer.appending(responsePointer, ["content", json.0, "schema"]), hint: hint)
        }
        return nil
    }
}

/// What one success answer of an operation is: a raw body, a stream of records, or a JSON body's type (`empty`
/// without one).
private enum SuccessOutcome {
    case raw(YAMLValue, pointer: String)
    case stream(YAMLValue, pointer: String)
    case body(String, pointer: String)

    /// The `response:` value.
    var value: YAMLValue {
        switch self {
        case .raw(let value, _), .stream(let value, _): return value
        case .body(let text, _): return .string(text)
        }
    }

    /// The type's text, `empty`, `raw` for a raw answer or `stream` for a stream.
    var text: String {
        switch self {
        case .raw: return "raw"
        case .stream: return "stream"
        case .body(let text, _): return text
        }
    }

    /// Whether it is no JSON document (a raw answer or a stream), which `responses:` cannot hold.
    var isRaw: Bool {
        if case .body = self { return false }
        return true
    }

    /// The answer's pointer.
    var pointer: String {
        switch self {
        case .raw(_, let pointer), .stream(_, let pointer), .body(_, let pointer): return pointer
        }
    }
}
