import APIRuntime
import Etilbudsavis

/// How the sync loop sees a failed call: worth retrying, refused by the server, or about something gone.
///
/// This is the only place that looks inside the client's error type, so a change of that type touches
/// one switch (``RemoteFailure/init(_:)``).
enum RemoteFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The server could not be reached or answered with a transient failure (transport error, 5xx, 2015
    /// after its one resend, maintenance, rate control, a session that could not be renewed): try again.
    case unreachable(String)
    /// The server refused the change (no permission, invalid data, a stale delete): revert to its copy.
    case rejected(code: Int?, message: String)
    /// The object does not exist on the server (1501 invalid resource id, 1440 not found, 1441 deleted).
    case gone

    /// Classifies an error thrown by ``EtilbudsavisClient/send(_:)``.
    init(_ error: any Error) {
        switch error {
        case let failure as RemoteFailure:
            self = failure
        case let failure as ClientError<EtilbudsavisAPI>:
            self = Self(failure)
        default:
            self = .unreachable(String(describing: error))
        }
    }

    /// Classifies the client's typed error, case by case.
    init(_ error: ClientError<EtilbudsavisAPI>) {
        switch error {
        case .transport(let transport):
            self = .unreachable(transport.description)
        case .httpStatus(let response):
            self =
                response.statusCode >= 500 || response.statusCode == 429 || response.statusCode == 408
                ? .unreachable("HTTP \(response.statusCode)")
                : .rejected(code: nil, message: "HTTP \(response.statusCode)")
        case .api(let api, _):
            self = Self.classify(code: api.code, message: api.message ?? "API error \(api.code)")
        case .session(let failure):
            // No session could be made (an unreachable server) or no user is attached: try again later.
            self = .unreachable(failure.description)
        case .decoding(let failure):
            // The server's answer could not be read; the change may or may not have been applied. Sending
            // it again is safe (PUT and DELETE are idempotent), so treat it like a lost answer.
            self = .unreachable(failure.description)
        case .invalidRequest(let message):
            self = .rejected(code: nil, message: message)
        }
    }

    /// What an API error code means for a change being synced.
    static func classify(code: Int, message: String) -> RemoteFailure {
        switch code {
        case 1440, 1441, 1501: return .gone
        case 1100...1199, 1600...1699, 2000...2099, 5000...5999: return .unreachable("API error \(code): \(message)")
        default: return .rejected(code: code, message: message)
        }
    }

    /// A one-line explanation.
    var description: String {
        switch self {
        case .unreachable(let reason): return "server unreachable: \(reason)"
        case .rejected(let code, let message): return "refused\(code.map { " (\($0))" } ?? ""): \(message)"
        case .gone: return "no longer on the server"
        }
    }
}
