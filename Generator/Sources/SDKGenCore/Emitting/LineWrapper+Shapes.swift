import Foundation

/// The shapes of too-long lines besides a call's argument list, each broken where swift-format breaks it, so long
/// names from anyone's API (a 100-character inline model name) still give lint-clean output.
extension LineWrapper {
    /// `public struct Name: A, B, C {` → the conformances packed after the colon, continued one level deeper, and
    /// the brace on a line of its own.
    static func wrapTypeHeader(_ content: String, indent: Int, leading: String) -> [String]? {
        // A line that ends in a brace, not a list element, may take all of swift-format's 120 columns.
        guard indent + content.count > limit + 1 else { return nil }
        let trimmed = content.dropFirst(leading.count)
        guard trimmed.hasSuffix(" {"), !trimmed.contains("("), !trimmed.contains("<") else { return nil }
        if trimmed.hasPrefix("extension "), !trimmed.contains(":") {
            let declaration = leading + trimmed.dropLast(2)
            guard indent + declaration.count > limit + 1 else { return [declaration, leading + "{"] }
            return [leading + "extension", leading + "    " + trimmed.dropFirst(10).dropLast(2), leading + "{"]
        }
        guard let colon = trimmed.firstIndex(of: ":") else { return nil }
        let words = trimmed[..<colon].split(separator: " ")
        let kinds: Set<Substring> = ["struct", "enum", "class", "extension", "protocol", "actor"]
        guard words.count >= 2, kinds.contains(words[words.count - 2]) else { return nil }
        let conformances = trimmed[trimmed.index(after: colon)...].dropLast(2).split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard conformances.allSatisfy({ !$0.isEmpty }) else { return nil }
        let declaration = leading + trimmed.dropLast(2)
        // All of it fits without the brace: only the brace moves.
        if indent + declaration.count <= limit + 1 { return [declaration, leading + "{"] }
        let head = leading + trimmed[...colon]
        if indent + head.count > limit + 1 {
            // Not even the name fits after its keywords: the name goes one level deeper, the conformances two.
            let inner = leading + "    "
            return [leading + words.dropLast().joined(separator: " "), inner + words[words.count - 1] + ":"]
                + listAlone(conformances, continuation: inner + "    ", indent: indent) + [leading + "{"]
        }
        if conformances.count > 1, indent + head.count + 1 + conformances[0].count + 1 <= limit {
            let packed = pack(
                conformances, first: head + " ", continuation: leading + "    ", closing: "", indent: indent)
            return packed + [leading + "{"]
        }
        // Not even the first conformance fits after the name: the list starts on the next line.
        return [head] + listAlone(conformances, continuation: leading + "    ", indent: indent) + [leading + "{"]
    }

    /// A conformance list that starts on a line of its own: the first conformance alone, the others packed.
    private static func listAlone(_ conformances: [String], continuation: String, indent: Int) -> [String] {
        guard conformances.count > 1 else { return conformances.map { continuation + $0 } }
        return [continuation + conformances[0] + ","]
            + pack(Array(conformances.dropFirst()), first: nil, continuation: continuation, closing: "", indent: indent)
    }

    /// `public var name: Type? {` (a computed property) → the brace on a line of its own, and the type one level
    /// deeper when the declaration alone is still too long.
    static func wrapComputedProperty(_ content: String, indent: Int, leading: String) -> [String]? {
        guard content.hasSuffix(" {"), let colon = content.range(of: ": ") else { return nil }
        let head = String(content[..<colon.lowerBound])
        guard isDeclaration(head + ":"), !head.contains("(") else { return nil }
        let declaration = String(content.dropLast(2))
        if indent + declaration.count <= limit + 1 { return [declaration, leading + "{"] }
        return [head + ":", leading + "    " + content[colon.upperBound...].dropLast(2), leading + "{"]
    }

