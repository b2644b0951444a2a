import Foundation

/// Finds a key that appears twice in one object of a JSON text with two different values, before Foundation
/// decodes it.
///
/// RFC 8259 leaves the meaning of `{"a":1,"a":2}` open: Foundation's decoder keeps the first value, JavaScript and
/// most server frameworks the last, so the two sides of a call would read different values, and
/// `{"HasErrors":false,…,"HasErrors":true}` would pass an error check. ``ResponseContext`` therefore refuses such a
/// body as a ``DecodingFailure``. Keys are compared after unescaping (`"a"` and `"\u0061"` are one key); a key
/// repeated with the same value as written (`"id":1,…,"id":1`, spaces aside) is no conflict and passes.
///
/// One pass over the bytes, remembering the keys of the open objects on one stack, by a hash of each key (a
/// linear search for objects of up to 64 keys, a set of hashes for larger ones). The scan does not validate: on
/// text that is not JSON it stops or reads on, and the decoder reports the syntax error. Bodies in UTF-16 or UTF-32
/// are scanned in their UTF-8 form.
struct JSONDuplicateKeys {
    /// A key of an open object: its hash and where its bytes are (in the body, or unescaped in `unescaped`).
    struct Key {
        var hash: UInt64
        var start: Int
        var end: Int
        var isUnescaped: Bool
        /// Where the key's opening quote is in the body.
        var quote: Int
        /// Where the key's value starts in the body (just past the key's closing quote, before the colon).
        var valueStart: Int
    }

    /// A key met again in its object, waiting for its second value to end to be compared with the first.
    private struct Repeat {
        var first: Int
        var second: Int
        var offset: Int
    }

    /// An open object or array; an object's keys are `keys[keyStart...]`.
    struct Frame {
        var isObject: Bool
        var expectsKey: Bool
        var keyStart: Int
        /// An array's current element (the commas met so far), for the paths of conflicts.
        var index = 0
        /// The indices in `keys` of this object's keys that repeat with another value (only when collecting).
        var conflicted: [Int] = []
        /// The hashes of a large object's keys (more than ``linearLimit``), built when it grows past the limit.
        var hashes: Set<UInt64>?
    }

    /// Objects with more keys than this are searched through a set of hashes.
    private static let linearLimit = 64

    let bytes: UnsafeRawBufferPointer
    var frames: [Frame] = []
    /// The keys of every open object, innermost last: an object's keys go when it closes.
    var keys: [Key] = []
    /// Whether the scan goes on past a conflict, gathering every one in `conflicts` (``dropConflicts(in:)``).
    var collecting = false
    /// The conflicts gathered when `collecting`, in the order their objects close.
    var conflicts: [Conflict] = []
    private var unescaped: [UInt8] = []
    /// Repeated keys whose second value has not ended yet, innermost last.
    private var repeats: [Repeat] = []

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Throws ``CallFailure/decoding(_:)`` naming the first key that repeats within its object with another value.
    static func check(_ data: Data) throws(CallFailure) {
        guard let (key, offset) = first(in: data) else { return }
        throw failure(key: key, offset: offset, body: data)
    }

