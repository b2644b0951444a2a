import SDKGenCore
import Testing

/// Documents written to break the importer.
///
/// Names that collide and shapes of absurd size; each case was a defect (an operation silently left out, a crash).
@Suite struct OpenAPIHostileImportTests {
    /// Imports `document` as module `module`, expecting a schema folder that validates.
    static func imported(_ document: String, module: String = "Hostile") throws -> OpenAPIImport {
        let result = try ImportHarness.importText(document, module: module)
        let diagnostics = ImportHarness.validate(result)
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        return result
    }

    /// Two operations with one `operationId` (or one named like the module) both become endpoints; the second
    /// used to replace the first, without a warning.
    @Test func operationsSharingAnOperationIDAreAllImported() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Dup, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /a: { get: { operationId: dup, responses: { "204": { description: none } } } }
              /b: { get: { operationId: dup, responses: { "204": { description: none } } } }
              /c: { get: { operationId: hostile, responses: { "204": { description: none } } } }
              /d: { get: { operationId: hostile, responses: { "204": { description: none } } } }
            """
        let endpoints = ImportHarness.file("endpoints.yaml", of: try Self.imported(document))
        for path in ["path: a,", "path: b,", "path: c,", "path: d,"] {
            #expect(endpoints.contains(path), "\(path) missing from:\n\(endpoints)")
        }
        #expect(endpoints.contains("  Dup: ") && endpoints.contains("  DupRequest: "), "\(endpoints)")
        #expect(endpoints.contains("  HostileRequest: ") && endpoints.contains("  HostileRequest2: "), "\(endpoints)")
    }
}
