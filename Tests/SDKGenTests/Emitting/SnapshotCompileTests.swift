import Foundation
import SDKGenCore
import Testing

/// The feature snapshots in `__Snapshots__/features/` are compiled, not only compared as text.
///
/// Each folder is type-checked as its schema's module against the built `APIRuntime`, so a snapshot recorded from code that does
/// not build, or builds with warnings, fails here. (The four APIs' snapshots are their `Sources/<API>/Generated/` folders, which the package
/// itself compiles.) Serialized: one compiler at a time.
@Suite(.serialized) struct SnapshotCompileTests {
    @Test(arguments: SnapshotTests.features)
    func featureSnapshotCompiles(_ name: String) async throws {
        let compiler = try SwiftCompiler.forTestBuild().get()
        let folder = TestPaths.snapshots.appendingPathComponent("features").appendingPathComponent(name)
        let files = Self.swiftFiles(in: folder)
        try #require(!files.isEmpty, "no snapshot files in \(folder.path)")
        let schema = TestPaths.corpus.appendingPathComponent("valid").appendingPathComponent(name)
        let module = Pipeline.validate(folder: schema, displayPrefix: name).schema.api?.module ?? name
        let result = try await compiler.typecheck(module: module, files: files)
        #expect(
            result.succeeded, "snapshot '\(name)' does not compile:\n\(GeneratedSchemaTests.firstErrors(result.output))"
        )
        #expect(!result.succeeded || result.isClean, "snapshot '\(name)' compiles with warnings:\n\(result.problem)")
    }

    @Test func aModuleThatDoesNotCompileFailsWithTheCompilersError() async throws {
        // The check above can fail: a broken file gives a failed result that carries swiftc's error.
        let compiler = try SwiftCompiler.forTestBuild().get()
        let result = try await compiler.typecheck(
            module: "Broken", files: [("Broken.swift", "import APIRuntime\nlet value: Int = \"text\"\n")])
        #expect(!result.succeeded)
        #expect(result.output.contains("error:"), "\(result.output)")
        let fine = try await compiler.typecheck(module: "Fine", files: [("Fine.swift", "import APIRuntime\n")])
        #expect(fine.succeeded, "\(fine.output)")
    }

    /// Every `.swift` file under a folder, by relative path, sorted.
    static func swiftFiles(in folder: URL) -> [(path: String, contents: String)] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [(path: String, contents: String)] = []
        let base = folder.standardizedFileURL.path
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            guard let contents = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(base.count + 1))
            files.append((path, contents))
        }
        return files.sorted { $0.path < $1.path }
    }
}
