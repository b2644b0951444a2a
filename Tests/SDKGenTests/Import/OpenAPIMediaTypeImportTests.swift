import SDKGenCore
import Testing

/// Of several JSON media types, `application/json` itself is the one imported: a client asking for JSON gets it.
///
/// GitHub's code-scanning analysis lists `application/json+sarif` (a string) before `application/json` (the
/// analysis object): taken in the listed order, the answer was typed `string` and every real answer failed to decode.
@Suite struct OpenAPIMediaTypeImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Scans, version: "1" }
        servers: [{ url: "https://scans.example.com" }]
        paths:
          /analyses/{id}:
            parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
            get:
              operationId: getAnalysis
              responses:
                "200":
                  description: OK
                  content:
                    application/json+sarif: { schema: { type: string } }
                    application/json; charset=utf-8: { schema: { $ref: "#/components/schemas/Analysis" } }
          /analyses:
            post:
              operationId: addAnalysis
              requestBody:
                content:
                  application/vnd.scans+json: { schema: { type: string } }
                  application/json: { schema: { $ref: "#/components/schemas/Analysis" } }
              responses: { "204": { description: Added } }
        components:
          schemas:
            Analysis:
              type: object
              required: [ref]
              properties: { ref: { type: string } }
        """

    @Test func applicationJSONIsPreferredAmongJSONMediaTypes() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Scans")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("response: Analysis"), "\(endpoints)")
        #expect(endpoints.contains("body: { type: Analysis"), "\(endpoints)")
        try await ImportHarness.expectTypeChecks(result, module: "Scans")
    }
}