    /// The decoding failure for a key that repeats with another value.
    static func failure(key: String, offset: Int, body: Data) -> CallFailure {
        CallFailure.decoding(
            DecodingFailure(
                codingPath: "",
                message: "the key '\(key)' appears twice in one object with different values (at byte \(offset)): "
                    + "which one counts is undefined",
                bodySnippet: DecodingFailure.snippet(of: body)))
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
    static func utf8(ofWide data: Data) -> Data? {
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

    mutating func run() -> (key: String, offset: Int)? {
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
                guard let closed = frames.last else { return nil }
                if closed.isObject {
                    if !repeats.isEmpty, let conflict = endValue(at: position) { return conflict }
                    if !frames[frames.count - 1].conflicted.isEmpty { gatherConflicts(closingAt: position) }
                    keys.removeSubrange(closed.keyStart...)
                }
                frames.removeLast()
            case UInt8(ascii: ","):
                if let innermost = frames.last {
                    if innermost.isObject {
                        frames[frames.count - 1].expectsKey = true
                        if !repeats.isEmpty, let conflict = endValue(at: position) { return conflict }
                    } else {
                        frames[frames.count - 1].index += 1
                    }
                }
            default:
                let innermost = frames.count - 1
                let isKey = innermost >= 0 && frames[innermost].isObject && frames[innermost].expectsKey
                guard let (end, hash, escaped) = scanString(from: position + 1, hashing: isKey) else { return nil }
                if isKey {
                    frames[innermost].expectsKey = false
                    var key = Key(
                        hash: hash, start: position + 1, end: end, isUnescaped: false, quote: position,
                        valueStart: end + 1)
                    if escaped {
                        guard let unescapedKey = unescape(from: position, to: end) else { return nil }
                        key = unescapedKey
                    }
                    if let earlier = insert(key) {
                        repeats.append(Repeat(first: earlier, second: keys.count - 1, offset: position))
                    }
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
        return Key(
            hash: hash, start: start, end: unescaped.count, isUnescaped: true, quote: quote, valueStart: end + 1)
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

    /// Adds a key to the innermost object; returns the index of the same key met earlier in it, if any.
    private mutating func insert(_ key: Key) -> Int? {
        let innermost = frames.count - 1
        let start = frames[innermost].keyStart
        if keys.count - start >= Self.linearLimit {
            if frames[innermost].hashes == nil { frames[innermost].hashes = Set(keys[start...].map(\.hash)) }
            if frames[innermost].hashes!.insert(key.hash).inserted {
                keys.append(key)
                return nil
            }
        }
        let earlier = (start..<keys.count).first { keys[$0].hash == key.hash && equal(keys[$0], key) }
        keys.append(key)
        frames[innermost].hashes?.insert(key.hash)
        return earlier
    }

    /// Ends the value of the innermost object's last key at `position` (its comma or closing brace); when that key
    /// repeats an earlier one with another value, returns the key and the offset of its second occurrence.
    ///
    /// The same value twice (`"id":1,…,"id":1`) leaves nothing to choose between and passes; the values are
    /// compared as written, so `1` and `1.0` differ. Only called while a repeat waits, which is rare.
    private mutating func endValue(at position: Int) -> (key: String, offset: Int)? {
        guard let pending = repeats.last, pending.second == keys.count - 1 else { return nil }
        repeats.removeLast()
        let first = keys[pending.first]
        let second = keys[pending.second]
        let firstValue = valueText(from: first.valueStart, to: valueEnd(from: first.valueStart))
        if firstValue.elementsEqual(valueText(from: second.valueStart, to: position)) { return nil }
        if collecting {
            let innermost = frames.count - 1
            if !frames[innermost].conflicted.contains(where: { equal(keys[$0], first) }) {
                frames[innermost].conflicted.append(pending.first)
            }
            return nil
        }
        return (text(of: second), pending.offset)
    }

    /// Where the value starting at `start` ends: the offset of the comma or closing brace after it at its level.
    func valueEnd(from start: Int) -> Int {
        var position = start
        var level = 0
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                guard let (end, _, _) = scanString(from: position + 1, hashing: false) else { return bytes.count }
                position = end
            case UInt8(ascii: "{"), UInt8(ascii: "["): level += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if level == 0 { return position }
                level -= 1
            case UInt8(ascii: ","):
                if level == 0 { return position }
            default: break
            }
            position += 1
        }
        return bytes.count
    }

    /// A value as written: its bytes between the colon and the comma or brace, without the spaces around them.
    private func valueText(from valueStart: Int, to valueEnd: Int) -> UnsafeRawBufferPointer {
        var start = valueStart
        var end = valueEnd
        while start < end, Self.isSpace(bytes[start]) || bytes[start] == UInt8(ascii: ":") { start += 1 }
        while end > start, Self.isSpace(bytes[end - 1]) { end -= 1 }
        return UnsafeRawBufferPointer(rebasing: bytes[start..<end])
    }

    /// Whether a byte is JSON whitespace (space, line feed, carriage return, tab).
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "\t")
    }

    func equal(_ first: Key, _ second: Key) -> Bool {
        guard first.end - first.start == second.end - second.start else { return false }
        return withBytes(of: first) { one in withBytes(of: second) { other in one.elementsEqual(other) } }
    }

    func text(of key: Key) -> String {
        withBytes(of: key) { String(decoding: $0, as: UTF8.self) }
    }

    private func withBytes<Result>(of key: Key, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        if key.isUnescaped {
            return unescaped.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[key.start..<key.end])) }
        }
        return body(UnsafeRawBufferPointer(rebasing: bytes[key.start..<key.end]))
    }
}
