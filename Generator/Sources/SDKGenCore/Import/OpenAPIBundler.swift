import Foundation

/// Brings the files a multi-file OpenAPI document references (`$ref: schemas/pet.yaml`,
/// `common.yaml#/components/schemas/Error`) into the document, before the import reads it.
///
/// A schema from another file becomes a component schema of the document, named after its last pointer token or its
/// file's stem (made unique against the document's own), and every reference to it points there, so a file
/// referenced twice is one model and a recursive schema stays recursive. Anything else (a parameter, a response, a
/// path item) is written in place of its reference. References inside a referenced file are read relative to that
/// file, its local ones (`#/…`) included.
///
/// Only local files are read: a reference with a scheme (`https://…`) stays as it is, and the import types it as
/// free-form JSON with a warning, as before. So does a reference that cannot be followed (a missing file, a file that
/// does not parse, a pointer that names nothing, a file that is not `.yaml`, `.yml` or `.json`), with a warning that
/// says why. At most ``maximumFiles`` files are read.
struct OpenAPIBundler {
    /// The most files one import reads besides the document.
    static let maximumFiles = 20_000
    /// The most references followed one inside another (a path item from a file whose parameter is in a third…).
    static let maximumNesting = 64

    /// Where a reference leads: an absolute file path and a local pointer into it.
    struct Target: Hashable {
        var path: String
        var pointer: String
    }

    /// What a node is, for deciding whether a reference in it is a schema's.
    enum Context {
        case schema
        /// A mapping whose values are schemas (`properties`, `components/schemas`).
        case schemaMap
        /// A sequence of schemas (`allOf`), or a mapping whose values are such sequences.
        case schemaList
        /// A node of the document that is not a schema.
        case document
        /// Values (`example`, `default`, `enum`): never followed.
        case opaque
    }

    /// The most nodes the bundler visits: a file of parameters that includes another twice, which includes a third
    /// twice, and so on, would otherwise write out twice the nodes at every level.
    static let maximumVisits = 4_000_000
    /// The most bytes read from referenced files, all together.
    static let maximumBytes = 256 << 20

    let rootPath: String
    let schemasPointer: String
    /// Reads a referenced file's text, or says why it cannot.
    let readText: (String) -> Result<String, ReadProblem>
    /// The files read, by absolute path, the document's own included.
    var files: [String: YAMLNode] = [:]
    /// The pointer index of each file read, built on its first reference.
    var pointerIndexes: [String: PointerIndex] = [:]
    var bytesRead = 0
    /// Files that could not be read or parsed (or were past a bound), warned about once.
    var unreadable: Set<String> = []
    /// The component name of every schema brought in from another file.
    var schemaNames: [Target: String] = [:]
    var usedNames: Set<String>
    var addedSchemas: [YAMLNode.Pair] = []
    /// What a non-schema reference was rewritten to, by target and context, so that one used often is walked once.
    var inlined: [Target: YAMLNode] = [:]
    /// The non-schema references being followed, to refuse one that includes itself.
    var following: Set<Target> = []
    var visits = 0
    /// What could not be followed, and why.
    var warnings: [ImportWarning] = []

    /// Prepares to bundle the document at `rootPath` (absolute), reading other files with `readText`.
    init(
        rootPath: String, document: OpenAPIDocument,
        readText: @escaping (String) -> Result<String, ReadProblem> = Self.readFile
    ) {
        self.rootPath = (rootPath as NSString).standardizingPath
        schemasPointer = document.schemasPointer
        self.readText = readText
        usedNames = Set(document.componentSchemas.compactMap(\.key.string))
        files[self.rootPath] = document.root
    }

    /// Why a referenced file gives no text.
    enum ReadProblem: Error, Equatable {
        /// Nothing is at the path.
        case missing
        /// Something is there, but it cannot be read (a folder, no permission).
        case unreadable
        /// The bytes are not UTF-8.
        case notUTF8

        /// The end of the sentence "the referenced file 'x' …".
        var explanation: String {
            switch self {
            case .missing: return "does not exist"
            case .unreadable: return "cannot be read"
            case .notUTF8: return "is not UTF-8 text"
            }
        }
    }

