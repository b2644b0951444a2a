/// Builds one document's ``YAMLNode`` tree from libyaml's events, without recursion.
///
/// Anchors are remembered when their node is complete, so an alias repeats a finished node (an alias inside
/// the node it names is undefined, which rules out cycles). Merge keys (`<<: *shared`) are resolved here:
/// explicit keys win, then earlier merges. Every node and every alias expansion is counted, and so is the depth
/// an alias brings along, so an alias bomb or absurd nesting is a ``YAMLLoadError`` instead of a hang.
struct YAMLTreeBuilder {
    /// A finished node with the number of nodes it expands to and the levels of mappings and sequences it spans
    /// (0 for a scalar).
    private struct Built {
        var node: YAMLNode
        var size: Int
        var height: Int
    }

    /// A mapping or sequence still being read.
    private struct Frame {
        var isMapping: Bool
        var location: SourceLocation
        var anchor: String?
        var items: [YAMLNode] = []
        var pairs: [YAMLNode.Pair] = []
        /// A key read, waiting for its value, and whether it is a merge key.
        var pendingKey: (node: YAMLNode, isMerge: Bool)?
        /// Merge keys' pairs, with the number of explicit pairs before each and the merge key's place.
        var merges: [(index: Int, pairs: [YAMLNode.Pair], key: SourceLocation)] = []
        /// Scalar keys seen so far with their places, once the mapping is too big for a linear scan.
        var keyIndex: [String: SourceLocation]?
        var size = 1
        var height = 1
    }

    /// Mappings up to this many pairs find duplicate keys by a linear scan (cheaper than hashing).
    private static let linearScanLimit = 12

    let maximumNodes: Int
    let maximumDepth: Int
    private var anchors: [String: Built] = [:]
    private var stack: [Frame] = []
    private var expanded = 0
    /// The part of ``expanded`` that aliases repeated, to tell an alias bomb from a document that is simply large.
    private var repeated = 0
    private var duplicates: [YAMLLoadError.DuplicateKey] = []
    /// The document's root, once its last event has been read.
    private(set) var root: YAMLNode?

    /// Creates a builder with the given limits.
    init(maximumNodes: Int, maximumDepth: Int) {
        self.maximumNodes = maximumNodes
        self.maximumDepth = maximumDepth
    }

    /// Takes one event of the document's content (not stream or document events).
    mutating func take(_ event: YAMLEvent) throws(YAMLLoadError) {
        switch event.kind {
        case .scalar(let text, let style):
            try count(1, at: event.location)
            let node = YAMLNode(.scalar(text, quoted: style == .quoted), at: event.location)
            try finish(Built(node: node, size: 1, height: 0), anchor: event.anchor, mergeCandidate: style == .plain)
        case .alias(let name):
            guard let built = anchors[name] else { throw .undefinedAlias(name: name, at: event.location) }
            repeated += built.size
            try count(built.size, at: event.location)
            if stack.count + built.height > maximumDepth {
                throw .nestedTooDeep(limit: maximumDepth, at: event.location)
            }
            try finish(built, anchor: nil, mergeCandidate: false)
        case .sequenceStart, .mappingStart:
            try count(1, at: event.location)
            if stack.count + 1 > maximumDepth { throw .nestedTooDeep(limit: maximumDepth, at: event.location) }
            var isMapping = false
            if case .mappingStart = event.kind { isMapping = true }
            stack.append(Frame(isMapping: isMapping, location: event.location, anchor: event.anchor))
        case .sequenceEnd, .mappingEnd:
            guard let frame = stack.popLast() else { return }
            let content: YAMLNode.Content = frame.isMapping ? .mapping(Self.merged(frame)) : .sequence(frame.items)
            let built = Built(node: YAMLNode(content, at: frame.location), size: frame.size, height: frame.height)
            try finish(built, anchor: frame.anchor, mergeCandidate: false)
        case .streamStart, .streamEnd, .documentStart, .documentEnd:
            return
        }
    }

    /// The duplicate keys found in the document, as one error; call after the document's last event.
    func checkDuplicates() throws(YAMLLoadError) {
        if !duplicates.isEmpty { throw .duplicateKeys(duplicates) }
    }

