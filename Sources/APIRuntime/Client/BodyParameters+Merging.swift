/// Adds the API's setting parameters to a body built from parameters (settings first).
///
/// Returns `nil` when the body cannot take more members (a JSON body encoded from a value, raw bytes);
/// the client then sends the settings in the query instead.
func merging(_ settings: Parameters, into body: any BodyParameters) -> (any BodyParameters)? {
    guard !settings.isEmpty else { return body }
    var merged = settings
    switch body {
    case let json as JSONBodyParameters:
        guard let parameters = json.parameters else { return nil }
        merged.append(contentsOf: parameters)
        return JSONBodyParameters(merged)
    case let form as FormURLEncodedBodyParameters:
        merged.append(contentsOf: form.parameters)
        return FormURLEncodedBodyParameters(merged)
    case let multipart as MultipartFormDataBodyParameters:
        do {
            let settingParts = try MultipartFormDataBodyParameters(settings).parts
            return MultipartFormDataBodyParameters(
                parts: settingParts + multipart.parts, includesExtendedFilename: multipart.includesExtendedFilename)
        } catch {
            return InvalidBodyParameters(error: error)
        }
    default:
        return nil
    }
}
