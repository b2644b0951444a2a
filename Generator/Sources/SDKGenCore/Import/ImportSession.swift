/// The state of one import: the document, names, models, endpoints and warnings.
///
/// The `ImportSession+…` files map each part of the document.
final class ImportSession {
    /// What a mapped type is, as far as the importer needs to know (parameters take scalars, enums and lists of
    /// them; families take struct members; cycles run through structs).
    enum Kind: Equatable {
        case scalar, binary, file, enumeration, structure, family, union, json, list, map
    }

    /// A schema mapped to a type expression of the schema language.
    struct MappedType {
        /// The type expression (`[Pet]`, `{string: int}`, `date-time`).
        var text: String
        /// What it is.
        var kind: Kind
        /// Whether the value may be `null`.
        var nullable = false
        /// The kind of a list's elements or a map's values.
        var elementKind: Kind?

        static let json = MappedType(text: "json", kind: .json)
        static let string = MappedType(text: "string", kind: .scalar)
    }

    /// A model written to `models.yaml`.
    struct Model {
        var name: String
        var kind: Kind
        var body: YAMLMapping
    }

    /// A struct property typed by value with another struct: the edges of the cycle check.
    struct ValueEdge {
        var model: String
        var property: String
        var target: String
        var pointer: String
    }

    let document: OpenAPIDocument
    let module: String
    let options: ImportOptions
    var warnings: [ImportWarning] = []
    var names = NameRegistry()
    /// Mapped component schemas by pointer.
    var typeCache: [String: MappedType] = [:]
    /// Component aliases being mapped (a cycle of aliases is typed `json`).
    var resolving: Set<String> = []
    /// The names reserved for alias unions that refer to themselves inside a list or map, by pointer: the union
    /// declared at that pointer takes it (``mapRecursiveUnion(_:ref:component:)``).
    var forcedUnionNames: [String: String] = [:]
    /// The pointers of the inline schemas being mapped, one inside another (``mapInline(_:at:hint:)``).
    var inlineInProgress: Set<String> = []
    /// How many `$ref`s are being followed, one inside another.
    var referenceDepth = 0
    /// Component models met deeper than ``modelNestingLimit``: named, declared when the outermost reference is done.
    var pendingModels: [(name: String, kind: Kind, schema: YAMLNode, pointer: String)] = []
    /// Nested model declarations beyond which a referenced model is declared later instead of at once, so a chain
    /// of thousands of models each holding the next does not overflow the stack.
    static let modelNestingLimit = 64
    /// Nested references beyond which an alias (`A: { $ref: B }`) is typed `json`, with a warning.
    static let aliasNestingLimit = 256
    /// Each component schema's direct subtypes (the components naming it among their `allOf` members), by
    /// pointer; built on first use (``subtypes(of:)``).
    var subtypeIndex: [String: [String]]?
    var models: [Model] = []
    var modelIndex: [String: Int] = [:]
    var valueEdges: [ValueEdge] = []
    /// The first model of each shape, for inline copies to share (``sharedModel(_:directionalSince:)``).
    var modelsByShape: [ModelShape: String] = [:]
    /// The structs that stand for union members no required property tells apart, filled in last.
    var mergedObjects: [MergedObject] = []
    /// The merged struct of each list of members, for another union of the same members to share.
    var mergedObjectNames: [[String]: String] = [:]
    /// Required properties that are `readOnly` or `writeOnly` (``relaxDirectionalProperties()``).
    var directionalProperties: [DirectionalProperty] = []
    /// Endpoint files by stem, in the order of first use.
    var endpointFiles: [(stem: String, header: [String], endpoints: YAMLMapping)] = []
    /// Error response types seen, with the first pointer of each.
    var errorTypes: [(type: MappedType, pointer: String, count: Int)] = []
    /// Each endpoint's error answers (status `404`, `4XX` or `DEFAULT`, body type, pointer), in source order.
    var errorAnswers: [String: [ErrorAnswer]] = [:]
    /// The body type of each shared response (`#/components/responses/…`, 2.0 `#/responses/…`), mapped once.
    var sharedResponseTypes: [String: MappedType?] = [:]
    /// Hosts of operations with servers of their own (``endpointHost(operation:item:itemPointer:at:)``).
    var endpointHosts: [EndpointHost] = []
    /// The API's settings (from security schemes).
    var settings = YAMLMapping()
    /// The API's `auth:` section (from the security scheme that has an auth style), if any.
    var auth: YAMLMapping?
    /// What the language has no place for, by kind: how often, and the first place (``reportNotes()``).
    var notes: [(kind: Note, first: String, places: Set<String>)] = []

    init(document: OpenAPIDocument, module: String, options: ImportOptions = ImportOptions()) {
        self.document = document
        self.module = module
        self.options = options
    }

    /// Records a warning.
    func warn(_ pointer: String, _ message: String) {
        warnings.append(ImportWarning(pointer: pointer, message: message))
    }

    /// Adds a model under a name already claimed.
    func addModel(_ name: String, kind: Kind, body: YAMLMapping) {
        if let index = modelIndex[name] {
            models[index] = Model(name: name, kind: kind, body: body)
        } else {
            modelIndex[name] = models.count
            models.append(Model(name: name, kind: kind, body: body))
        }
    }

    /// The kind of a declared model, or `nil`.
    func modelKind(_ name: String) -> Kind? {
        modelIndex[name].map { models[$0].kind }
    }

    /// A description from a node's `description`, else its `title` or `summary`, trimmed.
    func describe(_ node: YAMLNode?, keys: [String] = ["description", "title"]) -> String? {
        for key in keys {
            if let text = node?[key]?.string?.trimmingWhitespace, !text.isEmpty { return text }
        }
        // `allOf: [{$ref: Agent}, {description: …}]` describes the value in a member that only annotates, or in
        // the description of one that restates a scalar's type (`{type: string, description: …}`; its title names
        // a type).
        for member in node?["allOf"]?.items ?? [] {
            let scalarKeys = keys.filter { $0 == "description" }
            let memberKeys = isAnnotationOnly(member) ? keys : isInlineScalar(member) ? scalarKeys : []
            if !memberKeys.isEmpty, let text = describe(member, keys: memberKeys) { return text }
        }
        return nil
    }
}

extension String {
    /// The text without leading and trailing spaces and newlines.
    var trimmingWhitespace: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
