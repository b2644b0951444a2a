import APIRuntime
import Etilbudsavis
import Foundation

/// How values that are not plain SQLite values are kept in columns: an ERN as its type and id, an item's
/// `meta` as its comment column when that is all it holds, and any other `meta` as JSON text.
///
/// Reading a row then parses JSON only for the rare `meta` that holds more than a comment.
enum StoreColumns {
    /// The `meta` key of an item's comment (the Android SDK's `Api.MetaKey.COMMENT`).
    static let commentKey = "eta_comment"

    /// The ERN stored as type and id, or `nil` when there is none.
    static func ern(type: String?, id: String?) -> ERN? {
        guard let type, let id else { return nil }
        return try? ERN(type: ERNType(rawValue: type), id: id)
    }

    /// An item's `meta` for its columns: `(nil, comment)` when it is exactly `{"eta_comment": "<text>"}`,
    /// otherwise `(JSON text, nil)` (both `nil` without `meta`).
    static func split(_ meta: JSONValue?) -> (json: String?, comment: String?) {
        guard let meta else { return (nil, nil) }
        if case .object(let members) = meta, members.count == 1, let comment = members[commentKey]?.stringValue {
            return (nil, comment)
        }
        return (text(meta), nil)
    }

    /// An item's `meta` from its columns (the inverse of ``split(_:)``).
    static func meta(json: String?, comment: String?) -> JSONValue? {
        if let comment { return .object([commentKey: .string(comment)]) }
        return self.json(json)
    }

    /// A JSON value as compact text with sorted keys.
    static func text(_ value: JSONValue?) -> String? {
        guard let value, let data = try? value.serialized() else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// JSON text parsed, or `nil` for no text (text that is not JSON also reads as `nil`, as the seed's
    /// SDKs treat invalid `meta`).
    static func json(_ text: String?) -> JSONValue? {
        guard let text else { return nil }
        return try? JSONValue(data: Data(text.utf8))
    }
}
