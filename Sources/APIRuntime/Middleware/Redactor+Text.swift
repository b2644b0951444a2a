import Foundation

extension Redactor {
    /// Whether a body is JSON by its media type (`application/json`, `…+json`, `text/json`) or its first byte.
    static func looksLikeJSON(_ data: Data, contentType: String) -> Bool {
        if contentType.contains("json") { return true }
        let first = data.first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// JSON text that does not parse (cut short, a key twice, not JSON at all) with the value after every secret
    /// member name masked, read token by token: a string value up to its closing quote (or the end), any other
    /// value up to the next `,`, `}` or `]`.
    ///
    /// A body that fails to decode is logged to diagnose it, so it is kept; only what a secret name introduces goes.
    public func redactJSONText(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var position = 0
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "\"") else {
                output.append(bytes[position])
                position += 1
                continue
            }
            let end = Self.stringEnd(bytes, from: position)
            output.append(contentsOf: bytes[position..<end])
            var colon = end
            while colon < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[colon]) { colon += 1 }
            let name = String(decoding: bytes[min(position + 1, end)..<max(position + 1, end - 1)], as: UTF8.self)
            position = end
            guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":"), isSecret(name) else { continue }
            var valueStart = colon + 1
            while valueStart < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[valueStart]) { valueStart += 1 }
            output.append(contentsOf: bytes[end..<valueStart])
            var valueEnd = valueStart
            if valueStart < bytes.count, bytes[valueStart] == UInt8(ascii: "\"") {
                valueEnd = Self.stringEnd(bytes, from: valueStart)
            } else {
                while valueEnd < bytes.count, !Array(",}]".utf8).contains(bytes[valueEnd]) { valueEnd += 1 }
            }
            output.append(contentsOf: Array("\"\(Redactor.mask)\"".utf8))
            position = valueEnd
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The offset just past the string starting at `start` (its closing quote), or the end of the bytes.
    private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\"") { return index + 1 }
            index += 1
        }
        return bytes.count
    }
}
