extension SchemaReader {
    static let pagingKeys = [
        "style", "offset", "limit", "cursor", "items", "total", "next", "hasMore", "page", "start",
    ]

    /// Reads an endpoint's `paging:` mapping; what the names refer to is checked by the validator.
    func readPaging(_ node: YAMLNode, path: String) -> Paging? {
        guard let pairs = mapping(node, path: path, what: "'paging'") else { return nil }
        checkKeys(pairs, allowed: Self.pagingKeys, path: path, what: "'paging'")
        guard let styleNode = node["style"] else {
            diagnostics.error(
                "missing key 'style' in 'paging'", at: node.location, path: path,
                hint:
                    "style: offset (offset and limit parameters), cursor (a cursor parameter) or link (the Link header)"
            )
            return nil
        }
        guard let style = choice(styleNode, path: "\(path).style", what: "paging style", as: Paging.Style.self)
        else { return nil }
        func reference(_ key: String) -> Paging.Reference? {
            guard let value = node[key], let wire = string(value, path: "\(path).\(key)") else { return nil }
            return Paging.Reference(wire: wire, location: value.location)
        }
        var paging = Paging(
            style: style, offset: reference("offset"), limit: reference("limit"), cursor: reference("cursor"),
            items: reference("items"), total: reference("total"), next: reference("next"),
            hasMore: reference("hasMore"), location: node.location)
        paging.page = reference("page")
        if let value = node["start"] {
            paging.startLocation = value.location
            if let start = int(value, path: "\(path).start") {
                if start == 0 || start == 1 {
                    paging.start = start
                } else {
                    diagnostics.error(
                        "'start' is \(start)", at: value.location, path: "\(path).start",
                        hint: "the number of the first page: 1 (the default) or 0")
                }
            }
        }
        return paging
    }
}
