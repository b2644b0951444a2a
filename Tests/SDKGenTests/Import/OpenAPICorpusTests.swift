import Foundation
import SDKGenCore
import Testing

/// Every public document in `Corpus/openapi/` imports to its committed schema, which validates and generates.
///
/// The committed schema and warnings are in `Corpus/openapi-expected/<document>/`; `OpenAPICompileTests` compiles
/// what the schema generates.
///
/// After an intended change to the importer, record with `SDKGEN_RECORD=1 swift test --filter OpenAPICorpusTests`
/// (a recording run fails), review the diff, and run again.
@Suite struct OpenAPICorpusTests {
    static let documents = ImportHarness.documents

    @Test func theCorpusCoversEveryStyle() {
        #expect(Self.documents.count >= 8)
    }

    @Test(arguments: documents)
    func importMatchesTheCommittedSchema(_ document: String) throws {
        let result = try ImportHarness.importCorpus(document)
        let folder = ImportHarness.expected.appendingPathComponent(
            URL(fileURLWithPath: document).deletingPathExtension().lastPathComponent)
        if Snapshot.isRecording {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        var failures: [String] = []
        for file in result.files {
            if let failure = Snapshot.verifyText(file.contents, at: folder.appendingPathComponent(file.name)) {
                failures.append("\(document) → \(file.name): \(failure)")
            }
        }
        let warnings = ImportHarness.renderedWarnings(result, document: document)
        if let failure = Snapshot.verifyText(warnings, at: folder.appendingPathComponent("warnings.txt")) {
            failures.append("\(document) → warnings.txt: \(failure)")
        }
        let committed = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let produced = Set(result.files.map(\.name) + ["warnings.txt"])
        for name in committed.sorted() where !produced.contains(name) {
            failures.append("\(document): stale expected file \(name)")
        }
        for failure in failures { Issue.record(Comment(rawValue: failure)) }
    }

    @Test(arguments: documents)
    func importValidatesAndGenerates(_ document: String) throws {
        let result = try ImportHarness.importCorpus(document)
        let diagnostics = ImportHarness.validate(result)
        #expect(!diagnostics.hasErrors, "\(document):\n\(diagnostics.rendered())")
        let generation = try ImportHarness.generate(result)
        #expect(!generation.diagnostics.hasErrors, "\(document):\n\(generation.diagnostics.rendered())")
        #expect(generation.files.contains { $0.path.hasPrefix("Requests/") }, "\(document) generated no requests")
    }

    /// `Tests/Support/ImportedAPIs/Schemas/Museum` (generated and run end to end by `OpenAPIImportTests`) is the
    /// museum document's import as it is, not a hand-edited schema.
    @Test func theEndToEndSchemaIsTheImport() throws {
        let path = "Tests/SDKGenTests/Corpus/openapi/redocly-museum-3.1.yaml"
        let text = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent(path), encoding: .utf8)
        let result = try OpenAPIImporter.importDocument(text, file: path, module: "Museum").get()
        let folder = TestPaths.packageRoot.appendingPathComponent("Tests/Support/ImportedAPIs/Schemas/Museum")
        let committed = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(committed == result.files.map(\.name).sorted())
        for file in result.files {
            let old = try String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
            #expect(old == file.contents, "\(file.name) differs from the import")
        }
    }

    @Test(arguments: documents)
    func importIsDeterministic(_ document: String) throws {
        let first = try ImportHarness.importCorpus(document)
        let second = try ImportHarness.importCorpus(document)
        #expect(first.files == second.files)
        #expect(first.warnings == second.warnings)
    }
}
