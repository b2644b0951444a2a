import Foundation

extension MalformedBodies {
    /// Malformed variants of an XML body: truncations, flipped markup bytes, invalid UTF-8, a JSON or text body
    /// instead of XML, a DOCTYPE with an entity, 100,000-deep nesting, and a sample of numeric element texts and
    /// attribute values replaced by text.
    public static func xml(from original: Data, sample count: Int = 6) -> [MalformedVariant] {
        let bytes = [UInt8](original)
        var variants = common(original)

        let rootStart = firstElementStart(bytes)
        let markup = bytes.indices.filter {
            $0 >= rootStart && (bytes[$0] == UInt8(ascii: "<") || bytes[$0] == UInt8(ascii: ">"))
        }
        for position in sample(markup, count: 3) {
            variants.append(
                MalformedVariant(
                    name: "markup byte \(position) flipped", body: flipping(position, of: bytes), expectation: .invalid)
            )
        }
        if let close = markup.first(where: { bytes[$0] == UInt8(ascii: ">") }) {
            variants.append(
                MalformedVariant(
                    name: "invalid UTF-8 after the document element's start tag",
                    body: inserting(invalidUTF8, at: close + 1, into: bytes), expectation: .invalid))
        }
        variants.append(
            MalformedVariant(
                name: "a JSON body", body: Data(#"{"response":{"error":"x"}}"#.utf8), expectation: .invalid))
        variants.append(
            MalformedVariant(name: "a plain-text body", body: Data("Service Unavailable".utf8), expectation: .invalid))
        variants.append(
            MalformedVariant(
                name: "a DOCTYPE declaring an entity",
                body: Data(
                    #"<?xml version="1.0"?><!DOCTYPE response [<!ENTITY x "boom">]><response>&x;</response>"#.utf8),
                expectation: .invalid))
        let deep = 100_000
        variants.append(
            MalformedVariant(
                name: "elements nested \(deep) deep",
                body: Data(
                    ("<response>" + String(repeating: "<a>", count: deep) + String(repeating: "</a>", count: deep)
                        + "</response>").utf8), expectation: .invalid))

        for (index, range) in sample(numericRanges(bytes, from: rootStart), count: count).enumerated() {
            variants.append(
                MalformedVariant(
                    name: "number → text #\(index) at byte \(range.lowerBound)",
                    body: replacing(range, of: bytes, with: textMarker), expectation: .replaced(markers: [textMarker])))
        }
        return variants
    }

    /// The position of the first `<` that starts an element (not `<?` or `<!`).
    static func firstElementStart(_ bytes: [UInt8]) -> Int {
        var position = 0
        while position + 1 < bytes.count {
            if bytes[position] == UInt8(ascii: "<"), bytes[position + 1] != UInt8(ascii: "?"),
                bytes[position + 1] != UInt8(ascii: "!")
            {
                return position
            }
            position += 1
        }
        return 0
    }

    /// Byte ranges of element texts (`>42<`) and attribute values (`="42"`) that are whole integers or decimals.
    static func numericRanges(_ bytes: [UInt8], from start: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var position = start
        while position < bytes.count {
            let opener = bytes[position]
            let closer: UInt8?
            switch opener {
            case UInt8(ascii: ">"): closer = UInt8(ascii: "<")
            case UInt8(ascii: "\"") where position > 0 && bytes[position - 1] == UInt8(ascii: "="): closer = opener
            default: closer = nil
            }
            guard let closer else {
                position += 1
                continue
            }
            var end = position + 1
            while end < bytes.count, bytes[end] != closer { end += 1 }
            let content = bytes[(position + 1)..<min(end, bytes.count)]
            if !content.isEmpty, content.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") }) {
                ranges.append((position + 1)..<end)
            }
            position = opener == UInt8(ascii: ">") ? end : end + 1
        }
        return ranges
    }
}
