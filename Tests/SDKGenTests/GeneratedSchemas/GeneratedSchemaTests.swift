import Foundation
import SDKGenCore
import Testing

/// Every schema that validates also compiles, without warnings: random schemas from ``SchemaFuzzer`` are
/// validated, generated and type-checked against the built `APIRuntime`.
///
/// A schema the validator refuses has its offending models and endpoints dropped (by the lines its errors point
/// at) and is validated again, a few rounds, so most seeds end in a valid schema that still holds hostile names.
/// CI runs a fixed set of seeds; for thousands, run
///
/// ```sh
/// SDKGEN_FUZZ_COUNT=2000 SDKGEN_FUZZ_SEED=1000 swift test --skip-build --filter GeneratedSchemaTests
/// ```
///
/// (`SDKGEN_FUZZ_SEED` is the first seed; each failure prints its seed and the compiler's errors, and
/// `SDKGEN_FUZZ_KEEP=<folder>` writes every failing schema there). `SDKGEN_FUZZ_LINT=<n>` also runs
/// `swift format lint --strict` over the generated files of every n-th compiled seed (off by default: one lint run
/// costs about as much as a type-check).
@Suite struct GeneratedSchemaTests {
    /// The seeds CI checks: a fixed set, so a failure always reproduces.
    static let ciSeeds: ClosedRange<UInt64> = 1...16

    /// Counts of one run.
    struct Tally: CustomStringConvertible {
        var generated = 0
        var refused = 0
        var compiled = 0
        var failed = 0
        var linted = 0
        var lintFailed = 0
        var description: String {
            "\(generated) generated, \(refused) refused by validate, \(compiled) compiled, \(failed) failed to compile"
                + ", \(linted) linted, \(lintFailed) failed lint"
        }
    }

    @Test func validSchemasCompile() async throws {
        let environment = ProcessInfo.processInfo.environment
        let first = environment["SDKGEN_FUZZ_SEED"].flatMap(UInt64.init) ?? Self.ciSeeds.lowerBound
        let count = environment["SDKGEN_FUZZ_COUNT"].flatMap(UInt64.init) ?? UInt64(Self.ciSeeds.count)
        let compiler = try SwiftCompiler.forTestBuild().get()
        let lintEvery = environment["SDKGEN_FUZZ_LINT"].flatMap(UInt64.init) ?? 0
        var tally = Tally()
        for seed in first..<(first + count) {
            tally.generated += 1
            guard let (schema, files) = Self.validSchema(seed: seed) else {
                tally.refused += 1
                continue
            }
            let result = try await compiler.typecheck(
                module: "Fuzz\(seed)", files: files.map { ($0.path, $0.contents) })
            if result.succeeded && !result.isClean {
                tally.failed += 1
                Self.keep(seed: seed, schema: schema, files: files, errors: result.output)
                Issue.record("seed \(seed): generated code compiles with warnings\n\(result.problem)")
            } else if result.succeeded {
                tally.compiled += 1
                if lintEvery > 0, seed % lintEvery == 0 {
                    tally.linted += 1
                    let lint = try await Self.lint(files)
                    if !lint.isEmpty {
                        tally.lintFailed += 1
                        Self.keep(seed: seed, schema: schema, files: files, errors: lint)
                        Issue.record("seed \(seed): generated code is not lint-clean\n\(lint.prefix(2000))")
                    }
                }
            } else {
                tally.failed += 1
                Self.keep(seed: seed, schema: schema, files: files, errors: result.output)
                Issue.record("seed \(seed): generated code does not compile\n\(Self.firstErrors(result.output))")
            }
        }
        print("GeneratedSchemaTests: \(tally)")
        // Most seeds must end in a valid schema, or the test would check little.
        #expect(tally.compiled + tally.failed >= tally.generated / 2, "\(tally)")
    }

    /// The CI seeds reach what only some draws produce: some valid schema has `statuses:`, some an endpoint's
    /// `errors:`, some `content: json`, a streamed answer and `paging:` that fits its answer, and some generated
    /// model a property boxed for a cycle of models (`@Indirect`), so ``validSchemasCompile()`` compiles them all.
    @Test func theCISeedsFuzzTheRareConstructs() {
        var counts: [String: Int] = [:]
        let constructs = [
            "statuses": "statuses: {", "endpoint errors": "\n    errors: {", "JSON parameters": "content: json",
            "streams": "response: { stream:", "paging": "\n    paging: {", "explicit nulls": "explicitNull: true",
        ]
        for seed in Self.ciSeeds {
            guard let (schema, files) = Self.validSchema(seed: seed) else { continue }
            for (name, marker) in constructs {
                counts[name, default: 0] += schema.components(separatedBy: marker).count - 1
            }
            counts["boxed properties", default: 0] += files.reduce(0) {
                $0 + $1.contents.components(separatedBy: "Indirect\n").count - 1  // `@Indirect` on a line of its own
            }
        }
        for name in constructs.keys.sorted() + ["boxed properties"] {
            #expect(counts[name, default: 0] >= 2, "only \(counts[name, default: 0]) of '\(name)' in the CI seeds")
        }
    }

