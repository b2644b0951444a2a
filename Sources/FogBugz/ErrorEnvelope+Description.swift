import APIRuntime
import Foundation

/// The server's `<error code="N">` envelope is `FogBugzAPI.Failure`: a call that fails with one throws
/// `ClientError<FogBugzAPI>.api(envelope)`, its code in `envelope.error?.code` and, for an ambiguous logon
/// (code 2), the matching people in `envelope.people`.
extension ErrorEnvelope: CustomStringConvertible {
    /// `FogBugz error N: message`, plus the people of an ambiguous logon.
    public var description: String {
        var text = "FogBugz error"
        if let code = error?.code { text += " \(code.rawValue)" }
        if let message = error?.message { text += ": \(message)" }
        if let people, !people.isEmpty { text += " (people: \(people.joined(separator: ", ")))" }
        return text
    }
}
