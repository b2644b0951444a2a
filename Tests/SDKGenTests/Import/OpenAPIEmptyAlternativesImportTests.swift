import SDKGenCore
import Testing

/// Empty `oneOf`, `anyOf` and `allOf`, and a `oneOf` of `null` alone.
///
/// JSON Schema does not allow an empty list and documents still write one (Cohere's `TruncationStrategy`, a
/// discriminator mapping schemas the document left out). It was written as a union of no members, which the
/// validator refused, so the whole import failed.
@Suite struct OpenAPIEmptyAlternativesImportTests {
    static let document = """
        openapi: 3.1.0
        info: { title: Empty, version: "1" }
        servers: [{ url: "https://api.example.com" }]
        paths:
          /chat:
            post:
              operationId: chat
              parameters:
                - { name: mode, in: query, schema: { oneOf: [] } }
                - { name: limit, in: query, schema: { anyOf: [], type: integer } }
              requestBody:
                content: { application/json: { schema: { $ref: "#/components/schemas/Chat" } } }
              responses:
                "200":
                  description: OK
                  content: { application/json: { schema: { oneOf: [] } } }
        components:
          schemas:
            Chat:
              type: object
              properties:
                truncation: { $ref: "#/components/schemas/TruncationStrategy" }
                anything: { anyOf: [] }
                nothing: { allOf: [] }
                never: { oneOf: [{ type: "null" }] }
                object: { oneOf: [], properties: { text: { type: string } } }
                counts: { type: array, items: { oneOf: [] } }
                byName: { type: object, additionalProperties: { anyOf: [] } }
                nested: { allOf: [{ oneOf: [] }] }
                tagged: { $ref: "#/components/schemas/Tagged" }
            TruncationStrategy:
              oneOf: []
              discriminator:
                propertyName: type
                mapping: { auto: "#/components/schemas/Missing1", none: "#/components/schemas/Missing2" }
            Tagged:
              type: object
              oneOf: []
              discriminator: { propertyName: kind }
              properties: { kind: { type: string } }
        """

    @Test func anEmptyCompositionIsReadWithoutIt() throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Empty")
        let generation = try ImportHarness.generate(result, module: "Empty")
        #expect(!generation.diagnostics.hasErrors, "\(generation.diagnostics.rendered())")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(!models.contains("oneOf: []"), "\(models)")
        for line in [
            "truncation: { type: json, optional: true }", "anything: { type: json, optional: true }",
            "nothing: { type: json, optional: true }", "never: { type: json, optional: true, nullable: true }",
            "object: { type: ChatObject, optional: true }", "counts: { type: '[json]', optional: true }",
            "byName: { type: '{string: json}', optional: true }", "nested: { type: json, optional: true }",
            "tagged: { type: Tagged, optional: true }", "text: { type: string, optional: true }",
            "kind: { type: string, optional: true }",
        ] {
            #expect(models.contains(line), "\(line) in \(models)")
        }
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("limit: { type: int, in: query }"), "\(endpoints)")
        let warnings = result.warnings.map(\.message)
        #expect(warnings.filter { $0.contains("lists no alternatives; read without it") }.count >= 7, "\(warnings)")
        #expect(warnings.contains { $0.contains("oneOf of null alone") }, "\(warnings)")
    }
}
