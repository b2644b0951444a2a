/// One HTTP header field as it crossed the wire: name spelling and order are kept.
public struct LoopbackHeaderField: Sendable, Hashable, CustomStringConvertible {
    /// The field name, as the peer spelled it.
    public var name: String
    /// The field value.
    public var value: String

    /// Creates a header field.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// `Name: value`.
    public var description: String { "\(name): \(value)" }
}

extension Array where Element == LoopbackHeaderField {
    /// The first value of a field, compared case-insensitively, or `nil`.
    public func first(named name: String) -> String? {
        first { $0.name.caseInsensitiveEquals(name) }?.value
    }

    /// Every value of a field in order, compared case-insensitively.
    public func values(named name: String) -> [String] {
        compactMap { $0.name.caseInsensitiveEquals(name) ? $0.value : nil }
    }
}

extension String {
    /// ASCII case-insensitive equality, for header names.
    func caseInsensitiveEquals(_ other: String) -> Bool {
        let left = utf8
        let right = other.utf8
        guard left.count == right.count else { return false }
        for (a, b) in zip(left, right) where a != b {
            let lowerA = (a >= 0x41 && a <= 0x5A) ? a | 0x20 : a
            let lowerB = (b >= 0x41 && b <= 0x5A) ? b | 0x20 : b
            guard lowerA == lowerB else { return false }
        }
        return true
    }
}
