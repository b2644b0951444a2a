import SDKGenCore
import Testing

/// A JSON list answered with a `Link` response header (GitHub's pages, the header often shared through
/// `components/headers`) is imported with `paging: { style: link }`; a single object with a `Link` header is not
/// paged, nor is a list without one.
@Suite struct OpenAPILinkPagingImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Linked, version: "1" }
        servers: [{ url: "https://api.example.com/v1" }]
        paths:
          /issues:
            get:
              operationId: listIssues
              parameters:
                - { name: per_page, in: query, schema: { type: integer } }
                - { name: pageURL, in: query, schema: { type: string } }
              responses:
                "200":
                  description: A page
                  headers: { Link: { $ref: "#/components/headers/link" } }
                  content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Issue" } } } }
          /labels:
            get:
              operationId: listLabels
              responses:
                "200": { $ref: "#/components/responses/Labels" }
          /single:
            get:
              operationId: getSingle
              responses:
                "200":
                  description: One
                  headers: { link: { schema: { type: string } } }
                  content: { application/json: { schema: { $ref: "#/components/schemas/Issue" } } }
          /all:
            get:
              operationId: listAll
              responses:
                "200":
                  description: Everything
                  content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Issue" } } } }
        components:
          headers:
            link: { schema: { type: string } }
          responses:
            Labels:
              description: A page of labels
              headers: { LINK: { schema: { type: string } } }
              content: { application/json: { schema: { type: array, items: { type: string } } } }
          schemas:
            Issue: { type: object, required: [id], properties: { id: { type: integer } } }
        """

    @Test func aListWithALinkHeaderIsLinkPaged() async throws {
        let result = try ImportHarness.importText(Self.document)
        let diagnostics = ImportHarness.validate(result)
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("    response: '[Issue]'\n    paging: { style: link }\n"), "\(endpoints)")
        #expect(endpoints.contains("    response: '[string]'\n    paging: { style: link }\n"), "\(endpoints)")
        #expect(endpoints.components(separatedBy: "paging:").count == 3, "only the two lists with a Link header")
        try await ImportHarness.expectTypeChecks(result, module: "Imported")
    }
}
