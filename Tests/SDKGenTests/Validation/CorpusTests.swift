import Foundation
import SDKGenCore
import Testing

/// Broken schemas in `Corpus/invalid/<case>/` with their exact expected diagnostics in `expected.txt`
/// (file, line, column, message, schema path, hint, summary).
@Suite struct CorpusTests {
    static let cases = TestPaths.subfolders(of: TestPaths.corpus.appendingPathComponent("invalid"))

    @Test(arguments: cases)
    func diagnostics(_ name: String) {
        let folder = TestPaths.corpus.appendingPathComponent("invalid").appendingPathComponent(name)
        let (_, diagnostics) = Pipeline.validate(folder: folder, displayPrefix: "Corpus/invalid/\(name)")
        if let failure = Snapshot.verifyText(diagnostics.rendered(), at: folder.appendingPathComponent("expected.txt"))
        {
            Issue.record(Comment(rawValue: "\(name):\n\(failure)"))
        }
    }

    @Test func everyInvalidCaseHasAnError() {
        for name in Self.cases {
            let folder = TestPaths.corpus.appendingPathComponent("invalid").appendingPathComponent(name)
            let (_, diagnostics) = Pipeline.validate(folder: folder, displayPrefix: "Corpus/invalid/\(name)")
            #expect(
                diagnostics.hasErrors || name.hasPrefix("warnings"),
                "\(name) is in the invalid corpus but has no error")
        }
    }

    /// The acceptance case: a typo'd key and a dangling type reference are both reported, with positions.
    @Test func typoAndDanglingTypeAreBothReported() {
        let (_, diagnostics) = Pipeline.validate(sources: [
            (
                "api.yaml",
                """
                api:
                  name: T
                  modle: T
                  module: T
                endpoints:
                  Get:
                    description: Gets.
                    method: GET
                    path: x
                    response: Widgte
                models:
                  Widget:
                    properties:
                      id: string
                """
            )
        ])
        let errors = diagnostics.sorted.filter { $0.severity == .error }
        #expect(errors.count == 2)
        #expect(errors.first?.location == SourceLocation(file: "api.yaml", line: 3, column: 3))
        #expect(errors.first?.hint == "did you mean 'module'?")
        #expect(errors.last?.location == SourceLocation(file: "api.yaml", line: 10, column: 15))
        #expect(errors.last?.message == "unknown type 'Widgte'")
        #expect(errors.last?.hint == "did you mean 'Widget'?")
        #expect(errors.last?.schemaPath == "endpoints.Get.response")
    }
}
