/// A YAML node with the place it came from: the loader's output and the schema reader's input.
///
/// The tree is our own (``YAMLLoader`` builds it from libyaml's events) so that every later phase sees locations
/// as ``SourceLocation`` values and does not depend on the YAML library.
public struct YAMLNode: Sendable {
    /// A key-value pair of a mapping, keys kept in source order.
    public struct Pair: Sendable {
        /// The key node (a scalar in every schema).
        public var key: YAMLNode
        /// The value node.
        public var value: YAMLNode
    }

    /// The shape of a node.
    public indirect enum Content: Sendable {
        /// A scalar with its text and whether it was quoted (quoted scalars are never `null` or numbers).
        case scalar(String, quoted: Bool)
        /// A mapping in source order.
        case mapping([Pair])
        /// A sequence.
        case sequence([YAMLNode])
    }

    /// The node's content.
    public var content: Content
    /// Where the node starts.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// The text of a scalar, or `nil` for mappings and sequences.
    public var scalar: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// The text of a non-null scalar.
    public var string: String? {
        isNull ? nil : scalar
    }

    /// Whether the node is a plain `null`, `~` or empty scalar.
    public var isNull: Bool {
        if case .scalar(let text, let quoted) = content, !quoted {
            return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
        }
        return false
    }

    /// Whether a scalar was written in quotes.
    public var isQuoted: Bool {
        if case .scalar(_, let quoted) = content { return quoted }
        return false
    }

    /// The pairs of a mapping, or `nil`.
    public var pairs: [Pair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The items of a sequence, or `nil`.
    public var items: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The value of a key in a mapping (first match), or `nil`.
    public subscript(key: String) -> YAMLNode? {
        pairs?.first { $0.key.scalar == key }?.value
    }

    /// A noun for messages: "a mapping", "a sequence", "a scalar".
    public var kindDescription: String {
        switch content {
        case .scalar: return isNull ? "null" : "a scalar"
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        }
    }

    /// A Boolean scalar (`true`/`false`, `yes`/`no` are not accepted: YAML 1.2 core schema).
    public var bool: Bool? {
        guard case .scalar(let text, quoted: false) = content else { return nil }
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// An integer scalar.
    public var int: Int? {
        guard case .scalar(let text, quoted: false) = content else { return nil }
        return Int(text)
    }

    /// A scalar written where the importer builds a schema of its own (plain unless `quoted`).
    static func scalar(_ text: String, quoted: Bool = false, at location: SourceLocation) -> YAMLNode {
        YAMLNode(.scalar(text, quoted: quoted), at: location)
    }

    /// A mapping the importer builds, its keys plain scalars, at `location`.
    static func mapping(_ pairs: [(key: String, value: YAMLNode)], at location: SourceLocation) -> YAMLNode {
        YAMLNode(
            .mapping(pairs.map { Pair(key: .scalar($0.key, at: $0.value.location), value: $0.value) }), at: location)
    }
}
