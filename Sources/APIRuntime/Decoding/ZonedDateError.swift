import Foundation

/// Why text is not a ``ZonedDate``, or an offset cannot be one.
///
/// Decoding wraps it in a `DecodingError.dataCorrupted` (its description, and the error as the underlying error),
/// which the client reports as `ClientError.decoding` with the coding path.
public enum ZonedDateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Not `yyyy-MM-dd'T'HH:mm[:ss[.fff]]` followed by an offset: a missing or malformed part.
    case malformed(String)
    /// A date-time without a UTC offset (`2015-04-13T10:00:00.000`): its instant is unknown.
    case missingOffset(String)
    /// An offset beyond `±23:59` (`+25:00`, `-07:60`).
    case offsetOutOfRange(String)
    /// An offset in seconds that is not a whole number of minutes within `±23:59`.
    case invalidOffset(seconds: Int)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .malformed(let text):
            return "'\(text)' is not an ISO 8601 date-time with a UTC offset (yyyy-MM-ddTHH:mm[:ss[.fff]]±hh:mm)"
        case .missingOffset(let text):
            return "'\(text)' has no UTC offset ('Z' or ±hh:mm)"
        case .offsetOutOfRange(let text):
            return "the UTC offset of '\(text)' is outside -23:59…+23:59"
        case .invalidOffset(let seconds):
            return "\(seconds) seconds is not a UTC offset (whole minutes within ±23:59)"
        }
    }
}
