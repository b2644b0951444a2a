/// HTTP header fields: ordered, repeatable, and looked up case-insensitively.
///
/// Names keep the spelling they were added with (that is what goes on the wire); lookups,
/// replacements and removals ignore ASCII case.
public struct HTTPHeaders: Sendable, Hashable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
    /// One header field.
    public struct Field: Sendable, Hashable {
        /// The name as sent.
        public var name: String
        /// The value.
        public var value: String

        /// Creates a field.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The fields in order.
    public private(set) var fields: [Field]

    /// Creates headers from fields in order.
    public init(_ fields: [Field] = []) {
        self.fields = fields
    }

    /// Creates headers from name-value pairs in order.
    public init(_ pairs: [(String, String)]) {
        self.fields = pairs.map { Field(name: $0.0, value: $0.1) }
    }

    /// Creates headers from a dictionary literal, keeping the literal's order.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// The index of the first field.
    public var startIndex: Int { fields.startIndex }
    /// The index past the last field.
    public var endIndex: Int { fields.endIndex }
    /// The field at a position.
    public subscript(position: Int) -> Field { fields[position] }

    /// The first value for a name (case-insensitive); setting replaces every field of that name, `nil` removes them.
    public subscript(name: String) -> String? {
        get { fields.first { HTTPHeaders.namesMatch($0.name, name) }?.value }
        set {
            if let newValue {
                replaceOrAdd(name: name, value: newValue)
            } else {
                remove(name: name)
            }
        }
    }

    /// Every value for a name, in order (case-insensitive).
    public func values(for name: String) -> [String] {
        fields.compactMap { HTTPHeaders.namesMatch($0.name, name) ? $0.value : nil }
    }

    /// Whether a field of that name exists (case-insensitive).
    public func contains(name: String) -> Bool {
        fields.contains { HTTPHeaders.namesMatch($0.name, name) }
    }

    /// Appends a field, keeping any existing ones of the same name.
    public mutating func add(name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Replaces the first field of that name in place and removes the others, or appends a new field.
    public mutating func replaceOrAdd(name: String, value: String) {
        if let index = fields.firstIndex(where: { HTTPHeaders.namesMatch($0.name, name) }) {
            fields[index] = Field(name: name, value: value)
            var next = index + 1
            while next < fields.count {
                if HTTPHeaders.namesMatch(fields[next].name, name) {
                    fields.remove(at: next)
                } else {
                    next += 1
                }
            }
        } else {
            fields.append(Field(name: name, value: value))
        }
    }

    /// Removes every field of that name (case-insensitive).
    public mutating func remove(name: String) {
        fields.removeAll { HTTPHeaders.namesMatch($0.name, name) }
    }

    /// Adds every field of another set, replacing fields of the same names.
    public mutating func merge(_ other: HTTPHeaders) {
        for field in other.fields {
            replaceOrAdd(name: field.name, value: field.value)
        }
    }

    /// Compares two header names ignoring ASCII case, without allocating.
    public static func namesMatch(_ lhs: String, _ rhs: String) -> Bool {
        let left = lhs.utf8
        let right = rhs.utf8
        guard left.count == right.count else { return false }
        for (a, b) in zip(left, right) where a != b {
            guard lowercased(a) == lowercased(b) else { return false }
        }
        return true
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
    }
}
