import APIRuntime
import Foundation

extension ClientError {
    /// The server's `<error code="N">` envelope when the call failed with one, else `nil`.
    ///
    /// For an ambiguous logon (code 2) the envelope also lists the matching people.
    public var fogBugzError: ErrorEnvelope? {
        guard case .api(let error) = self else { return nil }
        return error as? ErrorEnvelope
    }

    /// The FogBugz error code when the call failed with the server's error envelope, else `nil`.
    public var fogBugzErrorCode: ErrorCode? {
        fogBugzError?.error?.code
    }
}

extension Error {
    /// The FogBugz error code when this is a ``ClientError`` carrying the server's error envelope.
    var fogBugzErrorCode: ErrorCode? {
        (self as? ClientError)?.fogBugzErrorCode
    }

    /// The server's error envelope when this is a ``ClientError`` carrying one.
    var fogBugzError: ErrorEnvelope? {
        (self as? ClientError)?.fogBugzError
    }
}

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
