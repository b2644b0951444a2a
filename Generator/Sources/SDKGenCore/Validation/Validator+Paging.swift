extension Validator {
    /// Checks an endpoint's `paging:`: the style's keys, the parameters and response properties they name.
    mutating func checkPaging(_ endpoint: Endpoint) {
        guard let paging = endpoint.paging, endpoint.successStatuses.isEmpty else { return }
        let (_, problems) = PagingResolver(models: models).resolve(paging, of: endpoint)
        let path = "endpoints.\(endpoint.name).paging"
        for problem in problems {
            diagnostics.error(
                problem.message, at: problem.location, path: problem.key.isEmpty ? path : "\(path).\(problem.key)",
                hint: problem.hint)
        }
    }
}
