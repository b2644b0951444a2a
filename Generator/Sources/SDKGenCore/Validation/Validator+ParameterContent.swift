extension Validator {
    /// Checks a parameter sent as JSON (`content: json`: a value of any type, its JSON text in the query, a header,
    /// a cookie or a form field, an `application/json` part in a multipart body, the value itself in a JSON body) or
    /// as bracketed keys (`content: deep-object`).
    ///
    /// A path placeholder takes one segment, a patterned name expands a collection into many parameters, a whole
    /// body is no parameter value, a constant is sent as written and a file has no JSON spelling, so `content:` on
    /// any of those is an error.
    ///
    /// `content: deep-object` spells the value as bracketed keys, which only a query, a form or a multipart body
    /// carries: in a header, a cookie or a JSON body it is an error.
    mutating func checkParameterContent(_ parameter: Parameter, in endpoint: Endpoint, path: String) {
        guard let content = parameter.content else { return }
        let location = parameter.contentLocation ?? parameter.location
        let contentPath = "\(path).content"
        let problem: (message: String, hint: String)?
        if parameter.constant != nil {
            problem = (
                "'content: \(content.rawValue)' on constant parameter '\(parameter.wire)'",
                "a 'const:' value is sent as written; drop 'content:'"
            )
        } else if parameter.isBodyRoot || parameter.raw != nil {
            problem = (
                "'content: \(content.rawValue)' on '\(parameter.wire)', the whole body",
                "a whole body is encoded by the endpoint's 'body:'; drop 'content:'"
            )
        } else if parameter.pattern != nil {
            problem = (
                "'content: \(content.rawValue)' on patterned parameter '\(parameter.wire)'",
                "a patterned name sends one parameter per element; drop the pattern to send the whole value as one "
                    + "JSON text, or drop 'content:'"
            )
        } else if parameter.placement == .path {
            problem = (
                "'content: \(content.rawValue)' on path parameter '\(parameter.wire)'",
                "a path placeholder takes a scalar or an enum; send the "
                    + (content == .json ? "JSON text" : "bracketed keys") + " in the query ('in: query')"
            )
        } else if content == .deepObject, [.header, .cookie].contains(parameter.placement) {
            problem = (
                "'content: deep-object' on \(parameter.placement.rawValue) parameter '\(parameter.wire)'",
                "a \(parameter.placement.rawValue) holds one value; send its JSON text with 'content: json', or "
                    + "the bracketed keys in the query ('in: query')"
            )
        } else if content == .deepObject, bodyKind(of: parameter, in: endpoint) == .json {
            problem = (
                "'content: deep-object' on '\(parameter.wire)', a member of a JSON body",
                "a JSON body holds the value itself: use 'content: json', or send the bracketed keys with "
                    + "'in: query', 'in: form' or 'in: multipart'"
            )
        } else if let type = parameter.type?.type, containsFile(type) {
            problem = (
                "file parameter '\(parameter.wire)' has 'content: \(content.rawValue)'",
                "a file travels as a multipart part of its own; drop 'content:'"
            )
        } else {
            problem = nil
        }
        if let problem {
            diagnostics.error(problem.message, at: location, path: contentPath, hint: problem.hint)
        }
    }
}
