extension Validator {
    /// Checks a parameter sent as JSON (`content: json`): a value of any type, its JSON text in the query, a header,
    /// a cookie or a form field, an `application/json` part in a multipart body, the value itself in a JSON body.
    ///
    /// A path placeholder takes one segment, a patterned name expands a collection into many parameters, a whole
    /// body is no parameter value, a constant is sent as written and a file has no JSON spelling, so `content:` on
    /// any of those is an error.
    mutating func checkParameterContent(_ parameter: Parameter, path: String) {
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
                "a path placeholder takes a scalar or an enum; send the JSON text in the query ('in: query')"
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
