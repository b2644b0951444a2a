import Foundation
import SDKGenCore
import Testing

/// Every schema that validates compiles, checked on hand-written schemas after random edits (``SchemaMutator``):
/// the valid corpus and the Shelter feature API, each edited one to three times.
///
/// An edited schema is either refused with at least one error that names its file, or generated and type-checked
/// against the built `APIRuntime`, which must pass without warnings. CI runs a fixed set of seeds; for thousands,
/// run
///
/// ```sh
/// SDKGEN_MUTATE_COUNT=2000 SDKGEN_MUTATE_SEED=1000 swift test --skip-build --filter MutatedSchemaTests
/// ```
///
/// (`SDKGEN_MUTATE_SEED` is the first seed; a failure prints its seed, its edits and the compiler's errors, and
/// `SDKGEN_MUTATE_KEEP=<folder>` writes every failing schema there; `SDKGEN_MUTATE_VERBOSE=1` prints the first error
/// of each refused one; `SDKGEN_MUTATE_EDITS=<n>` allows up to n edits per schema instead of 3;
/// `SDKGEN_MUTATE_ONLY=<case>` edits only that corpus case, `Shelter`, or with `fuzzed` the fuzzer's schema of
/// each seed).
@Suite struct MutatedSchemaTests {
    /// The seeds CI checks.
    static let ciSeeds: ClosedRange<UInt64> = 1...300

    /// The schemas edited: each valid corpus case and Shelter, by name, with their files.
    static let originals: [(name: String, files: [SchemaMutator.File])] = {
        let valid = TestPaths.corpus.appendingPathComponent("valid")
        var folders = TestPaths.subfolders(of: valid).map { ($0, valid.appendingPathComponent($0)) }
        folders.append(
            ("Shelter", TestPaths.packageRoot.appendingPathComponent("Tests/Support/FeatureAPIs/Schemas/Shelter")))
        return folders.map { name, folder in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let files = names.filter { $0.hasSuffix(".yaml") }.sorted().compactMap { file -> SchemaMutator.File? in
                guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                else { return nil }
                return (file, text)
            }
            return (name, files)
        }
    }()

    /// One seed's edited schema.
    struct Mutant {
        var seed: UInt64
        var original: String
        var files: [SchemaMutator.File]
        var edits: [String]

        var description: String { "seed \(seed) (\(original)):\n  " + edits.joined(separator: "\n  ") }
    }

    /// The most edits a schema gets: 3, or `SDKGEN_MUTATE_EDITS`.
    static let maximumEdits = ProcessInfo.processInfo.environment["SDKGEN_MUTATE_EDITS"].flatMap(Int.init) ?? 3

    /// The schemas a run edits: all of ``originals``, or only the one `SDKGEN_MUTATE_ONLY` names (`Shelter`,
    /// `xml`), to explore one schema's constructs.
    static let edited = originals.filter { original in
        ProcessInfo.processInfo.environment["SDKGEN_MUTATE_ONLY"].map { $0 == original.name } ?? true
    }

    /// The edited schema of a seed.
    ///
    /// With `SDKGEN_MUTATE_ONLY=fuzzed` the schema edited is the fuzzer's valid
    /// schema of the same seed (``GeneratedSchemaTests/validSchema(seed:)``), which reaches constructs and names
    /// the hand-written ones do not.
    static func mutant(seed: UInt64) -> Mutant {
        var original = edited.isEmpty ? originals[0] : edited[Int(seed % UInt64(edited.count))]
        if ProcessInfo.processInfo.environment["SDKGEN_MUTATE_ONLY"] == "fuzzed" {
            let fuzzed = GeneratedSchemaTests.validSchema(seed: seed)?.yaml ?? original.files[0].text
            original = ("fuzzed", [("api.yaml", fuzzed)])
        }
        var mutator = SchemaMutator(seed: seed)
        let count = 1 + mutator.random.below(max(Self.maximumEdits, 1))
        let (files, edits) = mutator.mutate(original.files, count: count)
        return Mutant(seed: seed, original: original.name, files: files, edits: edits)
    }

    @Test func mutatedSchemasCompileOrAreRefused() async throws {
        let verbose = ProcessInfo.processInfo.environment["SDKGEN_MUTATE_VERBOSE"] != nil
        let compiler = try SwiftCompiler.forTestBuild().get()
        var run = SchemaMutator.Run(ciSeeds: Self.ciSeeds)
        for seed in run.seeds {
            let mutant = Self.mutant(seed: seed)
            let (schema, diagnostics) = Pipeline.validate(sources: mutant.files.map { ($0.path, $0.text) })
            if diagnostics.hasErrors {
                run.refused += 1
                let errors = diagnostics.diagnostics.filter { $0.severity == .error }
                #expect(
                    errors.allSatisfy { $0.location != nil && !$0.message.isEmpty },
                    "\(mutant.description)\nan error without a place:\n\(diagnostics.rendered())")
                if verbose, let error = errors.first { print("refused \(seed): \(error.message)") }
                continue
            }
            let files = SwiftGenerator(schemaFolder: "").generate(schema)
            let result = try await compiler.typecheck(
                module: schema.api?.module ?? "Mutant", files: files.map { ($0.path, $0.contents) })
            run.count(result)
            if !result.isClean {
                Self.keep(mutant, files: files, errors: result.output)
                Issue.record(
                    "\(mutant.description)\ngenerated code does not compile clean:\n\(result.problem.prefix(3000))")
            }
        }
        print("MutatedSchemaTests: \(run)")
        // The edits must leave some schemas valid, or the test would check little.
        #expect(run.compiled + run.failed >= run.seeds.count / 10, "too few edited schemas validate: \(run)")
    }

    /// The same seed makes the same edits, so a failure reproduces.
    @Test func aSeedAlwaysMakesTheSameEdits() {
        for seed in UInt64(1)...5 {
            let first = Self.mutant(seed: seed)
            let second = Self.mutant(seed: seed)
            #expect(first.edits == second.edits && !first.edits.isEmpty)
            #expect(first.files.map(\.text) == second.files.map(\.text))
        }
    }

    /// Writes a failing schema, its generated files and the errors into `SDKGEN_MUTATE_KEEP`, when set.
    static func keep(_ mutant: Mutant, files: [GeneratedFile], errors: String) {
        guard let folder = ProcessInfo.processInfo.environment["SDKGEN_MUTATE_KEEP"] else { return }
        let base = URL(fileURLWithPath: folder).appendingPathComponent("seed-\(mutant.seed)")
        try? FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        for file in mutant.files { try? Data(file.text.utf8).write(to: base.appendingPathComponent(file.path)) }
        try? Data((mutant.description + "\n\n" + errors).utf8).write(to: base.appendingPathComponent("errors.txt"))
        for (index, file) in files.enumerated() {
            try? Data(file.contents.utf8).write(to: base.appendingPathComponent("\(index).swift"))
        }
    }
}
