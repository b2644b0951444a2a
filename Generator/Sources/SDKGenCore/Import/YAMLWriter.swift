/// Writes ``YAMLValue`` trees as block YAML that a schema author can read and edit.
///
/// Short mappings and sequences of scalars are written in flow style (`{ type: int, in: path }`), everything else in
/// block style; multi-line text becomes a literal block (`|-`) when that keeps it exact, else a double-quoted
/// scalar. Every string that a YAML 1.1 or 1.2 reader would take for something else is quoted, so reading the
/// output back gives the same strings (`YAMLWriterTests` checks this against the loader). A key too long for a
/// simple key (libyaml reads at most 1,024 characters before the `:`) is written in the explicit form, `? key`
/// on one line and `: value` on the next.
public struct YAMLWriter: Sendable {
    /// The longest key, in UTF-8 bytes as written (quotes and escapes included), kept in the simple `key: value`
    /// form; libyaml gives up looking for a simple key's `:` after 1,024 characters, so longer keys take the
    /// explicit form (and never a flow collection).
    static let simpleKeyLimit = 1_000

    /// The widest flow collection, in characters, before block style is used instead.
    public var flowWidth = 90
    /// Spaces per indentation level.
    public var indent = 2

    /// Creates a writer.
    public init() {}

    /// The document for a top-level value (normally a mapping), ending in a newline, after `header` as comments.
    public func document(_ value: YAMLValue, header: [String] = []) -> String {
        var lines = header.map { $0.isEmpty ? "#" : "# " + $0 }
        switch value {
        case .mapping(let pairs):
            writePairs(pairs, level: 0, into: &lines)
        case .sequence(let items):
            writeItems(items, level: 0, into: &lines)
        case .string, .literal:
            lines.append(inline(value) ?? YAMLScalar.doubleQuoted(text(of: value)))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func text(of value: YAMLValue) -> String {
        switch value {
        case .string(let text), .literal(let text): return text
        default: return ""
        }
    }

    private func pad(_ level: Int) -> String { String(repeating: " ", count: level * indent) }

    private func writePairs(_ pairs: [(key: String, value: YAMLValue)], level: Int, into lines: inout [String]) {
        for pair in pairs {
            let key = YAMLScalar.render(pair.key, inFlow: false)
            if key.utf8.count > Self.simpleKeyLimit {
                lines.append(pad(level) + "? " + key)
                write(pair.value, after: pad(level) + ":", level: level, into: &lines)
            } else {
                write(pair.value, after: pad(level) + key + ":", level: level, into: &lines)
            }
        }
    }

    private func writeItems(_ items: [YAMLValue], level: Int, into lines: inout [String]) {
        for item in items {
            if case .mapping(let pairs) = item, !pairs.isEmpty, inline(item, budget: flowWidth - level * indent) == nil
            {
                // `- key: value` with the rest of the mapping aligned under the first key.
                var nested: [String] = []
                writePairs(pairs, level: level + 1, into: &nested)
                if let first = nested.first {
                    nested[0] = pad(level) + "- " + first.dropFirst((level + 1) * indent)
                }
                lines.append(contentsOf: nested)
            } else {
                write(item, after: pad(level) + "-", level: level, into: &lines)
            }
        }
    }

    /// Writes a value after `prefix` (`key:` or `-`), on the same line when it fits, else nested below.
    private func write(_ value: YAMLValue, after prefix: String, level: Int, into lines: inout [String]) {
        if case .string(let text) = value, text.contains("\n"), let block = YAMLScalar.literalBlock(text) {
            lines.append(prefix + " " + block.header)
            lines.append(contentsOf: block.lines.map { $0.isEmpty ? "" : pad(level + 1) + $0 })
            return
        }
        if let flow = inline(value, budget: max(flowWidth - prefix.count, 30)) {
            lines.append(prefix + " " + flow)
            return
        }
        lines.append(prefix)
        switch value {
        case .mapping(let pairs): writePairs(pairs, level: level + 1, into: &lines)
        case .sequence(let items): writeItems(items, level: level + 1, into: &lines)
        case .string, .literal: lines.append(pad(level + 1) + YAMLScalar.doubleQuoted(text(of: value)))
        }
    }

    /// The value on one line (a scalar, or a flow collection of scalars within `budget` characters), or `nil`.
    func inline(_ value: YAMLValue, budget: Int = .max) -> String? {
        switch value {
        case .string(let text):
            if text.contains("\n") { return YAMLScalar.doubleQuoted(text) }
            return YAMLScalar.render(text, inFlow: false)
        case .literal(let text):
            return text
        case .sequence(let items):
            if items.isEmpty { return "[]" }
            guard items.allSatisfy(\.isScalar) else { return nil }
            let parts = items.map { flowScalar($0) }
            let text = "[" + parts.joined(separator: ", ") + "]"
            return text.count <= budget ? text : nil
        case .mapping(let pairs):
            if pairs.isEmpty { return "{}" }
            guard pairs.allSatisfy({ $0.value.isScalar || isShortScalarSequence($0.value) }) else { return nil }
            var parts: [String] = []
            for pair in pairs {
                let key = YAMLScalar.render(pair.key, inFlow: true)
                if key.utf8.count > Self.simpleKeyLimit { return nil }
                if case .sequence(let items) = pair.value {
                    parts.append(key + ": [" + items.map { flowScalar($0) }.joined(separator: ", ") + "]")
                } else {
                    parts.append(key + ": " + flowScalar(pair.value))
                }
            }
            let text = "{ " + parts.joined(separator: ", ") + " }"
            return text.count <= budget ? text : nil
        }
    }

    private func isShortScalarSequence(_ value: YAMLValue) -> Bool {
        if case .sequence(let items) = value { return items.count <= 8 && items.allSatisfy(\.isScalar) }
        return false
    }

    private func flowScalar(_ value: YAMLValue) -> String {
        switch value {
        case .string(let text): return YAMLScalar.render(text, inFlow: true)
        case .literal(let text): return text
        default: return ""
        }
    }
}
