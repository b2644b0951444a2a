/// RFC 3986 percent-encoding: only unreserved characters (`A–Z a–z 0–9 - . _ ~`) stay unescaped.
///
/// Used for query strings, form bodies and path segments, so every value is encoded exactly once and
/// the bytes are the same on every platform.
public enum PercentEncoding {
    /// Percent-encodes every byte of the UTF-8 text except unreserved characters.
    public static func encode(_ text: String) -> String {
        var output: [UInt8] = []
        append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Escapes one path segment for a `{placeholder}` in a request path: `/`, `?`, `#`, `%` and
    /// everything else outside the unreserved set are percent-encoded; a value that is exactly `.` or `..`
    /// becomes `%2E` or `%2E%2E`, so it cannot be taken for a dot segment and climb out of its place.
    public static func escapePathSegment(_ segment: String) -> String {
        switch segment {
        case ".": return "%2E"
        case "..": return "%2E%2E"
        default: return encode(segment)
        }
    }

    /// Appends the percent-encoded UTF-8 bytes of some text to a byte buffer.
    public static func append(_ text: String, to output: inout [UInt8]) {
        append(text, to: &output, keeping: isUnreserved)
    }

    /// Appends the UTF-8 bytes of some text, percent-encoding every byte `keep` does not accept (the cookie
    /// octets of ``CookieEncoding``, the unreserved characters of a query).
    @inline(__always)
    static func append(_ text: String, to output: inout [UInt8], keeping keep: (UInt8) -> Bool) {
        var text = text
        text.withUTF8 { bytes in
            output.reserveCapacity(output.count + bytes.count)
            for byte in bytes {
                if keep(byte) {
                    output.append(byte)
                } else {
                    output.append(0x25)  // %
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0x0F)])
                }
            }
        }
    }

    /// Whether a byte is an RFC 3986 unreserved character.
    @inline(__always)
    public static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x2E, 0x5F, 0x7E: return true
        default: return false
        }
    }

    /// Upper-case hexadecimal digits, as RFC 3986 §2.1 recommends.
    static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
}
