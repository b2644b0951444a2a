import APIRuntime
import Foundation

/// Puts the client's current location into every authenticated call (`r_lat`, `r_lng`, `r_radius`,
/// `r_sensor`), so a location changed on a live client applies to the next call.
///
/// The location the client was created with is also in its settings; this middleware replaces those four
/// query items with the live value (or removes them when the location was cleared).
struct GeolocationMiddleware: Middleware {
    /// The query items the location is sent in.
    static let names: Set<String> = ["r_lat", "r_lng", "r_radius", "r_sensor"]

    let location: LockedValue<Geolocation?>

    func intercept(_ request: HTTPRequest, next: MiddlewareNext) async throws -> HTTPResponse {
        guard request.requiresAuthentication,
            var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        else { return try await next(request) }
        let current = location.current
        let kept = (components.percentEncodedQueryItems ?? []).filter { !Self.names.contains($0.name) }
        var added = Parameters()
        if let current {
            added.append("r_lat", .number(current.latitude), location: .query)
            added.append("r_lng", .number(current.longitude), location: .query)
            added.append("r_radius", .integer(current.radius), location: .query)
            added.append("r_sensor", .boolean(current.isFromSensor), location: .query)
        }
        let encoded = try QueryEncoder.encode(added, booleans: EtilbudsavisAPI.codingOptions.parameterBooleans)
        let keptText = kept.map { item in item.value.map { "\(item.name)=\($0)" } ?? item.name }
        let query = (keptText + (encoded.isEmpty ? [] : [encoded])).joined(separator: "&")
        components.percentEncodedQuery = query.isEmpty ? nil : query
        guard let url = components.url else { return try await next(request) }
        var rewritten = request
        rewritten.url = url
        return try await next(rewritten)
    }
}

extension EtilbudsavisClient {
    /// The location sent with the next call, if any.
    public var geolocation: Geolocation? { liveGeolocation.current }

    /// Changes the location sent with every call from now on; `nil` stops sending one.
    public func setGeolocation(_ geolocation: Geolocation?) {
        liveGeolocation.withLock { $0 = geolocation }
    }
}
