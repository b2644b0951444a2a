/// Server variables that stand inside a host label (`https://{index}-{project}.svc.{environment}.pinecone.io`,
/// `https://{region}-aiplatform.googleapis.com`) → one `host` variable for the whole host.
///
/// No variable type of the schema language may stand in part of a label (a value there could end the label or the
/// host), so such a variable used to be written in as its default: the SDK then always called the document's
/// example host (Pinecone's `abcd1234` project), warned only at import. The whole host and port becomes one `host`
/// variable instead, which the runtime checks as a host; its description gives the default the document's
/// variables make.
extension ImportSession {
    /// The URL with its host and port as one `{host}` placeholder, and that variable, when a placeholder stands
    /// inside a host label; `nil` otherwise.
    func collapsingHost(
        of url: String, placeholders: [HostPlaceholder], variables: [(name: String, node: YAMLNode)],
        labels: inout NameRegistry, at pointer: String
    ) -> (url: String, variable: (name: String, node: YAMLNode))? {
        let inside = placeholders.filter { $0.part == .host && !$0.fillsPart && !$0.isWholeLabel }
        guard !inside.isEmpty, let schemeEnd = url.range(of: "://") else { return nil }
        let authorityEnd = url[schemeEnd.upperBound...].firstIndex(of: "/") ?? url.endIndex
        let authority = String(url[schemeEnd.upperBound..<authorityEnd])
        var example = authority
        for variable in variables {
            example = example.replacingOccurrences(
                of: "{\(variable.name)}", with: variable.node["default"]?.scalar ?? "")
        }
        let name = labels.claim("host")
        let names = inside.map { "'\($0.name)'" }.joined(separator: ", ")
        let absorbed = placeholders.filter { $0.part == .host || $0.part == .port }.map { "'\($0.name)'" }
        warn(
            pointer,
            "variable(s) \(names) stand inside a host label, which no variable type of the schema language may; the "
                + "whole host is the variable '\(name)' in place of \(absorbed.joined(separator: ", ")) (the "
                + "document's defaults make '\(example)')")
        let location = SourceLocation(file: "", line: 1, column: 1)
        func scalar(_ text: String) -> YAMLNode { YAMLNode(.scalar(text, quoted: true), at: location) }
        let node = YAMLNode(
            .mapping([
                YAMLNode.Pair(
                    key: scalar("description"),
                    value: scalar("The server's host (and port).")),
                YAMLNode.Pair(key: scalar("default"), value: scalar(example)),
            ]), at: location)
        let collapsed = url[..<schemeEnd.upperBound] + "{\(name)}" + url[authorityEnd...]
        return (String(collapsed), (name, node))
    }
}
