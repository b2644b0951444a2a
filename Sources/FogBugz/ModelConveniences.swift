import Foundation

// Handwritten conveniences on generated models, for what the schema language cannot say directly.

extension Filter {
    /// Whether this is the current filter (`status="current"`), which `search` without `q` uses.
    public var isCurrent: Bool { status == "current" }
}

extension SearchResult {
    /// The matching cases, in the server's order (`caseList.cases`).
    public var cases: [Case] { caseList.cases }
}

extension Attachment {
    /// The URL that downloads the file: ``urlPath`` HTML-unescaped once, resolved against the server root,
    /// with the logon token appended (FogBugz double-escapes `&` in `sURL`).
    ///
    /// Returns `nil` when the path is not a relative reference on the server (an absolute URL to another host
    /// would receive the token).
    public func downloadURL(serverURL: URL, token: String) -> URL? {
        let path = urlPath.replacingOccurrences(of: "&amp;", with: "&")
        guard !path.isEmpty, !path.hasPrefix("/"), !path.prefix(while: { $0 != "?" }).contains(":") else {
            return nil
        }
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+;")
        guard let encodedToken = token.addingPercentEncoding(withAllowedCharacters: allowed) else { return nil }
        let root = serverURL.absoluteString.hasSuffix("/") ? serverURL.absoluteString : serverURL.absoluteString + "/"
        let separator = path.contains("?") ? (path.hasSuffix("&") || path.hasSuffix("?") ? "" : "&") : "?"
        guard let url = URL(string: root + path + separator + "token=" + encodedToken), url.host == serverURL.host
        else { return nil }
        return url
    }
}
