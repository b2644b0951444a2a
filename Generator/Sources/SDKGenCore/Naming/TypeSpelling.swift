import Foundation

/// How generated code spells a type: schema types by their Swift names, runtime and standard types qualified with
/// their module whenever the schema declares a type of the same name.
///
/// A model may be named `Response`, `Error`, `EmptyResponse`, `ZonedDate`, `Date`, `String`: the module's own
/// declaration then shadows the imported one, so every place generated code means the imported type spells it
/// `APIRuntime.EmptyResponse`, `Swift.Error`, `Foundation.Date` (``runtime(_:)``), and a model reference that a
/// generated scope would resolve to something else (the `Response` typealias of a request, a model's `CodingKeys`,
/// a generic parameter) is qualified with the SDK's module (``model(_:)``). Names nothing shadows stay bare, so
/// ordinary schemas read as before.
struct TypeSpelling {
    /// The module that owns each type name generated code uses; anything not listed is `APIRuntime`'s.
    static let owners: [String: String] = {
        var owners: [String: String] = [:]
        for name in [
            "String", "Int", "Int64", "Double", "Bool", "Set", "Array", "Dictionary", "Optional", "Error", "Never",
            "Void", "Codable", "Decodable", "Encodable", "Sendable", "Hashable", "CodingKey", "Decoder", "Encoder",
            "DecodingError", "EncodingError", "UTF8", "KeyedDecodingContainer", "KeyedEncodingContainer", "Hasher",
        ] {
            owners[name] = "Swift"
        }
        for name in ["Date", "URL", "UUID", "Data", "JSONEncoder", "JSONDecoder"] { owners[name] = "Foundation" }
        return owners
    }()

    /// Names that a generated scope declares itself (associated types, nested types, `OpenEnum`'s `RawValue`):
    /// a model of that name is qualified with the module wherever it is referenced.
    static let scopeTypeNames: Set<String> = [
        "API", "Response", "CodingKeys", "Environment", "Settings", "Authentication", "RawValue", "Item", "Object",
        "ResponseHeaders", "Element",
    ]

    /// Module names a qualified spelling starts with; no schema type may take them (``SwiftNaming``).
    static let moduleNames: Set<String> = ["Swift", "Foundation", "APIRuntime"]

    /// The SDK's module.
    let module: String
    /// Every type name the module declares: models, requests, external types, generic parameters, the API enum.
    let declared: Set<String>
    /// Schema model name → Swift type name (`swift:` or the schema name).
    let swiftNames: [String: String]
    /// Every generic parameter name of the schema.
    let genericParameters: Set<String>

    init(schema: Schema, module: String) {
        self.module = module
        var declared: Set<String> = [module + "API"]
        var swiftNames: [String: String] = [:]
        var genericParameters: Set<String> = []
        for model in schema.models {
            if swiftNames[model.name] == nil { swiftNames[model.name] = model.swiftName }
            declared.insert(model.swiftName)
            genericParameters.formUnion(model.genericParameters)
        }
        for endpoint in schema.endpoints { declared.insert(endpoint.swiftName) }
        for external in schema.externalTypes { declared.insert(external.swiftName) }
        self.declared = declared.union(genericParameters)
        self.swiftNames = swiftNames
        self.genericParameters = genericParameters
    }

    /// A runtime, standard-library or Foundation type as generated code must write it here.
    func runtime(_ name: String) -> String {
        let head = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
        guard declared.contains(head) else { return name }
        return "\(Self.owners[head] ?? "APIRuntime").\(name)"
    }

    /// A schema model's Swift name as a reference: qualified with the module where a generated scope or a generic
    /// parameter would shadow it.
    func model(_ name: String) -> String {
        // A name that is no model is a generic parameter, only ever used inside its own model: bare.
        guard let swift = swiftNames[name] else { return name }
        return needsQualification(swift) ? "\(module).\(swift)" : swift
    }

    /// A model's Swift name as it is declared (never qualified).
    func declaration(_ name: String) -> String {
        swiftNames[name] ?? name
    }

    /// Whether a bare reference to a module type of this name could resolve to something else somewhere, or reads
    /// as the standard library's generic that swift-format wants in its shorthand (`Optional<T>` → `T?`, which for
    /// a model of that name would mean something else).
    func needsQualification(_ swift: String) -> Bool {
        Self.scopeTypeNames.contains(swift) || genericParameters.contains(swift)
            || Self.shorthandTypeNames.contains(swift)
    }

    /// Standard-library generics that swift-format's `UseShorthandTypeNames` rewrites wherever it sees them.
    static let shorthandTypeNames: Set<String> = ["Optional", "Array", "Dictionary"]
}
