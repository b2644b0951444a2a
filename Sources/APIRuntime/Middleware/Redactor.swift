import Foundation

/// Hides secrets in what gets logged: query parameters, form fields and headers whose names look secret.
///
/// A name is secret when, ignoring case, it equals one of ``exactNames`` or contains one of
/// ``fragments`` (`passkey`, `password`, `token`, `secret`, `signature`, …).
public struct Redactor: Sendable, Hashable {
    /// The replacement text.
    public static let mask = "<redacted>"
    /// Lowercased names that are secret.
    public var exactNames: Set<String>
    /// Lowercased fragments that make a name secret.
    public var fragments: [String]

    /// Creates a redactor; the defaults cover passkeys, passwords, tokens, sessions, signatures, API keys and
    /// `Authorization` headers (basic, bearer, proxy).
    public init(
        exactNames: Set<String> = ["authorization", "cookie", "set-cookie", "bridge-session", "api_key", "apikey"],
        fragments: [String] = [
            "passkey", "password", "token", "secret", "signature", "session", "apikey", "api_key", "api-key",
            "authorization",
        ]
    ) {
        self.exactNames = exactNames
        self.fragments = fragments
    }

    /// Whether a parameter or header name is secret.
    public func isSecret(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return exactNames.contains(lowered) || fragments.contains { lowered.contains($0) }
    }

    /// The URL text with secret query values masked.
    public func redact(_ url: URL) -> String {
        let text = url.absoluteString
        guard let mark = text.firstIndex(of: "?") else { return text }
        return String(text[...mark]) + redactPairs(String(text[text.index(after: mark)...]))
    }

    /// `a=1&passkey=…` with the secret values masked (percent-decoded names are checked).
    public func redactPairs(_ encoded: String) -> String {
        encoded.split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
            guard let equals = pair.firstIndex(of: "=") else { return String(pair) }
            let name = String(pair[..<equals])
            let decoded = name.removingPercentEncoding ?? name
            return isSecret(decoded) ? name + "=" + Redactor.mask : String(pair)
        }.joined(separator: "&")
    }

    /// The headers with secret values masked.
    public func redact(_ headers: HTTPHeaders) -> HTTPHeaders {
        HTTPHeaders(
            headers.map { field in
                HTTPHeaders.Field(name: field.name, value: isSecret(field.name) ? Redactor.mask : field.value)
            })
    }

    /// A loggable description of a body: form fields redacted, JSON members with secret names masked, others summarized.
    ///
    /// JSON is told by its media type (any `json` in it) or by a body starting with `{` or `[`; JSON that does not
    /// parse is masked as text (``redactJSONText(_:)``), never logged raw.
    public func describe(_ body: HTTPBody, contentType: String?, limit: Int = 2048) -> String {
        switch body {
        case .empty: return ""
        case .stream(let stream): return "<streamed body, \(stream.contentLength) bytes>"
        case .data(let data):
            let type = contentType?.lowercased() ?? ""
            if type.hasPrefix("application/x-www-form-urlencoded") {
                return redactPairs(String(decoding: data.prefix(limit), as: UTF8.self))
            }
            if type.hasPrefix("multipart/") { return "<multipart body, \(data.count) bytes>" }
            if type.contains("xml") { return redactXML(String(decoding: data.prefix(limit), as: UTF8.self)) }
            if Self.looksLikeJSON(data, contentType: type) {
                if let json = try? JSONValue(data: data), let masked = try? redact(json).serialized() {
                    return DecodingFailure.snippet(of: masked, limit: limit)
                }
                // Cut short, a key twice, or no JSON after all: masked as text, never logged raw.
                let masked = Data(redactJSONText(String(decoding: data, as: UTF8.self)).utf8)
                return DecodingFailure.snippet(of: masked, limit: limit)
            }
            return DecodingFailure.snippet(of: data, limit: limit)
        }
    }

    /// A JSON value with the values of secret member names masked, at any depth.
    public func redact(_ json: JSONValue) -> JSONValue {
        switch json {
        case .object(let members):
            var result: [String: JSONValue] = [:]
            for (key, value) in members {
                result[key] = isSecret(key) ? .string(Redactor.mask) : redact(value)
            }
            return .object(result)
        case .array(let values): return .array(values.map(redact))
        default: return json
        }
    }

    /// XML text with the content of elements whose names are secret masked (`<token>…</token>`).
    public func redactXML(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "<"), let close = text[open...].firstIndex(of: ">") {
            result += text[index...close]
            index = text.index(after: close)
            let tag = text[open...close]
            guard !tag.hasPrefix("</"), !tag.hasSuffix("/>"), !tag.hasPrefix("<?"), !tag.hasPrefix("<!") else {
                continue
            }
            let name = tag.dropFirst().prefix { $0 != " " && $0 != ">" && $0 != "/" && $0 != "\t" && $0 != "\n" }
            if isSecret(String(name)) {
                result += Redactor.mask
                // A body cut short inside the element (the log's limit) has no end tag: mask to the end.
                guard let end = text[index...].range(of: "</" + name) else { return result }
                index = end.lowerBound
            }
        }
        return result + text[index...]
    }
}
