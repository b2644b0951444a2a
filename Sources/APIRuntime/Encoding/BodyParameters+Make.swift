/// Builds the body for derived and body-bound parameters in an encoding (used by ``Request/bodyParameters``).
///
/// Multipart parameters that cannot be encoded (a file inside a comma-joined list) produce a body whose
/// ``BodyParameters/makeBody()`` throws ``ClientError/invalidRequest(_:)``, so the error surfaces on send.
public func makeBodyParameters(_ parameters: Parameters, encoding: BodyEncoding) -> any BodyParameters {
    switch encoding {
    case .json:
        return JSONBodyParameters(parameters)
    case .form:
        return FormURLEncodedBodyParameters(parameters)
    case .multipart:
        do {
            return try MultipartFormDataBodyParameters(parameters)
        } catch {
            return InvalidBodyParameters(error: error)
        }
    }
}

/// A body that could not be built; throws its error when the client asks for the bytes.
struct InvalidBodyParameters: BodyParameters {
    let error: ClientError
    var contentType: String { "application/octet-stream" }
    func makeBody() throws -> HTTPBody { throw error }
}
