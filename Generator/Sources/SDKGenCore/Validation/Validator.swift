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
    /// How many more unknown type names get a did-you-mean search over ``candidateNames``.
    ///
    /// Each search compares against every declared name, so a schema of n models and n unknown references would
    /// cost n² comparisons; past this many, the hint is the plain "declare it" advice and validation stays linear.
    var typeSuggestionsLeft = Validator.maximumTypeSuggestions
    /// The most unknown type names per schema that get a did-you-mean search.
    static let maximumTypeSuggestions = 100
    /// The schema's type names for the `variants:` clash check, built on first use.
    var takenTypeNames: TakenTypeNames?

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
        for endpoint in schema.endpoints {
            checkEndpoint(endpoint)
            checkBodySettings(endpoint)
            checkPaging(endpoint)
            checkCache(endpoint)
        }
        for model in schema.models {
            checkModel(model)
            checkIdentity(model)
            checkTaggedUnion(model)
        }
        checkErrorStatuses()
        checkExternalUses()
        checkWireTypes()
        checkCycles()
        checkBoxedStorageNames()
        checkUnused()
    }

    /// Indexes declarations and reports duplicates (pointing at both places) and bad type names.
    ///
    /// Models and endpoints share the module's namespace by their Swift names (`swift:` or the schema name), with
    /// external types, the API enum and the module itself.
    mutating func collectNames() {
        var endpointNames: [String: SourceLocation] = [:]
        var swiftNames: [String: (what: String, location: SourceLocation)] = [:]
        let module = schema.api?.module ?? ""
        /// Claims a Swift type name in the module; reports a name that cannot be declared or is taken.
        func claim(_ swift: String, what: String, override: SourceLocation?, at location: SourceLocation, path: String)
            -> [(String, SourceLocation, String, String)]
        {
            let place = override ?? location
            let fix = override == nil ? "add 'swift: <Name>'" : "change 'swift:'"
            if let problem = SwiftNaming.typeNameProblem(swift) {
                return [
                    (
                        problem, place, path,
                        "\(fix) to give it another Swift name, such as "
                            + "'\(SwiftNaming.typeNameSuggestion(swift))'"
                    )
                ]
            }
            if !module.isEmpty, swift == module || swift == module + "API" {
                let role = swift == module ? "the module's name" : "the generated API enum's name"
                // Not `typeNameSuggestion(swift)`: that is the very name refused here.
                let suggestion = SwiftNaming.typeNameSuggestion(swift + "Model")
                return [
                    (
                        "'\(swift)' is \(role)", place, path,
                        "\(fix) to give it another Swift name, such as '\(suggestion)'"
                    )
                ]
            }
            if let first = swiftNames[swift] {
                return [
                    (
                        "\(what) has the same Swift name '\(swift)' as \(first.what) declared at \(first.location)",
                        place, path, "\(fix) to give one of them another Swift name"
                    )
                ]
            }
            swiftNames[swift] = (what, location)
            return []
        }
        var problems: [(String, SourceLocation, String, String)] = []
        for model in schema.models {
            if let first = declared[model.name] {
                diagnostics.error(
                    "duplicate model '\(model.name)'", at: model.location, path: "models.\(model.name)",
                    hint: "first declared at \(first)")
                continue
            }
            declared[model.name] = model.location
            models[model.name] = model
            problems += claim(
                model.swiftName, what: "model '\(model.name)'", override: model.swiftOverrideLocation,
                at: model.location, path: "models.\(model.name)")
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
            if !SwiftNaming.isIdentifier(external.swiftName.split(separator: ".").joined()) {
                diagnostics.error(
                    "'\(external.swiftName)' is not a valid Swift type name", at: external.location,
                    path: "types.\(external.name)")
            } else if let first = swiftNames[external.swiftName] {
                diagnostics.error(
                    "type '\(external.name)' has the same Swift name '\(external.swiftName)' as \(first.what) "
                        + "declared at \(first.location)", at: external.location, path: "types.\(external.name)")
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
            problems += claim(
                endpoint.swiftName, what: "endpoint '\(endpoint.name)'", override: endpoint.swiftOverrideLocation,
                at: endpoint.location, path: path)
        }
        for set in schema.sharedParameterSets {
            for (name, kind) in [(set.typeName, "struct"), (set.protocolName, "protocol")] {
                problems += claim(
                    name, what: "the \(kind) of embedded parameter set '\(set.name)'", override: nil,
                    at: set.location, path: "parameterSets.\(set.name)"
                ).map { ($0.0, $0.1, $0.2, "rename the set or the other declaration") }
            }
        }
        for (message, location, path, hint) in problems {
            diagnostics.error(message, at: location, path: path, hint: hint)
        }
        candidateNames = declared.keys.sorted() + ScalarType.allCases.map(\.rawValue)
    }

    /// Reports a Swift member name that is not an identifier and records it in a scope for collisions.
    mutating func checkMemberName(
        _ name: String, explicit: Bool, wire: String, at location: SourceLocation, path: String,
        scope: inout [String: (wire: String, location: SourceLocation)], in memberScope: MemberScope,
        renameHint: String = "add 'swift: <name>' to choose a Swift name"
    ) {
        guard SwiftNaming.isIdentifier(name) else {
            let hint =
                explicit
                ? "use letters, digits and '_', such as '\(SwiftNaming.memberNameSuggestion(name))'" : renameHint
            diagnostics.error(
                explicit
                    ? "'\(name)' is not a valid Swift identifier"
                    : "'\(wire)' gives '\(name)', which is not a valid Swift identifier", at: location, path: path,
                hint: hint)
            return
        }
        if let problem = memberScope.reservationProblem(name) {
            diagnostics.error(
                problem, at: location, path: path,
                hint: "choose another name, such as '\(memberScope.spelling(for: name))'")
            return
        }
        if explicit, let first = name.first, first.isUppercase {
            diagnostics.error(
                "member name '\(name)' must start with a lower-case letter", at: location, path: path,
                hint: "such as '\(SwiftNaming.memberNameSuggestion(name))'")
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
            for entry in endpoint.successStatuses { mark(entry.type) }
            for parameter in endpoint.parameters { mark(parameter.type) }
        }
        for model in schema.models {
            for property in model.properties { mark(property.type) }
            mark(model.additionalProperties?.type)
            if case .family(let family) = model.kind { for member in family.members { mark(member.type) } }
            if case .union(let union) = model.kind { for member in union.members { mark(member.type) } }
        }
        mark(schema.api?.errors?.model)
        for entry in schema.api?.errorStatuses ?? [] { mark(entry.model) }
        for endpoint in schema.endpoints { for entry in endpoint.errors { mark(entry.model) } }
        for external in schema.externalTypes { for use in external.uses { mark(use) } }
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
