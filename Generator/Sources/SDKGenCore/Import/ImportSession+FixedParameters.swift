/// Required parameters whose value the document fixes → parameters with that `default:`, sent unless changed.
///
/// APIs version themselves through a required header with one value (PagerDuty's
/// `Accept: application/vnd.pagerduty+json;version=2` on 423 of its 465 operations, `Notion-Version`,
/// `X-GitHub-Api-Version`, `anthropic-version`), or allow a required parameter one value only. Imported as plain
/// required parameters, every call had to spell the value out; `Accept` was left out altogether, so the runtime's
/// `application/json` went instead. A required parameter with a `const` or a one-value `enum`, or a required
/// header with a scalar `default`, is now written with `default:`: the request's initializer fills it in, the
/// caller may still change it, and it is always sent.
extension ImportSession {
    /// The media types the runtime's `Accept` already says: an `Accept` parameter fixed to one of these adds
    /// nothing.
    private static let runtimeAccept: Set<String> = ["application/json", "*/*"]

    /// Whether a header the runtime sets (`Accept`) is still to be imported: fixed to a value of the document's
    /// own, such as a versioned media type.
    func keepsFixedAccept(_ object: ParameterObject) -> Bool {
        guard object.name.lowercased() == "accept", let value = fixedValue(of: object)?.scalar,
            !Self.runtimeAccept.contains(value.lowercased())
        else { return false }
        if exampleAccept(of: object) != nil {
            warn(
                object.pointer,
                "required header 'Accept' gives its media type as an example only; '\(value)' is sent unless "
                    + "changed (the runtime's 'application/json' may be refused)")
        }
        return true
    }

    /// The `default:` a required parameter of the written type takes, or `nil` when the document fixes no value
    /// (or one the type cannot hold).
    func fixedDefault(of object: ParameterObject, type: String) -> YAMLValue? {
        guard let node = fixedValue(of: object), let text = node.scalar, !node.isNull else { return nil }
        switch type {
        case "string": return .string(text)
        case "int", "int64": return Int64(text) != nil ? .literal(text) : nil
        case "double": return Double(text).map { $0.isFinite } == true ? .literal(text) : nil
        case "bool": return ["true", "false"].contains(text) ? .literal(text) : nil
        default: return nil
        }
    }

    /// The one value the document gives a parameter: a `const`, the only value of an `enum`, or, for a header,
    /// its schema's (2.0: its own) `default`, or a required `Accept`'s media type example.
    ///
    /// A query or path parameter's `default` is not taken: documents put examples there (Twitter's required
    /// `status`, the text of the tweet, defaults to a sentence about its API console), and a request that sent
    /// one unasked would be a silent wrong value. A header's default is what versions and media types look like.
    private func fixedValue(of object: ParameterObject) -> YAMLNode? {
        let schema = object.node["schema"] ?? object.node
        if let value = schema["const"] { return value }
        if let values = schema["enum"]?.items, values.count == 1 { return values[0] }
        if object.location == "header", let value = schema["default"] { return value }
        return exampleAccept(of: object)
    }

    /// A required `Accept` header's example, when it is a media type: what the API answers in (MX's
    /// `application/vnd.mx.api.v1+json`), which an `Accept` of `application/json` does not ask for.
    ///
    /// Only `Accept`'s: an example of any other parameter is one value among many.
    private func exampleAccept(of object: ParameterObject) -> YAMLNode? {
        guard object.location == "header", object.name.lowercased() == "accept",
            object.node["required"]?.bool == true,
            let value = (object.node["schema"] ?? object.node)["example"] ?? object.node["example"],
            let text = value.scalar, RawBody.isMediaType(text, wildcards: true)
        else { return nil }
        return value
    }
}
