/// What every emitter needs to know about the schema: names, lookups and Swift spellings of types.
struct EmitContext {
    let schema: Schema
    let api: APIMetadata
    let models: [String: ModelDecl]
    let externals: [String: ExternalType]
    /// The discriminators struct models write in their own `encode(to:)`.
    let wireTypeFields: WireTypeFields
    /// Which struct models have `var` properties (inputs) and which `let` (read-only responses).
    let mutability: ModelMutability
    /// How type names are spelled: models by their Swift names, imported types qualified where shadowed.
    let types: TypeSpelling
    /// Which struct properties close a cycle of models and are stored in an `Indirect` box.
    let indirect: IndirectProperties

    init(schema: Schema, api: APIMetadata) {
        self.schema = schema
        self.api = api
        var models: [String: ModelDecl] = [:]
        for model in schema.models where models[model.name] == nil { models[model.name] = model }
        self.models = models
        var externals: [String: ExternalType] = [:]
        for external in schema.externalTypes { externals[external.name] = external }
        self.externals = externals
        self.wireTypeFields = WireTypeFields(schema: schema, models: models)
        self.mutability = ModelMutability(schema: schema, models: models)
        self.types = TypeSpelling(schema: schema, module: api.module)
        self.indirect = IndirectProperties(schema: schema, models: models)
    }

    /// A runtime, standard-library or Foundation type as generated code writes it (``TypeSpelling/runtime(_:)``).
    func rt(_ name: String) -> String {
        types.runtime(name)
    }

    /// The Swift name a model is declared with.
    func declaredName(_ model: ModelDecl) -> String {
        model.swiftName
    }

    /// The API enum's name, `<Module>API`.
    var apiName: String { "\(api.module)API" }

    /// Whether responses are XML.
    var isXML: Bool { api.format == .xml }

    /// The Swift spelling of a schema type.
    func swiftType(_ type: TypeRef) -> String {
        switch type {
        case .scalar(let scalar): return rt(Self.swiftScalar(scalar))
        case .named(let name, let arguments):
            let base = externals[name]?.swiftName ?? types.model(name)
            return arguments.isEmpty ? base : "\(base)<\(arguments.map(swiftType).joined(separator: ", "))>"
        case .array(let element): return "[\(swiftType(element))]"
        case .map(let key, let value): return "[\(swiftType(key)): \(swiftType(value))]"
        case .orderedMap(let value): return "\(rt("OrderedMap"))<\(swiftType(value))>"
        case .optional(let wrapped): return "\(swiftType(wrapped))?"
        }
    }

    static func swiftScalar(_ scalar: ScalarType) -> String {
        switch scalar {
        case .string: return "String"
        case .int: return "Int"
        case .int64: return "Int64"
        case .double: return "Double"
        case .bool: return "Bool"
        case .dateTime: return "Date"
        case .dateTimeZoned: return "ZonedDate"
        case .date: return "DateOnly"
        case .time: return "TimeOfDay"
        case .duration: return "ISODuration"
        case .url: return "URL"
        case .uuid: return "UUID"
        case .data: return "Data"
        case .file: return "FilePayload"
        case .json: return "JSONValue"
        }
    }

    /// The enum declaration behind a type, if it is one.
    func enumDecl(_ type: TypeRef) -> EnumDecl? {
        if case .named(let name, _) = type.nonOptional, let model = models[name],
            case .enumeration(let decl) = model.kind
        {
            return decl
        }
        return nil
    }

    /// The `ParameterValue` list helpers of scalar element types (`.strings(tags)`).
    static let scalarListHelpers: [ScalarType: String] = [
        .string: "strings", .int: "integers", .double: "numbers", .bool: "booleans",
    ]

    /// A `ParameterValue` expression for a non-optional value `expression` of a type.
    ///
    /// Scalars map to their cases, enums to their raw values, dates through the API's coding options,
    /// lists to `.list`, and anything else (external types, `DateOnly`, …) to its `parameterValue`.
    func parameterValue(_ expression: String, of type: TypeRef) -> String {
        switch type.nonOptional {
        case .scalar(let scalar):
            switch scalar {
            case .string: return ".string(\(expression))"
            case .int: return ".integer(\(expression))"
            case .int64: return ".integer(\(rt("Int"))(\(expression)))"
            case .double: return ".number(\(expression))"
            case .bool: return ".boolean(\(expression))"
            case .dateTime, .dateTimeZoned: return "\(apiName).codingOptions.parameterValue(\(expression))"
            case .url: return ".string(\(expression).absoluteString)"
            case .uuid: return ".string(\(expression).uuidString)"
            case .file: return ".file(\(expression))"
            case .data: return ".string(\(expression).base64EncodedString())"
            case .date, .time, .duration: return ".string(\(expression).description)"
            case .json:
                // Free-form JSON travels as its JSON text (`{"a":1}`), as APIs that take JSON in a query or form
                // expect (`JSONValue.parameterText`: `null` for a number JSON cannot carry). One short member
                // access, so the line fits whatever the parameter's name.
                return ".string(\(expression).parameterText)"
            }
        case .named(let name, _):
            if let decl = enumDecl(type) {
                return decl.isInteger ? ".integer(\(expression).rawValue)" : ".string(\(expression).rawValue)"
            }
            _ = name
            return "\(expression).parameterValue"
        case .array(let element):
            // Lists of plain scalars use a runtime helper: a `map` closure costs the type checker far more.
            if case .scalar(let scalar) = element, let helper = Self.scalarListHelpers[scalar] {
                return ".\(helper)(\(expression))"
            }
            let inner = parameterValue("$0", of: element)
            return ".list(\(expression).map { \(inner) })"
        case .map, .orderedMap, .optional:
            return "\(expression).parameterValue"
        }
    }
}
