extension NameResolver {
    /// The suffix an endpoint's Swift type takes when its schema name is also a model's or a type's Swift name.
    static let requestSuffix = "Request"

    /// Moves endpoints out of the way of models with the same name: `Pet` the endpoint becomes `PetRequest`.
    ///
    /// Models and endpoints are both Swift types of the module, so an operation and a model with one name (an
    /// imported `Pet` operation answering a `Pet` model) would clash. The model keeps its name, since it is what
    /// users spell in their code most often; the endpoint without a `swift:` name takes ``requestSuffix``. An
    /// endpoint with `swift:` keeps it as written, and a suffixed name that is taken as well is still reported by
    /// the validator. Schemas without such a clash are unchanged, so the four SDKs keep their names.
    static func disambiguateEndpoints(_ schema: inout Schema) {
        let typeNames = Set(schema.models.map(\.swiftName) + schema.externalTypes.map(\.swiftName))
        for index in schema.endpoints.indices {
            let endpoint = schema.endpoints[index]
            guard endpoint.swiftOverride == nil, typeNames.contains(endpoint.name) else { continue }
            schema.endpoints[index].swiftOverride = endpoint.name + requestSuffix
        }
    }
}
