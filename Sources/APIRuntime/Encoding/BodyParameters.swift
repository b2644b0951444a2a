import Foundation

/// A request body and its content type: JSON, form-URL-encoded or multipart.
///
/// The client asks for the body once per send; a retry sends the same ``HTTPBody`` again (a
/// ``BodyStream`` restarts from its first byte).
public protocol BodyParameters: Sendable {
    /// The `Content-Type` header value, including parameters such as the multipart boundary.
    var contentType: String { get }

    /// Builds the body; throws ``ClientError/invalidRequest(_:)`` when the parameters cannot be encoded.
    func makeBody() throws -> HTTPBody
}

/// Builds the body for derived and body-bound parameters in an encoding (used by ``Request/bodyParameters``).
///
/// Form and multipart bodies spell Booleans per `booleans` (the API's ``CodingOptions/parameterBooleans``);
/// JSON bodies write JSON Booleans. Multipart parameters that cannot be encoded (a file inside a comma-joined
/// list) produce a body whose ``BodyParameters/makeBody()`` throws ``ClientError/invalidRequest(_:)``, so the
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
    let error: ClientError
    var contentType: String { "application/octet-stream" }
    func makeBody() throws -> HTTPBody { throw error }
}

/// Adds the API's setting parameters to a body built from parameters (settings first).
///
/// Returns `nil` when the body cannot take more members (a JSON body encoded from a value, raw bytes);
/// the client then sends the settings in the query instead.
func merging(_ settings: Parameters, into body: any BodyParameters, booleans: BooleanSpelling = .words)
    -> (any BodyParameters)?
{
    guard !settings.isEmpty else { return body }
    var merged = settings
    switch body {
    case let json as JSONBodyParameters:
        guard let parameters = json.parameters else { return nil }
        merged.append(contentsOf: parameters)
        return JSONBodyParameters(merged)
    case let form as FormURLEncodedBodyParameters:
        merged.append(contentsOf: form.parameters)
        return FormURLEncodedBodyParameters(merged, booleans: form.booleans)
    case let multipart as MultipartFormDataBodyParameters:
        do {
            let settingParts = try MultipartFormDataBodyParameters(settings, booleans: booleans).parts
            return MultipartFormDataBodyParameters(
                parts: settingParts + multipart.parts, includesExtendedFilename: multipart.includesExtendedFilename)
        } catch {
            return InvalidBodyParameters(error: error)
        }
    default:
        return nil
    }
}
