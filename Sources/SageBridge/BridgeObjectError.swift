import APIRuntime
import Foundation

/// Why the object manager could not turn JSON into a value or a value into JSON.
///
/// An unknown `"type"` is not among them: such objects are kept raw and reported (see ``BridgeObjectManager``).
public enum BridgeObjectError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not JSON; the message says where parsing stopped.
    case malformedJSON(String)
    /// An object of a known type does not fit it (a required field is missing or has the wrong shape).
    case invalidObject(DecodingFailure)
    /// The value could not be encoded as JSON.
    case unencodable(String)

    /// Classifies a decoding failure of `data`.
    init(decoding error: ClientError, data: Data) {
        if (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) == nil {
            self = .malformedJSON(error.description)
        } else if case .decoding(let failure) = error {
            self = .invalidObject(failure)
        } else {
            self = .malformedJSON(error.description)
        }
    }

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .malformedJSON(let message): return "not JSON: \(message)"
        case .invalidObject(let failure): return "invalid Bridge object: \(failure.description)"
        case .unencodable(let message): return "cannot encode: \(message)"
        }
    }
}
