import Foundation
import SDKGenCore
import Testing

/// `oneOf` / `anyOf` where the importer used to lose part of the value, found by a sweep of documents outside the
/// first set (Meilisearch): alternatives inside a merged object.
@Suite(.serialized) struct OpenAPIAlternativesImportTests {
    /// The properties of a `oneOf` inside an `allOf` member become optional properties of the struct; they were
    /// left out, so a response's paging fields could not be read.
    @Test func alternativesInsideAMergedObjectAddOptionalProperties() async throws {
        let document = """
            openapi: 3.1.0
            info: { title: Search, version: "1" }
            servers: [{ url: "https://search.example.com" }]
            paths:
              /search:
                get:
                  operationId: search
                  responses:
                    "200":
                      description: OK
                      content: { application/json: { schema: { $ref: "#/components/schemas/SearchResult" } } }
            components:
              schemas:
                HitsInfo:
                  oneOf:
                    - type: object
                      required: [page, totalPages]
                      properties: { page: { type: integer }, totalPages: { type: integer } }
                    - type: object
                      required: [offset]
                      properties: { offset: { type: integer }, query: { type: integer } }
                SearchResult:
                  allOf:
                    - $ref: "#/components/schemas/HitsInfo"
                    - type: object
                      required: [query]
                      properties: { query: { type: string }, hits: { type: array, items: { type: string } } }
                Narrowed:
                  type: object
                  properties: { id: { type: string }, name: { type: string } }
                  anyOf: [{ required: [id] }, { required: [name] }]
            """
        let result = try ImportHarness.importValidated(document, module: "Search")
        let models = ImportHarness.file("models.yaml", of: result)
        for key in ["page", "totalPages", "offset"] {
            #expect(models.contains("\(key): { type: int, optional: true }"), "\(key) in \(models)")
        }
        // The object's own `query` (a string, required) wins over an alternative's.
        #expect(models.contains("query: string"), "\(models)")
        #expect(
            result.warnings.contains {
                $0.pointer == "#/components/schemas/HitsInfo/oneOf" && $0.message.contains("optional properties")
            }, "\(result.warnings)")
        // Alternatives that only require properties add nothing and are not warned about.
        #expect(!result.warnings.contains { $0.pointer.contains("Narrowed") }, "\(result.warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Search")
    }
}
