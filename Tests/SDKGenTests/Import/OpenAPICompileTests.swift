import Foundation
import SDKGenCore
import Testing

/// The Swift generated from each corpus document's import compiles against the runtime (`swiftc -typecheck`).
@Suite(.serialized) struct OpenAPICompileTests {
    @Test(arguments: ImportHarness.documents)
    func generatedSwiftTypeChecks(_ document: String) async throws {
        let result = try ImportHarness.importCorpus(document)
        try await ImportHarness.expectTypeChecks(result, module: "Imported", context: "\(document): ")
    }
}
