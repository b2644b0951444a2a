/// Checks a read ``Schema`` for what the reader cannot see in one node.
///
/// Names, references, bindings and cycles are checked here. Reports into a ``DiagnosticEngine`` and
/// never stops early; every pass is linear in the size of the schema (dictionary lookups, one SCC
/// pass for cycles).
public struct Validator {
    let schema: Schema
    var diagnostics = DiagnosticEngine()
    /// Declared type names → where (models, external types), first declaration.
    var declared: [String: SourceLocation] = [:]
    /// Model name → declaration.
    var models: [String: ModelDecl] = [:]
    /// External type name → declaration.
    var externals: [String: ExternalType] = [:]
    /// Every declared name, sorted, for did-you-mean.
    var candidateNames: [String] = []

    /// Creates a validator for a schema.
    public init(schema: Schema) {
        self.schema = schema
    }

    /// Runs every check and returns the diagnostics.
    public static func validate(_ schema: Schema) -> DiagnosticEngine {
        var validator = Validator(schema: schema)
        validator.run()
        return validator.diagnostics
    }

    mutating func run() {
        collectNames()
        if let api = schema.api { checkAPI(api) }
        for endpoint in schema.endpoints { checkEndpoint(endpoint) }
        for model in schema.models { checkModel(model) }
        checkWireTypes()
        checkCycles()
        checkUnused()
    }

    /// Indexes declarations and reports duplicates (pointing at both places) and bad type names.
    mutating func collectNames() {
        var endpointNames: [String: SourceLocation] = [:]
        for model in schema.models {
            if let first = declared[model.name] {
                diagnostics.error(
                    "duplicate model '\(model.name)'", at: model.location, path: "models.\(model.name)",
                    hint: "first declared at \(first)")
                continue
            }
            declared[model.name] = model.location
            models[model.name] = model
            if let problem = SwiftNaming.typeNameProblem(model.name) {
                diagnostics.error(problem, at: model.location, path: "models.\(model.name)", hint: "rename the model")
            }
        }
        for external in schema.externalTypes {
            if let first = declared[external.name] {
                diagnostics.error(
                    "duplicate type name '\(external.name)'", at: external.location, path: "types.\(external.name)",
                    hint: "first declared at \(first)")
                continue
            }
            declared[external.name] = external.location
            externals[external.name] = external
            if !SwiftNaming.isIdentifier(external.swiftName) {
                diagnostics.error(
                    "'\(external.swiftName)' is not a valid Swift type name", at: external.location,
                    path: "types.\(external.name)")
            }
        }
        for endpoint in schema.endpoints {
            let path = "endpoints.\(endpoint.name)"
            if let first = endpointNames[endpoint.name] {
                diagnostics.error(
                    "duplicate endpoint '\(endpoint.name)'", at: endpoint.location, path: path,
                    hint: "first declared at \(first)")
                continue
            }
            endpointNames[endpoint.name] = endpoint.location
            if let first = declared[endpoint.name] {
                diagnostics.error(
                    "endpoint '\(endpoint.name)' has the same Swift name as a type declared at \(first)",
                    at: endpoint.location, path: path, hint: "rename the endpoint (e.g. '\(endpoint.name)Request')")
            } else if let problem = SwiftNaming.typeNameProblem(endpoint.name) {
                diagnostics.error(problem, at: endpoint.location, path: path, hint: "rename the endpoint")
            }
        }
        if let module = schema.api?.module, declared[module + "API"] != nil || endpointNames[module + "API"] != nil {
            diagnostics.error(
                "'\(module)API' is the generated API enum's name",
                at: declared[module + "API"] ?? endpointNames[module + "API"],
                path: "models.\(module)API", hint: "rename it")
        }
        candidateNames = declared.keys.sorted() + ScalarType.allCases.map(\.rawValue)
    }

    /// Reports a Swift member name that is not an identifier and records it in a scope for collisions.
    mutating func checkMemberName(
        _ name: String, explicit: Bool, wire: String, at location: SourceLocation, path: String,
        scope: inout [String: (wire: String, location: SourceLocation)]
    ) {
        guard SwiftNaming.isIdentifier(name) else {
            let hint = explicit ? "use letters, digits and '_'" : "add 'swift: <name>' to choose a Swift name"
            diagnostics.error(
                "'\(wire)' gives '\(name)', which is not a valid Swift identifier", at: location, path: path, hint: hint
            )
            return
        }
        if let first = scope[name] {
            diagnostics.error(
                "'\(wire)' and '\(first.wire)' both become Swift name '\(name)'", at: location, path: path,
                hint: "add 'swift: <name>' to one of them (the other is at \(first.location))")
            return
        }
        scope[name] = (wire, location)
    }

    /// Warns about models that nothing references (they still generate).
    mutating func checkUnused() {
        var used = Set<String>()
        func mark(_ expression: TypeExpression?) {
            for reference in expression?.references ?? [] { used.insert(reference.name) }
        }
        for endpoint in schema.endpoints {
            mark(endpoint.response)
            for parameter in endpoint.parameters { mark(parameter.type) }
        }
        for model in schema.models {
            for property in model.properties { mark(property.type) }
            if case .family(let family) = model.kind { for member in family.members { mark(member.type) } }
        }
        mark(schema.api?.errors?.model)
        for setting in schema.api?.settings ?? [] { mark(setting.type) }
        // A family is an entry point of the type table by definition (Etilbudsavis gap 10), so never "unused".
        for model in schema.models where !used.contains(model.name) && model.wireType == nil {
            if case .family = model.kind { continue }
            diagnostics.warning(
                "model '\(model.name)' is never referenced", at: model.location, path: "models.\(model.name)",
                hint: "reference it, give it a 'wireType' for the type table, or remove it")
        }
    }
}
