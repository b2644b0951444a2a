import Foundation

/// Finds public declarations without a `///` doc comment in Swift source (generated code's shape: one
/// declaration per line, attributes on their own lines above it).
///
/// A declaration is a line starting with `public` (after indentation), or a `case` of a public enum; its
/// comment is the nearest line above that is not an attribute (`@…`). Braces inside string literals are ignored when tracking which enum a `case` belongs to.
struct DocCommentScanner {
    /// One undocumented declaration: where it is and its text.
    struct Finding: CustomStringConvertible {
        var file: String
        var line: Int
        var text: String

        var description: String { "\(file):\(line): \(text)" }
    }

    /// The undocumented public declarations of one file's text.
    static func undocumented(in source: String, file: String) -> [Finding] {
        let lines = source.components(separatedBy: "\n")
        var findings: [Finding] = []
        var blocks: [Bool] = []  // for each open brace: whether it opened a public enum's body
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let code = strippingStrings(line)
            let inPublicEnum = blocks.last == true
            let isCase =
                inPublicEnum && code.hasPrefix("case ") && !code.hasPrefix("case .") && !code.hasPrefix("case \"")
                && !code.hasPrefix("case let ")
            if code.hasPrefix("public ") || isCase, !isDocumented(lines, above: index) {
                findings.append(Finding(file: file, line: index + 1, text: line))
            }
            // The first brace of a `public … enum` line opens that enum's body; every other brace something else.
            var opensPublicEnum =
                code.hasPrefix("public ") && code.range(of: #"\benum\b"#, options: .regularExpression) != nil
            for character in code {
                if character == "{" {
                    blocks.append(opensPublicEnum)
                    opensPublicEnum = false
                } else if character == "}" {
                    _ = blocks.popLast()
                }
            }
        }
        return findings
    }

    /// Whether the declaration at `index` has a `///` line above it (attributes in between are skipped).
    private static func isDocumented(_ lines: [String], above index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0 {
            let line = lines[cursor].trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("@") {
                cursor -= 1
                continue
            }
            return line.hasPrefix("///")
        }
        return false
    }

    /// The line with the contents of its string literals removed (`"a{b}"` becomes `""`).
    private static func strippingStrings(_ line: String) -> String {
        line.replacingOccurrences(of: #""(\\.|[^"\\])*""#, with: "\"\"", options: .regularExpression)
    }
}
