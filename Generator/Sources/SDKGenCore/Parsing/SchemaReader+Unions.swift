extension SchemaReader {
    /// Reads `oneOf:`: a list of type expressions, or of `{ type: T, swift: caseName }` for a chosen case name.
    func readUnion(_ node: YAMLNode, path: String) -> UnionDecl {
        guard let items = node.items else {
            diagnostics.error(
                "'oneOf' must be a list of member types", at: node.location, path: path,
                hint: "such as 'oneOf: [SearchResult, Problem]'")
            return UnionDecl(members: [])
        }
        var members: [UnionDecl.Member] = []
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            if let fields = item.pairs {
                checkKeys(fields, allowed: ["type", "swift"], path: itemPath, what: "a union member")
                guard let typeNode = item["type"] else {
                    diagnostics.error("missing key 'type' in a union member", at: item.location, path: itemPath)
                    continue
                }
                guard let type = typeExpression(typeNode, path: "\(itemPath).type") else { continue }
                let swift = item["swift"].flatMap { string($0, path: "\(itemPath).swift") }
                members.append(
                    .init(
                        type: type, caseName: swift ?? UnionDecl.caseName(for: type.type),
                        hasExplicitCaseName: swift != nil, location: item.location))
            } else if let type = typeExpression(item, path: itemPath) {
                members.append(
                    .init(
                        type: type, caseName: UnionDecl.caseName(for: type.type), hasExplicitCaseName: false,
                        location: item.location))
            }
        }
        return UnionDecl(members: members)
    }
}
