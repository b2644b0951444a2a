import Foundation
import SDKGenCore
import Testing

/// OpenAPI 3.2 documents are read: before, `openapi: 3.2.0` was refused as an unsupported version.
///
/// What 3.2 adds and the language holds is imported: `query` operations (and `QUERY` under `additionalOperations`)
/// as `QUERY` endpoints, `itemSchema` of JSON Lines and of server-sent events whose `data` has a `contentSchema` as
/// streamed answers. Other methods under `additionalOperations` and `in: querystring` parameters are left out,
/// warned.
@Suite(.serialized) struct OpenAPI32ImportTests {
    @Test func queryOperationsAndItemSchemasAreImported() async throws {
        let document = """
            openapi: 3.2.0
            info: { title: Catalog, version: "1" }
            servers: [{ url: "https://catalog.example.com" }]
            paths:
              /products:
                query:
                  operationId: searchProducts
                  requestBody:
                    content: { application/json: { schema: { $ref: "#/components/schemas/Search" } } }
                  responses:
                    "200":
                      description: Matches.
                      content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Product" } } } }
              /archive:
                additionalOperations:
                  QUERY:
                    operationId: searchArchive
                    parameters: [{ name: raw, in: querystring, content: { application/x-www-form-urlencoded: {} } }]
                    responses: { "204": { description: Done } }
                  PURGE:
                    operationId: purgeArchive
                    responses: { "204": { description: Done } }
              /products/export:
                get:
                  operationId: exportProducts
                  responses:
                    "200":
                      description: One product per line.
                      content: { application/jsonl: { itemSchema: { $ref: "#/components/schemas/Product" } } }
              /products/changes:
                get:
                  operationId: watchProducts
                  responses:
                    "200":
                      description: Events whose data is a product.
                      content:
                        text/event-stream:
                          itemSchema:
                            type: object
                            properties:
                              event: { type: string }
                              data: { type: string, contentMediaType: application/json, contentSchema: { $ref: "#/components/schemas/Product" } }
              /log:
                get:
                  operationId: tailLog
                  responses:
                    "200":
                      description: Events of plain text.
                      content:
                        text/event-stream:
                          itemSchema: { type: object, properties: { data: { type: string } } }
            components:
              schemas:
                Search:
                  type: object
                  properties: { text: { type: string }, limit: { type: integer } }
                Product:
                  type: object
                  required: [id]
                  properties: { id: { type: string }, name: { type: string } }
            """
        let result = try ImportHarness.importValidated(document, module: "Catalog")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(
            endpoints.contains("  SearchProducts:\n    description: QUERY /products\n    method: QUERY\n"),
            "\(endpoints)")
        #expect(
            endpoints.contains("  SearchArchive:\n    description: QUERY /archive\n    method: QUERY\n"), "\(endpoints)"
        )
        #expect(!endpoints.contains("PurgeArchive"), "\(endpoints)")
        #expect(
            endpoints.contains("response: { stream: jsonl, of: Product, contentType: application/jsonl }"),
            "\(endpoints)")
        #expect(
            endpoints.contains("      stream: sse\n      of: Product\n      terminator: '[DONE]'\n"), "\(endpoints)")
        #expect(endpoints.contains("response: { raw: text, contentType: text/event-stream }"), "\(endpoints)")
        for words in ["'PURGE' operation is not modelled", "unknown parameter location 'querystring'"] {
            #expect(result.warnings.contains { $0.message.contains(words) }, "\(result.warnings)")
        }
        try await ImportHarness.expectTypeChecks(result, module: "Catalog")
    }
}
