import Foundation

/// Finds a key that appears twice in one object of a JSON text, before Foundation decodes it.
///
/// RFC 8259 leaves the meaning of `{"a":1,"a":2}` open: Foundation's decoder keeps the first value, JavaScript and
/// most server frameworks the last, so the two sides of a call would read different values, and
/// `{"HasErrors":false,…,"HasErrors":true}` would pass an error check. ``ResponseContext`` therefore refuses such a
/// body as a ``DecodingFailure``. Keys are compared after unescaping (`"a"` and `"\u0061"` are one key).
///
/// One pass over the bytes, remembering each open object's keys by a hash computed while the key is read (a
/// linear search for small objects, a set of hashes for large ones). The scan does not validate: on text that is
/// not JSON it stops or reads on, and the decoder reports the syntax error. Bodies in UTF-16 or UTF-32 are scanned
/// in their UTF-8 form.
struct JSONDuplicateKeys {
    /// A key of an open object: its hash and where its bytes are (in the body, or unescaped in `unescaped`).
    private struct Key {
        var hash: UInt64
        var start: Int
        var end: Int
        var isUnescaped: Bool
    }

    /// An open object's keys; arrays are frames without keys.
    private struct Frame {
        var isObject: Bool
        var expectsKey: Bool
        var keys: [Key] = []
        var hashes: Set<UInt64>?
    }

    /// Objects with more keys than this are searched through a set of hashes.
    private static let linearLimit = 16

    private let bytes: UnsafeRawBufferPointer
    private var frames: [Frame] = []
    private var depth = 0
    private var unescaped: [UInt8] = []

    private init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Throws ``CallFailure/decoding(_:)`` naming the first key that repeats within its object.
    static func check(_ data: Data) throws(CallFailure) {
        guard let (key, offset) = first(in: data) else { return }
        throw CallFailure.decoding(
            DecodingFailure(
                codingPath: "",
                message: "the key '\(key)' appears twice in one object (at byte \(offset)): which value counts is "
                    + "undefined",
                bodySnippet: DecodingFailure.snippet(of: data)))
    }

    /// The first key that repeats within its object, with the byte offset of its second occurrence, or `nil`.
    ///
    /// A body in UTF-16 or UTF-32 (a zero byte among the first two, or a byte order mark), which Foundation reads
    /// too, is scanned in its UTF-8 form; the offset is then one in that form.
    static func first(in data: Data) -> (key: String, offset: Int)? {
        if let wide = utf8(ofWide: data) { return first(in: wide) }
        return data.withUnsafeBytes { raw in
            var scan = JSONDuplicateKeys(raw)
            return scan.run()
        }
    }

    /// The UTF-8 form of a UTF-16 or UTF-32 body, told as Foundation tells it; `nil` for any other body.
    private static func utf8(ofWide data: Data) -> Data? {
        let head = [UInt8](data.prefix(4))
        guard head.count >= 2 else { return nil }
        let encoding: String.Encoding
        switch (head[0], head[1], head.count == 4 ? head[2] : 1, head.count == 4 ? head[3] : 1) {
        case (0, 0, 0xFE, 0xFF), (0xFF, 0xFE, 0, 0): encoding = .utf32
        case (0xFE, 0xFF, _, _), (0xFF, 0xFE, _, _): encoding = .utf16
        case (0, 0, 0, _): encoding = .utf32BigEndian
        case (_, 0, 0, 0): encoding = .utf32LittleEndian
        case (0, _, _, _): encoding = .utf16BigEndian
        case (_, 0, _, _): encoding = .utf16LittleEndian
        default: return nil
        }
        return String(data: data, encoding: encoding).map { Data($0.utf8) }
    }

