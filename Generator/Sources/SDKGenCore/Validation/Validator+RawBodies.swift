extension Validator {
    /// Checks raw request and response bodies (`raw: text | binary`) and path parameters that keep `/`.
    mutating func checkRawBodiesAndSlashes(_ endpoint: Endpoint, path: String) {
        if let raw = endpoint.rawResponse {
            checkContentType(raw, wildcards: true, path: "\(path).response")
        }
        for parameter in endpoint.parameters {
            let parameterPath = "\(path).parameters.\(parameter.wire)"
            if let raw = parameter.raw {
                checkContentType(raw, wildcards: false, path: "\(path).body")
            }
            guard parameter.keepsSlashes else { continue }
            let location = parameter.keepsSlashesLocation ?? parameter.location
            if parameter.placement != .path {
                diagnostics.error(
                    "'keepSlashes' applies to path parameters only, but '\(parameter.wire)' goes in "
                        + "\(parameter.placement.rawValue)",
                    at: location, path: "\(parameterPath).keepSlashes",
                    hint: "add 'in: path' and a '{\(parameter.wire)}' placeholder, or drop 'keepSlashes'")
            } else if let type = parameter.type, type.type.nonOptional != .scalar(.string) {
                diagnostics.error(
                    "'keepSlashes' needs a string parameter, but '\(parameter.wire)' is '\(type.text)'",
                    at: location, path: "\(parameterPath).keepSlashes",
                    hint: "only text can hold '/'; write 'type: string'")
            }
        }
    }

    private mutating func checkContentType(_ raw: RawBody, wildcards: Bool, path: String) {
        guard let contentType = raw.contentType else { return }
        guard !RawBody.isMediaType(contentType, wildcards: wildcards) else { return }
        diagnostics.error(
            "'\(contentType)' is not a media type", at: raw.contentTypeLocation ?? raw.location,
            path: "\(path).contentType",
            hint: wildcards
                ? "write type/subtype, such as 'text/plain' or 'application/pdf' ('text/*' and '*/*' are allowed here)"
                : "write type/subtype, such as 'text/plain; charset=utf-8' or 'application/octet-stream'")
    }
}
