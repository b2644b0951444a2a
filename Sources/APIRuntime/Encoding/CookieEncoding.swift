/// Cookie parameters as one `Cookie` header field: `name=value; name2=value2` (RFC 6265, section 4.2.1).
///
/// A cookie value may hold only RFC 6265's `cookie-octet`s: visible ASCII without the space, `"`, `,`, `;` and
/// `\`. Every other byte of a value's UTF-8 (and `%` itself, so the spelling can be undone) is percent-encoded,
/// as servers decode cookie values that APIs document: a space is `%20`, a semicolon `%3B`, `é` `%C3%A9`. A
/// list is its values so spelled, joined by commas (OpenAPI's `form` style for cookies). Names are tokens; the
/// schema's validator refuses others.
public enum CookieEncoding {
    /// The `Cookie` field value of cookie parameters, in order, or `nil` when there are none (or all are `null`).
    public static func fieldValue(of cookies: Parameters, booleans: BooleanSpelling = .words) -> String? {
        var pairs: [String] = []
        for cookie in cookies {
            guard let value = text(of: cookie.value, booleans: booleans) else { continue }
            pairs.append(cookie.name + "=" + value)
        }
        return pairs.isEmpty ? nil : pairs.joined(separator: "; ")
    }

    /// A `Cookie` field value with more cookies added after an existing one (a header field the request or a
    /// middleware set): neither replaces the other.
    public static func merged(_ existing: String?, adding value: String) -> String {
        guard let existing, !existing.allSatisfy({ $0 == " " || $0 == ";" }) else { return value }
        var trimmed = Substring(existing)
        while let last = trimmed.last, last == " " || last == ";" { trimmed.removeLast() }
        return trimmed + "; " + value
    }

    /// A value's cookie spelling; `nil` for `null` (the cookie is left out) and for an unencodable value, which
    /// ``ParameterPlacement`` refuses before cookies are written.
    static func text(of value: ParameterValue, booleans: BooleanSpelling) -> String? {
        switch value {
        case .null, .unencodable: return nil
        case .list(let values):
            return values.compactMap { text(of: $0, booleans: booleans) }.joined(separator: ",")
        case .file(let payload): return encoded(payload.filename)
        default: return encoded(value.scalarText(booleans: booleans) ?? "")
        }
    }

    /// Percent-encodes the bytes of `text` that are no `cookie-octet`, and `%`.
    static func encoded(_ text: String) -> String {
        var output: [UInt8] = []
        PercentEncoding.append(text, to: &output) { isCookieOctet($0) && $0 != UInt8(ascii: "%") }
        return String(decoding: output, as: UTF8.self)
    }

    /// RFC 6265's `cookie-octet`: `%x21 / %x23-2B / %x2D-3A / %x3C-5B / %x5D-7E`.
    private static func isCookieOctet(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21, 0x23...0x2B, 0x2D...0x3A, 0x3C...0x5B, 0x5D...0x7E: return true
        default: return false
        }
    }
}
