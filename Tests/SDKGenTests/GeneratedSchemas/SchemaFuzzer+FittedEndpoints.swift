/// Endpoints drawn to fit their answers: paging whose `paging:` keys name an envelope's properties and the query
/// parameters, in every style; and streamed answers of a record model.
///
/// The paging an ordinary fuzzed endpoint draws rarely fits its answer (a cursor without a `next` property, pages
/// of a scalar), which the validator rightly refuses, and the models an ordinary endpoint answers are often pruned
/// for errors of their own, taking the endpoint along: such constructs rarely reached the generator.
/// These are drawn whole from the side stream and added after everything else, self-contained (their own item
/// model, Swift names given, so no pruning elsewhere takes them along) but with the pools' awkward wire names.
extension SchemaFuzzer {
    /// Sometimes one paged endpoint and its envelope model.
    mutating func pagedBlocks(isXML: Bool, seed: UInt64) -> [Block] {
        guard chance(60) else { return [] }
        let q = Self.quote
        var wires: Set<String> = []
        let names = self.names(6, from: NamePools.memberNames, fallback: "paged", taken: &wires)
        let (itemsName, totalName, nextName, moreName, firstParameter, secondParameter) = (
            names[0], names[1], names[2], names[3], names[4], names[5]
        )
        let (endpoint, envelope, item) = ("Paged\(seed)", "PageOf\(seed)", "PagedItem\(seed)")
        /// `swift:` for a wire name: `p0` … `p5` by its position among the names drawn.
        func swift(_ wire: String) -> String { "swift: p\(names.firstIndex(of: wire) ?? 9)" }
        let style = pick(["offset", "page", "cursor", "link"])
        // Offset and link paging may answer the list itself; the others need an envelope (and XML always does).
        let bare = !isXML && ["offset", "link"].contains(style) && chance(40)
        var paging = ["style: \(style)"]
        var parameters: [String] = []
        func intParameter(_ name: String, required: Bool = false) -> String {
            "\(q(name)): { type: int, in: query, \(swift(name))\(required ? ", required: true" : "") }"
        }
        switch style {
        case "offset":
            paging += ["offset: \(q(firstParameter))", "limit: \(q(secondParameter))"]
            parameters += [intParameter(firstParameter), intParameter(secondParameter, required: chance(30))]
            if !bare, chance(60) { paging.append("total: \(q(totalName))") }
        case "page":
            paging.append("page: \(q(firstParameter))")
            parameters.append(intParameter(firstParameter))
            if chance(50) {
                paging.append("limit: \(q(secondParameter))")
                parameters.append(intParameter(secondParameter))
            }
            if chance(30) { paging.append("start: \(pick(["0", "1"]))") }
            if chance(40) { paging.append("total: \(q(totalName))") }
            if chance(40) { paging.append("hasMore: \(q(moreName))") }
        case "cursor":
            paging += ["cursor: \(q(firstParameter))", "next: \(q(nextName))"]
            parameters.append("\(q(firstParameter)): { type: string, in: query, \(swift(firstParameter)) }")
            if chance(50) {
                paging.append("limit: \(q(secondParameter))")
                parameters.append(intParameter(secondParameter))
            }
            if chance(40) { paging.append("hasMore: \(q(moreName))") }
        default:
            break
        }
        if !bare, style != "link" || isXML || chance(50) { paging.append("items: \(q(itemsName))") }
        let hasItems = paging.contains { $0.hasPrefix("items:") }
        var blocks = [
            Block(
                section: .models, name: item,
                lines: [
                    "  \(item):", "    properties:", "      id: string",
                    "      \(q(names[4])): { type: int?, \(swift(names[4])) }",
                ])
        ]
        let response: String
        if bare || !hasItems && style == "link" && !isXML {
            response = "[\(item)]"
        } else {
            response = envelope
            var lines = ["  \(q(envelope)):", "    properties:"]
            lines.append("      \(q(itemsName)): { type: \(q("[\(item)]")), \(swift(itemsName)) }")
            lines.append("      \(q(totalName)): { type: \(pick(["int", "int?"])), \(swift(totalName)) }")
            // The cursor and the more-flag may tell absent from null: the paging reads their values through it.
            let explicitNext = chance(50) ? ", explicitNull: true" : ""
            lines.append("      \(q(nextName)): { type: string?, \(swift(nextName))\(explicitNext) }")
            let more = pick(["bool", "bool?", "bool? explicit"])
            let moreType = more.hasPrefix("bool?") ? "bool?" : "bool"
            let explicitMore = more.hasSuffix("explicit") ? ", explicitNull: true" : ""
            lines.append("      \(q(moreName)): { type: \(moreType), \(swift(moreName))\(explicitMore) }")
            blocks.append(Block(section: .models, name: envelope, lines: lines))
        }
        var lines = ["  \(endpoint):", "    method: GET", "    path: \(q(pick(["paged", "a/{b}/c", "ünï"])))"]
        if lines[2].contains("{b}") { parameters.append("\(q("b")): { type: string, in: path, swift: pathB }") }
        lines.append("    response: \(q(response))")
        lines.append("    paging: { \(paging.joined(separator: ", ")) }")
        lines.append("    parameters:")
        lines += parameters.map { "      \($0)" }
        blocks.append(Block(section: .endpoints, name: endpoint, lines: lines))
        return blocks
    }

    /// Sometimes an endpoint streaming records of its own model: JSON Lines or server-sent events (a terminator, a
    /// media type), on GET or POST.
    mutating func streamedBlocks(isXML: Bool, seed: UInt64) -> [Block] {
        guard !isXML, chance(50) else { return [] }
        let q = Self.quote
        let record = "StreamRecord\(seed)"
        let wire = pick(NamePools.memberNames)
        var stream = [
            "stream: \(pick(["jsonl", "json-seq", "sse"]))", "of: \(q(pick([record, "[\(record)]", "json"])))",
        ]
        if stream[0].hasSuffix("sse"), chance(50) { stream.append("terminator: \(q(pick(["[DONE]", "end"])))") }
        if chance(30) { stream.append("contentType: \(q(pick(["application/jsonl", "text/event-stream"])))") }
        let method = pick(["GET", "POST", "DELETE"])
        let endpoint = [
            "  Streamed\(seed):", "    method: \(method)", "    path: \(q(pick(["events", "a b", "ünï"])))",
            "    response: { \(stream.joined(separator: ", ")) }", "    parameters:",
            "      \(q(wire)): { type: \(pick(["string", "int", "[string]"])), swift: streamParameter }",
        ]
        let model = [
            "  \(record):", "    properties:",
            "      \(q(wire)): { type: \(pick(["string?", "date-time", "json"])), swift: value }",
        ]
        return [
            Block(section: .endpoints, name: "Streamed\(seed)", lines: endpoint),
            Block(section: .models, name: record, lines: model),
        ]
    }
}
