import Foundation
import Synchronization
import Testing

@testable import APIRuntime

/// ``UnionAttempts`` on recursive unions: hostile nesting costs linear work, and answers stay the same.
///
/// Two members that both hold the union (`oneOf` of tree nodes told apart by shape) each decode the whole
/// subtree before they fail, so without remembering outcomes a document nested `d` deep costs `2^d` attempts.
@Suite("Union attempts")
struct UnionAttemptsTests {
    /// Counts how many times a node member's initializer ran, across one decode.
    final class Counter: Sendable {
        let value = Mutex(0)
    }

    /// The counter of the decode running in this task; task-local, so tests running in parallel never share one.
    @TaskLocal static var nodeDecodes: Counter?

    indirect enum Tree: Decodable, Equatable {
        case left(LeftNode)
        case right(RightNode)
        case leaf(Leaf)

        init(from decoder: any Decoder) throws {
            var attempts = UnionAttempts(decoder, union: "Tree")
            if let value = attempts.decode(LeftNode.self, "LeftNode") {
                self = .left(value)
            } else if let value = attempts.decode(RightNode.self, "RightNode") {
                self = .right(value)
            } else if let value = attempts.decode(Leaf.self, "Leaf") {
                self = .leaf(value)
            } else {
                throw attempts.noMemberFits()
            }
        }
    }

    struct LeftNode: Decodable, Equatable {
        let child: Tree
        let left: Int

        init(from decoder: any Decoder) throws {
            UnionAttemptsTests.nodeDecodes?.value.withLock { $0 += 1 }
            let container = try decoder.container(keyedBy: WireKey.self)
            child = try container.decode(Tree.self, forKey: "child")
            left = try container.decode(Int.self, forKey: "left")
        }
    }

    struct RightNode: Decodable, Equatable {
        let child: Tree
        let right: Int

        init(from decoder: any Decoder) throws {
            UnionAttemptsTests.nodeDecodes?.value.withLock { $0 += 1 }
            let container = try decoder.container(keyedBy: WireKey.self)
            child = try container.decode(Tree.self, forKey: "child")
            right = try container.decode(Int.self, forKey: "right")
        }
    }

    struct Leaf: Decodable, Equatable {
        let value: Int
    }

