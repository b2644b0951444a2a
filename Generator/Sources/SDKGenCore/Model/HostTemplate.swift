import Foundation

/// The type of a variable in a templated environment's base URL: what a value must look like and where in the
/// URL the variable may stand.
public enum HostVariableKind: String, Sendable, CaseIterable {
    /// One DNS label, a whole label of the host name (`https://{account}.fogbugz.com/`).
    case label
    /// A whole host, optionally with `:port` (`http://{customerHost}/`).
    case host
    /// The whole port (`http://localhost:{port}/`).
    case port
    /// Text inside the path, percent-encoded as one segment (`/v{version}/`).
    case segment
    /// Whole path segments joined by `/` (`/{dataPath}/`).
    case path
    /// One or more whole labels of the host joined by `.` (`https://{account}.{dnsSuffix}/`).
    case domain
    /// A base path glued to the host: empty or `/`-prefixed segments (`https://api.example.com{basePath}/`).
    case basePath

    /// The runtime's `URLTemplate.Value` case.
    var runtimeCase: String { rawValue }

    /// The Swift type of the constructor argument.
    var swiftType: String { self == .port ? "Int" : "String" }

    /// Where a variable of this kind may stand, for diagnostics.
    var placementRule: String {
        switch self {
        case .label: return "a 'label' variable is one whole label of the host name"
        case .host: return "a 'host' variable is the whole host and port"
        case .port: return "a 'port' variable is the whole port"
        case .segment: return "a 'segment' variable stands in the path"
        case .path: return "a 'path' variable fills whole path segments"
        case .domain: return "a 'domain' variable is one or more whole labels of the host name"
        case .basePath: return "a 'basePath' variable follows the host (or port) directly"
        }
    }

    /// An example of a correct placement.
    func example(_ name: String) -> String {
        switch self {
        case .label: return "'https://{\(name)}.example.com/'"
        case .host: return "'http://{\(name)}/'"
        case .port: return "'http://localhost:{\(name)}/'"
        case .segment: return "'https://example.com/v{\(name)}/'"
        case .path: return "'https://example.com/{\(name)}/'"
        case .domain: return "'https://{account}.{\(name)}/'"
        case .basePath: return "'https://api.example.com{\(name)}/'"
        }
    }

    /// A value that passes the rule, substituted to check that a template forms a URL.
    var sample: String {
        switch self {
        case .label, .segment, .path: return "a"
        case .host: return "example.com"
        case .port: return "8080"
        case .domain: return "a.b"
        case .basePath: return "/a"
        }
    }
}

/// A `{placeholder}` of a base URL and the part of the URL it stands in.
struct HostPlaceholder {
    /// The part of a URL a placeholder stands in.
    enum Part: String {
        case scheme, userinfo, host, port, path, query, fragment
    }

    /// The variable name between the braces.
    var name: String
    /// The offset of `{` in the template, in characters.
    var offset: Int
    /// The part of the URL it stands in.
    var part: Part
    /// Whether it fills its part alone (the whole host, the whole port).
    var fillsPart: Bool
    /// Whether it is delimited like a host label (`://` or `.` before, `.`, `:` or the end of the host after).
    var isWholeLabel: Bool
    /// Whether it is delimited like path segments (`/` before, `/` or the end of the path after).
    var isWholeSegment: Bool
    /// Whether it follows the host or port directly (`api.example.com{basePath}`): it starts the path, so its value
    /// must begin with `/` or be empty.
    var isGluedToHost: Bool = false
}

