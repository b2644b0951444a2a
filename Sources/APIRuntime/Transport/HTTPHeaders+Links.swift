import Foundation

/// `Link` header fields (RFC 8288): the targets of a reply's relations, such as the next page of a list.
extension HTTPHeaders {
    /// Every `Link` field's targets by relation: `<https://api.example.com/items?page=2>; rel="next"` gives
    /// `["next": …]`.
    ///
    /// Fields may repeat and hold several links separated by commas; a link may name several relations
    /// (`rel="next last"`); relation names compare case-insensitively and are given in lower case. A target is
    /// resolved against `base` when it is relative. The first link of a relation wins; a link without a
    /// `rel`, without a target in angle brackets, or whose target is no URL is skipped, never guessed.
    public func links(relativeTo base: URL? = nil) -> [String: URL] {
        var result: [String: URL] = [:]
        for value in values(for: "Link") {
            for link in Self.parseLinks(value) {
                guard let url = URL(string: link.target, relativeTo: base)?.absoluteURL else { continue }
                for relation in link.relations where result[relation] == nil { result[relation] = url }
            }
        }
        return result
    }

    /// The links of one field value: each target (inside `<…>`) with its `rel` values.
    static func parseLinks(_ value: String) -> [(target: String, relations: [String])] {
        var links: [(target: String, relations: [String])] = []
        var rest = Substring(value)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let target = String(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
            // The parameters run to the next comma outside a quoted string.
            let end = firstIndex(of: ",", outsideQuotesIn: rest) ?? rest.endIndex
            let relations = relationNames(in: rest[..<end])
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
            if !relations.isEmpty { links.append((target, relations)) }
        }
        return links
    }

    /// The space-separated names of the `rel` parameter (quoted or not), lower-cased.
    private static func relationNames(in parameters: Substring) -> [String] {
        var rest = parameters
        while !rest.isEmpty {
            let end = firstIndex(of: ";", outsideQuotesIn: rest) ?? rest.endIndex
            let parts = rest[..<end].split(separator: "=", maxSplits: 1)
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "rel" else {
                continue
            }
            var value = parts[1].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            return value.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        }
        return []
    }

    /// The first `separator` in `text` that is not inside a quoted string (`title="a; b"` holds none).
    private static func firstIndex(of separator: Character, outsideQuotesIn text: Substring) -> Substring.Index? {
        var quoted = false
        var escaped = false
        for index in text.indices {
            let character = text[index]
            if escaped {
                escaped = false
            } else if quoted, character == "\\" {
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
            } else if character == separator, !quoted {
                return index
            }
        }
        return nil
    }
}
