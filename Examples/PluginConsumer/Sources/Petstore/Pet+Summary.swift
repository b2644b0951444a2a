import Foundation

extension Pet {
    /// `#1 Tom (available)`: one line for a list.
    public var summary: String {
        "#\(id) \(name) (\(status.rawValue))"
    }
}
