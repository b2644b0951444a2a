import Foundation

/// JSON Schema's own names for schemas, `$id` and `$anchor` (OpenAPI 3.1), turned into the JSON pointers the
/// import follows.
///
/// A 3.1 document may name a schema `$id: https://example.com/schemas/pet` and refer to it by that URI, by a URI
/// relative to another `$id` (`$ref: pet`), or by an anchor (`$anchor: owner`, `$ref: "#owner"`); a `#/…` pointer
/// inside a schema with an `$id` is relative to that schema. The import reads references as pointers into the
/// document, so each such reference is rewritten to the pointer of the schema it names before the import (and the
/// bundler) reads the document; a reference to a component schema so becomes one to the component, and its model
/// keeps the component's name. A reference that names no schema of the document stays as written (the import types
/// it as free-form JSON, with a warning); a `#/…` pointer that names nothing inside its schema's `$id` stays a
/// pointer into the document, as documents that give components an `$id` mean it.
///
/// Values (`example`, `examples`, `default`, `enum`, `const`, extensions) are not read: an example object may hold
/// an `$id` key of its own.
struct SchemaIdentifiers {
    /// Schemas by absolute `$id` (without a fragment): their pointers.
    private var resources: [String: String] = [:]
    /// Anchors by `resource#name` (`#name` in the document itself): their schemas' pointers.
    private var anchors: [String: String] = [:]
    /// Anchors by name alone, wherever they stand: documents refer to `#name` from outside its schema's `$id` too.
    private var anchorsByName: [String: Set<String>] = [:]
    private let document: OpenAPIDocument

    /// Keys whose values are data, not schemas or document structure.
    private static let opaqueKeys: Set<String> = ["example", "examples", "default", "enum", "const"]

    private init(document: OpenAPIDocument) {
        self.document = document
    }

    /// The document with every `$id` or `$anchor` reference rewritten to a pointer; the document itself when it
    /// names no schema so (most documents: one walk, nothing allocated).
    static func resolving(_ document: OpenAPIDocument) -> OpenAPIDocument {
        var identifiers = SchemaIdentifiers(document: document)
        var trail: [String] = []
        identifiers.collect(document.root, base: "", trail: &trail)
        guard !identifiers.resources.isEmpty || !identifiers.anchors.isEmpty,
            let root = identifiers.rewrite(document.root, base: "", trail: &trail)
        else { return document }
        return OpenAPIDocument(root: root, version: document.version)
    }

    /// Records the `$id`s and `$anchor`s under a node; `base` is the `$id` of the schema that holds it.
    private mutating func collect(_ node: YAMLNode, base: String, trail: inout [String]) {
        switch node.content {
        case .scalar: return
        case .sequence(let items):
            for (index, item) in items.enumerated() {
                trail.append(String(index))
                collect(item, base: base, trail: &trail)
                trail.removeLast()
            }
        case .mapping(let pairs):
            var base = base
            if let id = node["$id"]?.string, !id.isEmpty {
                base = Self.withoutFragment(Self.resolve(id, against: base))
                if resources[base] == nil { resources[base] = JSONPointer.appending(JSONPointer.root, trail) }
            }
            for key in ["$anchor", "$dynamicAnchor"] {
                guard let name = node[key]?.string, !name.isEmpty else { continue }
                let pointer = JSONPointer.appending(JSONPointer.root, trail)
                if anchors[base + "#" + name] == nil { anchors[base + "#" + name] = pointer }
                anchorsByName[name, default: []].insert(pointer)
            }
            for pair in pairs {
                guard let key = pair.key.string, !Self.opaqueKeys.contains(key), !key.hasPrefix("x-") else { continue }
                trail.append(key)
                collect(pair.value, base: base, trail: &trail)
                trail.removeLast()
            }
        }
    }

    /// The node with its references rewritten, or `nil` when none under it changes.
    private func rewrite(_ node: YAMLNode, base: String, trail: inout [String]) -> YAMLNode? {
        switch node.content {
        case .scalar: return nil
        case .sequence(let items):
            var changed: [YAMLNode]?
            for (index, item) in items.enumerated() {
                trail.append(String(index))
                defer { trail.removeLast() }
                guard let rewritten = rewrite(item, base: base, trail: &trail) else { continue }
                if changed == nil { changed = items }
                changed?[index] = rewritten
            }
            return changed.map { YAMLNode(.sequence($0), at: node.location) }
        case .mapping(let pairs):
            var base = base
            if let id = node["$id"]?.string, !id.isEmpty {
                base = Self.withoutFragment(Self.resolve(id, against: base))
            }
            var changed: [YAMLNode.Pair]?
            for (index, pair) in pairs.enumerated() {
                guard let key = pair.key.string, !Self.opaqueKeys.contains(key), !key.hasPrefix("x-") else { continue }
                let rewritten: YAMLNode?
                if key == "$ref", let ref = pair.value.string {
                    rewritten = target(of: ref, base: base).map {
                        YAMLNode(.scalar($0, quoted: true), at: pair.value.location)
                    }
                } else {
                    trail.append(key)
                    rewritten = rewrite(pair.value, base: base, trail: &trail)
                    trail.removeLast()
                }
                guard let rewritten else { continue }
                if changed == nil { changed = pairs }
                changed?[index].value = rewritten
            }
            return changed.map { YAMLNode(.mapping($0), at: node.location) }
        }
    }

    /// The pointer a reference names through an `$id` or an anchor, or `nil` to leave it as written.
    private func target(of ref: String, base: String) -> String? {
        // The document's own pointers, outside any `$id`: the import's as before.
        if base.isEmpty && ref.hasPrefix("#/") { return nil }
        // Resolved against the `$id` around it; else as written, for an `$id` that is itself relative (the
        // document's own URI, which relative `$id`s rest on, is not known here).
        var absolute = Self.resolve(ref, against: base)
        if resources[Self.withoutFragment(absolute)] == nil, resources[Self.withoutFragment(ref)] != nil {
            absolute = ref
        }
        let resource = Self.withoutFragment(absolute)
        let fragment = absolute.count > resource.count ? String(absolute.dropFirst(resource.count + 1)) : ""
        if fragment.isEmpty || fragment.hasPrefix("/") {
            guard let start = resource.isEmpty ? JSONPointer.root : resources[resource] else { return nil }
            let pointer = start + fragment
            // A `#/…` inside a schema with an `$id` that names nothing there stays a pointer into the document.
            guard document.node(at: pointer) != nil, pointer != ref else { return nil }
            return pointer
        }
        if let pointer = anchors[resource + "#" + fragment] { return pointer }
        // Strictly an anchor belongs to its schema's `$id`; one that names a single schema of the document is read
        // as that schema from anywhere.
        guard let found = anchorsByName[fragment], found.count == 1 else { return nil }
        return found.first
    }

    /// A reference resolved against a base URI (RFC 3986); the reference itself when there is no base or it cannot
    /// be resolved (a URN, a malformed URI).
    private static func resolve(_ ref: String, against base: String) -> String {
        guard !base.isEmpty, let baseURL = URL(string: base), baseURL.scheme != nil,
            let resolved = URL(string: ref, relativeTo: baseURL)?.absoluteString
        else { return ref }
        return resolved
    }

    /// A URI without its fragment (`https://x/pet#owner` → `https://x/pet`).
    private static func withoutFragment(_ uri: String) -> String {
        uri.firstIndex(of: "#").map { String(uri[..<$0]) } ?? uri
    }
}
