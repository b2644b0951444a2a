/// Where the user is, sent with every call as `r_lat`, `r_lng`, `r_radius` and `r_sensor`.
///
/// The API ranks and filters catalogs, offers and stores by distance from this point. Set it once when
/// creating the client; coordinates are checked so a bad value never reaches the server.
public struct Geolocation: Sendable, Hashable {
    /// The smallest radius the official SDKs send, in meters.
    public static let minimumRadius = 100
    /// The largest radius the API accepts, in meters.
    public static let maximumRadius = 700_000
    /// The radius the Android SDK sends by default, in meters.
    public static let defaultRadius = 100_000

    /// Latitude in degrees, −90…90.
    public let latitude: Double
    /// Longitude in degrees, −180…180.
    public let longitude: Double
    /// Search radius in meters, clamped to ``minimumRadius``…``maximumRadius``.
    public let radius: Int
    /// Whether the location comes from a sensor (GPS) rather than from the user.
    public let isFromSensor: Bool

    /// Creates a location; throws ``GeolocationError`` for coordinates outside their ranges.
    public init(
        latitude: Double, longitude: Double, radius: Int = Geolocation.defaultRadius, isFromSensor: Bool = false
    )
        throws(GeolocationError)
    {
        guard latitude.isFinite, (-90...90).contains(latitude) else { throw GeolocationError.invalidLatitude(latitude) }
        guard longitude.isFinite, (-180...180).contains(longitude) else {
            throw GeolocationError.invalidLongitude(longitude)
        }
        self.latitude = latitude
        self.longitude = longitude
        self.radius = min(max(radius, Self.minimumRadius), Self.maximumRadius)
        self.isFromSensor = isFromSensor
    }
}

/// Why a ``Geolocation`` could not be created.
public enum GeolocationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The latitude is not a number in −90…90.
    case invalidLatitude(Double)
    /// The longitude is not a number in −180…180.
    case invalidLongitude(Double)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .invalidLatitude(let value): return "latitude \(value) is not in -90...90"
        case .invalidLongitude(let value): return "longitude \(value) is not in -180...180"
        }
    }
}
