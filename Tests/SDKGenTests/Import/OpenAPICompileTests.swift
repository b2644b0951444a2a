import Foundation
import SDKGenCore
import Testing

/// The Swift generated from each corpus document's import compiles against the runtime (`swiftc -typecheck`).
@Suite(.serialized) struct OpenAPICompileTests {
    @Test(arguments: ImportHarness.documents)
    func generatedSwiftTypeChecks(_ document: String) async throws {
        if let reason = SwiftTypecheck.unavailableReason {
            Issue.record(Comment(rawValue: reason))
            return
        }
        let result = try ImportHarness.importCorpus(document)
        let generation = try ImportHarness.generate(result)
        try #require(!generation.diagnostics.hasErrors, "\(generation.diagnostics.rendered())")
        let failure = try await SwiftTypecheck.check(
            generation.files.map { ($0.path, $0.contents) }, module: "Imported")
        #expect(failure == nil, "\(document): \(failure ?? "")")
    }
}
