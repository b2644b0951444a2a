/// An OpenAPI 3.0 / 3.1 / 3.2 or Swagger 2.0 document read as a generic ``YAMLNode`` tree, with local `$ref` resolution.
struct OpenAPIDocument {
    /// The specification the document follows.
    enum Version: Equatable {
        case swagger2, openAPI30, openAPI31, openAPI32
    }

    /// The document's root mapping.
    let root: YAMLNode
    /// The specification version (`swagger: "2.0"`, `openapi: 3.0.x`, `3.1.x`, `3.2.x`).
    let version: Version
    /// The upper mappings by key, for following pointers.
    private let index: PointerIndex

    /// A document of the given version, its pointers indexed.
    init(root: YAMLNode, version: Version) {
        self.root = root
        self.version = version
        index = PointerIndex(root: root)
    }

    /// Reads the version from the root, or returns why the document is not one the importer reads.
    static func make(root: YAMLNode) -> Result<OpenAPIDocument, ImportProblem> {
        guard root.pairs != nil else { return .failure(.init("the document is not a mapping")) }
        if let swagger = root["swagger"]?.string {
            guard swagger.hasPrefix("2.") else { return .failure(.init("unsupported Swagger version '\(swagger)'")) }
            return .success(OpenAPIDocument(root: root, version: .swagger2))
        }
        if let openapi = root["openapi"]?.string {
            if openapi.hasPrefix("3.0") { return .success(OpenAPIDocument(root: root, version: .openAPI30)) }
            if openapi.hasPrefix("3.1") { return .success(OpenAPIDocument(root: root, version: .openAPI31)) }
            if openapi.hasPrefix("3.2") { return .success(OpenAPIDocument(root: root, version: .openAPI32)) }
            return .failure(.init("unsupported OpenAPI version '\(openapi)' (3.0, 3.1, 3.2 and Swagger 2.0 are read)"))
        }
        return .failure(.init("no 'openapi' or 'swagger' key: not an OpenAPI document"))
    }

    /// The node a local pointer names, or `nil`.
    func node(at pointer: String) -> YAMLNode? {
        index.node(at: pointer)
    }

    /// Follows `$ref` chains from a node (parameters, responses, request bodies, path items).
    ///
    /// Returns the node that holds content and its pointer, or `nil` when a reference is external, dangling or
    /// circular (the caller warns).
    func dereference(_ node: YAMLNode, at pointer: String) -> (node: YAMLNode, pointer: String)? {
        var current = (node: node, pointer: pointer)
        var seen: Set<String> = []
        while let ref = current.node["$ref"]?.string {
            guard seen.insert(ref).inserted, let target = self.node(at: ref) else { return nil }
            current = (target, ref)
        }
        return current
    }

    /// Where component schemas live: `#/components/schemas` (3.x) or `#/definitions` (2.0).
    var schemasPointer: String { version == .swagger2 ? "#/definitions" : "#/components/schemas" }

    /// The component schemas in document order.
    var componentSchemas: [YAMLNode.Pair] {
        (version == .swagger2 ? root["definitions"] : root["components"]?["schemas"])?.pairs ?? []
    }

    /// The component name of a schema pointer (`#/components/schemas/Pet` → `Pet`), or `nil` for other pointers.
    func componentName(of pointer: String) -> String? {
        guard let tokens = JSONPointer.tokens(pointer), let base = JSONPointer.tokens(schemasPointer),
            tokens.count == base.count + 1, Array(tokens.prefix(base.count)) == base
        else { return nil }
        return tokens.last
    }
}

/// Why a document cannot be imported at all.
public struct ImportProblem: Error, Sendable, Equatable {
    /// The reason.
    public var message: String

    /// Creates a problem.
    public init(_ message: String) { self.message = message }
}
