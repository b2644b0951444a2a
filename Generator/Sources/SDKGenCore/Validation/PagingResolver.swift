/// Resolves an endpoint's `paging:` names against its parameters and response model.
///
/// The validator reports every ``Problem``; the emitter uses the ``Resolved`` form of a valid schema.
struct PagingResolver {
    /// Model name → declaration.
    let models: [String: ModelDecl]

    /// A paging declaration with every name looked up.
    struct Resolved {
        /// The style.
        var style: Paging.Style
        /// The offset, limit and cursor parameters.
        var offset: Parameter?
        var limit: Parameter?
        var cursor: Parameter?
        var page: Parameter? = nil
        /// The response model (`nil` when the response is the list of items itself).
        var model: ModelDecl?
        /// The items, total, next-cursor and has-more properties of the response model.
        var items: Property?
        var total: Property?
        var next: Property?
        var hasMore: Property?
        /// The type of one item, generic arguments substituted.
        var itemType: TypeRef
    }

    /// One thing wrong with a declaration.
    struct Problem {
        var message: String
        var location: SourceLocation
        var key: String
        var hint: String?
    }

    /// What a style needs.
    static let requiredHint: [Paging.Style: String] = [
        .offset: "offset: <the parameter with the first item's index>",
        .cursor: "cursor: <the parameter taking the cursor>, next: <the response property with the next one>",
        .page: "page: <the parameter taking the page number>",
    ]

    /// Why a key does not apply to a style.
    static let forbiddenHint: [Paging.Style: String] = [
        .offset: "cursor paging uses cursor, next and hasMore; page paging uses page",
        .cursor: "offset paging uses offset and total; page paging uses page",
        .page: "page paging uses page, limit, items, total and hasMore",
        .link: "link paging follows each reply's Link header; only 'items' applies (a page size is a parameter)",
    ]

