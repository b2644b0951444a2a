import Foundation

/// Loads one API folder: every `*.yaml` file in file-name order, parsed and read into a ``Schema``.
public struct SchemaLoader: Sendable {
    /// Creates a loader.
    public init() {}

    /// The YAML files of a folder (recursively), sorted by relative path, as (url, display path).
    public func files(in folder: URL, displayPrefix: String) -> [(url: URL, display: String)] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [(URL, String)] = []
        let basePath = folder.standardizedFileURL.path
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            guard name.hasSuffix(".yaml") || name.hasSuffix(".yml") else { continue }
            var relative = url.standardizedFileURL.path
            if relative.hasPrefix(basePath + "/") { relative.removeFirst(basePath.count + 1) }
            found.append((url, displayPrefix.isEmpty ? relative : "\(displayPrefix)/\(relative)"))
        }
        return found.sorted { $0.1 < $1.1 }
    }

    /// Loads a folder; the display prefix (like `Schemas/Bazaarvoice`) starts every reported path.
    public func load(folder: URL, displayPrefix: String) -> (schema: Schema, diagnostics: DiagnosticEngine) {
        let found = files(in: folder, displayPrefix: displayPrefix)
        var diagnostics = DiagnosticEngine()
        if found.isEmpty {
            diagnostics.error("no *.yaml files in \(displayPrefix.isEmpty ? folder.path : displayPrefix)", at: nil)
            return (Schema(files: []), diagnostics)
        }
        let loader = YAMLLoader()
        var documents: [YAMLNode] = []
        for file in found {
            if let node = loader.load(contentsOf: file.url, displayPath: file.display, diagnostics: &diagnostics) {
                documents.append(node)
            }
        }
        return read(documents: documents, files: found.map(\.display), diagnostics: diagnostics)
    }

    /// Loads in-memory sources (file name → YAML text), for tests and tools.
    public func load(sources: [(file: String, text: String)]) -> (schema: Schema, diagnostics: DiagnosticEngine) {
        var diagnostics = DiagnosticEngine()
        let loader = YAMLLoader()
        let sorted = sources.sorted { $0.file < $1.file }
        let documents = sorted.compactMap { loader.load($0.text, file: $0.file, diagnostics: &diagnostics) }
        return read(documents: documents, files: sorted.map(\.file), diagnostics: diagnostics)
    }

    private func read(
        documents: [YAMLNode], files: [String], diagnostics: DiagnosticEngine
    ) -> (schema: Schema, diagnostics: DiagnosticEngine) {
        let reader = SchemaReader(files: files)
        reader.diagnostics = diagnostics
        let schema = reader.read(documents: documents)
        return (schema, reader.diagnostics)
    }
}
