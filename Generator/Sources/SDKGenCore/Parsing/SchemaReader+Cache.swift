extension SchemaReader {
    /// Reads an endpoint's `cache: { ids: <parameter> }`; what it names is checked by the validator.
    func readCache(_ node: YAMLNode, path: String) -> EndpointCache? {
        guard let pairs = mapping(node, path: path, what: "'cache'") else { return nil }
        checkKeys(pairs, allowed: ["ids"], path: path, what: "'cache'")
        guard let value = node["ids"] else {
            diagnostics.error(
                "missing key 'ids' in 'cache'", at: node.location, path: path,
                hint: "name the parameter that carries the ids of the response's objects: cache: { ids: item_ids }")
            return nil
        }
        guard let ids = string(value, path: "\(path).ids") else { return nil }
        return EndpointCache(ids: ids, idsLocation: value.location, location: node.location)
    }
}