    private mutating func run() -> (key: String, offset: Int)? {
        var position = 0
        let count = bytes.count
        while position < count {
            let byte = bytes[position]
            if byte == UInt8(ascii: " ") {
                // Indentation: skip runs of spaces eight bytes at a time.
                position += 1
                while position + 8 <= count,
                    bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self) == 0x2020_2020_2020_2020
                {
                    position += 8
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                // Past the decoder's own nesting limit the decode fails anyway.
                guard depth < JSONValue.maximumDepth + 1 else { return nil }
                let isObject = byte == UInt8(ascii: "{")
                if depth < frames.count {
                    frames[depth].isObject = isObject
                    frames[depth].expectsKey = isObject
                    frames[depth].keys.removeAll(keepingCapacity: true)
                    frames[depth].hashes = nil
                } else {
                    frames.append(Frame(isObject: isObject, expectsKey: isObject))
                }
                depth += 1
                position += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard depth > 0 else { return nil }
                depth -= 1
                position += 1
            case UInt8(ascii: ","):
                if depth > 0, frames[depth - 1].isObject { frames[depth - 1].expectsKey = true }
                position += 1
            case UInt8(ascii: "\""):
                let isKey = depth > 0 && frames[depth - 1].isObject && frames[depth - 1].expectsKey
                guard let (end, hash, escaped) = scanString(from: position + 1, hashing: isKey) else { return nil }
                if isKey {
                    frames[depth - 1].expectsKey = false
                    var key = Key(hash: hash, start: position + 1, end: end, isUnescaped: false)
                    if escaped {
                        guard let unescapedKey = unescape(from: position, to: end) else { return nil }
                        key = unescapedKey
                    }
                    if let repeated = insert(key) { return (repeated, position) }
                }
                position = end + 1
            default:
                position += 1
            }
        }
        return nil
    }

    /// Reads a string from after its opening quote; returns the offset of its closing quote, the FNV-1a hash of
    /// its raw bytes and whether it holds an escape, or `nil` when it does not end.
    ///
    /// Most of a body's bytes are inside strings, so quotes are found with `memchr` (which libc vectorises): a
    /// quote ends the string when an even number of backslashes precedes it. Only a key holding a backslash is
    /// walked byte by byte, to hash it.
    private func scanString(from start: Int, hashing: Bool) -> (Int, UInt64, Bool)? {
        guard let base = bytes.baseAddress, start <= bytes.count else { return nil }
        var from = start
        var quote = start
        while true {
            guard let found = memchr(base + from, Int32(UInt8(ascii: "\"")), bytes.count - from) else { return nil }
            quote = base.distance(to: UnsafeRawPointer(found))
            var before = quote
            while before > start, bytes[before - 1] == UInt8(ascii: "\\") { before -= 1 }
            if (quote - before).isMultiple(of: 2) { break }
            from = quote + 1
        }
        let escaped = memchr(base + start, Int32(UInt8(ascii: "\\")), quote - start) != nil
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        guard hashing else { return (quote, hash, escaped) }
        // A key's escapes are resolved by `unescape`, which hashes the decoded text; the raw hash is then unused.
        if !escaped {
            for position in start..<quote { hash = (hash ^ UInt64(bytes[position])) &* 0x100_0000_01b3 }
        }
        return (quote, hash, escaped)
    }

    /// A key holding escapes, decoded by Foundation and kept in `unescaped`; `nil` when it does not decode.
    private mutating func unescape(from quote: Int, to end: Int) -> Key? {
        let literal = Data(UnsafeRawBufferPointer(rebasing: bytes[quote...end]))
        guard let text = try? JSONDecoder().decode(String.self, from: literal) else { return nil }
        let start = unescaped.count
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            unescaped.append(byte)
        }
        return Key(hash: hash, start: start, end: unescaped.count, isUnescaped: true)
    }

    /// Adds a key to the innermost object; returns its text when the object already has it.
    private mutating func insert(_ key: Key) -> String? {
        let index = depth - 1
        if frames[index].keys.count >= Self.linearLimit {
            if frames[index].hashes == nil { frames[index].hashes = Set(frames[index].keys.map(\.hash)) }
            if frames[index].hashes!.insert(key.hash).inserted {
                frames[index].keys.append(key)
                return nil
            }
        }
        for other in frames[index].keys where other.hash == key.hash && equal(other, key) {
            return text(of: key)
        }
        frames[index].keys.append(key)
        frames[index].hashes?.insert(key.hash)
        return nil
    }

    private func equal(_ first: Key, _ second: Key) -> Bool {
        guard first.end - first.start == second.end - second.start else { return false }
        return withBytes(of: first) { one in withBytes(of: second) { other in one.elementsEqual(other) } }
    }

    private func text(of key: Key) -> String {
        withBytes(of: key) { String(decoding: $0, as: UTF8.self) }
    }

    private func withBytes<Result>(of key: Key, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        if key.isUnescaped {
            return unescaped.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[key.start..<key.end])) }
        }
        return body(UnsafeRawBufferPointer(rebasing: bytes[key.start..<key.end]))
    }
}
