extension Validator {
    /// Checks a model's `identity:`: the property it names exists and can identify an object.
    mutating func checkIdentity(_ model: ModelDecl) {
        guard model.identity != nil else { return }
        if let problem = CacheResolver(models: models).identityProperty(of: model).1 {
            report(problem, path: "models.\(model.name)")
        }
    }

    /// Checks an endpoint's `cache:`: a GET of identified objects, an ids parameter of the matching shape, and no
    /// other parameter that is always sent.
    mutating func checkCache(_ endpoint: Endpoint) {
        guard let cache = endpoint.cache, endpoint.successStatuses.isEmpty else { return }
        for problem in CacheResolver(models: models).resolve(cache, of: endpoint).1 {
            report(problem, path: "endpoints.\(endpoint.name)")
        }
    }

    private mutating func report(_ problem: CacheResolver.Problem, path: String) {
        diagnostics.error(problem.message, at: problem.location, path: "\(path).\(problem.key)", hint: problem.hint)
    }
}
