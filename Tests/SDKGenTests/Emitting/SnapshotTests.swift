import Foundation
import SDKGenCore
import Testing

/// Snapshot tests of generated Swift: one per feature schema in `Corpus/valid/` and one per API in `Schemas/`.
///
/// A feature's snapshot lives in `__Snapshots__/features/<name>/`. An API's snapshot is its committed
/// `Sources/<Module>/Generated/` folder itself, which the package compiles: the snapshot that is compared is the
/// code that is built, and recording it is a regeneration.
@Suite struct SnapshotTests {
    static let features = TestPaths.subfolders(of: TestPaths.corpus.appendingPathComponent("valid"))
    static let apis = TestPaths.subfolders(of: TestPaths.schemas)

    @Test(arguments: features)
    func feature(_ name: String) {
        let folder = TestPaths.corpus.appendingPathComponent("valid").appendingPathComponent(name)
        let generation = Pipeline.generate(folder: folder, displayPrefix: "Corpus/valid/\(name)")
        #expect(!generation.diagnostics.hasErrors, "\(generation.diagnostics.rendered())")
        #expect(generation.diagnostics.warningCount == 0, "\(generation.diagnostics.rendered())")
        for failure in Snapshot.verify(generation.files, name: "features/\(name)") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test(arguments: apis)
    func api(_ name: String) {
        let folder = TestPaths.schemas.appendingPathComponent(name)
        let generation = Pipeline.generate(folder: folder, displayPrefix: "Schemas/\(name)")
        #expect(!generation.diagnostics.hasErrors, "\(generation.diagnostics.rendered())")
        let committed = TestPaths.packageRoot.appendingPathComponent(generation.outputPath)
        for failure in Snapshot.verify(generation.files, in: committed, name: generation.outputPath) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func generationIsDeterministic() {
        for name in Self.features {
            let folder = TestPaths.corpus.appendingPathComponent("valid").appendingPathComponent(name)
            let first = Pipeline.generate(folder: folder, displayPrefix: "Corpus/valid/\(name)").files
            let second = Pipeline.generate(folder: folder, displayPrefix: "Corpus/valid/\(name)").files
            #expect(first == second, "\(name) generated different bytes twice")
        }
    }
}
