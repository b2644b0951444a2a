import Foundation
import SDKGenCore
import Testing

/// Documents written to break what the importer reads for parameters sent as JSON and for streamed answers:
/// malformed `content`, boolean and self-referencing item schemas, a binary record, media types in odd spellings.
///
/// Every case must give a schema that validates and Swift that compiles, with a warning where something was left
/// out; none may crash or write an invalid schema.
@Suite(.serialized) struct OpenAPIHostileStreamsImportTests {
    @Test func malformedContentAndItemSchemasStillGiveAValidCompilingSchema() async throws {
        let document = """
            openapi: 3.2.0
            info: { title: Odd, version: "1" }
            servers: [{ url: "https://odd.example.com" }]
            paths:
              /a/{id}:
                get:
                  operationId: oddParameters
                  parameters:
                    - { name: id, in: path, required: true, content: { application/json: { schema: { type: integer } } } }
                    - { name: scalarContent, in: query, content: "not a mapping" }
                    - { name: emptyContent, in: query, content: {} }
                    - { name: binary, in: query, content: { application/json: { schema: { type: string, format: binary } } } }
                    - { name: charset, in: header, content: { "Application/JSON; charset=utf-8": { schema: { type: array, items: { type: integer } } } } }
                    - { name: selfRef, in: query, content: { application/json: { schema: { $ref: "#/components/schemas/Node" } } } }
                    - { name: X-Both, in: header, content: { application/json: { schema: { type: string } } }, schema: { type: integer } }
                  responses:
                    "200":
                      description: A boolean item schema.
                      content: { application/x-ndjson: { itemSchema: true } }
              /b:
                get:
                  operationId: binaryRecords
                  responses:
                    "200":
                      description: Binary records are no JSON.
                      content: { application/jsonl: { schema: { type: string, format: binary } } }
              /c:
                post:
                  operationId: recursiveEvents
                  requestBody:
                    content:
                      multipart/form-data:
                        schema:
                          type: object
                          properties:
                            node: { $ref: "#/components/schemas/Node" }
                            file: { type: string, format: binary }
                            files: { type: array, items: { type: object, properties: { f: { type: string, format: binary } } } }
                  responses:
                    "200":
                      description: Events of a recursive model, declared through a reference.
                      content:
                        "TEXT/EVENT-STREAM":
                          itemSchema: { $ref: "#/components/schemas/Event" }
            components:
              schemas:
                Node:
                  type: object
                  properties: { value: { type: string }, children: { type: array, items: { $ref: "#/components/schemas/Node" } } }
                Event:
                  type: object
                  properties:
                    data: { type: string, contentMediaType: application/json, contentSchema: { $ref: "#/components/schemas/Node" } }
            """
        let result = try ImportHarness.importValidated(document, module: "Odd")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("id: { type: string, in: path }"), "\(endpoints)")
        #expect(endpoints.contains("selfRef: { type: Node, in: query, content: json }"), "\(endpoints)")
        #expect(endpoints.contains("charset: { type: '[int]', in: header, content: json }"), "\(endpoints)")
        #expect(endpoints.contains("binary: { type: string, in: query }"), "\(endpoints)")
        #expect(endpoints.contains("      stream: sse\n      of: Node\n"), "\(endpoints)")
        #expect(endpoints.contains("node: { type: Node, in: multipart, content: json }"), "\(endpoints)")
        for words in ["empty 'content'", "holds a file"] {
            #expect(result.warnings.contains { $0.message.contains(words) }, "\(words): \(result.warnings)")
        }
        try await ImportHarness.expectTypeChecks(result, module: "Odd")
    }
}
