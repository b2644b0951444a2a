#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Counts the attributes of each start tag in a body's bytes, before libxml2 parses it.
///
/// libxml2 2.9 checks every attribute of a start tag against all earlier ones of the same tag, so a tag's
/// cost grows with the square of its attributes: 160,000 attributes (1.3 MB) took six seconds, a 64 MB body
/// would take hours, and the parse cannot be stopped from a callback because the check runs before the tag is
/// reported. This scan finds such a tag in linear time so ``XMLTreeBuilder`` refuses the body instead.
///
/// It counts the `=` signs of a tag outside quoted values (one per attribute or namespace declaration) and skips
/// comments, CDATA sections and processing instructions, whose content is no markup. Text between tags is
/// skipped with `memchr`. The scan reads bytes, not characters: in a UTF-16 body it still finds every ASCII
/// `<`, `=`, quote and `>`, but does not recognise comments, so only a UTF-16 comment holding more than
/// ``XMLTreeBuilder/maximumAttributes`` `=` signs could be refused wrongly.
enum XMLAttributeCount {
    /// The byte offset of the first start tag with more than `limit` attributes, or `nil` when there is none.
    static func firstTag(in bytes: UnsafeRawBufferPointer, withMoreThan limit: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let end = bytes.count
        var position = 0
        while position < end {
            guard let found = memchr(base + position, Int32(UInt8(ascii: "<")), end - position) else { return nil }
            let start = base.distance(to: UnsafeRawPointer(found))
            position = start + 1
            if let skipped = skipUnmarked(bytes, at: position) {
                position = skipped
                continue
            }
            var count = 0
            var quote: UInt8 = 0
            scan: while position < end {
                let byte = bytes[position]
                if quote != 0 {
                    if byte == quote { quote = 0 }
                } else {
                    switch byte {
                    case UInt8(ascii: "\""), UInt8(ascii: "'"):
                        quote = byte
                    case UInt8(ascii: "="):
                        count += 1
                        if count > limit { return start }
                    case UInt8(ascii: ">"):
                        position += 1
                        break scan
                    case UInt8(ascii: "<"):
                        break scan  // not well-formed: libxml2 reports it; the next tag starts here
                    default:
                        break
                    }
                }
                position += 1
            }
        }
        return nil
    }

    /// After the `<` of a comment, CDATA section or processing instruction, the offset past its end (the body's
    /// end when it has none); `nil` for any other `<`.
    private static func skipUnmarked(_ bytes: UnsafeRawBufferPointer, at position: Int) -> Int? {
        let terminator: [UInt8]
        if matches(bytes, at: position, "!--") {
            terminator = Array("-->".utf8)
        } else if matches(bytes, at: position, "![CDATA[") {
            terminator = Array("]]>".utf8)
        } else if matches(bytes, at: position, "?") {
            terminator = Array("?>".utf8)
        } else {
            return nil
        }
        var index = position + 1
        while index + terminator.count <= bytes.count {
            guard let base = bytes.baseAddress,
                let found = memchr(base + index, Int32(terminator[0]), bytes.count - index)
            else { return bytes.count }
            index = base.distance(to: UnsafeRawPointer(found))
            if matches(bytes, at: index, terminator) { return index + terminator.count }
            index += 1
        }
        return bytes.count
    }

    /// Whether the bytes at `position` are `text`.
    private static func matches(_ bytes: UnsafeRawBufferPointer, at position: Int, _ text: some Sequence<UInt8>)
        -> Bool
    {
        var index = position
        for byte in text {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    /// Whether the bytes at `position` are `text`.
    private static func matches(_ bytes: UnsafeRawBufferPointer, at position: Int, _ text: String) -> Bool {
        matches(bytes, at: position, text.utf8)
    }
}
