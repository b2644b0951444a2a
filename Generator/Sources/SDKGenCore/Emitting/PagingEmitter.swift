/// Emits a paged endpoint's conformance to the runtime's `OffsetPagedRequest`, `PageNumberPagedRequest`,
/// `CursorPagedRequest` or `LinkPagedRequest`.
///
/// Only the schema-specific part is generated: which parameter takes the offset or cursor, which response
/// property holds the items, the total or the next cursor. The runtime's `PageSequence` and `ItemSequence`
/// (`client.pages(_:)`, `client.items(_:)`) do the paging.
struct PagingEmitter {
    let context: EmitContext

    /// Appends the conformance, or nothing when the endpoint does not page.
    func emit(_ endpoint: Endpoint, into buffer: inout SwiftBuffer) {
        guard let paging = endpoint.paging,
            case (let resolved?, _) = PagingResolver(models: context.models).resolve(paging, of: endpoint)
        else { return }
        let requests = RequestEmitter(context: context)
        let (conformance, how): (String, String)
        switch resolved.style {
        case .offset: (conformance, how) = ("OffsetPagedRequest", "offset and limit")
        case .cursor: (conformance, how) = ("CursorPagedRequest", "a forward cursor")
        case .link: (conformance, how) = ("LinkPagedRequest", "each reply's `Link` header")
        case .page: (conformance, how) = ("PageNumberPagedRequest", "page number and page size")
        }
        buffer.line()
        buffer.doc(
            nil,
            fallback:
                "`\(endpoint.swiftName)` pages by \(how): `client.pages(_:)` and `client.items(_:)` read every page.")
        // An extension of a deprecated request is deprecated too, or naming the type would warn.
        if endpoint.deprecated { buffer.line("@available(*, deprecated)") }
        buffer.block("extension \(endpoint.swiftName): \(context.rt(conformance)) {") { body in
            body.doc(nil, fallback: "One item of a page.")
            body.line("public typealias Item = \(context.swiftType(resolved.itemType))")
            if let offset = resolved.offset {
                let name = requests.memberPath(offset)
                let optional = requests.propertyType(offset).hasSuffix("?")
                body.line()
                body.doc(
                    nil, fallback: "The `\(offset.wire)` parameter: the index of the page's first item (0 when unset).")
                body.line(
                    "public var pageOffset: \(context.rt("Int")) { \(optional ? "self.\(name) ?? 0" : "self.\(name)") }"
                )
                body.line()
                body.doc(nil, fallback: "This request asking for the page that starts at `offset`.")
                body.block("public func withPageOffset(_ offset: \(context.rt("Int"))) -> Self {") { method in
                    method.line("var copy = self")
                    method.line("copy.\(name) = offset")
                    method.line("return copy")
                }
            }
            if let page = resolved.page {
                let name = requests.memberPath(page)
                let optional = requests.propertyType(page).hasSuffix("?")
                let start = paging.start
                body.line()
                body.doc(
                    nil, fallback: "The `\(page.wire)` parameter: the number of the page (\(start) when unset).")
                body.line(
                    "public var pageNumber: \(context.rt("Int")) { \(optional ? "self.\(name) ?? \(start)" : "self.\(name)") }"
                )
                if start != 1 {
                    body.line()
                    body.doc(nil, fallback: "Pages count from \(start).")
                    body.line("public static var firstPageNumber: \(context.rt("Int")) { \(start) }")
                }
                body.line()
                body.doc(nil, fallback: "This request asking for page `number`.")
                body.block("public func withPageNumber(_ number: \(context.rt("Int"))) -> Self {") { method in
                    method.line("var copy = self")
                    method.line("copy.\(name) = number")
                    method.line("return copy")
                }
            }
            if let limit = resolved.limit {
                body.line()
                body.doc(nil, fallback: "The `\(limit.wire)` parameter: the page size this request asks for.")
                body.line("public var pageLimit: \(context.rt("Int"))? { self.\(requests.memberPath(limit)) }")
            }
            if let cursor = resolved.cursor {
                let name = requests.memberPath(cursor)
                body.line()
                body.doc(nil, fallback: "The `\(cursor.wire)` parameter: the cursor of the page this request asks for.")
                body.line("public var pageCursor: \(context.rt("String"))? { self.\(name) }")
                body.line()
                body.doc(nil, fallback: "This request asking for the page at `cursor`.")
                body.block("public func withPageCursor(_ cursor: \(context.rt("String"))) -> Self {") { method in
                    method.line("var copy = self")
                    method.line("copy.\(name) = cursor")
                    method.line("return copy")
                }
            }
            if resolved.style == .link {
                body.line()
                body.doc(
                    nil, fallback: "This request asking for the page at `url`, as a reply's `Link` header named it.")
                body.block("public func withPageURL(_ url: \(context.rt("URL"))) -> Self {") { method in
                    method.line("var copy = self")
                    method.line("copy.pageURL = url")
                    method.line("return copy")
                }
            }
            body.line()
            if let items = resolved.items, let model = resolved.model {
                body.doc(nil, fallback: "The page's items: `\(items.wire)`.")
                body.line(
                    "public static func items(in page: Response) -> [Item] { \(read(items, of: model, or: "[]")) }")
            } else {
                body.doc(nil, fallback: "The page's items: the response itself.")
                body.line("public static func items(in page: Response) -> [Item] { page }")
            }
            if let total = resolved.total, let model = resolved.model {
                body.line()
                body.doc(nil, fallback: "The number of all items: `\(total.wire)`.")
                body.line(
                    "public static func total(in page: Response) -> \(context.rt("Int"))? { \(read(total, of: model)) }"
                )
            }
            if let next = resolved.next, let model = resolved.model {
                body.line()
                body.doc(nil, fallback: "The next page's cursor: `\(next.wire)`.")
                body.line(
                    "public static func nextCursor(in page: Response) -> \(context.rt("String"))? { \(read(next, of: model)) }"
                )
            }
            if let hasMore = resolved.hasMore, let model = resolved.model {
                body.line()
                body.doc(nil, fallback: "Whether a next page exists: `\(hasMore.wire)`.")
                body.line(
                    "public static func hasMore(in page: Response) -> \(context.rt("Bool"))? { \(read(hasMore, of: model)) }"
                )
            }
        }
    }

    /// `page.<property>`, with `?? fallback` when the Swift property is optional and a fallback is given.
    private func read(_ property: Property, of model: ModelDecl, or fallback: String? = nil) -> String {
        let access = ModelEmitter.read(property, on: "page")
        guard let fallback, ModelEmitter(context: context).isOptional(property, in: model) else { return access }
        return "\(access) ?? \(fallback)"
    }
}
