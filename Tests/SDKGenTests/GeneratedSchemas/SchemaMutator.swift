import Foundation

/// A seeded mutator of hand-written schemas: small random edits to valid YAML, so the validator and the emitter
/// meet combinations no grammar of the language produces.
///
/// ``SchemaFuzzer`` builds schemas from what it knows of the language; a schema written by someone else is an
/// existing, valid one with a few changes: a type swapped for another name in the file, a key renamed, a value
/// replaced by a Swift keyword or a number, an entry deleted or copied. Each edit works on the text: a word of a
/// line replaced by another word of the same schema or by one from ``hostileWords``, or respelled (`user_id` as
/// `userId`: names Swift naming may take for one), or a line removed or copied (its key renamed) with everything
/// indented under it. Most results are refused by the validator, which must say why
/// without crashing; the rest must generate code that compiles.
struct SchemaMutator {
    /// One schema file: its name and text.
    typealias File = (path: String, text: String)

    /// Words no schema of the corpus holds but any user's may: Swift keywords, names of the standard library, of
    /// Foundation and of the runtime, words that are not identifiers, numbers and YAML's own scalars.
    static let hostileWords: [String] = [
        "class", "struct", "protocol", "init", "self", "Self", "Type", "Protocol", "inout", "default", "case",
        "where", "_", "__", "async", "await", "throws", "some", "any", "Any", "AnyObject", "String", "Int",
        "Optional", "Array", "Dictionary", "Result", "Error", "Never", "Codable", "Hashable", "Sendable", "Data",
        "Date", "URL", "UUID", "Foundation", "Client", "Request", "HTTPResponse", "ClientError", "Indirect",
        "JSONValue", "WireKey", "APIRuntime", "Swift", "Bool", "Double", "Set", "1abc", "_1", "a-b", "a.b",
        "a b", "é", "日本", "ÆØÅ", "x__y", "CONSTANT_CASE", "camelCase", "snake_case", "0", "-1",
        "9223372036854775808", "1e400", "0.5", ".nan", "null", "~", "true", "no", "on",
        String(repeating: "long", count: 80),
    ]

