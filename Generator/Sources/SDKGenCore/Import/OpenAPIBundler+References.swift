import Foundation

extension OpenAPIBundler {
    /// A `$ref` node rewritten: a schema's reference pointed at the document's component, anything else replaced by
    /// what it references; `nil` (unchanged) when the reference is local to the document, has a scheme, or cannot be
    /// followed from the document itself.
    mutating func following(
        _ ref: String, in node: YAMLNode, file: String, context: Context, trail: [String], nesting: Int
    ) -> YAMLNode? {
        let parts = ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let filePart = String(parts[0])
        let fragment = parts.count > 1 ? "#" + parts[1] : JSONPointer.root
        // A local reference of the document itself, or one with a scheme: the import's as before.
        if filePart.isEmpty && file == rootPath { return nil }
        if filePart.contains("://") || filePart.hasPrefix("//") { return nil }
        let location = Location(file: file, pointer: JSONPointer.appending(JSONPointer.root, trail))
        // Left unfollowed, a reference local to another file must not read as one of the document's: written with
        // its file, the import types it as an external reference (free-form JSON, with a warning).
        let unfollowed =
            filePart.isEmpty ? replacingRef(in: node, with: Self.display(file, relativeTo: rootPath) + fragment) : nil
        guard let target = resolve(ref, filePart: filePart, fragment: fragment, from: file, at: location) else {
            return unfollowed
        }
        if target.path == rootPath {
            // Back into the document: its own pointer.
            return replacingRef(in: node, with: target.pointer)
        }
        guard nesting < Self.maximumNesting, !following.contains(target) else {
            warn(location, "the reference '\(ref)' nests too deep or includes itself; it is not followed")
            return unfollowed
        }
        guard let content = load(target, at: location, ref: ref) else { return unfollowed }
        if context == .schema || context == .schemaList {
            let name = schemaName(for: target, content, nesting: nesting)
            return replacingRef(in: node, with: JSONPointer.appending(schemasPointer, name))
        }
        if let done = inlined[target] { return done }
        following.insert(target)
        defer { following.remove(target) }
        var inner = JSONPointer.tokens(target.pointer) ?? []
        let rewritten =
            rewrite(content, file: target.path, context: context, trail: &inner, nesting: nesting + 1) ?? content
        inlined[target] = rewritten
        return rewritten
    }

    /// A discriminator whose `mapping` values that reference other files point at the document's components.
    ///
    /// A value such as `models/cat.yml#/cat` becomes `#/components/schemas/cat`; names and the document's own
    /// pointers stay. `nil` when no value changes.
    mutating func discriminator(_ node: YAMLNode, file: String, trail: [String], nesting: Int) -> YAMLNode? {
        guard let mapping = node["mapping"], case .mapping(let pairs) = mapping.content else { return nil }
        var changed: [YAMLNode.Pair]?
        for (index, pair) in pairs.enumerated() {
            guard let value = pair.value.string, value.contains("#") || value.contains(".") || file != rootPath
            else { continue }
            // A bare name in another file's discriminator names a component of that file.
            let ref = value.contains("#") || value.contains(".") ? value : "#/components/schemas/\(value)"
            let holder = YAMLNode(
                .mapping([
                    YAMLNode.Pair(
                        key: YAMLNode(.scalar("$ref", quoted: false), at: pair.value.location),
                        value: YAMLNode(.scalar(ref, quoted: true), at: pair.value.location))
                ]), at: pair.value.location)
            guard
                let rewritten = following(
                    ref, in: holder, file: file, context: .schema,
                    trail: trail + ["discriminator", "mapping", pair.key.scalar ?? ""],
                    nesting: nesting), let target = rewritten["$ref"]
            else { continue }
            if changed == nil { changed = pairs }
            changed?[index].value = target
        }
        guard let changed, case .mapping(var outer) = node.content,
            let slot = outer.firstIndex(where: { $0.key.scalar == "mapping" })
        else { return nil }
        outer[slot].value = YAMLNode(.mapping(changed), at: mapping.location)
        return YAMLNode(.mapping(outer), at: node.location)
    }

    /// The component name of a schema from another file, bundled on first use.
    private mutating func schemaName(for target: Target, _ content: YAMLNode, nesting: Int) -> String {
        if let name = schemaNames[target] { return name }
        let tokens = JSONPointer.tokens(target.pointer) ?? []
        let stem = ((target.path as NSString).lastPathComponent as NSString).deletingPathExtension
        let base = tokens.last(where: { !$0.isEmpty && Int($0) == nil }) ?? stem
        var name = base.isEmpty ? "Schema" : base
        var suffix = 2
        while usedNames.contains(name) {
            name = "\(base)\(suffix)"
            suffix += 1
        }
        usedNames.insert(name)
        // Named before its content is read, so that a schema that refers to itself finds its name.
        schemaNames[target] = name
        let index = addedSchemas.count
        addedSchemas.append(
            YAMLNode.Pair(key: YAMLNode(.scalar(name, quoted: true), at: content.location), value: content))
        var inner = JSONPointer.tokens(target.pointer) ?? []
        if let rewritten = rewrite(content, file: target.path, context: .schema, trail: &inner, nesting: nesting + 1) {
            addedSchemas[index].value = rewritten
        }
        return name
    }

