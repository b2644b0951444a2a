/// Responses → the endpoint's response type (its 2xx answer) and the candidates for the API's `errors:` model
/// (its 4xx, 5xx and `default` answers).
extension ImportSession {
    /// The response of an operation: a type, a raw answer, or `empty` when the answer has no body; records error types.
    func importResponses(_ operation: YAMLNode, endpoint: String, at pointer: String) -> YAMLValue {
        let responsesPointer = JSONPointer.appending(pointer, "responses")
        let responses = (operation["responses"]?.pairs ?? []).compactMap { pair in
            pair.key.scalar.map { (code: $0.uppercased(), node: pair.value) }
        }
        let successes = responses.filter { $0.code.hasPrefix("2") }.sorted { $0.code < $1.code }
        var chosen = successes.first
        if chosen == nil { chosen = responses.first { $0.code == "DEFAULT" } }
        var responseType = "empty"
        var rawResponse: YAMLValue?
        if let chosen {
            let codePointer = JSONPointer.appending(
                responsesPointer, chosen.code == "DEFAULT" ? "default" : chosen.code)
            let produces = (operation["produces"] ?? document.root["produces"])?.items?.compactMap(\.string) ?? []
            if let raw = rawAnswer(chosen.node, at: codePointer, produces: produces) {
                rawResponse = raw
            } else if let type = bodyType(chosen.node, at: codePointer, hint: endpoint + "Response", success: true) {
                responseType = type.text
            }
            for other in successes.dropFirst() {
                let otherPointer = JSONPointer.appending(responsesPointer, other.code)
                if let type = bodyType(other.node, at: otherPointer, hint: endpoint + "Response", success: true),
                    type.text != responseType
                {
                    let decoded = rawResponse == nil ? "decodes '\(responseType)'" : "answers the raw body"
                    warn(otherPointer, "a second success answer typed '\(type.text)'; the endpoint \(decoded)")
                }
            }
        }
        for response in responses
        where response.code.hasPrefix("4") || response.code.hasPrefix("5")
            || (response.code == "DEFAULT" && chosen?.code != "DEFAULT")
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
        return rawResponse ?? .string(responseType)
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
        if response["headers"] != nil { note(.responseHeaders, at: JSONPointer.appending(responsePointer, "headers")) }
        if response["links"] != nil { note(.links, at: JSONPointer.appending(responsePointer, "links")) }
        if document.version == .swagger2 {
            guard let schema = response["schema"] else { return nil }
            return mapSchema(schema, at: JSONPointer.appending(responsePointer, "schema"), hint: hint)
        }
        let contents = (response["content"]?.pairs ?? []).compactMap { pair in pair.key.string.map { ($0, pair.value) }
        }
        if let json = contents.first(where: { Media($0.0).rank == 0 }) {
            guard let schema = json.1["schema"] else { return nil }
            return mapSchema(
                schema, at: JSONPointer.appending(responsePointer, ["content", json.0, "schema"]), hint: hint)
        }
        return nil
    }
}
