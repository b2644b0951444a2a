import Foundation

/// Parses YAML text into ``YAMLNode`` trees with a file, line and column on every node.
///
/// Reads through the system libyaml's event parser (the `CYAML` module) and builds the tree itself: anchors,
/// aliases and merge keys (`<<`) resolved, duplicate keys refused, and limits on the expanded size and the depth,
/// so a hostile document is an error rather than a hang or a crash. Any YAML document can be read this way, not
/// only schemas: ``parse(_:file:)`` returns the tree or throws a ``YAMLLoadError``; the `load` methods report into
/// a ``DiagnosticEngine`` instead.
///
/// ```swift
/// do {
///     let root = try YAMLLoader().parse(text, file: "openapi.yaml")
/// } catch {
///     print(error.diagnostics.map(\.description).joined(separator: "\n"))
/// }
/// ```
public struct YAMLLoader: Sendable {
    /// The default for ``maximumNodes``: far above a schema's few thousand nodes, far below an alias bomb's
    /// billion.
    public static let maximumNodes = 1_000_000
    /// The default for ``maximumDepth``: a schema nests about ten levels, an OpenAPI document a few dozen.
    public static let maximumDepth = 256

    /// The most nodes one document may expand to once aliases are resolved: an alias of aliases of aliases
    /// (a "billion laughs" document) is ``YAMLLoadError/tooManyNodes(limit:at:)``, not a hang.
    public var maximumNodes: Int
    /// The most levels mappings and sequences may nest, aliases' contents included; deeper is
    /// ``YAMLLoadError/nestedTooDeep(limit:at:)``, so no later recursion over the tree can exhaust the stack.
    public var maximumDepth: Int

    /// Creates a loader with the given limits.
    public init(maximumNodes: Int = YAMLLoader.maximumNodes, maximumDepth: Int = YAMLLoader.maximumDepth) {
        self.maximumNodes = maximumNodes
        self.maximumDepth = maximumDepth
    }

    /// Parses the one document of a text: its root, or `nil` for a text without a document (empty, or only
    /// comments).
    public func parse(_ text: String, file: String) throws(YAMLLoadError) -> YAMLNode? {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(YAMLLoadError) -> YAMLNode? in try parse(bytes: bytes, file: file) }
        }
        return try result.get()
    }

    /// Reads and parses a file; unreadable files and invalid UTF-8 are errors too.
    public func parse(contentsOf url: URL, displayPath: String) throws(YAMLLoadError) -> YAMLNode? {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw .unreadable(file: displayPath) }
        guard let text = String(data: data, encoding: .utf8) else { throw .notUTF8(file: displayPath) }
        return try parse(text, file: displayPath)
    }

    /// Parses one document; returns `nil` (after reporting) when the text is not valid YAML, and
    /// `nil` without a report for an empty document.
    public func load(_ text: String, file: String, diagnostics: inout DiagnosticEngine) -> YAMLNode? {
        do {
            return try parse(text, file: file)
        } catch {
            for diagnostic in error.diagnostics { diagnostics.report(diagnostic) }
            return nil
        }
    }

    /// Reads and parses a file; unreadable files and invalid UTF-8 are reported.
    public func load(contentsOf url: URL, displayPath: String, diagnostics: inout DiagnosticEngine) -> YAMLNode? {
        do {
            return try parse(contentsOf: url, displayPath: displayPath)
        } catch {
            for diagnostic in error.diagnostics { diagnostics.report(diagnostic) }
            return nil
        }
    }

    /// Runs libyaml over the bytes and builds the first document; a second document is an error.
    private func parse(bytes: UnsafeBufferPointer<UInt8>, file: String) throws(YAMLLoadError) -> YAMLNode? {
        guard !bytes.isEmpty else { return nil }
        var reader = try LibYAMLEventReader(bytes: bytes, file: file)
        var builder = YAMLTreeBuilder(maximumNodes: maximumNodes, maximumDepth: maximumDepth)
        var documents = 0
        while true {
            let event = try reader.next()
            switch event.kind {
            case .streamEnd:
                return builder.root
            case .documentEnd:
                try builder.checkDuplicates()
            case .documentStart:
                documents += 1
                if documents > 1 { throw .multipleDocuments(at: event.location) }
            default:
                try builder.take(event)
            }
        }
    }
}
