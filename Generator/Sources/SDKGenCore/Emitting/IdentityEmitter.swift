/// Emits what a cache needs from the schema: a model's conformance to the runtime's `IdentifiedObject`
/// (`identity:`) and an endpoint's conformance to `ObjectsByIDRequest` (`cache: { ids: … }`).
///
/// Which types are identified and which requests name their objects is then read from the schema, not kept in a
/// handwritten list beside it; what the SDK does with an identity (its cache, its keys) stays glue.
struct IdentityEmitter {
    let context: EmitContext

    /// Appends a model's `IdentifiedObject` conformance, or nothing when it has no `identity:`.
    func emit(_ model: ModelDecl, into buffer: inout SwiftBuffer) {
        guard case (let property?, nil) = CacheResolver(models: context.models).identityProperty(of: model) else {
            return
        }
        let name = context.declaredName(model)
        buffer.line()
        buffer.doc(nil, fallback: "`\(name)` is identified by its `\(property.wire)` (`identity:` in the schema).")
        buffer.block("extension \(name): \(context.rt("IdentifiedObject")) {") { body in
            body.doc(nil, fallback: "The `\(property.wire)` property: the object's identity.")
            let type = context.swiftType(property.type.type.nonOptional)
            body.line("public var identity: \(type)? { \(ModelEmitter.read(property, on: "self")) }")
        }
    }

    /// Appends an endpoint's `ObjectsByIDRequest` conformance, or nothing when it has no `cache:`.
    func emit(_ endpoint: Endpoint, into buffer: inout SwiftBuffer) {
        guard let cache = endpoint.cache,
            case (let resolved?, _) = CacheResolver(models: context.models).resolve(cache, of: endpoint)
        else { return }
        let ids = resolved.ids
        let members = RequestEmitter(context: context)
        let idsName = "self.\(members.memberPath(ids))"
        let idType = ids.type?.type.nonOptional
        let isString = idType == .scalar(.string) || idType == .array(.scalar(.string))
        var conditions: [String] = []
        var prelude: String?
        let idList: String
        if resolved.isList {
            if CacheResolver.isAlwaysSet(ids) {
                prelude = "let ids = \(idsName)"
            } else {
                conditions.append("let ids = \(idsName)")
            }
            idList = isString ? "ids" : "ids.map { \(context.rt("String"))($0) }"
        } else {
            if !CacheResolver.isAlwaysSet(ids) { conditions.append("let id = \(idsName)") }
            let id = CacheResolver.isAlwaysSet(ids) ? idsName : "id"
            idList = isString ? "[\(id)]" : "[\(context.rt("String"))(\(id))]"
        }
        for other in resolved.others { conditions.append("self.\(members.memberPath(other)) == nil") }
        conditions.append("self.additionalParameters.isEmpty")
        if resolved.isList, resolved.offset != nil || resolved.limit != nil {
            let offset = resolved.offset.map { "self.\(members.memberPath($0))" } ?? "nil"
            let limit = resolved.limit.map { "self.\(members.memberPath($0))" } ?? "nil"
            conditions.append("Self.pagingKeepsAll(offset: \(offset), limit: \(limit), count: ids.count)")
        }
        let model = context.swiftType(.named(resolved.model.name, arguments: []))
        buffer.line()
        buffer.doc(
            nil,
            fallback: "`\(endpoint.swiftName)` names its \(resolved.isList ? "objects" : "object") by `\(ids.wire)` "
                + "(`cache:` in the schema), so a cache can answer it.")
        if endpoint.deprecated { buffer.line("@available(*, deprecated)") }
        buffer.block("extension \(endpoint.swiftName): \(context.rt("ObjectsByIDRequest")) {") { body in
            body.doc(nil, fallback: "The type of the objects the response is made of.")
            body.line("public typealias Object = \(model)")
            body.line()
            body.doc(
                nil,
                fallback: resolved.isList
                    ? "The ids in `\(ids.wire)`, when no other parameter is set and paging keeps the list whole."
                    : "The id in `\(ids.wire)`, when no other parameter is set.")
            body.block("public var requestedIDs: [\(context.rt("String"))]? {") { getter in
                if let prelude { getter.line(prelude) }
                for line in Self.guardLines(conditions, indent: getter.depth * 4) { getter.line(line) }
                getter.line("return \(idList)")
            }
        }
    }

    /// `guard <conditions> else { return nil }` on one line, or, when too long, the conditions packed greedily on
    /// continuation lines and `else { return nil }` on its own line (as swift-format keeps it).
    static func guardLines(_ conditions: [String], indent: Int) -> [String] {
        let single = "guard \(conditions.joined(separator: ", ")) else { return nil }"
        guard indent + single.count > LineWrapper.limit else { return [single] }
        var lines: [String] = []
        var current = "guard"
        for (index, condition) in conditions.enumerated() {
            let piece = condition + (index == conditions.count - 1 ? "" : ",")
            let candidate = current + " " + piece
            if current != "guard" && indent + candidate.count > LineWrapper.limit {
                lines.append(current)
                current = "    " + piece
            } else {
                current = candidate
            }
        }
        lines.append(current)
        lines.append("else { return nil }")
        return lines
    }
}
