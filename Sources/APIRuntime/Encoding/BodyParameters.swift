import Foundation

/// A request body and its content type: JSON, form-URL-encoded or multipart.
///
/// The client asks for the body once per send; a retry sends the same ``HTTPBody`` again (a
/// ``BodyStream`` restarts from its first byte).
public protocol BodyParameters: Sendable {
    /// The `Content-Type` header value, including parameters such as the multipart boundary.
    var contentType: String { get }

    /// Builds the body; throws ``CallFailure/invalidRequest(_:)`` when the parameters cannot be encoded.
    func makeBody() throws -> HTTPBody
}

/// Builds the body for placed body members in an encoding (``ParameterPlacement/bodyParameters(booleans:)``).
///
/// Form and multipart bodies spell Booleans per `booleans` (the API's ``CodingOptions/parameterBooleans``);
/// JSON bodies write JSON Booleans. Multipart parameters that cannot be encoded (a file inside a comma-joined
/// list) produce a body whose ``BodyParameters/makeBody()`` throws ``CallFailure/invalidRequest(_:)``, so the
/// error surfaces on send.
public func makeBodyParameters(
    _ parameters: Parameters, encoding: BodyEncoding, booleans: BooleanSpelling = .words
) -> any BodyParameters {
    switch encoding {
    case .json:
        return JSONBodyParameters(parameters)
    case .form:
        return FormURLEncodedBodyParameters(parameters, booleans: booleans)
    case .multipart:
        do {
            return try MultipartFormDataBodyParameters(parameters, booleans: booleans)
        } catch {
            return InvalidBodyParameters(error: error)
        }
    }
}

/// A body that could not be built; throws its error when the client asks for the bytes.
struct InvalidBodyParameters: BodyParameters {
    let error: CallFailure
    var contentType: String { "application/octet-stream" }
    func makeBody() throws -> HTTPBody { throw error }
}