/// Reads the placeholders of a templated base URL.
enum HostTemplate {
    /// The placeholders of `template` with their parts, or `nil` when a brace is unbalanced, a placeholder is
    /// empty or its name is not a lower-camel-case identifier.
    static func placeholders(in template: String) -> [HostPlaceholder]? {
        let characters = Array(template)
        // Without `://` the whole text counts as the scheme (sdkgen reports such a base URL anyway).
        let schemeEnd =
            template.range(of: "://").map { template.distance(from: template.startIndex, to: $0.lowerBound) }
            ?? characters.count
        let authorityStart = min(schemeEnd + 3, characters.count)
        var authorityEnd = authorityStart
        while authorityEnd < characters.count, !"/?#".contains(characters[authorityEnd]) { authorityEnd += 1 }
        var pathEnd = authorityEnd
        while pathEnd < characters.count, !"?#".contains(characters[pathEnd]) { pathEnd += 1 }
        let queryEnd = characters[pathEnd...].firstIndex(of: "#") ?? characters.count
        // The host starts after the last `@` of the authority and ends at the port's `:` (outside `[…]`).
        var hostStart = authorityStart
        if let at = characters[authorityStart..<authorityEnd].lastIndex(of: "@") { hostStart = at + 1 }
        guard let found = scan(characters) else { return nil }
        // A placeholder that ends the authority right after a host character or another placeholder
        // (`api.example.com{basePath}`, `{gateway}{basePath}`) starts the path: its text begins with `/`.
        var gluedOffset: Int?
        if let last = found.last(where: { $0.offset >= hostStart && $0.offset < authorityEnd }),
            last.offset > hostStart, last.offset + last.name.count + 2 == authorityEnd,
            !".:@[".contains(characters[last.offset - 1])
        {
            gluedOffset = last.offset
            authorityEnd = last.offset
        }
        var hostEnd = authorityEnd
        var depth = 0
        for index in hostStart..<authorityEnd {
            if characters[index] == "[" { depth += 1 }
            if characters[index] == "]" { depth -= 1 }
            if characters[index] == ":", depth == 0 {
                hostEnd = index
                break
            }
        }
        return found.map { name, offset in
            let end = offset + name.count + 2
            let part: HostPlaceholder.Part
            var fills = false
            if offset < schemeEnd {
                part = .scheme
            } else if offset < hostStart {
                part = .userinfo
            } else if offset < hostEnd {
                part = .host
                fills = offset == hostStart && end == hostEnd && hostEnd == authorityEnd
            } else if offset < authorityEnd {
                part = .port
                fills = offset == hostEnd + 1 && end == authorityEnd
            } else if offset < pathEnd {
                part = .path
            } else if offset < queryEnd {
                part = .query
            } else {
                part = .fragment
            }
            let before = offset > 0 ? characters[offset - 1] : " "
            let after = end < characters.count ? characters[end] : " "
            let wholeLabel =
                part == .host && (offset == hostStart || before == ".") && (end == hostEnd || after == ".")
            let wholeSegment = part == .path && before == "/" && (end == pathEnd || after == "/")
            let glued = offset == gluedOffset
            return HostPlaceholder(
                name: name, offset: offset, part: part, fillsPart: fills, isWholeLabel: wholeLabel,
                isWholeSegment: wholeSegment, isGluedToHost: glued)
        }
    }

    /// `{name}` pairs with their offsets, or `nil` when the braces are malformed.
    private static func scan(_ characters: [Character]) -> [(name: String, offset: Int)]? {
        var result: [(name: String, offset: Int)] = []
        var open: Int?
        var word = ""
        for (offset, character) in characters.enumerated() {
            if character == "{" {
                guard open == nil else { return nil }
                open = offset
                word = ""
            } else if character == "}" {
                guard let start = open, isVariableName(word) else { return nil }
                result.append((word, start))
                open = nil
            } else if open != nil {
                word.append(character)
            }
        }
        return open == nil ? result : nil
    }

    /// Whether a variable name is a lower-camel-case identifier (it becomes an argument label).
    static func isVariableName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isLowercase, first.isASCII else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// The template with every placeholder replaced by its variable's sample value.
    static func sampleExpansion(_ template: String, kinds: [String: HostVariableKind]) -> String {
        var text = template
        for (name, kind) in kinds { text = text.replacingOccurrences(of: "{\(name)}", with: kind.sample) }
        return text
    }
}
