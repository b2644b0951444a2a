import Foundation
import SDKGenCore
import Testing

/// Every document the importer takes gives a schema that validates and code that compiles, checked on the public
/// OpenAPI and Swagger documents of the corpus after random edits (``SchemaMutator``: a word swapped for another of
/// the document or a hostile one, a name respelled, an entry removed or copied).
///
/// An edited document is either refused with a typed failure that says why, or imported; an import must validate
/// with no error, generate, and type-check against the built `APIRuntime` without warnings. CI runs a fixed set of
/// seeds; for more,
///
/// ```sh
/// SDKGEN_MUTATE_COUNT=500 SDKGEN_MUTATE_SEED=1000 swift test --skip-build --filter MutatedOpenAPITests
/// ```
///
/// (`SDKGEN_MUTATE_KEEP=<folder>` writes each failing document, its schema and the errors there;
/// `SDKGEN_MUTATE_EDITS=<n>` allows up to n edits per document instead of 3; `SDKGEN_MUTATE_DOCS=<folder>` edits
/// the documents of that folder instead of the corpus's).
@Suite struct MutatedOpenAPITests {
    /// The seeds CI checks: each imports and type-checks a whole document, so fewer than for schemas.
    static let ciSeeds: ClosedRange<UInt64> = 1...60

    /// The documents edited, by name, with their text: the corpus's, or those of the folder `SDKGEN_MUTATE_DOCS`
    /// names (your own API's, or generated hostile ones), JSON or YAML.
    static let originals: [SchemaMutator.File] = {
        var folder = ImportHarness.corpus
        var names = ImportHarness.documents
        if let path = ProcessInfo.processInfo.environment["SDKGEN_MUTATE_DOCS"] {
            folder = URL(fileURLWithPath: path)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            names = entries.filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
        }
        return names.compactMap { name in
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else {
                return nil
            }
            return (name, text)
        }
    }()

    /// The edited document of a seed, with a line per edit.
    static func mutant(seed: UInt64) -> (document: SchemaMutator.File, edits: [String]) {
        let original = originals[Int(seed % UInt64(originals.count))]
        var mutator = SchemaMutator(seed: seed)
        let count = 1 + mutator.random.below(max(MutatedSchemaTests.maximumEdits, 1))
        let (files, edits) = mutator.mutate([original], count: count)
        return (files[0], edits)
    }

    @Test func mutatedDocumentsImportToCodeThatCompilesOrAreRefused() async throws {
        let compiler = try SwiftCompiler.forTestBuild().get()
        var run = SchemaMutator.Run(ciSeeds: Self.ciSeeds)
        for seed in run.seeds {
            let (document, edits) = Self.mutant(seed: seed)
            let about = "seed \(seed) (\(document.path)):\n  " + edits.joined(separator: "\n  ")
            let module = "Mutant\(seed)"
            let imported: OpenAPIImport
            switch OpenAPIImporter.importDocument(document.text, file: document.path, module: module) {
            case .failure(let failure):
                run.refused += 1
                #expect(!"\(failure)".isEmpty, "\(about)\na refusal without a reason")
                continue
            case .success(let result): imported = result
            }
            let diagnostics = ImportHarness.validate(imported)
            guard !diagnostics.hasErrors else {
                run.failed += 1
                Self.keep(seed: seed, document: document, imported: imported, errors: diagnostics.rendered())
                Issue.record("\(about)\nthe import does not validate:\n\(diagnostics.rendered().prefix(3000))")
                continue
            }
            let generation = try ImportHarness.generate(imported, module: module)
            let result = try await compiler.typecheck(
                module: module, files: generation.files.map { ($0.path, $0.contents) })
            run.count(result)
            if !result.isClean {
                Self.keep(seed: seed, document: document, imported: imported, errors: result.output)
                Issue.record("\(about)\ngenerated code does not compile clean:\n\(result.problem.prefix(3000))")
            }
        }
        print("MutatedOpenAPITests: \(run)")
        #expect(run.compiled + run.failed >= run.seeds.count / 2, "too few edited documents import: \(run)")
    }

    /// Writes a failing document, its imported schema and the errors into `SDKGEN_MUTATE_KEEP`, when set.
    static func keep(seed: UInt64, document: SchemaMutator.File, imported: OpenAPIImport, errors: String) {
        guard let folder = ProcessInfo.processInfo.environment["SDKGEN_MUTATE_KEEP"] else { return }
        let base = URL(fileURLWithPath: folder).appendingPathComponent("openapi-seed-\(seed)")
        try? FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try? Data(document.text.utf8).write(to: base.appendingPathComponent(document.path))
        for file in imported.files {
            try? Data(file.contents.utf8).write(to: base.appendingPathComponent("schema-" + file.name))
        }
        try? Data(errors.utf8).write(to: base.appendingPathComponent("errors.txt"))
    }
}