    /// `{"child": … {"child": {"value": 1}, "X": 1} …, "X": 1}`, `depth` nodes deep.
    static func nested(depth: Int, key: String) -> Data {
        var text = #"{"value": 1}"#
        for _ in 0..<depth { text = #"{"child": \#(text), "\#(key)": 1}"# }
        return Data(text.utf8)
    }

    func decodes(_ data: Data) -> (result: Result<Tree, any Error>, nodeDecodes: Int) {
        let counter = Counter()
        let result = Self.$nodeDecodes.withValue(counter) {
            Result { try JSONDecoder().decode(Tree.self, from: data) }
        }
        return (result, counter.value.withLock { $0 })
    }

    @Test func aDocumentThatFitsNoNodeCostsLinearWork() throws {
        // Neither `left` nor `right`: both node members decode the subtree, then fail on their own key.
        let (result, count) = decodes(Self.nested(depth: 40, key: "neither"))
        let error = try #require(throws: DecodingError.self) { try result.get() }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        let failure = try #require(context.underlyingError as? UnionDecodingFailure)
        // Each member's message is bounded, though each carries the nested union's failure.
        #expect(failure.description.count < 4 * (UnionAttempts.maximumMessageLength + 100))
        // Within each of the outermost union's two node attempts, every node member at each of the 40 levels
        // decodes once: 2 * (2 * 40 + 1) = 162, not 2^41.
        #expect(count <= 2 * (2 * 40 + 1))
        // And the counter saw this decode: every level's node members ran at least once.
        #expect(count >= 2 * 40)
    }

    @Test func aMixedTreeDecodesAsItDidWithoutMemory() throws {
        var text = #"{"value": 7}"#
        for level in 0..<12 {
            let key = level.isMultiple(of: 3) ? "left" : "right"
            text = #"{"child": \#(text), "\#(key)": \#(level)}"#
        }
        let (result, _) = decodes(Data(text.utf8))
        var tree = try result.get()
        var levels: [String] = []
        while true {
            switch tree {
            case .left(let node):
                levels.append("L\(node.left)")
                tree = node.child
            case .right(let node):
                levels.append("R\(node.right)")
                tree = node.child
            case .leaf(let leaf):
                levels.append("V\(leaf.value)")
                #expect(levels.first == "R11")
                #expect(levels == (0..<12).reversed().map { $0.isMultiple(of: 3) ? "L\($0)" : "R\($0)" } + ["V7"])
                return
            }
        }
    }

    /// Two positions whose keys would read alike as dotted text (`"a.b"` and `a` → `b`) keep apart.
    struct Holder: Decodable {
        struct Inner: Decodable { let b: Tree }
        let dotted: Tree
        let nested: Inner

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: WireKey.self)
            dotted = try container.decode(Tree.self, forKey: "a.b")
            nested = try container.decode(Inner.self, forKey: "a")
        }
    }

    /// A union holding ``Holder``, so that both of its trees decode while the memo is in use.
    struct HolderUnion: Decodable {
        let holder: Holder

        init(from decoder: any Decoder) throws {
            var attempts = UnionAttempts(decoder, union: "HolderUnion")
            guard let value = attempts.decode(Holder.self, "Holder") else { throw attempts.noMemberFits() }
            holder = value
        }
    }

    @Test func positionsWithKeysThatReadAlikeKeepTheirOwnValues() throws {
        let data = Data(#"{"a.b": {"value": 1}, "a": {"b": {"value": 2}}}"#.utf8)
        let holder = try JSONDecoder().decode(HolderUnion.self, from: data).holder
        #expect(holder.dotted == .leaf(Leaf(value: 1)))
        #expect(holder.nested.b == .leaf(Leaf(value: 2)))
    }

    @Test func theMemberFailuresAreReportedAsBefore() throws {
        let (result, _) = decodes(Data(#"{"child": {"value": 1}}"#.utf8))
        let error = try #require(throws: DecodingError.self) { try result.get() }
        guard case .dataCorrupted(let context) = error, let failure = context.underlyingError as? UnionDecodingFailure
        else {
            Issue.record("expected a union failure, got \(error)")
            return
        }
        #expect(failure.members.map(\.type) == ["LeftNode", "RightNode", "Leaf"])
        #expect(failure.members[0].message.contains("left"))
        #expect(failure.members[1].message.contains("right"))
        #expect(failure.members[2].message.contains("value"))
    }

    /// A member keyed by an enum with integer raw values, as hand-written `CodingKeys` may be.
    struct Numbered: Decodable {
        enum Key: Int, CodingKey { case status = 3 }
        let status: Int

        init(from decoder: any Decoder) throws {
            status = try decoder.container(keyedBy: Key.self).decode(Int.self, forKey: .status)
        }
    }

    /// A union of ``Numbered`` alone, to see how its failure's path reads.
    struct NumberedUnion: Decodable {
        init(from decoder: any Decoder) throws {
            var attempts = UnionAttempts(decoder, union: "NumberedUnion")
            guard attempts.decode(Numbered.self, "Numbered") != nil else { throw attempts.noMemberFits() }
        }
    }

    @Test func aMemberFailurePathReadsAsEveryDecodingFailurePathDoes() throws {
        let data = Data(#"{"items": [{"status": 1}, {"status": "x"}]}"#.utf8)
        struct Holder: Decodable { let items: [NumberedUnion] }
        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(Holder.self, from: data) }
        guard case .dataCorrupted(let context) = error, let failure = context.underlyingError as? UnionDecodingFailure
        else {
            Issue.record("expected a union failure, got \(error)")
            return
        }
        // A key with an integer value is a name, not an index, unless it reads as one (`DecodingFailure.format`).
        #expect(failure.members.map(\.codingPath) == ["status"])
        #expect(DecodingFailure.format(context.codingPath) == "items[1]")
    }
}