    /// `if let name = self.name {` (a parameter read in the `parameters` getter) → the member on a line of its own,
    /// one level deeper, and the brace alone, as swift-format breaks it.
    static func wrapSelfBinding(_ content: String, indent: Int, leading: String) -> [String]? {
        let trimmed = content.dropFirst(leading.count)
        guard trimmed.hasPrefix("if let "), trimmed.hasSuffix(" {"), let equals = trimmed.range(of: " = self.") else {
            return nil
        }
        let head = leading + trimmed[..<equals.lowerBound] + " = self"
        let member = trimmed[equals.upperBound...].dropLast(2)
        guard !member.contains(where: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "`") }) else { return nil }
        return [head, leading + "    ." + member, leading + "{"]
    }

    /// `case .member(let value): try value.encode(to: encoder)` → the statement on a line of its own, one level
    /// deeper; both lines broken further when still too long.
    static func wrapCaseBody(_ content: String, indent: Int, leading: String) -> [String]? {
        let trimmed = Array(content.dropFirst(leading.count))
        guard trimmed.starts(with: "case ".map { $0 }) else { return nil }
        var depth = 0
        var inString = false
        for index in trimmed.indices {
            let character = trimmed[index]
            if character == "\"" { inString.toggle() }
            guard !inString else { continue }
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            guard depth == 0, character == ":", index + 1 < trimmed.count, trimmed[index + 1] == " " else {
                continue
            }
            let pattern = leading + String(trimmed[...index])
            let statement = leading + "    " + String(trimmed[(index + 2)...])
            return wrap(pattern, indent: indent) + wrap(statement, indent: indent)
        }
        return nil
    }

    /// `if case .member(let value) = self { return value }`, `body.map { JSONBodyParameters(…) }` → the statement
    /// of a one-line block or trailing closure on a line of its own, one level deeper, and the brace closing it on
    /// the next.
    static func wrapInlineBlock(_ content: String, indent: Int, leading: String) -> [String]? {
        let characters = Array(content.dropFirst(leading.count))
        guard characters.count > 4, characters.last == "}", characters[characters.count - 2] == " " else {
            return nil
        }
        // The `{` that the last `}` closes, outside string literals.
        var depth = 0
        var inString = false
        var open: Int?
        for index in stride(from: characters.count - 1, through: 0, by: -1) {
            let character = characters[index]
            if character == "\"" && (index == 0 || characters[index - 1] != "\\") { inString.toggle() }
            guard !inString else { continue }
            if character == "}" { depth += 1 }
            if character == "{" {
                depth -= 1
                if depth == 0 {
                    open = index
                    break
                }
            }
        }
        guard let open, open > 0, characters[open - 1] == " ", open + 2 < characters.count - 2 else { return nil }
        let head = String(characters[..<open]) + "{"
        let statement = String(characters[(open + 2)..<(characters.count - 2)])
        // A closure's parameters (`{ value in …`) stay with its brace.
        guard !statement.contains(" in ") || statement.hasPrefix("return") else { return nil }
        return wrap(leading + head, indent: indent) + wrap(leading + "    " + statement, indent: indent)
            + [leading + "}"]
    }

    /// `let value as LongType):` (a cast pattern continued from a `case` line) → broken before `as`; a lone
    /// `LongType.self,` argument → broken before `.self`.
    static func wrapCast(_ content: String, indent: Int, leading: String) -> [String]? {
        let trimmed = content.dropFirst(leading.count)
        if trimmed.hasPrefix("["), let member = trimmed.range(of: "].self"),
            trimmed[trimmed.index(after: trimmed.startIndex)..<member.lowerBound].allSatisfy({
                $0.isLetter || $0.isNumber || $0 == "_" || $0 == "."
            }),
            trimmed[member.upperBound...].allSatisfy({ $0 == "," || $0 == ")" })
        {
            // `[LongType].self,`: the element type alone inside the brackets.
            let element = trimmed[trimmed.index(after: trimmed.startIndex)..<member.lowerBound]
            return [leading + "[", leading + "    " + element, leading + trimmed[member.lowerBound...]]
        }
        if let member = trimmed.range(of: ".self"),
            trimmed[..<member.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            trimmed[member.upperBound...].allSatisfy({ $0 == "," || $0 == ")" })
        {
            return [leading + trimmed[..<member.lowerBound], leading + "    " + trimmed[member.lowerBound...]]
        }
        guard trimmed.hasPrefix("let "), let cast = trimmed.range(of: " as "), !trimmed.contains("\"") else {
            return nil
        }
        return [leading + trimmed[..<cast.lowerBound], leading + "    as " + trimmed[cast.upperBound...]]
    }

    /// `return "a/long/\\(path)"` → the string on the next line, one level deeper.
    static func wrapReturn(_ content: String, indent: Int, leading: String) -> [String]? {
        let trimmed = content.dropFirst(leading.count)
        guard trimmed.hasPrefix("return \""), trimmed.hasSuffix("\"") else { return nil }
        return [leading + "return", leading + "    " + trimmed.dropFirst(7)]
    }

    /// `public static let name = LongType(rawValue: "…")`, `public typealias Response = LongType` → broken after
    /// the `=`, the value one level deeper (and broken further when still too long).
    static func wrapAssignment(_ content: String, indent: Int, leading: String) -> [String]? {
        let trimmed = String(content.dropFirst(leading.count))
        guard let equals = trimmed.range(of: " = ") else { return nil }
        let left = String(trimmed[..<equals.lowerBound])
        let words = left.split(separator: " ")
        let isMember = words.count == 1 && left.hasPrefix("self.")
        guard isDeclaration(left) || words.contains("typealias") || isMember, !left.contains("("),
            !left.contains("\"")
        else { return nil }
        return [leading + left + " ="] + wrap(leading + "    " + trimmed[equals.upperBound...], indent: indent)
    }

    /// `value(…) ?? "default"` → broken before the `??`, which starts the next line at the same indentation (as
    /// swift-format breaks a nil-coalescing default after an assignment's `=`), the value broken further when still
    /// too long.
    static func wrapNilCoalescing(_ content: String, indent: Int, leading: String) -> [String]? {
        let characters = Array(content.dropFirst(leading.count))
        var depth = 0
        var inString = false
        var escaped = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth -= 1
            } else if depth == 0, character == "?", index > 0, index + 2 < characters.count,
                characters[index - 1] == " ", characters[index + 1] == "?", characters[index + 2] == " "
            {
                let value = String(characters[..<(index - 1)])
                let fallback = String(characters[index...])
                return wrap(leading + value, indent: indent) + [leading + fallback]
            }
            index += 1
        }
        return nil
    }

    /// `families: ["A", "B", …])` → the literal's elements packed one level deeper, a trailing comma, and the
    /// closing bracket (with what follows it) on a line of its own.
    static func wrapArrayLiteral(_ content: String, indent: Int, leading: String) -> [String]? {
        let characters = Array(content)
        guard let close = characters.lastIndex(of: "]") else { return nil }
        let suffix = String(characters[(close + 1)...])
        guard ["", ")", "),", ","].contains(suffix), let open = matchingOpen(of: close, in: characters),
            open >= 2, ["= ", ": "].contains(String(characters[(open - 2)..<open]))
        else { return nil }
        let head = String(characters[...open])
        // A declared type (`let x: [T]`) is no literal: only `= [` there, and `label: [` elsewhere.
        if String(characters[(open - 2)..<open]) == ": ", isDeclaration(head) { return nil }
        let elements = splitTopLevel(Array(characters[(open + 1)..<close]))
        guard elements.count > 1, indent + head.count <= limit else { return nil }
        var lines = [head]
        lines += pack(elements, first: nil, continuation: leading + "    ", closing: ",", indent: indent)
        lines.append(leading + "]" + suffix)
        return lines
    }

    /// `    value, wireName: "…", discriminator: …, to: encoder)`: the arguments of a call opened on the line
    /// before, packed at the same indentation.
    static func wrapContinuation(_ content: String, indent: Int, leading: String) -> [String]? {
        let trimmed = String(content.dropFirst(leading.count))
        let opens = trimmed.count { $0 == "(" }
        let closes = trimmed.count { $0 == ")" }
        guard closes > opens, trimmed.hasSuffix(")") || trimmed.hasSuffix("),"), !trimmed.contains("\"(") else {
            return nil
        }
        let trailingComma = trimmed.hasSuffix(",")
        var arguments = splitTopLevel(Array(trailingComma ? String(trimmed.dropLast()) : trimmed))
        guard arguments.count > 1 else { return nil }
        let last = arguments.removeLast()
        return pack(
            arguments + [last + (trailingComma ? "," : "")], first: nil, continuation: leading, closing: "",
            indent: indent, separatorAfterLast: false)
    }

    /// `public let name: LongType?` or a parameter `name: LongType? = nil,` → broken after the colon, the type
    /// one level deeper.
    static func wrapDeclaration(_ content: String, indent: Int, leading: String) -> [String]? {
        let trimmed = String(content.dropFirst(leading.count))
        guard let colon = trimmed.range(of: ": ") else { return nil }
        let head = String(trimmed[..<colon.lowerBound])
        let words = head.split(separator: " ")
        guard let name = words.last, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }),
            words.count == 1 || isDeclaration(head + ":"), !trimmed.hasSuffix("{")
        else { return nil }
        // One type after the colon: a line of labelled arguments (`from: a, to: b,`, `families: ["A"]),`) is no
        // declaration.
        let rest = trimmed[colon.upperBound...]
        guard splitTopLevel(Array(rest.hasSuffix(",") ? rest.dropLast() : rest)).count == 1,
            !rest.contains("\"") || rest.hasPrefix("\""), !rest.hasPrefix("."), !rest.contains("(")
        else { return nil }
        let type = leading + "    " + rest
        if indent + type.count > limit, let equals = rest.range(of: " = ") {
            // Still too long with its default: swift-format breaks after the `=`, the value at the type's indent.
            return [
                leading + head + ":", leading + "    " + rest[..<equals.lowerBound] + " =",
                leading + "    " + rest[equals.upperBound...],
            ]
        }
        return [leading + head + ":", type]
    }

    /// Whether a line starts a stored or computed property declaration (`public static let x:`).
    private static func isDeclaration(_ head: String) -> Bool {
        let words = head.drop { $0 == " " }.split(separator: " ")
        let modifiers: Set<Substring> = [
            "public", "private", "internal", "fileprivate", "static", "nonisolated", "lazy", "private(set)",
        ]
        guard let index = words.firstIndex(where: { $0 == "let" || $0 == "var" }) else { return false }
        return words[..<index].allSatisfy { modifiers.contains($0) }
    }

    /// Packs pieces greedily, each line as full as the limit allows.
    ///
    /// Every piece but the last is followed by a comma, the last by `closing`. `first` starts the first line (the
    /// head of a type header); continuation lines start with `continuation`.
    private static func pack(
        _ pieces: [String], first: String?, continuation: String, closing: String, indent: Int,
        separatorAfterLast: Bool = true
    ) -> [String] {
        var lines: [String] = []
        var current = first ?? continuation
        var empty = true
        for (index, piece) in pieces.enumerated() {
            let isLast = index == pieces.count - 1
            let text = piece + (isLast ? (separatorAfterLast ? closing : "") : ",")
            let candidate = empty ? current + text : current + " " + text
            if !empty, indent + candidate.count > limit {
                lines.append(current)
                current = continuation + text
            } else {
                current = candidate
            }
            empty = false
        }
        lines.append(current)
        return lines
    }

    /// The `[` that a `]` closes, outside string literals.
    private static func matchingOpen(of close: Int, in characters: [Character]) -> Int? {
        var depth = 0
        var inString = false
        for index in stride(from: close, through: 0, by: -1) {
            let character = characters[index]
            if character == "\"" && (index == 0 || characters[index - 1] != "\\") { inString.toggle() }
            guard !inString else { continue }
            if character == "]" { depth += 1 }
            if character == "[" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
