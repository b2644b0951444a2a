import Foundation
import GRDB

/// Free text (names, descriptions, comments) in columns with every character kept, NUL included.
///
/// GRDB binds and reads Swift strings as C strings, so text holding a NUL (valid JSON, `"Milk\u0000 2%"`) was
/// cut at it: a server's item came back shortened, was seen as changed on every pull, and a later edit sent the
/// shortened text back. Text without a NUL is stored as before (a TEXT value); text with one is stored as its
/// UTF-8 bytes (a BLOB). Both read back from the column's bytes, never as a C string.
enum StoreText {
    /// The value to bind for a text: the string itself, or its UTF-8 bytes when it holds a NUL.
    static func value(_ text: String?) -> (any DatabaseValueConvertible)? {
        guard let text else { return nil }
        return text.utf8.contains(0) ? Data(text.utf8) : text
    }

    /// The text of a column (TEXT or BLOB), or `nil` when it is NULL.
    static func read(_ row: Row, _ index: Int) throws -> String? {
        try row.withUnsafeData(atIndex: index) { data in
            data.map { String(decoding: $0, as: UTF8.self) }
        }
    }
}
