import Foundation
import Yams

/// Parses YAML text into ``YAMLNode`` trees with a file, line and column on every node.
///
/// Uses Yams' composer (libyaml events turned into `Node`s with marks); syntax errors become
/// diagnostics at the position libyaml reports, never thrown errors.
public struct YAMLLoader: Sendable {
    /// Creates a loader.
    public init() {}

    /// Parses one document; returns `nil` (after reporting) when the text is not valid YAML, and
    /// `nil` without a report for an empty document.
    public func load(_ text: String, file: String, diagnostics: inout DiagnosticEngine) -> YAMLNode? {
        do {
            guard let root = try Yams.compose(yaml: text) else { return nil }
            return convert(root, file: file)
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

    private func convert(_ node: Node, file: String) -> YAMLNode {
        let location = SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        switch node {
        case .scalar(let scalar):
            let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
            return YAMLNode(.scalar(scalar.string, quoted: quoted), at: location)
        case .mapping(let mapping):
            let pairs = mapping.map { key, value in
                YAMLNode.Pair(key: convert(key, file: file), value: convert(value, file: file))
            }
            return YAMLNode(.mapping(pairs), at: location)
        case .sequence(let sequence):
            return YAMLNode(.sequence(sequence.map { convert($0, file: file) }), at: location)
        case .alias:
            // Yams resolves aliases while composing; an unresolved one has no content of its own.
            return YAMLNode(.scalar("", quoted: false), at: location)
        }
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
