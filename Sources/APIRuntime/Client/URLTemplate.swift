import Foundation

/// The base URL of a templated environment: `https://{account}.fogbugz.com/` filled with validated values.
///
/// Generated code calls ``expand(_:_:)`` from an environment's constructor
/// (`FogBugzAPI.Environment.onDemand(account:)`). Every value is checked against its variable's rule before it is
/// substituted, path values are percent-encoded once, and the result must be an http(s) URL with a host;
/// anything else is a ``URLTemplateError``, never a crash and never a URL that points somewhere else.
public enum URLTemplate {
    /// A value for one placeholder, tagged with the rule that validates and spells it.
    public enum Value: Sendable, Hashable {
        /// One DNS label (`ticketrb`): 1–63 ASCII letters, digits or hyphens, no hyphen first or last.
        case label(String)
        /// A host name of labels joined by `.`, an IPv4 address or a bracketed IPv6 address, optionally with
        /// `:port` (`reviews.apitestcustomer.bazaarvoice.com`, `127.0.0.1:8080`).
        case host(String)
        /// A port, 1–65535.
        case port(Int)
        /// One path segment, percent-encoded (a `/` in it becomes `%2F`); not empty, `.` or `..`.
        case segment(String)
        /// Path segments joined by `/` (`bvstaging/data`), each percent-encoded; no empty, `.` or `..` segment,
        /// so no leading, trailing or doubled `/`.
        case path(String)
        /// One or more whole DNS labels joined by `.` (`core.windows.net` in `{account}.{dnsSuffix}`): each a
        /// ``label(_:)``, at most 253 characters, no leading, trailing or doubled `.`.
        case domain(String)
        /// A base path glued to the host (`https://api.example.com{basePath}`): empty, or `/` followed by
        /// ``path(_:)`` segments (`/v1`, `/api/v2`); no trailing `/`, no empty, `.` or `..` segment.
        case basePath(String)
    }

    /// Substitutes each `{name}` of `template` with its value and returns the URL.
    public static func expand(_ template: String, _ values: [String: Value]) throws(URLTemplateError) -> URL {
        var output = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            let before = rest[..<open]
            guard !before.contains("}") else { throw .invalidTemplate(template) }
            output += before
            let afterOpen = rest[rest.index(after: open)...]
            guard let close = afterOpen.firstIndex(of: "}") else { throw .invalidTemplate(template) }
            let name = String(afterOpen[..<close])
            guard !name.isEmpty, !name.contains("{") else { throw .invalidTemplate(template) }
            guard let value = values[name] else { throw .missingValue(variable: name) }
            output += try spell(value, for: name)
            rest = afterOpen[afterOpen.index(after: close)...]
        }
        guard !rest.contains("}") else { throw .invalidTemplate(template) }
        output += rest
        guard let url = URL(string: output), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else { throw .invalidURL(output) }
        return url
    }

    /// The checked, encoded spelling of one value.
    static func spell(_ value: Value, for name: String) throws(URLTemplateError) -> String {
        switch value {
        case .label(let text):
            guard isLabel(text) else {
                throw .invalidValue(
                    variable: name, value: text,
                    reason: "not a DNS label (1 to 63 letters, digits or hyphens, no hyphen first or last)")
            }
            return text
        case .host(let text):
            guard isHost(text) else {
                throw .invalidValue(
                    variable: name, value: text,
                    reason: "not a host name, IPv4 or [IPv6] address with an optional :port")
            }
            return text
        case .port(let port):
            guard (1...65_535).contains(port) else {
                throw .invalidValue(variable: name, value: String(port), reason: "not a port (1 to 65535)")
            }
            return String(port)
        case .segment(let text):
            guard !text.isEmpty, text != ".", text != ".." else {
                throw .invalidValue(variable: name, value: text, reason: "not a path segment (empty, '.' or '..')")
            }
            return PercentEncoding.escapePathSegment(text)
        case .path(let text):
            let segments = text.split(separator: "/", omittingEmptySubsequences: false)
            guard segments.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
                throw .invalidValue(
                    variable: name, value: text,
                    reason: "not a relative path (an empty, '.' or '..' segment, or a leading, trailing or doubled '/')"
                )
            }
            return segments.map { PercentEncoding.escapePathSegment(String($0)) }.joined(separator: "/")
        case .domain(let text):
            guard isDomain(text) else {
                throw .invalidValue(
                    variable: name, value: text,
                    reason: "not a domain name (DNS labels joined by '.', at most 253 characters)")
            }
            return text
        case .basePath(let text):
            return try spellBasePath(text, for: name)
        }
    }

    /// Whether `text` is one DNS label.
    static func isLabel<S: StringProtocol>(_ text: S) -> Bool {
        let bytes = Array(text.utf8)
        guard (1...63).contains(bytes.count), bytes.first != UInt8(ascii: "-"), bytes.last != UInt8(ascii: "-")
        else { return false }
        return bytes.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "-")
        }
    }

    /// Whether `text` is a host name, an IPv4 address or a bracketed IPv6 address, with an optional `:port`.
    static func isHost(_ text: String) -> Bool {
        var name = Substring(text)
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            let address = name[name.index(after: name.startIndex)..<close]
            let allowed = Set("0123456789abcdefABCDEF:.")
            guard address.contains(":"), address.allSatisfy({ allowed.contains($0) }) else { return false }
            let tail = name[name.index(after: close)...]
            return tail.isEmpty || (tail.hasPrefix(":") && isPort(tail.dropFirst()))
        }
        if let colon = name.lastIndex(of: ":") {
            guard isPort(name[name.index(after: colon)...]) else { return false }
            name = name[..<colon]
        }
        guard name.utf8.count <= 253 else { return false }
        return name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isLabel($0) }
    }

    private static func isPort(_ text: Substring) -> Bool {
        guard (1...5).contains(text.count), text.allSatisfy(\.isASCII), let port = Int(text) else { return false }
        return (1...65_535).contains(port)
    }
}