    /// The file and pointer a reference names, or `nil` (with a warning) when it cannot be one.
    private mutating func resolve(
        _ ref: String, filePart: String, fragment: String, from file: String, at location: Location
    ) -> Target? {
        let decoded = filePart.removingPercentEncoding ?? filePart
        let path: String
        if decoded.isEmpty {
            path = file
        } else if decoded.hasPrefix("/") {
            path = (decoded as NSString).standardizingPath
        } else {
            let directory = (file as NSString).deletingLastPathComponent
            path = ((directory as NSString).appendingPathComponent(decoded) as NSString).standardizingPath
        }
        let fileExtension = (path as NSString).pathExtension.lowercased()
        guard path == rootPath || ["yaml", "yml", "json"].contains(fileExtension) else {
            warn(location, "the reference '\(ref)' is not a .yaml, .yml or .json file; it is not read")
            return nil
        }
        guard JSONPointer.tokens(fragment) != nil else {
            warn(location, "the reference '\(ref)' has a fragment that is not a JSON pointer")
            return nil
        }
        return Target(path: path, pointer: fragment)
    }

    /// The node a target names, its file read and parsed on first use; `nil` with a warning when it cannot be.
    private mutating func load(_ target: Target, at location: Location, ref: String) -> YAMLNode? {
        let root: YAMLNode
        if let cached = files[target.path] {
            root = cached
        } else {
            // A file that failed once is warned about once; its other references are free-form JSON silently.
            guard !unreadable.contains(target.path) else { return nil }
            let display = Self.display(target.path, relativeTo: rootPath)
            guard files.count <= Self.maximumFiles, bytesRead <= Self.maximumBytes else {
                unreadable.insert(target.path)
                warn(
                    location,
                    "more than \(Self.maximumFiles) files or \(Self.maximumBytes >> 20) MB are referenced; '\(display)' "
                        + "and the files after it are not read")
                return nil
            }
            let text: String
            switch readText(target.path) {
            case .success(let read): text = read
            case .failure(let problem):
                unreadable.insert(target.path)
                warn(
                    location,
                    "the referenced file '\(display)' \(problem.explanation) (every reference to it is json)")
                return nil
            }
            bytesRead += text.utf8.count
            var diagnostics = DiagnosticEngine()
            guard
                bytesRead <= Self.maximumBytes,
                let loaded = YAMLLoader().load(
                    JSONAsYAML.readable(text), file: display, diagnostics: &diagnostics)
            else {
                unreadable.insert(target.path)
                let reason =
                    bytesRead > Self.maximumBytes
                    ? "it takes the files read past \(Self.maximumBytes >> 20) MB" : diagnostics.rendered()
                warn(location, "the referenced file '\(display)' is not read: \(reason)")
                return nil
            }
            files[target.path] = loaded
            root = loaded
        }
        let index = pointerIndexes[target.path] ?? PointerIndex(root: root)
        pointerIndexes[target.path] = index
        guard let node = index.node(at: target.pointer) else {
            warn(location, "the reference '\(ref)' names nothing in its file")
            return nil
        }
        return node
    }

    /// The node with its `$ref` value replaced (siblings kept).
    private func replacingRef(in node: YAMLNode, with ref: String) -> YAMLNode {
        guard case .mapping(let pairs) = node.content else { return node }
        var rewritten = node
        rewritten.content = .mapping(
            pairs.map { pair in
                guard pair.key.scalar == "$ref" else { return pair }
                return YAMLNode.Pair(
                    key: pair.key, value: YAMLNode(.scalar(ref, quoted: true), at: pair.value.location))
            })
        return rewritten
    }

    /// The document with schemas appended to its component schemas (created when it has none).
    func adding(_ schemas: [YAMLNode.Pair], to root: YAMLNode) -> YAMLNode {
        let tokens = JSONPointer.tokens(schemasPointer) ?? []
        return Self.appending(schemas, under: tokens[...], in: root)
    }

    private static func appending(_ schemas: [YAMLNode.Pair], under path: ArraySlice<String>, in node: YAMLNode)
        -> YAMLNode
    {
        var pairs = node.pairs ?? []
        guard let key = path.first else { return YAMLNode(.mapping(pairs + schemas), at: node.location) }
        let index = pairs.firstIndex { $0.key.scalar == key }
        let child = index.map { pairs[$0].value } ?? YAMLNode(.mapping([]), at: node.location)
        let updated = appending(
            schemas, under: path.dropFirst(),
            in: child.pairs == nil ? YAMLNode(.mapping([]), at: child.location) : child)
        if let index {
            pairs[index].value = updated
        } else {
            pairs.append(YAMLNode.Pair(key: YAMLNode(.scalar(key, quoted: false), at: node.location), value: updated))
        }
        return YAMLNode(.mapping(pairs), at: node.location)
    }

    /// Where a reference was met: a file and a pointer into it.
    struct Location {
        var file: String
        var pointer: String
    }

    /// Records a warning; one about another file names it and its pointer, at the document's root.
    mutating func warn(_ location: Location, _ message: String) {
        if location.file == rootPath {
            warnings.append(ImportWarning(pointer: location.pointer, message: message))
        } else {
            let place = Self.display(location.file, relativeTo: rootPath) + location.pointer
            warnings.append(ImportWarning(pointer: JSONPointer.root, message: "in \(place): \(message)"))
        }
    }

    /// A path as messages show it: relative to the document's folder when inside it.
    static func display(_ path: String, relativeTo root: String) -> String {
        let folder = (root as NSString).deletingLastPathComponent + "/"
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }
}
