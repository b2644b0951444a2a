import APIRuntime
import Foundation

/// Why a ``FogBugzSession`` refused to go on: an incompatible server, an ambiguous logon, a missing step.
///
/// It is `FogBugzAPI.SessionFailure`: the session throws it as `ClientError<FogBugzAPI>.session(_:)`, next to
/// the failures of a single call (transport, the API's `<error code="N">` envelope as `.api`, decoding).
public enum FogBugzSessionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The server no longer speaks the API version this SDK was written for: its `minversion` is above
    /// ``FogBugzSession/supportedAPIVersion``.
    case unsupportedAPIVersion(serverVersion: Int, serverMinimumVersion: Int, supportedVersion: Int)
    /// `api.xml` named a command prefix that is not a relative `api.asp?`-style reference on the same server
    /// (an absolute or scheme-relative URL would send the password elsewhere).
    case invalidCommandPrefix(String)
    /// The email matched several people (FogBugz error 2); log on again with one of these full names.
    case ambiguousLogon(people: [String])
    /// The environment a session was created with has no `server` host (the root `api.xml` is read from).
    case noServerHost

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .unsupportedAPIVersion(let version, let minimum, let supported):
            return "the FogBugz server speaks API version \(version) and no longer supports versions below "
                + "\(minimum); this SDK speaks version \(supported)"
        case .invalidCommandPrefix(let prefix):
            return "api.xml names an unusable command prefix '\(prefix)'"
        case .ambiguousLogon(let people):
            return "ambiguous logon: the email matches \(people.joined(separator: ", "))"
        case .noServerHost:
            return "the environment has no 'server' host to read api.xml from"
        }
    }
}

extension FogBugzAPI {
    /// The session's own rules, carried by `ClientError<FogBugzAPI>.session(_:)`.
    public typealias SessionFailure = FogBugzSessionError
}
