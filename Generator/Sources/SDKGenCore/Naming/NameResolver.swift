/// Gives every derived member name its final spelling for its scope, once, right after reading.
///
/// The reader derives names from wire names (``SwiftNaming``); this pass moves each derived name out of the way of
/// the members its generated scope already has (``MemberScope``). Names given with `swift:` are left as written:
/// the validator checks them. The validator and every emitter then use `swiftName` as the final spelling, so the
/// name checked is the name emitted.
enum NameResolver {
    /// Resolves the derived names of a schema in place.
    static func resolve(_ schema: inout Schema) {
        disambiguateEndpoints(&schema)
        schema.deriveErrorCaseNames()
        for endpoint in schema.endpoints.indices {
            for index in schema.endpoints[endpoint].parameters.indices {
                var parameter = schema.endpoints[endpoint].parameters[index]
                guard !parameter.hasExplicitSwiftName else { continue }
                parameter.swiftName = MemberScope.request.spelling(for: parameter.swiftName)
                schema.endpoints[endpoint].parameters[index] = parameter
            }
        }
        for index in schema.models.indices {
            switch schema.models[index].kind {
            case .object(var properties):
                for property in properties.indices where !properties[property].hasExplicitSwiftName {
                    properties[property].swiftName = MemberScope.model.spelling(for: properties[property].swiftName)
                }
                schema.models[index].kind = .object(properties)
            case .enumeration(var decl):
                for value in decl.cases.indices where !decl.cases[value].hasExplicitSwiftName {
                    decl.cases[value].swiftName = MemberScope.enumeration.spelling(for: decl.cases[value].swiftName)
                }
                schema.models[index].kind = .enumeration(decl)
            case .family, .union: break
            }
        }
        guard var api = schema.api else { return }
        for index in api.settings.indices where !api.settings[index].hasExplicitSwiftName {
            api.settings[index].swiftName = MemberScope.settings.spelling(for: api.settings[index].swiftName)
        }
        schema.api = api
    }
}
