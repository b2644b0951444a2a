/// Resolves an endpoint's `cache:` and a model's `identity:` against the schema, for the validator and the emitter.
///
/// An endpoint names its objects by ids when its response is one identified model (`Catalog`) with a single id
/// parameter, or a list of one (`[Catalog]`) with a list of ids; every other parameter must be one the caller can
/// leave unset (an optional filter, or paging's offset and limit), because the request names its objects only while
/// they are unset and paging keeps the list whole.
struct CacheResolver {
    /// Model name → declaration.
    let models: [String: ModelDecl]

    /// A resolved `cache:`.
    struct Resolved {
        /// The ids parameter.
        var ids: Parameter
        /// The model the response is made of.
        var model: ModelDecl
        /// Whether the response is a list of the model.
        var isList: Bool
        /// Paging's offset and limit parameters, if the endpoint pages by offset.
        var offset: Parameter?
        var limit: Parameter?
        /// Every other stored parameter, each of which must be unset for the request to name its objects.
        var others: [Parameter]
    }

    /// A problem with a `cache:` or `identity:`: a message at a key, as paging reports them.
    typealias Problem = PagingResolver.Problem

    /// The property a model's `identity:` names, or a problem.
    func identityProperty(of model: ModelDecl) -> (Property?, Problem?) {
        guard let wire = model.identity else { return (nil, nil) }
        let location = model.identityLocation ?? model.location
        guard case .object(let properties) = model.kind else {
            return (
                nil, Problem(message: "'identity' needs a model with properties", location: location, key: "identity")
            )
        }
        guard let property = properties.first(where: { $0.wire == wire }) else {
            return (
                nil,
                Problem(
                    message: "'identity' names '\(wire)', which is not a property of model '\(model.name)'",
                    location: location, key: "identity",
                    hint: Suggestions.didYouMean(wire, in: properties.map(\.wire)))
            )
        }
        switch property.type.type.nonOptional {
        case .array, .map, .orderedMap, .scalar(.json), .scalar(.file), .scalar(.data), .optional:
            return (
                nil,
                Problem(
                    message:
                        "identity property '\(wire)' has type '\(property.type.text)', which cannot identify an object",
                    location: location, key: "identity", hint: "name a property of a scalar, enum or external type")
            )
        case .scalar, .named: break
        }
        if let clash = properties.first(where: { $0.swiftName == "identity" }) {
            return (
                nil,
                Problem(
                    message:
                        "property '\(clash.wire)' is named 'identity' in Swift, which the generated identity takes",
                    location: clash.location, key: "identity", hint: "rename it with 'swift:'")
            )
        }
        return (property, nil)
    }

    /// The resolved `cache:` of an endpoint, or the problems that keep it from resolving.
    func resolve(_ cache: EndpointCache, of endpoint: Endpoint) -> (Resolved?, [Problem]) {
        func problem(_ message: String, _ location: SourceLocation, key: String = "cache", hint: String? = nil)
            -> (Resolved?, [Problem])
        {
            (nil, [Problem(message: message, location: location, key: key, hint: hint)])
        }
        guard endpoint.method == .get else {
            return problem(
                "'cache' needs a GET endpoint; '\(endpoint.name)' is \(endpoint.method.rawValue)", cache.location)
        }
        guard let response = endpoint.response?.type.nonOptional else {
            return problem(
                "'cache' needs a response made of identified objects; '\(endpoint.name)' has none",
                cache.location)
        }
        var isList = false
        var element = response
        if case .array(let inner) = response {
            isList = true
            element = inner.nonOptional
        }
        guard case .named(let name, let arguments) = element, arguments.isEmpty, let model = models[name],
            model.identity != nil
        else {
            return problem(
                "'cache' needs a response of one identified model or a list of one; '\(endpoint.response?.text ?? "")' is not",
                cache.location, hint: "give the response's model an 'identity:' key naming its identifying property")
        }
        let stored = endpoint.parameters.filter { $0.constant == nil && $0.type != nil && !$0.isBodyRoot }
        guard let ids = stored.first(where: { $0.wire == cache.ids }) else {
            return problem(
                "'cache.ids' names '\(cache.ids)', which is not a parameter of '\(endpoint.name)'", cache.idsLocation,
                key: "cache.ids", hint: Suggestions.didYouMean(cache.ids, in: stored.map(\.wire)))
        }
        let idType = ids.type?.type.nonOptional
        let scalar: TypeRef?
        if isList, case .array(let inner)? = idType {
            scalar = inner.nonOptional
        } else {
            scalar = isList ? nil : idType
        }
        guard let scalar, [.scalar(.string), .scalar(.int), .scalar(.int64)].contains(scalar) else {
            return problem(
                "'cache.ids' parameter '\(ids.wire)' has type '\(ids.type?.text ?? "")'; "
                    + (isList ? "a list response needs [string] or [int] ids" : "one object needs a string or int id"),
                cache.idsLocation, key: "cache.ids")
        }
        var resolved = Resolved(ids: ids, model: model, isList: isList, others: [])
        if let paging = endpoint.paging,
            case (let pages?, _) = PagingResolver(models: models).resolve(paging, of: endpoint),
            pages.style == .offset
        {
            resolved.offset = pages.offset
            resolved.limit = pages.limit
        }
        for parameter in stored where parameter.wire != ids.wire {
            if parameter.wire == resolved.offset?.wire || parameter.wire == resolved.limit?.wire { continue }
            if Self.isAlwaysSet(parameter) {
                return problem(
                    "'cache' needs every other parameter to be optional, but '\(parameter.wire)' is always sent",
                    parameter.location, key: "cache",
                    hint:
                        "a request names its objects by ids alone; make '\(parameter.wire)' optional without a default")
            }
            resolved.others.append(parameter)
        }
        return (resolved, [])
    }

    /// Whether a parameter's Swift property is never `nil`: a path parameter, a required one or one with a default.
    static func isAlwaysSet(_ parameter: Parameter) -> Bool {
        parameter.placement == .path || parameter.required || parameter.defaultValue != nil
    }
}
