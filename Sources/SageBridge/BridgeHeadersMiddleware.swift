import APIRuntime

/// Sends `User-Agent` and `Accept-Language` with every request, sign-in included.
///
/// The client adds settings only to authenticated requests, but Bridge checks the app version (410) and records
/// the languages on sign-in, which is not authenticated (schema language gap 4 of SageBridge).
struct BridgeHeadersMiddleware: Middleware {
    /// The settings the header values come from.
    let settings: SageBridgeAPI.Settings

    /// Adds the headers, replacing any the request already has.
    func intercept(_ request: HTTPRequest, next: MiddlewareNext) async throws -> HTTPResponse {
        var request = request
        for parameter in SageBridgeAPI.settingParameters(settings) where parameter.location == .header {
            if case .string(let value) = parameter.value {
                request.headers.replaceOrAdd(name: parameter.name, value: value)
            }
        }
        return try await next(request)
    }
}
