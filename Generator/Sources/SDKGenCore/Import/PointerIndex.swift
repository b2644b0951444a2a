/// A document's upper mappings by key, so that a JSON pointer into it is followed without a linear search.
///
/// A document with tens of thousands of component schemas (or paths, parameters, responses) and as many `$ref`s
/// would search the components mapping once per reference, which is quadratic. The index holds the pairs of the
/// root mapping and of the mappings up to ``indexedDepth`` levels below it (`#/components/schemas/<name>`,
/// `#/definitions/<name>`, `#/paths/<path>`), built once; below that a pointer is followed pair by pair, as the
/// mappings there (a schema's properties) are small.
struct PointerIndex {
    /// Mappings this many levels down from the root (the root is level 0) are indexed.
    static let indexedDepth = 2

    /// The document's root.
    let root: YAMLNode
    /// Each indexed mapping's values by key (the first pair of a key, as the mapping subscript finds it), keyed by
    /// the tokens of the mapping's pointer.
    private let mappings: [[String]: [String: YAMLNode]]

    /// Indexes a document's root.
    init(root: YAMLNode) {
        self.root = root
        var mappings: [[String]: [String: YAMLNode]] = [:]
        var level: [(path: [String], node: YAMLNode)] = [([], root)]
        for depth in 0...Self.indexedDepth {
            var next: [(path: [String], node: YAMLNode)] = []
            for (path, node) in level {
                guard let pairs = node.pairs else { continue }
                var values: [String: YAMLNode] = [:]
                values.reserveCapacity(pairs.count)
                for pair in pairs {
                    guard let key = pair.key.scalar, values[key] == nil else { continue }
                    values[key] = pair.value
                    if depth < Self.indexedDepth, pair.value.pairs != nil { next.append((path + [key], pair.value)) }
                }
                mappings[path] = values
            }
            level = next
        }
        self.mappings = mappings
    }

    /// The node a local pointer names (`#/components/schemas/Pet`), or `nil`.
    func node(at pointer: String) -> YAMLNode? {
        guard let tokens = JSONPointer.tokens(pointer) else { return nil }
        var node = root
        for (position, token) in tokens.enumerated() {
            if let items = node.items {
                guard let index = Int(token), items.indices.contains(index) else { return nil }
                node = items[index]
            } else if position <= Self.indexedDepth, let values = mappings[Array(tokens[..<position])] {
                guard let value = values[token] else { return nil }
                node = value
            } else if let value = node[token] {
                node = value
            } else {
                return nil
            }
        }
        return node
    }
}
