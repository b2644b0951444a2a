import Foundation

/// `sdkgen import openapi`: reads an OpenAPI 3.0 / 3.1 or Swagger 2.0 document (JSON or YAML) and writes the
/// API in the schema language, one file per tag, with a warning for everything it could not map as it is.
public enum OpenAPIImporter {
    /// Imports a document's text.
    ///
    /// - Parameters:
    ///   - text: the document, JSON or YAML.
    ///   - file: the document's name for diagnostics and the files' header.
    ///   - module: the API's Swift module name (`NAME` of the command), an identifier.
    ///   - path: where the document is on disk, when it is a file: references to other local files
    ///     (`$ref: schemas/pet.yaml`) are read relative to it (`OpenAPIBundler`). Without it they are free-form JSON,
    ///     with a warning.
    ///   - options: the choices the document leaves to the user (``ImportOptions``).
    /// - Returns: the schema files and the warnings, or why the document cannot be read at all.
    public static func importDocument(
        _ text: String, file: String, module: String, path: String? = nil, options: ImportOptions = ImportOptions()
    ) -> Result<OpenAPIImport, ImportProblem> {
        var diagnostics = DiagnosticEngine()
        let text = JSONAsYAML.readable(text)
        guard let root = YAMLLoader().load(text, file: file, diagnostics: &diagnostics) else {
            let reason = diagnostics.hasErrors ? diagnostics.rendered() : "\(file): the document is empty"
            return .failure(ImportProblem(reason))
        }
        var document: OpenAPIDocument
        switch OpenAPIDocument.make(root: root) {
        case .success(let value): document = value
        case .failure(let problem): return .failure(ImportProblem("\(file): \(problem.message)"))
        }
        // `$id` and `$anchor` references first: the bundler would read a relative `$id` as a file name.
        document = SchemaIdentifiers.resolving(document)
        var bundleWarnings: [ImportWarning] = []
        if let path {
            let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
            var bundler = OpenAPIBundler(rootPath: absolute, document: document)
            document = bundler.bundle(document)
            bundleWarnings = bundler.warnings
        }
        let session = ImportSession(document: document, module: module, options: options)
        return session.run(file: file).map { result in
            var result = result
            result.warnings = bundleWarnings + result.warnings
            return result
        }
    }
}

/// What an import does where the document leaves the choice to the user.
public struct ImportOptions: Sendable, Equatable {
    /// Whether every struct model that only answers reach is written `lenient: true`.
    ///
    /// Documents are often stricter than their servers: a property they require is missing, or `null`, or of
    /// another type in real answers, and a strict model fails the whole answer. A lenient model has every
    /// property optional and reads a value of the wrong shape as absent, reporting it to the response's context
    /// (a list drops only its bad elements). Left strict: models a request sends (their initializers would
    /// change), members of unions without a discriminator (told apart by what they require) and models with
    /// `additionalProperties` or `explicitNull` properties, which a lenient model cannot have.
    public var lenientAnswers: Bool

    /// Creates the options; by default models are as strict as the document.
    public init(lenientAnswers: Bool = false) {
        self.lenientAnswers = lenientAnswers
    }
}

/// The result of an import: schema files to write into `Schemas/<NAME>/`, and the warnings.
public struct OpenAPIImport: Sendable {
    /// The files, `api.yaml` first, then `models.yaml`, then one per tag.
    public var files: [ImportedFile]
    /// Everything not mapped as it is, in document order of discovery.
    public var warnings: [ImportWarning]
}

/// One schema file of an import.
public struct ImportedFile: Sendable, Equatable {
    /// The file name (`api.yaml`, `pets.yaml`).
    public var name: String
    /// The YAML text.
    public var contents: String
}

extension ImportSession {
    /// Maps the whole document and writes the files, or says why they cannot be written: a file that the schema
    /// loader would refuse as too big (``checkedFile(_:_:header:writer:)``).
    func run(file: String) -> Result<OpenAPIImport, ImportProblem> {
        // The module and its API enum are names of the module's own.
        _ = names.claim(module)
        _ = names.claim(module + "API")
        // A type word of the schema language: a model so named would read as `OrderedMap<T>`.
        _ = names.claim("OrderedMap")
        importSecuritySchemes()
        let environments = environmentsSection()
        // Component schemas first, so their names are theirs and unreferenced ones are imported too.
        for pair in document.componentSchemas {
            guard let name = pair.key.string else { continue }
            _ = mapReference(JSONPointer.appending(document.schemasPointer, name), at: document.schemasPointer)
        }
        importOperations()
        let errors = errorsSection()
        // After every schema is mapped (the error answers' too), so each member's properties are written.
        fillMergedObjects()
        relaxDirectionalProperties()
        markExplicitNulls()
        breakValueCycles()
        markLenientAnswers()
        settleUnionMemberOrder()
        reportNotes()
        let writer = YAMLWriter()
        let version =
            document.version == .swagger2 ? "Swagger 2.0" : "OpenAPI \(document.root["openapi"]?.string ?? "3")"
        let banner = [
            "Imported from \(file) (\(version)) by 'sdkgen import openapi'.",
            "Edit freely, then run 'sdkgen generate \(module)'.",
        ]
        var api = YAMLMapping()
        let info = document.root["info"]
        api["name"] = .string(info?["title"]?.string?.trimmingWhitespace ?? module)
        api["module"] = .string(module)
        if let description = describe(info, keys: ["description"]) { api["description"] = .string(description) }
        if let version = info?["version"]?.scalar { api["version"] = .string(version) }
        api["dates"] = .mapping([
            ("decode", .sequence([.string("iso8601-fractional"), .string("iso8601")])),
            ("encode", .string("iso8601")),
        ])
        if !endpointHosts.isEmpty {
            api["hosts"] = .sequence([.string("default")] + endpointHosts.map { .string($0.name) })
        }
        api["environments"] = addingEndpointHosts(to: environments)
        if !settings.isEmpty { api["settings"] = settings.value }
        if let auth { api["auth"] = auth.value }
        api["errors"] = errors
        var files: [ImportedFile] = []
        do {
            files.append(try checkedFile("api.yaml", .mapping([("api", api.value)]), header: banner, writer: writer))
            if !models.isEmpty {
                let section = YAMLValue.mapping(models.map { (key: $0.name, value: $0.body.value) })
                files.append(
                    try checkedFile("models.yaml", .mapping([("models", section)]), header: banner, writer: writer))
            }
            for endpointFile in endpointFiles {
                files.append(
                    try checkedFile(
                        endpointFile.stem + ".yaml", .mapping([("endpoints", endpointFile.endpoints.value)]),
                        header: endpointFile.header.isEmpty ? banner : banner + [""] + endpointFile.header,
                        writer: writer))
            }
        } catch {
            return .failure(error)
        }
        return .success(OpenAPIImport(files: files, warnings: warnings))
    }

