import Foundation
import SDKGenCore
import Testing

/// Error answers of several object models: the most shared one is the API's `errors:` model, the others become
/// the endpoints' own `errors:` entries instead of warnings.
@Suite struct OpenAPIErrorImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Errors, version: "1" }
        servers: [{ url: "https://api.example.com/" }]
        paths:
          /items/{id}:
            get:
              operationId: getItem
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Item" } } } }
                "404": { description: no, content: { application/json: { schema: { $ref: "#/components/schemas/Missing" } } } }
                "400": { description: bad, content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } } }
                "5XX": { description: down, content: { application/json: { schema: { $ref: "#/components/schemas/Envelope" } } } }
          /items:
            get:
              operationId: listItems
              responses:
                "200": { description: ok, content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Item" } } } } }
                "400": { description: bad, content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } } }
                default: { description: other, content: { application/json: { schema: { $ref: "#/components/schemas/Missing" } } } }
          /plain:
            get:
              operationId: getPlain
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Item" } } } }
                "400": { description: bad, content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } } }
                "401": { description: who, content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } } }
        components:
          schemas:
            Item: { type: object, required: [id], properties: { id: { type: string } } }
            Problem: { type: object, properties: { message: { type: string } } }
            Missing: { type: object, required: [resource], properties: { resource: { type: string } } }
            Envelope: { type: object, properties: { retry: { type: integer } } }
        """

    @Test func otherErrorModelsBecomeEndpointEntries() throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Errors")
        let api = ImportHarness.file("api.yaml", of: result)
        #expect(api.contains("  errors: { model: Problem, when: status }"))
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        // Exact statuses first; the base model's 400 needs no entry; `Envelope` gets a case clear of `envelope`.
        #expect(
            endpoints.contains(
                "    errors:\n      '404': Missing\n      '5XX': { model: Envelope, case: envelopeError }\n"))
        // `default` of another model stands for both classes; ListItems' 4XX would catch its 400, so the base
        // model's 400 gets an entry of its own.
        #expect(endpoints.contains("    errors: { '400': Problem, '4XX': Missing, '5XX': Missing }"))
        let plain = endpoints.components(separatedBy: "  GetPlain:").last ?? ""
        #expect(!plain.contains("errors:"))
        #expect(!result.warnings.contains { $0.message.contains("are not modelled") })
    }

    @Test func aSharedResponseIsOneModelNamedAfterItsComponent() throws {
        let text = """
            openapi: 3.0.3
            info: { title: Shared, version: "1" }
            servers: [{ url: "https://api.example.com/" }]
            paths:
              /a:
                get:
                  operationId: getA
                  responses:
                    "200": { description: ok }
                    "401": { $ref: "#/components/responses/Unauthorized" }
                    "429": { $ref: "#/components/responses/TooMany" }
              /b:
                get:
                  operationId: getB
                  responses:
                    "200": { description: ok }
                    "401": { $ref: "#/components/responses/Unauthorized" }
                    "429": { $ref: "#/components/responses/TooMany" }
            components:
              responses:
                Unauthorized:
                  description: who
                  content: { application/json: { schema: { type: object, properties: { message: { type: string } } } } }
                TooMany:
                  description: slow down
                  content: { application/json: { schema: { type: object, properties: { wait: { type: integer } } } } }
            """
        let result = try ImportHarness.importValidated(text, module: "Shared")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("  Unauthorized:"))
        #expect(models.contains("  TooMany:"))
        #expect(!models.contains("Error2"), "\(models)")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.components(separatedBy: "errors: { '429': TooMany }").count == 3, "\(endpoints)")
    }

    @Test func theImportedSchemaGeneratesAndCompiles() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Errors")
        let generation = try ImportHarness.generate(result, module: "Errors")
        let api = generation.files.first { $0.path.hasSuffix("ErrorsAPI.generated.swift") }?.contents ?? ""
        #expect(api.contains("case notFound") == false)
        #expect(api.contains("case missing(Missing)"))
        #expect(api.contains("case envelopeError(Envelope)"))
        try await ImportHarness.expectTypeChecks(result, module: "Errors")
    }
}
