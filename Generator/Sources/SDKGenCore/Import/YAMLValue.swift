/// A YAML value to write: the importer's output tree, rendered by ``YAMLWriter``.
///
/// Strings are always strings: the writer quotes any text that a YAML reader would otherwise take for a
/// number, a Boolean, `null` or structure. Numbers and Booleans meant as such are ``literal(_:)``.
public indirect enum YAMLValue: Sendable, Hashable {
    /// A string scalar, quoted by the writer when it needs to be.
    case string(String)
    /// A scalar written as is (a number, `true`, `false`): the caller vouches that it is a plain YAML token.
    case literal(String)
    /// A mapping, keys in the given order.
    case mapping([(key: String, value: YAMLValue)])
    /// A sequence.
    case sequence([YAMLValue])

    /// Compares mappings pair by pair (tuples are not `Equatable`).
    public static func == (lhs: YAMLValue, rhs: YAMLValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)), (.literal(let a), .literal(let b)): return a == b
        case (.sequence(let a), .sequence(let b)): return a == b
        case (.mapping(let a), .mapping(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// Hashes what ``==`` compares: the case, the text, and mappings pair by pair.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let text):
            hasher.combine(0)
            hasher.combine(text)
        case .literal(let text):
            hasher.combine(1)
            hasher.combine(text)
        case .sequence(let items):
            hasher.combine(2)
            hasher.combine(items)
        case .mapping(let pairs):
            hasher.combine(3)
            hasher.combine(pairs.count)
            for pair in pairs {
                hasher.combine(pair.key)
                hasher.combine(pair.value)
            }
        }
    }

    /// An integer literal.
    public static func int(_ value: Int) -> YAMLValue { .literal(String(value)) }

    /// A Boolean literal.
    public static func bool(_ value: Bool) -> YAMLValue { .literal(value ? "true" : "false") }

    /// The type a written entry declares: its shorthand text (`label`, `'[string]'`), or its mapping's `type`
    /// (`{type: label, description: …}`); `nil` for anything else.
    var declaredType: String? {
        switch self {
        case .string(let type): return type
        case .mapping(let fields):
            if case .string(let type)? = fields.first(where: { $0.key == "type" })?.value { return type }
            return nil
        default: return nil
        }
    }

    /// The nodes the value is read back as (each scalar, key, mapping and sequence counts one, as
    /// `YAMLLoader` counts them) and how many levels of mappings and sequences it nests (0 for a scalar).
    var shape: (nodes: Int, depth: Int) {
        var nodes = 0
        var depth = 0
        // A stack of values with their levels instead of recursion: the writer's input is shallow, but nothing
        // here should depend on that.
        var pending: [(value: YAMLValue, level: Int)] = [(self, 0)]
        while let (value, level) = pending.popLast() {
            nodes += 1
            switch value {
            case .string, .literal: continue
            case .sequence(let items):
                depth = max(depth, level + 1)
                pending += items.map { ($0, level + 1) }
            case .mapping(let pairs):
                depth = max(depth, level + 1)
                nodes += pairs.count
                pending += pairs.map { ($0.value, level + 1) }
            }
        }
        return (nodes, depth)
    }

    /// Whether the value is a scalar (a string or a literal).
    var isScalar: Bool {
        switch self {
        case .string, .literal: return true
        case .mapping, .sequence: return false
        }
    }
}

/// An ordered mapping under construction: keys keep their insertion order, and setting a key again replaces
/// its value in place.
///
/// Keys are found through an index, so a mapping of thousands of models, properties or enum values is built in
/// linear time.
public struct YAMLMapping: Sendable {
    /// The pairs in order.
    public private(set) var pairs: [(key: String, value: YAMLValue)] = []
    /// Where each key stands in `pairs`.
    private var positions: [String: Int] = [:]

    /// Creates an empty mapping.
    public init() {}

    /// Whether the mapping has no pairs.
    public var isEmpty: Bool { pairs.isEmpty }

    /// Whether a key is present.
    public func contains(_ key: String) -> Bool { positions[key] != nil }

    /// The value of a key, set or replaced in place; `nil` removes the key.
    public subscript(key: String) -> YAMLValue? {
        get { positions[key].map { pairs[$0].value } }
        set {
            if let index = positions[key] {
                if let newValue {
                    pairs[index].value = newValue
                } else {
                    pairs.remove(at: index)
                    positions[key] = nil
                    for later in index..<pairs.count { positions[pairs[later].key] = later }
                }
            } else if let newValue {
                positions[key] = pairs.count
                pairs.append((key, newValue))
            }
        }
    }

    /// The mapping as a value.
    public var value: YAMLValue { .mapping(pairs) }
}
