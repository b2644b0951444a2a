/// An append-only text buffer for Swift source with indentation and doc comments.
///
/// Everything is appended to one `String` (amortized O(1) per append), so emitting is linear in the
/// size of the output; no pass concatenates large strings.
struct SwiftBuffer {
    /// The text so far.
    private(set) var text = ""
    /// The current indentation depth (4 spaces each).
    private(set) var depth = 0
    /// The number of lines written.
    private(set) var lineCount = 0

    init() {
        text.reserveCapacity(16_384)
    }

    /// Appends text that is already indented and ends in a newline (a block emitted into another buffer).
    mutating func append(verbatim text: String) {
        self.text += text
        lineCount += text.utf8.count { $0 == UInt8(ascii: "\n") }
    }

    /// Appends one line at the current indentation (an empty string appends an empty line).
    mutating func line(_ content: String = "") {
        guard !content.isEmpty else {
            text += "\n"
            lineCount += 1
            return
        }
        for piece in LineWrapper.wrap(content, indent: depth * 4) {
            for _ in 0..<depth { text += "    " }
            text += piece
            text += "\n"
            lineCount += 1
        }
    }

    /// Appends `open`, the body one level deeper, then `close`.
    mutating func block(_ open: String, close: String = "}", _ body: (inout SwiftBuffer) -> Void) {
        line(open)
        depth += 1
        body(&self)
        depth -= 1
        line(close)
    }

    /// Appends a `///` doc comment: a one-line summary, then the rest as a paragraph, wrapped at 100 columns.
    mutating func doc(_ description: String?, fallback: String) {
        let text = DocText.normalized(description) ?? DocText.normalized(fallback) ?? "."
        let (summary, rest) = DocText.split(text)
        for wrapped in DocText.wrap(summary, width: 100 - depth * 4) { line("/// \(wrapped)") }
        guard let rest else { return }
        line("///")
        for paragraph in rest {
            for wrapped in DocText.wrap(paragraph, width: 100 - depth * 4) { line("/// \(wrapped)") }
        }
    }

    /// Removes a trailing empty line (used between members so a block never ends with a blank line).
    mutating func trimTrailingBlankLine() {
        if text.hasSuffix("\n\n") {
            text.removeLast()
            lineCount -= 1
        }
    }
}

/// Doc comment text: normalizing, splitting off the summary and wrapping.
enum DocText {
    /// Collapses whitespace runs and makes the text safe in a comment; `nil` for empty text.
    ///
    /// Blank lines separate paragraphs; ``SchemaText/comment(_:)`` neutralizes line breaks and invisible characters.
    static func normalized(_ text: String?) -> String? {
        guard let text else { return nil }
        let paragraphs = text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n").map {
            SchemaText.comment($0).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }.filter { !$0.isEmpty }
        return paragraphs.isEmpty ? nil : paragraphs.joined(separator: "\n\n")
    }

    /// The first sentence (ending in a period) and the remaining paragraphs.
    static func split(_ text: String) -> (String, [String]?) {
        var paragraphs = text.components(separatedBy: "\n\n")
        let first = paragraphs.removeFirst()
        var summary = first
        var remainder = ""
        if let end = sentenceEnd(in: first) {
            summary = String(first[..<end])
            remainder = String(first[first.index(after: end)...])
        }
        // swift-format wants the summary to end in a period, a question or an exclamation included; emphasis that
        // closes after the period (`**Partners only.**`) stays where it is, a parenthesis does not count.
        let markup = summary.reversed().prefix { "*_".contains($0) }.count
        let end = summary.index(summary.endIndex, offsetBy: -markup)
        if end > summary.startIndex, "?!".contains(summary[summary.index(before: end)]) {
            summary.replaceSubrange(summary.index(before: end)..<end, with: ".")
        } else if end == summary.startIndex || summary[summary.index(before: end)] != "." {
            summary += "."
        }
        if !remainder.isEmpty { paragraphs.insert(remainder, at: 0) }
        return (summary, paragraphs.isEmpty ? nil : paragraphs)
    }

    /// Greedy word wrap.
    ///
    /// A line never starts with what Markdown reads as the start of a block (`*`, `-`, `+`, `>`, `#…`, `1.`): the
    /// word before it moves down too, or the comment's text would become a list or a heading.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty && current.count + 1 + word.count > width {
                var carried = ""
                if startsBlock(word), let space = current.lastIndex(of: " ") {
                    carried = String(current[current.index(after: space)...])
                    current = String(current[..<space])
                }
                lines.append(current)
                current = carried
            }
            current += current.isEmpty ? String(word) : " \(word)"
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Where the first sentence of a paragraph ends: the space after its period, which emphasis (not code)
    /// may close first (`**Read only.** Contains…`), as swift-format reads a sentence.
    private static func sentenceEnd(in text: String) -> String.Index? {
        var index = text.startIndex
        while let period = text[index...].firstIndex(of: ".") {
            var next = text.index(after: period)
            while next < text.endIndex, "*_".contains(text[next]) { next = text.index(after: next) }
            if next < text.endIndex, text[next] == " " { return next }
            index = text.index(after: period)
        }
        return nil
    }

    /// Whether a word at the start of a line would open a Markdown block.
    private static func startsBlock(_ word: Substring) -> Bool {
        if ["*", "-", "+", ">"].contains(word) || word.hasPrefix("#") || word.hasPrefix("```") { return true }
        guard let last = word.last, last == "." || last == ")" else { return false }
        return word.dropLast().allSatisfy(\.isNumber) && word.count > 1
    }
}
