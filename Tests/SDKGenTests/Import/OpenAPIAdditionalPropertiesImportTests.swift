import Foundation
import SDKGenCore
import Testing

/// `additionalProperties` next to `properties` (184 warnings over the sweep: Kubernetes' labels, Stripe's
/// metadata, vendor extensions): the struct keeps the other keys in one dictionary instead of dropping them.
@Suite(.serialized) struct OpenAPIAdditionalPropertiesImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Extras, version: "1" }
        servers: [{ url: "https://api.example.com" }]
        paths:
          /things:
            get:
              operationId: listThings
              responses:
                "200":
                  description: OK
                  content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Thing" } } } }
            post:
              operationId: tagThing
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema: { type: object, properties: { tag: { type: string } }, additionalProperties: { type: string } }
              responses: { "204": { description: Tagged } }
        components:
          schemas:
            Thing:
              type: object
              required: [id]
              properties:
                id: { type: string }
                labels: { $ref: "#/components/schemas/Labels" }
                anything: { $ref: "#/components/schemas/Anything" }
                nullable: { $ref: "#/components/schemas/NullableExtras" }
                named: { $ref: "#/components/schemas/Named" }
            Labels:
              type: object
              properties: { app: { type: string } }
              additionalProperties: { type: string }
            Anything:
              type: object
              properties: { kind: { type: string } }
              additionalProperties: true
            NullableExtras:
              type: object
              properties: { count: { type: integer } }
              additionalProperties: { type: integer, nullable: true }
            Named:
              type: object
              properties: { additionalProperties: { type: string } }
              additionalProperties: { type: number }
        """

    @Test func extraKeysNextToPropertiesBecomeTheStructsDictionary() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Extras")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("additionalProperties: string"), "\(models)")
        #expect(models.contains("additionalProperties: json"), "\(models)")
        #expect(models.components(separatedBy: "additionalProperties: json").count == 3, "\(models)")
        #expect(models.contains("additionalProperties: { type: double, swift: additionalProperties2 }"), "\(models)")
        let extraWarnings = result.warnings.filter { $0.message.contains("keys beyond the declared properties") }
        #expect(extraWarnings.count == 1, "\(result.warnings)")
        #expect(extraWarnings.first?.pointer.contains("/post/requestBody") == true, "\(extraWarnings)")
        #expect(extraWarnings.first?.message.contains("form body") == true)
        try await ImportHarness.expectTypeChecks(result, module: "Extras")
    }
}