    /// Counts nodes of the expanded document against the limit.
    private mutating func count(_ nodes: Int, at location: SourceLocation) throws(YAMLLoadError) {
        expanded += nodes
        guard expanded > maximumNodes else { return }
        if repeated * 2 < expanded { throw .documentTooLarge(limit: maximumNodes, at: location) }
        throw .tooManyNodes(limit: maximumNodes, at: location)
    }

    /// Registers a finished node's anchor and hands the node to its parent (or makes it the root).
    private mutating func finish(_ built: Built, anchor: String?, mergeCandidate: Bool) throws(YAMLLoadError) {
        if let anchor { anchors[anchor] = built }
        guard !stack.isEmpty else {
            root = built.node
            return
        }
        let top = stack.count - 1
        stack[top].size += built.size
        stack[top].height = max(stack[top].height, built.height + 1)
        guard stack[top].isMapping else {
            stack[top].items.append(built.node)
            return
        }
        guard let key = stack[top].pendingKey else {
            let isMerge = mergeCandidate && built.node.scalar == "<<"
            noteKey(built.node, isMerge: isMerge, in: top)
            stack[top].pendingKey = (built.node, isMerge)
            return
        }
        stack[top].pendingKey = nil
        if key.isMerge, let pairs = Self.mergePairs(built.node) {
            stack[top].merges.append((stack[top].pairs.count, pairs, key.node.location))
        } else {
            // A merge key whose value is not mergeable stays a pair; the schema reader reports it.
            stack[top].pairs.append(YAMLNode.Pair(key: key.node, value: built.node))
        }
    }

    /// Records a duplicate when a scalar key was seen before in the same mapping (a second merge key included).
    private mutating func noteKey(_ key: YAMLNode, isMerge: Bool, in index: Int) {
        guard let text = key.scalar else { return }
        // Read through `stack[index]`, never a copy of the frame: a copy would share the key index, and the
        // insertion below would then copy the whole dictionary for every key (quadratic in the mapping's size).
        let first: SourceLocation?
        if stack[index].keyIndex != nil {
            first = stack[index].keyIndex?[text]
        } else if isMerge {
            first = stack[index].merges.first?.key
        } else {
            first = stack[index].pairs.first { $0.key.scalar == text }?.key.location
        }
        if let first {
            duplicates.append(YAMLLoadError.DuplicateKey(key: text, location: key.location, first: first))
            return
        }
        if stack[index].keyIndex == nil, stack[index].pairs.count >= Self.linearScanLimit {
            var keyIndex: [String: SourceLocation] = [:]
            if let merge = stack[index].merges.first { keyIndex["<<"] = merge.key }
            for pair in stack[index].pairs {
                if let scalar = pair.key.scalar, keyIndex[scalar] == nil { keyIndex[scalar] = pair.key.location }
            }
            stack[index].keyIndex = keyIndex
        }
        stack[index].keyIndex?[text] = key.location
    }

    /// A mapping's pairs with its merge keys resolved: merged pairs sit where the merge key is, explicit keys win,
    /// then earlier merges.
    private static func merged(_ frame: Frame) -> [YAMLNode.Pair] {
        guard !frame.merges.isEmpty else { return frame.pairs }
        var pairs = frame.pairs
        var seen = Set(pairs.compactMap(\.key.scalar))
        var inserts: [(index: Int, pairs: [YAMLNode.Pair])] = []
        for merge in frame.merges {
            inserts.append((merge.index, merge.pairs.filter { seen.insert($0.key.scalar ?? "").inserted }))
        }
        for insert in inserts.reversed() {
            pairs.insert(contentsOf: insert.pairs, at: insert.index)
        }
        return pairs
    }

    /// The pairs a merge key brings in: one mapping, or a sequence of mappings (earlier ones win); `nil` for any
    /// other value, which is not a merge.
    private static func mergePairs(_ node: YAMLNode) -> [YAMLNode.Pair]? {
        if let pairs = node.pairs { return pairs }
        guard let items = node.items else { return nil }
        var pairs: [YAMLNode.Pair] = []
        for item in items {
            guard let itemPairs = item.pairs else { return nil }
            pairs += itemPairs
        }
        return pairs
    }
}
