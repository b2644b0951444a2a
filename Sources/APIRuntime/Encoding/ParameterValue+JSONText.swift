import Foundation

/// Parameters sent as JSON text (a schema's `content: json`; OpenAPI's `content: application/json` parameter).
///
/// The value, whatever its type — a model, a list of models, a map, a string — is encoded as one JSON document
/// with the API's coding options and travels as that text in a query, a header, a cookie or a form field
/// (`filter={"name":"Rex","tags":["a"]}`, percent-encoded by the query encoder as usual), as a part of type
/// `application/json` in a multipart body, and as the value itself in a JSON body.
extension ParameterValue {
    /// The value's JSON text as ``json(_:)``, encoded with the API's coding options (sorted keys, slashes
    /// unescaped, the API's date format); ``unencodable(_:)`` with the reason when JSON cannot carry it (a
    /// non-finite number, an external type whose encoding throws), so the call fails before it is sent instead
    /// of sending a wrong value.
    public static func jsonText<Value: Encodable>(of value: Value, options: CodingOptions) -> ParameterValue {
        do {
            let data = try options.makeJSONEncoder().encode(value)
            return .json(String(decoding: data, as: UTF8.self))
        } catch {
            return .unencodable("\(Value.self) has no JSON text: \(error)")
        }
    }

    /// The reason of the first unencodable value in this value (itself or a list element), if there is one.
    public var unencodableReason: String? {
        switch self {
        case .unencodable(let reason): return reason
        case .list(let values):
            for value in values {
                if let reason = value.unencodableReason { return reason }
            }
            return nil
        default: return nil
        }
    }
}

extension CallFailure {
    /// The failure of a parameter whose value has no wire spelling.
    static func unencodable(_ name: String, _ reason: String) -> CallFailure {
        .invalidRequest("parameter '\(name)' cannot be encoded: \(reason)")
    }
}