    /// A file's text, or an error when the schema loader would refuse the file for holding more nodes than
    /// `YAMLLoader.maximumNodes` or nesting deeper than `YAMLLoader.maximumDepth`.
    ///
    /// Flattening `allOf` copies every member's properties into each model, so a document within the loader's
    /// limits can give more: a chain of thousands of `allOf`s each adding a property writes up to 257 properties
    /// per model. Such an import stops before writing anything rather than writing files that do not load back.
    func checkedFile(_ name: String, _ value: YAMLValue, header: [String], writer: YAMLWriter) throws(ImportProblem)
        -> ImportedFile
    {
        let shape = value.shape
        if shape.nodes > YAMLLoader.maximumNodes || shape.depth > YAMLLoader.maximumDepth {
            let what =
                shape.nodes > YAMLLoader.maximumNodes
                ? "\(shape.nodes) YAML nodes, more than the \(YAMLLoader.maximumNodes)"
                : "mappings nested \(shape.depth) deep, more than the \(YAMLLoader.maximumDepth)"
            throw ImportProblem(
                "the imported \(name) would hold \(what) a schema file may have, so it would not load back; "
                    + "nothing is written (allOf members are copied into each model that uses them: split long allOf "
                    + "chains or import part of the document)")
        }
        return ImportedFile(name: name, contents: writer.document(value, header: header))
    }

    /// Breaks the cycles of structs that require themselves by value, which no finite value can end.
    ///
    /// In such a cycle (directly or through other structs) every property is required: the one that closes each
    /// cycle becomes free-form JSON, with a warning. Cycles with an optional property stay typed; the generator
    /// boxes them (`@Indirect`).
    func breakValueCycles() {
        var edges: [String: [ValueEdge]] = [:]
        for edge in valueEdges where modelKind(edge.target) == .structure && isRequiredProperty(edge) {
            edges[edge.model, default: []].append(edge)
        }
        var state: [String: Int] = [:]  // 1: on the path, 2: done
        var broken: [ValueEdge] = []
        // Depth first with a stack of (model, next edge) frames, not recursion: a chain of thousands of models
        // each holding the next must not overflow the thread's stack.
        var path: [(model: String, next: Int)] = []
        for model in models.map(\.name) where state[model] == nil {
            state[model] = 1
            path.append((model, 0))
            while let frame = path.last {
                let outgoing = edges[frame.model] ?? []
                guard frame.next < outgoing.count else {
                    state[frame.model] = 2
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let edge = outgoing[frame.next]
                switch state[edge.target] {
                case 1: broken.append(edge)
                case nil:
                    state[edge.target] = 1
                    path.append((edge.target, 0))
                default: break
                }
            }
        }
        for edge in broken {
            guard let index = modelIndex[edge.model], case .mapping(let pairs)? = models[index].body["properties"]
            else {
                continue
            }
            var properties = YAMLMapping()
            for pair in pairs { properties[pair.key] = pair.value }
            if case .mapping(let fields)? = properties[edge.property] {
                var entry = YAMLMapping()
                for field in fields { entry[field.key] = field.value }
                entry["type"] = .string("json")
                properties[edge.property] = entry.value
            } else {
                properties[edge.property] = .string("json")
            }
            models[index].body["properties"] = properties.value
            warn(
                edge.pointer,
                "'\(edge.model)' would require itself by value through '\(edge.target)', which no finite value "
                    + "can; this property is free-form JSON ('json') to break the cycle")
        }
    }

    /// Whether the property of an edge is required and not nullable as written in its model.
    private func isRequiredProperty(_ edge: ValueEdge) -> Bool {
        guard let index = modelIndex[edge.model], case .mapping(let pairs)? = models[index].body["properties"],
            let entry = pairs.first(where: { $0.key == edge.property })?.value
        else { return false }
        return Self.isRequired(entry)
    }
}
