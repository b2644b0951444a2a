import Foundation
import SDKGenCore
import Testing

/// The generated testing library (`<Module>Testing`) and the plugin's one-file output.
@Suite struct TestingLibraryTests {
    static let features = ["basic", "paging", "xml"]

    /// The stub routes of feature schemas: method, path, `const:` parameters; hosts; `apiError` for `errors:`.
    @Test(arguments: features)
    func stubs(_ name: String) throws {
        let folder = TestPaths.corpus.appendingPathComponent("valid").appendingPathComponent(name)
        let generation = Pipeline.generate(folder: folder, displayPrefix: "Corpus/valid/\(name)")
        let testing = try #require(Pipeline.testingLibrary(of: generation, displayPrefix: "Corpus/valid/\(name)"))
        #expect(testing.outputPath.hasSuffix("Testing/Generated"))
        for failure in Snapshot.verify(testing.files, name: "testing/\(name)") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// The testing library compiles without a warning against the SDK and `APIRuntimeTesting` (type-checked as one
    /// module with the SDK, so the library's `import <Module>` goes): routes, `apiError`, and an XML API's stub
    /// writers.
    @Test(arguments: features)
    func stubsCompile(_ name: String) async throws {
        let folder = TestPaths.corpus.appendingPathComponent("valid").appendingPathComponent(name)
        let generation = Pipeline.generate(folder: folder, displayPrefix: "Corpus/valid/\(name)")
        let testing = try #require(Pipeline.testingLibrary(of: generation, displayPrefix: "Corpus/valid/\(name)"))
        let module = try #require(generation.schema.api?.module)
        let stubs = testing.files.map { file in
            (
                path: "Testing-\(file.path)",
                contents: file.contents.replacingOccurrences(of: "import \(module)\n", with: "")
            )
        }
        let compiler = try SwiftCompiler.forTestBuild().get()
        let result = try await compiler.typecheck(
            module: module, files: generation.files.map { ($0.path, $0.contents) } + stubs)
        #expect(result.succeeded, "\(result.output.prefix(3000))")
        // Clean, deprecated endpoints included (paging's `ListReports`): a `-warnings-as-errors` build of the
        // user's tests must not fail on the library.
        let warnings = result.output.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.isEmpty, "\(warnings.prefix(5).joined(separator: "\n"))")
    }

    @Test func aSchemaWithErrorsHasNoTestingLibrary() {
        let folder = TestPaths.corpus.appendingPathComponent("invalid").appendingPathComponent("paging")
        let generation = Pipeline.generate(folder: folder, displayPrefix: "Corpus/invalid/paging")
        #expect(Pipeline.testingLibrary(of: generation, displayPrefix: "Corpus/invalid/paging") == nil)
    }

    /// Banners and imports go; the imports are written once, sorted, and the declarations follow in path order.
    @Test func combinedFileKeepsEveryDeclarationOnce() {
        let files = [
            GeneratedFile(
                path: "b.generated.swift", contents: "// b\n\nimport APIRuntime\nimport Foundation\n\nlet b = 2\n"),
            GeneratedFile(path: "a.generated.swift", contents: "// a\n// more\n\nimport Foundation\n\nlet a = 1\n\n"),
            GeneratedFile(path: "c.generated.swift", contents: "// only a banner\n"),
        ]
        let text = CombinedFile.join(files, banner: "// Generated. Do not edit.")
        #expect(
            text == "// Generated. Do not edit.\n\nimport APIRuntime\nimport Foundation\n\nlet a = 1\n\nlet b = 2\n")
    }

    /// The plugin's file for a real API has every declaration of the committed files.
    @Test func combinedFileOfAnAPIHasEveryDeclaration() {
        let folder = TestPaths.schemas.appendingPathComponent("SageBridge")
        let generation = Pipeline.generate(folder: folder, displayPrefix: folder.path)
        let text = CombinedFile.join(generation.files, banner: "// x")
        let declarations = generation.files.reduce(0) { count, file in
            count + file.contents.split(separator: "\n").count { $0.hasPrefix("public struct ") }
        }
        #expect(declarations > 50)
        #expect(text.split(separator: "\n").count { $0.hasPrefix("public struct ") } == declarations)
        #expect(text.split(separator: "\n").count { $0.hasPrefix("import ") } == 2)
        // The doc comment of each file's first declaration stays: it was taken for part of the banner.
        let docs = generation.files.reduce(0) { count, file in
            count
                + file.contents.split(separator: "\n").count {
                    $0.trimmingCharacters(in: .whitespaces).hasPrefix("///")
                }
        }
        #expect(text.split(separator: "\n").count { $0.trimmingCharacters(in: .whitespaces).hasPrefix("///") } == docs)
        #expect(DocCommentScanner.undocumented(in: text, file: "SageBridge.swift").isEmpty)
    }
}
