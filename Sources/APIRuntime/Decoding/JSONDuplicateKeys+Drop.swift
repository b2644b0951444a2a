import Foundation

extension JSONDuplicateKeys {
    /// A key repeated in one object with different values, found when dropping conflicts.
    struct Conflict {
        /// The key, unescaped.
        var key: String
        /// Where its second occurrence starts, in the body's UTF-8 form.
        var offset: Int
        /// Where the key is: the keys and indices down to its object, then the key itself.
        var path: [AnyCodingKey]
        /// Every occurrence of the key in its object: from its opening quote to the end of its value.
        var members: [Range<Int>]
    }

    /// The body without the members whose key repeats in their object with another value, and those conflicts;
    /// `nil` when there is none.
    ///
    /// Every occurrence of such a key goes, with one comma beside it: the value that was meant is unknown, so
    /// neither is kept (``DuplicateKeyPolicy/drop``). The bytes become spaces, so the rest of the body keeps its
    /// offsets. A conflict inside a member that is itself dropped is not reported. A UTF-16 or UTF-32 body comes
    /// back in UTF-8.
    static func dropConflicts(in data: Data) -> (body: Data, conflicts: [Conflict])? {
        let body = utf8(ofWide: data) ?? data
        let found: [Conflict] = body.withUnsafeBytes { raw in
            var scan = JSONDuplicateKeys(raw)
            scan.collecting = true
            _ = scan.run()
            return scan.conflicts
        }
        guard !found.isEmpty else { return nil }
        let members = found.indices.flatMap { index in found[index].members.map { (conflict: index, range: $0) } }
            .sorted { $0.range.lowerBound < $1.range.lowerBound }
        var blanked = [UInt8](body)
        var dropped: Set<Int> = []
        var outer: Range<Int>?
        for member in members {
            if let outer, outer.contains(member.range.lowerBound) { continue }
            outer = member.range
            dropped.insert(member.conflict)
            blank(member.range, in: &blanked)
        }
        return (Data(blanked), found.indices.filter(dropped.contains).map { found[$0] })
    }

    /// Blanks a member and one comma beside it: the one after it, or else the one before it (it was the last).
    private static func blank(_ member: Range<Int>, in bytes: inout [UInt8]) {
        for position in member { bytes[position] = UInt8(ascii: " ") }
        var after = member.upperBound
        while after < bytes.count, isSpace(bytes[after]) { after += 1 }
        if after < bytes.count, bytes[after] == UInt8(ascii: ",") {
            bytes[after] = UInt8(ascii: " ")
            return
        }
        var before = member.lowerBound - 1
        while before >= 0, isSpace(bytes[before]) { before -= 1 }
        if before >= 0, bytes[before] == UInt8(ascii: ",") { bytes[before] = UInt8(ascii: " ") }
    }

    /// Records the conflicts of the innermost object, which closes at `position`.
    mutating func gatherConflicts(closingAt position: Int) {
        let innermost = frames.count - 1
        var path: [AnyCodingKey] = []
        for level in 0..<innermost {
            if frames[level].isObject {
                let next = frames[level + 1].keyStart
                if next > frames[level].keyStart { path.append(AnyCodingKey(text(of: keys[next - 1]))) }
            } else if let index = AnyCodingKey(intValue: frames[level].index) {
                path.append(index)
            }
        }
        let members = frames[innermost].keyStart..<keys.count
        for first in frames[innermost].conflicted {
            let occurrences = members.filter { equal(keys[$0], keys[first]) }
            let ranges = occurrences.map { index in
                keys[index].quote..<(index == keys.count - 1 ? position : valueEnd(from: keys[index].valueStart))
            }
            conflicts.append(
                Conflict(
                    key: text(of: keys[first]), offset: occurrences.dropFirst().first.map { keys[$0].quote } ?? 0,
                    path: path + [AnyCodingKey(text(of: keys[first]))], members: ranges))
        }
    }
}