    var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed ^ 0x3D17_A7E5_0000_0000)
    }

    /// `files` after `count` random edits, each to one file, and a line describing each edit.
    mutating func mutate(_ files: [File], count: Int) -> (files: [File], edits: [String]) {
        var lines = files.map { $0.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        let vocabulary = Self.vocabulary(of: Array(lines.joined()))
        var edits: [String] = []
        for _ in 0..<count {
            let file = random.below(files.count)
            let candidates = lines[file].indices.filter { Self.isContent(lines[file][$0]) }
            guard !candidates.isEmpty else { continue }
            let index = candidates[random.below(candidates.count)]
            let kind = random.below(20)
            let before = lines[file][index]
            switch kind {
            case 0..<2:
                let end = Self.blockEnd(lines[file], from: index)
                lines[file].removeSubrange(index..<end)
                edits.append("\(files[file].path):\(index + 1): removed \(end - index) line(s) from '\(before)'")
            case 2..<4:
                let end = Self.blockEnd(lines[file], from: index)
                var copy = Array(lines[file][index..<end])
                if let key = Self.wordRanges(in: copy[0]).first(where: { Self.isKey($0, in: copy[0]) }) {
                    let suffix = ["2", "_copy", "Copy", "X", "_"][random.below(5)]
                    copy[0].replaceSubrange(key, with: copy[0][key] + suffix)
                }
                lines[file].insert(contentsOf: copy, at: end)
                edits.append("\(files[file].path):\(index + 1): copied \(end - index) line(s) as '\(copy[0])'")
            case 4..<8:
                let ranges = Self.wordRanges(in: before)
                guard !ranges.isEmpty else { continue }
                let range = ranges[random.below(ranges.count)]
                let respelled = respelling(before[range])
                guard respelled != before[range] else { continue }
                lines[file][index] = before.replacingCharacters(in: range, with: respelled)
                edits.append("\(files[file].path):\(index + 1): '\(before)' -> '\(lines[file][index])'")
            default:
                let (line, changed) = replacingWord(in: before, from: vocabulary, hostile: kind >= 16)
                guard changed else { continue }
                lines[file][index] = line
                edits.append("\(files[file].path):\(index + 1): '\(before)' -> '\(line)'")
            }
        }
        let mutated = files.indices.map { (path: files[$0].path, text: lines[$0].joined(separator: "\n")) }
        return (mutated, edits)
    }

    /// `line` with one of its words, chosen at random, replaced: by a hostile word, or by a word of the schema
    /// that stands where it stands (a key for a key, a value for a value), so most edits still parse.
    mutating func replacingWord(in line: String, from vocabulary: Vocabulary, hostile: Bool) -> (
        line: String, changed: Bool
    ) {
        let ranges = Self.wordRanges(in: line)
        guard !ranges.isEmpty else { return (line, false) }
        let range = ranges[random.below(ranges.count)]
        let pool =
            hostile ? Self.hostileWords : Self.isKey(range, in: line) ? vocabulary.keys : vocabulary.values
        guard !pool.isEmpty else { return (line, false) }
        let word = pool[random.below(pool.count)]
        guard word != line[range] else { return (line, false) }
        return (line.replacingCharacters(in: range, with: word), true)
    }

    /// Another spelling of a word that Swift naming may take for the same name, or that differs only in case:
    /// `user_id` as `userId`, `userId` as `user_id`, `User`, `_user` or `USER`.
    mutating func respelling(_ word: Substring) -> String {
        switch random.below(5) {
        case 0:
            let parts = word.split(separator: "_")
            return (parts.first.map(String.init) ?? "")
                + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        case 1:
            var snake = ""
            for character in word {
                if character.isUppercase, !snake.isEmpty { snake += "_" }
                snake += character.lowercased()
            }
            return snake
        case 2:
            let first = word.prefix(1)
            return (first == first.uppercased() ? first.lowercased() : first.uppercased()) + word.dropFirst()
        case 3: return "_" + word
        default: return word.uppercased()
        }
    }

    /// The words of a schema, sorted (so a seed picks the same word on every machine), apart by where they stand.
    struct Vocabulary {
        /// Words followed by `:`, mapping keys.
        var keys: [String]
        /// Every other word.
        var values: [String]
    }

    /// The distinct words of some lines, keys apart from values.
    static func vocabulary(of lines: [String]) -> Vocabulary {
        var keys = Set<String>()
        var values = Set<String>()
        for line in lines where isContent(line) {
            for range in wordRanges(in: line) {
                if isKey(range, in: line) {
                    keys.insert(String(line[range]))
                } else {
                    values.insert(String(line[range]))
                }
            }
        }
        return Vocabulary(keys: keys.sorted(), values: values.sorted())
    }

    /// Whether the word at `range` is a mapping key: `:` follows it, after a closing quote if any.
    static func isKey(_ range: Range<String.Index>, in line: String) -> Bool {
        let rest = line[range.upperBound...].drop { $0 == "\"" || $0 == "'" }
        return rest.hasPrefix(":")
    }

    /// Whether a line holds something to edit: not blank, not a comment.
    static func isContent(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        return !trimmed.isEmpty && !trimmed.hasPrefix("#")
    }

    /// The index after the last line indented deeper than `start` (blank lines included), so a key goes with
    /// everything under it.
    static func blockEnd(_ lines: [String], from start: Int) -> Int {
        let indent = lines[start].prefix { $0 == " " }.count
        var end = start + 1
        while end < lines.count {
            let line = lines[end]
            if isContent(line) && line.prefix(while: { $0 == " " }).count <= indent { break }
            end += 1
        }
        return end
    }

    /// The ranges of the words of a line (runs of letters, digits and `_`), before any comment.
    static func wordRanges(in line: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start: String.Index?
        var index = line.startIndex
        var previous: Character = " "
        while index < line.endIndex {
            let character = line[index]
            if character == "#" && previous == " " { break }
            let isWord = character.isLetter || character.isNumber || character == "_"
            if isWord, start == nil { start = index }
            if !isWord, let first = start {
                ranges.append(first..<index)
                start = nil
            }
            previous = character
            index = line.index(after: index)
        }
        if let first = start { ranges.append(first..<index) }
        return ranges
    }
}

extension SchemaMutator {
    /// The seeds of one run of a mutation test and what became of them.
    ///
    /// CI runs the suite's fixed seeds; `SDKGEN_MUTATE_SEED` (the first) and `SDKGEN_MUTATE_COUNT` choose others.
    struct Run: CustomStringConvertible {
        /// The seeds to edit with.
        let seeds: Range<UInt64>
        /// Edits refused: by the validator, or by the importer.
        var refused = 0
        /// Edits whose generated code compiled clean.
        var compiled = 0
        /// Edits whose generated code did not.
        var failed = 0

        init(ciSeeds: ClosedRange<UInt64>) {
            let environment = ProcessInfo.processInfo.environment
            let first = environment["SDKGEN_MUTATE_SEED"].flatMap(UInt64.init) ?? ciSeeds.lowerBound
            let count = environment["SDKGEN_MUTATE_COUNT"].flatMap(UInt64.init) ?? UInt64(ciSeeds.count)
            seeds = first..<(first + count)
        }

        /// Counts a type-check: compiled when clean, failed otherwise.
        mutating func count(_ result: SwiftCompiler.Result) {
            if result.isClean { compiled += 1 } else { failed += 1 }
        }

        var description: String {
            "\(seeds.count) edited, \(refused) refused, \(compiled) compiled, \(failed) failed"
        }
    }
}
