import Foundation
import Yams

/// Parses YAML text into ``YAMLNode`` trees with a file, line and column on every node.
///
/// Uses Yams' composer (libyaml events turned into `Node`s with marks); syntax errors become
/// diagnostics at the position libyaml reports, never thrown errors.
public struct YAMLLoader: Sendable {
    /// The most nodes one document may expand to once aliases are resolved (a schema has a few thousand): an
    /// alias of aliases of aliases (a "billion laughs" document) is an error, not a hang.
    public static let maximumNodes = 1_000_000

    /// Creates a loader.
    public init() {}

    /// Parses one document; returns `nil` (after reporting) when the text is not valid YAML, and
    /// `nil` without a report for an empty document.
    public func load(_ text: String, file: String, diagnostics: inout DiagnosticEngine) -> YAMLNode? {
        do {
            guard let root = try Yams.compose(yaml: text) else { return nil }
            var budget = Self.maximumNodes
            let converted = convert(root, file: file, budget: &budget)
            guard budget >= 0 else {
                diagnostics.error(
                    "the document expands to more than \(Self.maximumNodes) nodes",
                    at: SourceLocation(file: file, line: 1, column: 1),
                    hint: "aliases (*name) repeat what their anchor holds; an alias of aliases multiplies it")
                return nil
            }
            return converted
        } catch let error as YamlError {
            report(error, file: file, diagnostics: &diagnostics)
            return nil
        } catch {
            diagnostics.error("cannot parse YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
            return nil
        }
    }

    /// Reads and parses a file; unreadable files and invalid UTF-8 are reported.
    public func load(contentsOf url: URL, displayPath: String, diagnostics: inout DiagnosticEngine) -> YAMLNode? {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            diagnostics.error("cannot read file", at: SourceLocation(file: displayPath, line: 1, column: 1))
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            diagnostics.error(
                "file is not valid UTF-8", at: SourceLocation(file: displayPath, line: 1, column: 1),
                hint: "save the schema as UTF-8")
            return nil
        }
        return load(text, file: displayPath, diagnostics: &diagnostics)
    }

    /// Converts a node, spending one unit of `budget` per node; below zero it stops descending.
    private func convert(_ node: Node, file: String, budget: inout Int) -> YAMLNode {
        let location = SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        budget -= 1
        guard budget >= 0 else { return YAMLNode(.scalar("", quoted: false), at: location) }
        switch node {
        case .scalar(let scalar):
            let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
            return YAMLNode(.scalar(scalar.string, quoted: quoted), at: location)
        case .mapping(let mapping):
            var pairs: [YAMLNode.Pair] = []
            var merges: [(index: Int, pairs: [YAMLNode.Pair])] = []
            for (key, value) in mapping {
                if case .scalar(let scalar) = key, scalar.string == "<<", scalar.style == .plain,
                    let merged = mergePairs(convert(value, file: file, budget: &budget))
                {
                    merges.append((pairs.count, merged))
                } else {
                    // A merge key whose value is not mergeable stays a pair; the schema reader reports it.
                    let key = convert(key, file: file, budget: &budget)
                    pairs.append(YAMLNode.Pair(key: key, value: convert(value, file: file, budget: &budget)))
                }
            }
            // YAML merge keys (`<<: *shared`): merged pairs sit where the merge key is; explicit keys win,
            // then earlier merges.
            var seen = Set(pairs.compactMap(\.key.scalar))
            var inserts: [(index: Int, pairs: [YAMLNode.Pair])] = []
            for merge in merges {
                inserts.append((merge.index, merge.pairs.filter { seen.insert($0.key.scalar ?? "").inserted }))
            }
            for insert in inserts.reversed() {
                pairs.insert(contentsOf: insert.pairs, at: insert.index)
            }
            return YAMLNode(.mapping(pairs), at: location)
        case .sequence(let sequence):
            var items: [YAMLNode] = []
            for item in sequence {
                guard budget >= 0 else { break }
                items.append(convert(item, file: file, budget: &budget))
            }
            return YAMLNode(.sequence(items), at: location)
        case .alias:
            // Yams resolves aliases while composing; an unresolved one has no content of its own.
            return YAMLNode(.scalar("", quoted: false), at: location)
        }
    }

    /// The pairs a merge key brings in: one mapping, or a sequence of mappings (earlier ones win); `nil` for any
    /// other value.
    private func mergePairs(_ node: YAMLNode) -> [YAMLNode.Pair]? {
        if let pairs = node.pairs { return pairs }
        guard let items = node.items, items.allSatisfy({ $0.pairs != nil }) else { return nil }
        return items.flatMap { $0.pairs ?? [] }
    }

    private func report(_ error: YamlError, file: String, diagnostics: inout DiagnosticEngine) {
        func at(_ mark: Mark) -> SourceLocation {
            SourceLocation(file: file, line: max(mark.line, 1), column: max(mark.column, 1))
        }
        func message(_ problem: String, _ context: YamlError.Context?) -> String {
            guard let context, !context.text.isEmpty else { return "invalid YAML: \(problem)" }
            return "invalid YAML: \(problem) (\(context.text) at \(context.mark.line):\(context.mark.column))"
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            diagnostics.error(message(problem, context), at: at(mark))
        case .reader(let problem, _, _, _):
            diagnostics.error("invalid YAML: \(problem)", at: SourceLocation(file: file, line: 1, column: 1))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.error(
                "duplicate key \(names) in a mapping", at: at(context.mark),
                hint: "a key may appear once per mapping; merge the two entries")
        default:
            diagnostics.error("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }
}