    /// The text of the file at `path`, or why there is none.
    static func readFile(_ path: String) -> Result<String, ReadProblem> {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return .failure(.missing) }
        guard !isFolder.boolValue, let data = FileManager.default.contents(atPath: path) else {
            return .failure(.unreadable)
        }
        guard let text = String(data: data, encoding: .utf8) else { return .failure(.notUTF8) }
        return .success(text)
    }

    /// The document with every local file reference followed, or the document itself when it has none.
    mutating func bundle(_ document: OpenAPIDocument) -> OpenAPIDocument {
        var trail: [String] = []
        guard let root = rewrite(document.root, file: rootPath, context: .document, trail: &trail, nesting: 0) else {
            return document
        }
        guard !addedSchemas.isEmpty else { return OpenAPIDocument(root: root, version: document.version) }
        return OpenAPIDocument(root: adding(addedSchemas, to: root), version: document.version)
    }

    // MARK: Walking

    /// The node with the references under it followed, or `nil` when nothing under it changes (most of a document:
    /// the walk then allocates nothing).
    ///
    /// `trail` holds the tokens of the node's pointer in its file (pushed and popped on the way down).
    mutating func rewrite(
        _ node: YAMLNode, file: String, context: Context, trail: inout [String], nesting: Int
    ) -> YAMLNode? {
        guard context != .opaque, visits < Self.maximumVisits else { return nil }
        visits += 1
        if visits == Self.maximumVisits {
            warn(
                Location(file: file, pointer: JSONPointer.appending(JSONPointer.root, trail)),
                "the document and its files hold more than \(Self.maximumVisits) nodes; the rest is not followed")
        }
        switch node.content {
        case .scalar: return nil
        case .sequence(let items):
            let itemContext: Context = context == .schemaList ? .schema : (context == .schema ? .opaque : context)
            var changed: [YAMLNode]?
            for (index, item) in items.enumerated() {
                trail.append(String(index))
                defer { trail.removeLast() }
                guard let rewritten = rewrite(item, file: file, context: itemContext, trail: &trail, nesting: nesting)
                else { continue }
                if changed == nil { changed = items }
                changed?[index] = rewritten
            }
            return changed.map { YAMLNode(.sequence($0), at: node.location) }
        case .mapping(let pairs):
            if context != .schemaMap, let ref = node["$ref"]?.string {
                return following(ref, in: node, file: file, context: context, trail: trail, nesting: nesting)
            }
            var changed: [YAMLNode.Pair]?
            for (index, pair) in pairs.enumerated() {
                let key = pair.key.scalar ?? ""
                if context == .schema, key == "discriminator" {
                    if let rewritten = discriminator(pair.value, file: file, trail: trail, nesting: nesting) {
                        if changed == nil { changed = pairs }
                        changed?[index].value = rewritten
                    }
                    continue
                }
                let valueContext = Self.context(of: key, in: context, trail: trail)
                trail.append(key)
                defer { trail.removeLast() }
                guard
                    let rewritten = rewrite(
                        pair.value, file: file, context: valueContext, trail: &trail, nesting: nesting)
                else { continue }
                if changed == nil { changed = pairs }
                changed?[index].value = rewritten
            }
            return changed.map { YAMLNode(.mapping($0), at: node.location) }
        }
    }

    /// The context of the value under `key` in a mapping of `context`.
    private static func context(of key: String, in context: Context, trail: [String]) -> Context {
        switch context {
        case .schemaMap: return .schema
        case .schemaList: return .schemaList
        case .opaque: return .opaque
        case .schema:
            switch key {
            case "properties", "patternProperties", "definitions", "$defs", "dependentSchemas": return .schemaMap
            case "allOf", "anyOf", "oneOf", "prefixItems": return .schemaList
            case "items", "additionalProperties", "not", "contains", "if", "then", "else", "propertyNames",
                "unevaluatedProperties", "unevaluatedItems", "additionalItems":
                return .schema
            default: return .opaque
            }
        case .document:
            switch key {
            case "schema": return .schema
            case "schemas" where trail.count == 1 && trail[0] == "components": return .schemaMap
            case "definitions" where trail.isEmpty: return .schemaMap
            // `default` is a response code here (a schema's default value is under `.schema`, where unknown keys are
            // opaque); a Swagger 2.0 parameter's `default` and `enum` are values, which hold no references.
            case "example": return .opaque
            default: return key.hasPrefix("x-") ? .opaque : .document
            }
        }
    }
}
