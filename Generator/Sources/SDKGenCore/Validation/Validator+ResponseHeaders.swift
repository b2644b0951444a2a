extension Validator {
    /// Checks an endpoint's `responseHeaders:`: field names, Swift names, types and formats.
    ///
    /// A field name must be a header token and appear once (names compare case-insensitively); the Swift names must
    /// be identifiers, distinct, and not a member the generated struct declares (`init`, `Type`); a type is one of
    /// `string`, `int`, `int64`, `double`, `bool`, `date-time`, `url` or `[string]` (optional with `?`); `format:`
    /// applies to `date-time` alone.
    mutating func checkResponseHeaders(_ endpoint: Endpoint, path endpointPath: String) {
        var seen: [String: SourceLocation] = [:]
        var names: [String: (wire: String, location: SourceLocation)] = [:]
        for header in endpoint.responseHeaders {
            let path = "\(endpointPath).responseHeaders.\(header.name)"
            if header.name.isEmpty || !header.name.allSatisfy(ResponseHeader.isTokenCharacter) {
                diagnostics.error(
                    "response header '\(header.name)' is not a header field name", at: header.location, path: path,
                    hint: "a field name is letters, digits and !#$%&'*+-.^_`|~ (such as 'X-RateLimit-Remaining')")
            } else if let first = seen[header.name.lowercased()] {
                diagnostics.error(
                    "response header '\(header.name)' is listed twice (names compare case-insensitively)",
                    at: header.location, path: path, hint: "the other one is at \(first)")
            } else {
                seen[header.name.lowercased()] = header.location
            }
            checkMemberName(
                header.swiftName, explicit: header.hasExplicitSwiftName, wire: header.name, at: header.location,
                path: path, scope: &names, in: .model)
            let type = header.type.type.nonOptional
            var fits = false
            if case .scalar(let scalar) = type { fits = ResponseHeader.scalarTypes.contains(scalar) }
            if case .array(.scalar(.string)) = type { fits = true }
            if !fits {
                diagnostics.error(
                    "response header '\(header.name)' has type '\(header.type.type)', which a header field cannot hold",
                    at: header.type.location, path: "\(path).type",
                    hint: "use string, int, int64, double, bool, date-time, url or [string]; read others from the "
                        + "text ('string')")
            }
            if header.format != nil, type != .scalar(.dateTime) {
                diagnostics.error(
                    "'format' applies to a 'date-time' header, not '\(header.type.type)'", at: header.location,
                    path: "\(path).format", hint: "remove 'format', or make the type 'date-time'")
            }
        }
    }
}
