import Foundation

/// Breaks a too-long line of generated Swift the way swift-format does, so output is lint-clean as emitted.
///
/// Handles the shapes the emitters produce: a call whose argument list closes at the end of the line
/// breaks after its `(` with the arguments on the next line(s), indented one level and packed greedily (the brace
/// of a wrapped `if` condition then takes a line of its own); type headers, array literals, continued argument
/// lists and declarations are in `LineWrapper+Shapes.swift`.
enum LineWrapper {
    /// One less than the `lineLength` of the repository's `.swift-format`: swift-format flags a line of exactly 120 columns that ends a list element.
    static let limit = 119

    /// The line as one or more lines (without the base indentation), each within the limit when possible.
    ///
    /// A comment line is never broken: its text is prose (a Markdown link `[text](url)` looks like a call), and a
    /// piece moved to the next line would leave the comment and become code.
    static func wrap(_ content: String, indent: Int) -> [String] {
        guard indent + content.count > limit else { return [content] }
        guard !content.drop(while: { $0 == " " }).hasPrefix("//") else { return [content] }
        // A line that ends a list element (`,`, or the `)` of a call) must stay within 119 columns; one that opens
        // a block or a literal, or ends a declaration's type, may take all 120.
        if indent + content.count == limit + 1, let last = content.last,
            "{[(=?".contains(last) || last.isLetter || last.isNumber || last == "_"
        {
            return [content]
        }
        let characters = Array(content)
        let leading = String(repeating: " ", count: characters.prefix { $0 == " " }.count)
        if let lines = wrapTypeHeader(content, indent: indent, leading: leading)
            ?? wrapComputedProperty(content, indent: indent, leading: leading)
            ?? wrapCaseBody(content, indent: indent, leading: leading)
            ?? wrapInlineBlock(content, indent: indent, leading: leading)
            ?? wrapSelfBinding(content, indent: indent, leading: leading)
            ?? wrapFunctionDeclaration(content, indent: indent, leading: leading)
        {
            return lines
        }
        return wrapCall(content, indent: indent, leading: leading, headMustFit: true)
            ?? wrapArrayLiteral(content, indent: indent, leading: leading)
            ?? wrapContinuation(content, indent: indent, leading: leading)
            ?? wrapAssignment(content, indent: indent, leading: leading)
            ?? wrapNilCoalescing(content, indent: indent, leading: leading)
            ?? wrapReturn(content, indent: indent, leading: leading)
            ?? wrapCast(content, indent: indent, leading: leading)
            ?? wrapDeclaration(content, indent: indent, leading: leading)
            // A call whose head alone is too long (a 110-character type name) still breaks after its `(`.
            ?? wrapCall(content, indent: indent, leading: leading, headMustFit: false) ?? [content]
    }

    /// A call whose argument list closes at the end of the line, broken after its `(`: the arguments packed one
    /// level deeper, each still too long broken in turn; `nil` when no call of the line qualifies.
    private static func wrapCall(_ content: String, indent: Int, leading: String, headMustFit: Bool) -> [String]? {
        let characters = Array(content)
        let pairs = parenPairs(characters)
        // A wrapped condition of `if`, `else if` or `while` puts its brace on a line of its own.
        let trimmed = content.dropFirst(leading.count)
        let isCondition = ["if ", "} else if ", "while "].contains { trimmed.hasPrefix($0) }
        for (open, close) in pairs {
            // The call must close at the end of the line (allowing a trailing ` {`, `)` or the `:` of a case
            // pattern; a condition may go on with ` = self {`).
            let suffix = String(characters[(close + 1)...])
            let conditionTail = isCondition && suffix.hasPrefix(" = ") && suffix.hasSuffix(" {")
            guard ["", " {", ")", "))", ",", ":"].contains(suffix) || isDefaultSuffix(suffix) || conditionTail
            else { continue }
            let head = String(characters[...open])
            // The head ends in `(`, no list element: it may take all 120 columns.
            guard !headMustFit || indent + head.count <= limit + 1, close > open + 1 else { continue }
            let arguments = splitTopLevel(Array(characters[(open + 1)..<close]))
            let braceAlone = isCondition && suffix.hasSuffix(" {")
            let closing = braceAlone ? ")" + suffix.dropLast(2) : ")" + suffix
            var lines: [String] = []
            var current = ""
            for (index, argument) in arguments.enumerated() {
                let piece = argument + (index == arguments.count - 1 ? closing : ",")
                let candidate = current.isEmpty ? piece : "\(current) \(piece)"
                if !current.isEmpty && indent + leading.count + 4 + candidate.count > limit {
                    lines.append(leading + "    " + current)
                    current = piece
                } else {
                    current = candidate
                }
            }
            lines.append(leading + "    " + current)
            if braceAlone { lines.append(leading + "{") }
            // An argument still too long (an array literal, a nested call) breaks in its own way.
            return [head] + lines.flatMap { wrap($0, indent: indent) }
        }
        return nil
    }

    /// Whether a suffix is ` ?? Type()`: a default after the call (`… ?? APIRuntime.OrderedMap()`), which
    /// swift-format leaves on the line of the call's last argument.
    private static func isDefaultSuffix(_ suffix: String) -> Bool {
        guard suffix.hasPrefix(" ?? "), suffix.hasSuffix("()") else { return false }
        let name = suffix.dropFirst(4).dropLast(2)
        return !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    /// Matching parentheses outside string literals, ordered by opening position.
    static func parenPairs(_ characters: [Character]) -> [(Int, Int)] {
        var stack: [Int] = []
        var pairs: [(Int, Int)] = []
        var inString = false
        var interpolationDepth: [Int] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if inString {
                if character == "\\" && index + 1 < characters.count {
                    if characters[index + 1] == "(" {
                        interpolationDepth.append(stack.count)
                        stack.append(-1)
                        inString = false
                        index += 2
                        continue
                    }
                    index += 2
                    continue
                }
                if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" {
                stack.append(index)
            } else if character == ")" {
                if let open = stack.popLast() {
                    if open == -1 {
                        interpolationDepth.removeLast()
                        inString = true
                    } else {
                        pairs.append((open, index))
                    }
                }
            }
            index += 1
        }
        return pairs.sorted { $0.0 < $1.0 }
    }

    /// Splits an argument list at top-level commas (outside parentheses, brackets, braces and strings).
    static func splitTopLevel(_ characters: [Character]) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var previous: Character = " "
        for character in characters {
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth -= 1
            } else if character == "," && depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                previous = character
                continue
            }
            current.append(character)
            previous = character
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts.filter { !$0.isEmpty }
    }
}
