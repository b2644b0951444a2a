import Foundation

extension MalformedBodies {
    /// Malformed variants of a JSON body: truncations, flipped structural bytes, invalid UTF-8, wrong top-level
    /// types, 100,000-deep nesting (whole body and inside a field), huge numbers, and a sample of string values
    /// replaced by numbers and of numbers replaced by strings.
    public static func json(from original: Data, sample count: Int = 6) -> [MalformedVariant] {
        let bytes = [UInt8](original)
        let tokens = JSONTokens(bytes)
        var variants = common(original)

        let structural = tokens.all.filter { $0.kind == .structural }
        for token in sample(structural, count: 3) {
            variants.append(
                MalformedVariant(
                    name: "structural byte \(token.range.lowerBound) flipped",
                    body: flipping(token.range.lowerBound, of: bytes), expectation: .invalid))
        }
        if let string = tokens.all.first(where: { $0.kind == .string }) {
            variants.append(
                MalformedVariant(
                    name: "invalid UTF-8 inside a string",
                    body: inserting(invalidUTF8, at: string.range.lowerBound + 1, into: bytes), expectation: .invalid))
        }

        let topIsArray = bytes.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) == UInt8(ascii: "[")
        for top in ["\"text\"", "42", "null", "true", topIsArray ? "{}" : "[]"] {
            variants.append(MalformedVariant(name: "top level \(top)", body: Data(top.utf8), expectation: .wrongShape))
        }
        let wrapped =
            topIsArray
            ? "{\"data\":" + String(decoding: bytes, as: UTF8.self) + "}"
            : "[" + String(decoding: bytes, as: UTF8.self) + "]"
        variants.append(
            MalformedVariant(name: "wrapped in another container", body: Data(wrapped.utf8), expectation: .wrongShape))

        let deep = 100_000
        variants.append(
            MalformedVariant(
                name: "arrays nested \(deep) deep",
                body: Data((String(repeating: "[", count: deep) + String(repeating: "]", count: deep)).utf8),
                expectation: .invalid))
        variants.append(
            MalformedVariant(
                name: "objects nested \(deep) deep",
                body: Data(
                    (String(repeating: "{\"a\":", count: deep) + "1" + String(repeating: "}", count: deep)).utf8),
                expectation: .invalid))

        let values = tokens.all.filter {
            $0.isValue && ($0.kind == .string || $0.kind == .number || $0.kind == .literal)
        }
        if let first = values.first {
            let junk = String(repeating: "[", count: deep) + String(repeating: "]", count: deep)
            variants.append(
                MalformedVariant(
                    name: "a field nested \(deep) deep", body: replacing(first.range, of: bytes, with: junk),
                    expectation: .invalid))
            // Deep enough to matter, shallow enough for Foundation's 512 levels (and for free-form decoding, whose
            // cost grows with the cube of the depth).
            let shallow = String(repeating: "[", count: 150) + "\"\(textMarker)\"" + String(repeating: "]", count: 150)
            variants.append(
                MalformedVariant(
                    name: "a field nested 150 deep", body: replacing(first.range, of: bytes, with: shallow),
                    expectation: .replaced(markers: [textMarker])))
        }

        let strings = values.filter { $0.kind == .string }
        for (index, token) in sample(strings, count: count).enumerated() {
            variants.append(
                MalformedVariant(
                    name: "string → number #\(index) at byte \(token.range.lowerBound)",
                    body: replacing(token.range, of: bytes, with: numberMarker),
                    expectation: .replaced(markers: [numberMarker, numberMarkerAsDate])))
        }
        let numbers = values.filter { $0.kind == .number }
        for (index, token) in sample(numbers, count: count).enumerated() {
            variants.append(
                MalformedVariant(
                    name: "number → string #\(index) at byte \(token.range.lowerBound)",
                    body: replacing(token.range, of: bytes, with: "\"\(textMarker)\""),
                    expectation: .replaced(markers: [textMarker])))
            variants.append(
                MalformedVariant(
                    name: "number → \(hugeNumber) #\(index) at byte \(token.range.lowerBound)",
                    body: replacing(token.range, of: bytes, with: hugeNumber),
                    expectation: .replaced(markers: ["1e+300"])))
            // Foundation converts numbers lazily: 1e400 in a field the model ignores is never read.
            variants.append(
                MalformedVariant(
                    name: "number → 1e400 #\(index) at byte \(token.range.lowerBound)",
                    body: replacing(token.range, of: bytes, with: "1e400"),
                    expectation: .replaced(markers: ["1e400"])))
        }
        let literals = values.filter { $0.kind == .literal && bytes[$0.range.lowerBound] != UInt8(ascii: "n") }
        for (index, token) in sample(literals, count: count).enumerated() {
            variants.append(
                MalformedVariant(
                    name: "Boolean → string #\(index) at byte \(token.range.lowerBound)",
                    body: replacing(token.range, of: bytes, with: "\"\(textMarker)\""),
                    expectation: .replaced(markers: [textMarker])))
        }
        return variants
    }
}

/// The tokens of a JSON text with their byte ranges; object keys are told apart from values.
struct JSONTokens {
    enum Kind { case structural, string, number, literal }

    struct Token {
        let kind: Kind
        let range: Range<Int>
        /// A member value or array element (not an object key, not punctuation).
        let isValue: Bool
    }

    private(set) var all: [Token] = []

    /// Scans well-formed JSON; on anything unexpected it stops and keeps what it found.
    init(_ bytes: [UInt8]) {
        var position = 0
        var containers: [UInt8] = []
        var expectingKey = false
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                containers.append(byte)
                expectingKey = byte == UInt8(ascii: "{")
                all.append(Token(kind: .structural, range: position..<position + 1, isValue: false))
                position += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = containers.popLast()
                all.append(Token(kind: .structural, range: position..<position + 1, isValue: false))
                position += 1
            case UInt8(ascii: ","):
                expectingKey = containers.last == UInt8(ascii: "{")
                all.append(Token(kind: .structural, range: position..<position + 1, isValue: false))
                position += 1
            case UInt8(ascii: ":"):
                expectingKey = false
                all.append(Token(kind: .structural, range: position..<position + 1, isValue: false))
                position += 1
            case UInt8(ascii: "\""):
                var end = position + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                guard end < bytes.count else { return }
                all.append(Token(kind: .string, range: position..<end + 1, isValue: !expectingKey))
                position = end + 1
            case 0x20, 0x0A, 0x0D, 0x09:
                position += 1
            default:
                var end = position
                while end < bytes.count, !Self.delimiters.contains(bytes[end]) { end += 1 }
                guard end > position else { return }
                let isNumber = byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39)
                all.append(Token(kind: isNumber ? .number : .literal, range: position..<end, isValue: true))
                position = end
            }
        }
    }

    private static let delimiters: Set<UInt8> = Set(" \n\r\t,]}:".utf8)
}
