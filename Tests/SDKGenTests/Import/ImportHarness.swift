import Foundation
import SDKGenCore
import Testing

/// Shared steps of the import tests: import a document, write the schema folder, generate it.
enum ImportHarness {
    /// `Tests/SDKGenTests/Corpus/openapi`: the corpus of public OpenAPI documents.
    static let corpus = TestPaths.corpus.appendingPathComponent("openapi")
    /// `Tests/SDKGenTests/Corpus/openapi-expected/<document>/`: the imported schema of each, and its warnings.
    static let expected = TestPaths.corpus.appendingPathComponent("openapi-expected")

    /// The corpus documents' file names, sorted.
    static var documents: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
    }

    /// Imports a corpus document as module `Imported`.
    static func importCorpus(_ name: String, module: String = "Imported") throws -> OpenAPIImport {
        let text = try String(contentsOf: corpus.appendingPathComponent(name), encoding: .utf8)
        return try OpenAPIImporter.importDocument(text, file: name, module: module).get()
    }

    /// Imports in-memory text; a failure is thrown.
    static func importText(
        _ text: String, module: String = "Imported", options: ImportOptions = ImportOptions()
    ) throws -> OpenAPIImport {
        try OpenAPIImporter.importDocument(text, file: "doc.yaml", module: module, options: options).get()
    }

    /// The imported files by name.
    static func file(_ name: String, of result: OpenAPIImport) -> String {
        result.files.first { $0.name == name }?.contents ?? ""
    }

    /// Imports in-memory text, expecting a schema folder that validates (its diagnostics are recorded otherwise).
    static func importValidated(
        _ text: String, module: String, options: ImportOptions = ImportOptions()
    ) throws -> OpenAPIImport {
        let result = try importText(text, module: module, options: options)
        let diagnostics = validate(result)
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        return result
    }

    /// Validates the imported files in memory.
    static func validate(_ result: OpenAPIImport) -> DiagnosticEngine {
        Pipeline.validate(sources: result.files.map { (file: $0.name, text: $0.contents) }).diagnostics
    }

    /// Writes the files into a fresh temporary schema folder and generates Swift from it.
    static func generate(_ result: OpenAPIImport, module: String = "Imported") throws -> Pipeline.Generation {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sdkgen-import-\(UUID().uuidString)").appendingPathComponent(module)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for file in result.files {
            try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name))
        }
        return Pipeline.generate(folder: folder, displayPrefix: "Schemas/\(module)")
    }

    /// Generates an import and type-checks the Swift against the runtime; records an issue with the compiler's
    /// output when it does not compile, or why it could not be checked.
    static func expectTypeChecks(_ result: OpenAPIImport, module: String, context: String = "") async throws {
        let compiler: SwiftCompiler
        switch SwiftCompiler.forTestBuild() {
        case .success(let found): compiler = found
        case .failure(let missing):
            Issue.record(Comment(rawValue: missing.reason))
            return
        }
        let generation = try generate(result, module: module)
        try #require(!generation.diagnostics.hasErrors, "\(generation.diagnostics.rendered())")
        let check = try await compiler.typecheck(
            module: module, files: generation.files.map { ($0.path, $0.contents) })
        #expect(check.succeeded, "\(context)\(check.output)")
    }

    /// The warnings as the command prints them, one a line.
    static func renderedWarnings(_ result: OpenAPIImport, document: String) -> String {
        result.warnings.map { $0.rendered(document: document) + "\n" }.joined()
    }
}
