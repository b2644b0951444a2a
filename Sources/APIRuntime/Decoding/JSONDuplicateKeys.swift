import Foundation

/// Finds a key that appears twice in one object of a JSON text, before Foundation decodes it.
///
/// RFC 8259 leaves the meaning of `{"a":1,"a":2}` open: Foundation's decoder keeps the first value, JavaScript and
/// most server frameworks the last, so the two sides of a call would read different values, and
/// `{"HasErrors":false,…,"HasErrors":true}` would pass an error check. ``ResponseContext`` therefore refuses such a
/// body as a ``DecodingFailure``. Keys are compared after unescaping (`"a"` and `"\u0061"` are one key).
///
/// One pass over the bytes, remembering the keys of the open objects on one stack, by a hash of each key (a
/// linear search for objects of up to 64 keys, a set of hashes for larger ones). The scan does not validate: on
/// text that is not JSON it stops or reads on, and the decoder reports the syntax error. Bodies in UTF-16 or UTF-32
/// are scanned in their UTF-8 form.
struct JSONDuplicateKeys {
    /// A key of an open object: its hash and where its bytes are (in the body, or unescaped in `unescaped`).
    private struct Key {
        var hash: UInt64
        var start: Int
        var end: Int
        var isUnescaped: Bool
    }

    /// An open object or array; an object's keys are `keys[keyStart...]`.
    private struct Frame {
        var isObject: Bool
        var expectsKey: Bool
        var keyStart: Int
        /// The hashes of a large object's keys (more than ``linearLimit``), built when it grows past the limit.
        var hashes: Set<UInt64>?
    }

    /// Objects with more keys than this are searched through a set of hashes.
    private static let linearLimit = 64

    private let bytes: UnsafeRawBufferPointer
    private var frames: [Frame] = []
    /// The keys of every open object, innermost last: an object's keys go when it closes.
    private var keys: [Key] = []
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
            // Only quotes, commas, braces and brackets matter (`[`, `]` fold onto `{`, `}` with bit 5 set).
            let folded = byte | 0x20
            guard
                folded == UInt8(ascii: "{") || folded == UInt8(ascii: "}") || byte == UInt8(ascii: "\"")
                    || byte == UInt8(ascii: ",")
            else {
                position += 1
                // Indentation: skip runs of spaces eight bytes at a time.
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
                guard frames.count <= JSONValue.maximumDepth else { return nil }
                let isObject = byte == UInt8(ascii: "{")
                frames.append(Frame(isObject: isObject, expectsKey: isObject, keyStart: keys.count))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard let closed = frames.popLast() else { return nil }
                if closed.isObject { keys.removeSubrange(closed.keyStart...) }
            case UInt8(ascii: ","):
                if !frames.isEmpty, frames[frames.count - 1].isObject { frames[frames.count - 1].expectsKey = true }
            default:
                let innermost = frames.count - 1
                let isKey = innermost >= 0 && frames[innermost].isObject && frames[innermost].expectsKey
                guard let (end, hash, escaped) = scanString(from: position + 1, hashing: isKey) else { return nil }
                if isKey {
                    frames[innermost].expectsKey = false
                    var key = Key(hash: hash, start: position + 1, end: end, isUnescaped: false)
                    if escaped {
                        guard let unescapedKey = unescape(from: position, to: end) else { return nil }
                        key = unescapedKey
                    }
                    if let repeated = insert(key) { return (repeated, position) }
                }
                position = end
            }
            position += 1
        }
        return nil
    }

    /// Reads a string from after its opening quote; returns the offset of its closing quote, the hash of
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
        // A key's escapes are resolved by `unescape`, which hashes the decoded text; the raw hash is then unused.
        guard hashing, !escaped else { return (quote, 0, escaped) }
        return (quote, Self.hash(UnsafeRawBufferPointer(rebasing: bytes[start..<quote])), false)
    }

    /// A key holding escapes, decoded by Foundation and kept in `unescaped`; `nil` when it does not decode.
    private mutating func unescape(from quote: Int, to end: Int) -> Key? {
        let literal = Data(UnsafeRawBufferPointer(rebasing: bytes[quote...end]))
        guard let text = try? JSONDecoder().decode(String.self, from: literal) else { return nil }
        let start = unescaped.count
        unescaped.append(contentsOf: text.utf8)
        let hash = unescaped.withUnsafeBytes { Self.hash(UnsafeRawBufferPointer(rebasing: $0[start...])) }
        return Key(hash: hash, start: start, end: unescaped.count, isUnescaped: true)
    }

    /// A 64-bit hash of a key's bytes, eight at a time (a multiply-xorshift mix; not for hostile collisions,
    /// which only cost a byte comparison each).
    private static func hash(_ key: UnsafeRawBufferPointer) -> UInt64 {
        var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(key.count)
        var position = 0
        while position + 8 <= key.count {
            hash = (hash ^ key.loadUnaligned(fromByteOffset: position, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            position += 8
        }
        if position < key.count {
            var tail: UInt64 = 0
            for index in position..<key.count { tail = tail << 8 | UInt64(key[index]) }
            hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            hash ^= hash >> 29
        }
        return hash
    }

    /// Adds a key to the innermost object; returns its text when the object already has it.
    private mutating func insert(_ key: Key) -> String? {
        let innermost = frames.count - 1
        let start = frames[innermost].keyStart
        if keys.count - start >= Self.linearLimit {
            if frames[innermost].hashes == nil { frames[innermost].hashes = Set(keys[start...].map(\.hash)) }
            if frames[innermost].hashes!.insert(key.hash).inserted {
                keys.append(key)
                return nil
            }
        }
        for index in start..<keys.count where keys[index].hash == key.hash && equal(keys[index], key) {
            return text(of: key)
        }
        keys.append(key)
        frames[innermost].hashes?.insert(key.hash)
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