    /// Whole bodies are rarer than the CI seeds reach (a body model must hold no free-form `json`), so the first
    /// 200 seeds show that valid schemas have whole bodies that set a field (`set:`), which the longer fuzzing runs
    /// then compile.
    @Test func wholeBodiesThatSetFieldsAreFuzzed() {
        var settings = 0
        for seed in UInt64(1)...200 {
            guard let (schema, _) = Self.validSchema(seed: seed) else { continue }
            settings += schema.components(separatedBy: ", set: {").count - 1
        }
        #expect(settings >= 1, "no whole body with 'set:' in seeds 1–200")
    }

    /// The schema of a seed pruned until it validates, with its generated files; `nil` when it never does.
    static func validSchema(seed: UInt64) -> (yaml: String, files: [GeneratedFile])? {
        var fuzzer = SchemaFuzzer(seed: seed)
        var output = fuzzer.generate()
        for _ in 0..<8 {
            let (text, ranges) = output.render()
            let (schema, diagnostics) = Pipeline.validate(sources: [("api.yaml", text)])
            if !diagnostics.hasErrors {
                let files = SwiftGenerator(schemaFolder: "").generate(schema)
                return files.isEmpty ? nil : (text, files)
            }
            let lines = Set(diagnostics.diagnostics.filter { $0.severity == .error }.compactMap { $0.location?.line })
            let doomed = ranges.indices.filter { index in lines.contains { ranges[index].contains($0) } }
            guard !doomed.isEmpty else {
                keepRefused(seed: seed, schema: text, diagnostics: diagnostics.rendered())
                return nil
            }
            for index in doomed.reversed() {
                let offsets = lines.filter { ranges[index].contains($0) }.map { $0 - ranges[index].lowerBound }
                if !Self.pruneParameters(at: offsets, of: &output.blocks[index]) { output.blocks.remove(at: index) }
            }
        }
        return nil
    }

    /// Drops the refused parameters of an endpoint, keeping the endpoint; `false` when an error is elsewhere in the
    /// block (which then goes whole).
    ///
    /// Endpoints are mostly refused for one hostile parameter name; dropping the whole endpoint left few endpoints
    /// in the generated code, and with them few of the endpoint-level features (paging, `responses:`, headers).
    static func pruneParameters(at offsets: [Int], of block: inout SchemaFuzzer.Block) -> Bool {
        guard block.section == .endpoints, let header = block.lines.firstIndex(of: "    parameters:"),
            offsets.allSatisfy({ $0 > header && $0 < block.lines.count })
        else { return false }
        for offset in Set(offsets).sorted(by: >) { block.lines.remove(at: offset) }
        if header == block.lines.count - 1 { block.lines.remove(at: header) }
        return true
    }

    /// What `swift format lint --strict` reports on generated files, with the package's configuration; empty when
    /// they are clean.
    static func lint(_ files: [GeneratedFile]) async throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sdkgen-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, file) in files.enumerated() {
            let url = folder.appendingPathComponent("\(index).swift")
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        let configuration = TestPaths.packageRoot.appendingPathComponent(".swift-format").path
        let (status, output) = try await Process.output(
            of: "/usr/bin/env", ["swift", "format", "lint", "--strict", "--configuration", configuration] + paths)
        return status == 0 && output.isEmpty ? "" : output.isEmpty ? "exit status \(status)" : output
    }

    /// The first few error lines of a compiler's output.
    static func firstErrors(_ output: String) -> String {
        output.split(separator: "\n").filter { $0.contains("error:") }.prefix(6).joined(separator: "\n")
    }

    /// Writes a refused schema and its diagnostics into `SDKGEN_FUZZ_KEEP`, when set.
    static func keepRefused(seed: UInt64, schema: String, diagnostics: String) {
        guard let folder = ProcessInfo.processInfo.environment["SDKGEN_FUZZ_KEEP"] else { return }
        let base = URL(fileURLWithPath: folder).appendingPathComponent("refused-\(seed)")
        try? FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try? Data(schema.utf8).write(to: base.appendingPathComponent("api.yaml"))
        try? Data(diagnostics.utf8).write(to: base.appendingPathComponent("diagnostics.txt"))
    }

    /// Writes a failing schema, its generated files and the errors into `SDKGEN_FUZZ_KEEP`, when set.
    static func keep(seed: UInt64, schema: String, files: [GeneratedFile], errors: String) {
        guard let folder = ProcessInfo.processInfo.environment["SDKGEN_FUZZ_KEEP"] else { return }
        let base = URL(fileURLWithPath: folder).appendingPathComponent("seed-\(seed)")
        try? FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try? Data(schema.utf8).write(to: base.appendingPathComponent("api.yaml"))
        try? Data(errors.utf8).write(to: base.appendingPathComponent("errors.txt"))
        for (index, file) in files.enumerated() {
            try? Data(file.contents.utf8).write(to: base.appendingPathComponent("\(index).swift"))
        }
    }
}