    /// The resolved declaration, or the problems that keep it from resolving.
    func resolve(_ paging: Paging, of endpoint: Endpoint) -> (Resolved?, [Problem]) {
        var problems: [Problem] = []
        func problem(_ message: String, _ location: SourceLocation, key: String, hint: String? = nil) {
            problems.append(Problem(message: message, location: location, key: key, hint: hint))
        }
        let required: [Paging.Style: [(String, Paging.Reference?)]] = [
            .offset: [("offset", paging.offset)], .cursor: [("cursor", paging.cursor), ("next", paging.next)],
            .page: [("page", paging.page)],
        ]
        let forbidden: [Paging.Style: [(String, Paging.Reference?)]] = [
            .offset: [
                ("cursor", paging.cursor), ("next", paging.next), ("hasMore", paging.hasMore), ("page", paging.page),
            ],
            .cursor: [("offset", paging.offset), ("total", paging.total), ("page", paging.page)],
            .link: [
                ("offset", paging.offset), ("limit", paging.limit), ("cursor", paging.cursor), ("total", paging.total),
                ("next", paging.next), ("hasMore", paging.hasMore), ("page", paging.page),
            ],
            .page: [("offset", paging.offset), ("cursor", paging.cursor), ("next", paging.next)],
        ]
        for (key, reference) in required[paging.style] ?? [] where reference == nil {
            problem(
                "paging style '\(paging.style.rawValue)' needs '\(key)'", paging.location, key: "",
                hint: Self.requiredHint[paging.style])
        }
        if paging.style != .page, let location = paging.startLocation {
            problem(
                "'start' does not apply to paging style '\(paging.style.rawValue)'", location, key: "start",
                hint: "'start' numbers the first page of page paging")
        }
        for (key, reference) in forbidden[paging.style] ?? [] {
            guard let reference else { continue }
            problem(
                "'\(key)' does not apply to paging style '\(paging.style.rawValue)'", reference.location, key: key,
                hint: Self.forbiddenHint[paging.style])
        }
        let offset = parameter(paging.offset, key: "offset", scalar: .int, in: endpoint, problem)
        let limit = parameter(paging.limit, key: "limit", scalar: .int, in: endpoint, problem)
        let cursor = parameter(paging.cursor, key: "cursor", scalar: .string, in: endpoint, problem)
        let page = parameter(paging.page, key: "page", scalar: .int, in: endpoint, problem)

        guard let response = endpoint.response else {
            problem("a paged endpoint needs a response", paging.location, key: "", hint: "the response holds the items")
            return (nil, problems)
        }
        switch response.type.nonOptional {
        case .array(let element):
            for (key, reference) in [("items", paging.items), ("total", paging.total), ("next", paging.next)] {
                guard let reference else { continue }
                problem(
                    "the response \(response.text) is the list of items and has no property '\(reference.wire)'",
                    reference.location, key: key, hint: "leave '\(key)' out")
            }
            guard problems.isEmpty else { return (nil, problems) }
            return (
                Resolved(
                    style: paging.style, offset: offset, limit: limit, cursor: cursor, page: page, model: nil,
                    itemType: element),
                problems
            )
        case .named(let name, let arguments):
            guard let model = models[name], case .object = model.kind else {
                problem(
                    "the response \(response.text) of a paged endpoint must be a struct model or a list",
                    response.location, key: "")
                return (nil, problems)
            }
            let substitution = Dictionary(
                zip(model.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
            func property(_ reference: Paging.Reference?, key: String, _ accepts: (TypeRef) -> Bool, _ wanted: String)
                -> (Property, TypeRef)?
            {
                guard let reference else { return nil }
                guard let found = model.properties.first(where: { $0.wire == reference.wire }) else {
                    let names = model.properties.map(\.wire)
                    problem(
                        "response model '\(name)' has no property '\(reference.wire)'", reference.location, key: key,
                        hint: Suggestions.didYouMean(reference.wire, in: names)
                            ?? "one of: \(names.joined(separator: ", "))")
                    return nil
                }
                let type = Self.substitute(found.type.type, substitution).nonOptional
                guard accepts(type) else {
                    problem(
                        "paging '\(key)' property '\(reference.wire)' is \(type), not \(wanted)", reference.location,
                        key: key)
                    return nil
                }
                return (found, type)
            }
            let items = property(paging.items, key: "items", { if case .array = $0 { true } else { false } }, "a list")
            let total = property(paging.total, key: "total", { $0 == .scalar(.int) }, "int")
            let next = property(paging.next, key: "next", { $0 == .scalar(.string) }, "string")
            let hasMore = property(paging.hasMore, key: "hasMore", { $0 == .scalar(.bool) }, "bool")
            if paging.items == nil {
                problem(
                    "paging of the response model '\(name)' needs 'items'", paging.location, key: "",
                    hint: "items: <the response property with the page's list>")
            }
            guard problems.isEmpty, let items, case .array(let element) = items.1 else { return (nil, problems) }
            return (
                Resolved(
                    style: paging.style, offset: offset, limit: limit, cursor: cursor, page: page, model: model,
                    items: items.0,
                    total: total?.0, next: next?.0, hasMore: hasMore?.0, itemType: element),
                problems
            )
        default:
            problem(
                "the response \(response.text) of a paged endpoint must be a struct model or a list",
                response.location, key: "")
            return (nil, problems)
        }
    }

    /// The endpoint's parameter a request key names, checked to be a plain parameter of the scalar type.
    private func parameter(
        _ reference: Paging.Reference?, key: String, scalar: ScalarType, in endpoint: Endpoint,
        _ problem: (String, SourceLocation, String, String?) -> Void
    ) -> Parameter? {
        guard let reference else { return nil }
        guard let found = endpoint.parameters.first(where: { $0.wire == reference.wire }) else {
            let names = endpoint.parameters.map(\.wire)
            problem(
                "endpoint '\(endpoint.name)' has no parameter '\(reference.wire)'", reference.location, key,
                Suggestions.didYouMean(reference.wire, in: names) ?? "declare it under parameters")
            return nil
        }
        guard found.constant == nil, found.pattern == nil, !found.isBodyRoot, found.placement != .path,
            found.type?.type.nonOptional == .scalar(scalar)
        else {
            problem(
                "paging '\(key)' parameter '\(reference.wire)' must be a plain \(scalar.rawValue) parameter",
                reference.location, key, "not a constant, a patterned name, a path parameter or a body")
            return nil
        }
        return found
    }

    /// The type with a generic model's parameters replaced by the instantiation's arguments.
    static func substitute(_ type: TypeRef, _ substitution: [String: TypeRef]) -> TypeRef {
        switch type {
        case .scalar: return type
        case .named(let name, let arguments):
            if arguments.isEmpty, let replacement = substitution[name] { return replacement }
            return .named(name, arguments: arguments.map { substitute($0, substitution) })
        case .array(let element): return .array(substitute(element, substitution))
        case .map(let key, let value):
            return .map(key: substitute(key, substitution), value: substitute(value, substitution))
        case .orderedMap(let value): return .orderedMap(substitute(value, substitution))
        case .optional(let wrapped): return .optional(substitute(wrapped, substitution))
        }
    }
}
