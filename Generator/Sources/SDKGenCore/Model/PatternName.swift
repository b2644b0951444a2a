/// A patterned wire name: `Limit_{type}`, `File{n}`, `tag_{key}_{n}`.
///
/// `{n}` stands for a position in a list; any other `{word}` for a key of a map.
public struct PatternName: Sendable, Hashable {
    /// A piece of a pattern.
    public enum Piece: Sendable, Hashable {
        /// Literal text.
        case literal(String)
        /// A map key placeholder.
        case key(String)
        /// The `{n}` list position placeholder.
        case index
    }

    /// The pieces in order.
    public var pieces: [Piece]

    /// Parses a wire name; `nil` when it has no placeholder.
    public init?(_ wire: String) {
        let found = Self.placeholders(in: wire)
        guard !found.isEmpty else { return nil }
        var pieces: [Piece] = []
        var literal = ""
        var inside = false
        var word = ""
        for character in wire {
            if character == "{" && !inside {
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = ""
                inside = true
            } else if character == "}" && inside {
                pieces.append(word == "n" ? .index : .key(word))
                word = ""
                inside = false
            } else if inside {
                word.append(character)
            } else {
                literal.append(character)
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        self.pieces = pieces
    }

    /// Whether the pattern has a map key placeholder.
    public var hasKey: Bool { pieces.contains { if case .key = $0 { return true } else { return false } } }
    /// Whether the pattern has `{n}`.
    public var hasIndex: Bool { pieces.contains(.index) }
    /// The number of placeholders.
    public var placeholderCount: Int {
        pieces.count { if case .literal = $0 { return false } else { return true } }
    }

    /// The first unbalanced brace of a path or patterned name (a `{` inside a placeholder, a `}` outside one, a `{`
    /// never closed) with its character offset, or `nil` when every brace pairs up.
    ///
    /// The placeholder scanners read such text differently (`{{a}}` is the placeholder `a` to one, the literal
    /// `{{a}}` to another), so it is refused before any of them is trusted.
    public static func unbalancedBrace(in text: String) -> (problem: String, offset: Int)? {
        var open: Int?
        for (offset, character) in text.enumerated() {
            if character == "{" {
                if open != nil { return ("a '{' inside a placeholder", offset) }
                open = offset
            } else if character == "}" {
                if open == nil { return ("a '}' without its '{'", offset) }
                open = nil
            }
        }
        return open.map { ("a '{' that is never closed", $0) }
    }

    /// The `{word}` placeholders of a string with their character offsets.
    public static func placeholders(in text: String) -> [(name: String, offset: Int)] {
        var result: [(String, Int)] = []
        var start: Int?
        var word = ""
        for (offset, character) in text.enumerated() {
            if character == "{" {
                start = offset
                word = ""
            } else if character == "}", let open = start {
                result.append((word, open))
                start = nil
            } else if start != nil {
                word.append(character)
            }
        }
        return result
    }
}
