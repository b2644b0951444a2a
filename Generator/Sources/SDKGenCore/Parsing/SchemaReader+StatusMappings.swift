/// Mappings keyed by HTTP statuses (`errors:` and `responses:`): one reading of keys, repeats and entries.
extension SchemaReader {
    /// The entries of a mapping keyed by statuses, in source order.
    ///
    /// `key` parses a key's text, reporting a key it refuses (at the key, with the entry's path) and answering
    /// `nil`; a status given twice is reported with where it was first given; `entry` reads each accepted value.
    func readStatusMapping<Key: Hashable & CustomStringConvertible, Entry>(
        _ pairs: [YAMLNode.Pair], path: String,
        key: (_ text: String, _ location: SourceLocation, _ path: String) -> Key?,
        entry: (_ value: YAMLNode, _ key: Key, _ location: SourceLocation, _ path: String) -> Entry?
    ) -> [Entry] {
        var entries: [Entry] = []
        var seen: [Key: SourceLocation] = [:]
        for pair in pairs {
            guard let text = pair.key.string else { continue }
            let entryPath = "\(path).\(text)"
            guard let parsed = key(text, pair.key.location, entryPath) else { continue }
            if let first = seen[parsed] {
                diagnostics.error(
                    "duplicate status \(parsed)", at: pair.key.location, path: entryPath,
                    hint: "first given at \(first)")
                continue
            }
            seen[parsed] = pair.key.location
            if let read = entry(pair.value, parsed, pair.key.location, entryPath) { entries.append(read) }
        }
        return entries
    }
}
