import Foundation
import SDKGenCore
import Testing

/// Request bodies on DELETE (Kubernetes' `DeleteOptions`, GitHub, Spotify, Intercom, Mastodon, PagerDuty): the
/// language sends a body a DELETE declares, so the importer keeps it; on GET and HEAD a body is still left out
/// with a warning.
@Suite(.serialized) struct OpenAPIDeleteBodyImportTests {
    /// A JSON body on DELETE becomes `body:`; the same body on GET is left out with a warning.
    @Test func aJSONBodyOnDeleteIsKeptAndOneOnGetIsLeftOut() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Bodies, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /labels/{name}:
                parameters: [{ name: name, in: path, required: true, schema: { type: string } }]
                delete:
                  operationId: deleteLabel
                  parameters: [{ name: dryRun, in: query, schema: { type: boolean } }]
                  requestBody:
                    content: { application/json: { schema: { $ref: "#/components/schemas/DeleteOptions" } } }
                  responses: { "204": { description: Deleted } }
                get:
                  operationId: getLabel
                  requestBody:
                    content: { application/json: { schema: { type: object, properties: { q: { type: string } } } } }
                  responses: { "204": { description: OK } }
            components:
              schemas:
                DeleteOptions:
                  type: object
                  properties: { force: { type: boolean }, gracePeriodSeconds: { type: integer } }
            """
        let result = try ImportHarness.importValidated(document, module: "Bodies")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("body: { type: DeleteOptions"), "\(endpoints)")
        #expect(
            !result.warnings.contains { $0.pointer.hasSuffix("/delete") && $0.message.contains("request body") },
            "\(result.warnings)")
        #expect(
            result.warnings.contains {
                $0.pointer == "#/paths/~1labels~1{name}/get" && $0.message.contains("request body on GET")
            }, "\(result.warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Bodies")
    }

    /// Form members on DELETE keep their explicit `in: form`; a Swagger 2.0 `in: body` parameter becomes `body:`.
    @Test func formMembersAndASwaggerBodyOnDeleteAreKept() throws {
        let form = """
            openapi: 3.0.3
            info: { title: Forms, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /tags/{name}:
                delete:
                  operationId: deleteTag
                  parameters: [{ name: name, in: path, required: true, schema: { type: string } }]
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema: { type: object, properties: { confirm: { type: string } } }
                  responses: { "204": { description: Deleted } }
            """
        let forms = try ImportHarness.importValidated(form, module: "Forms")
        #expect(ImportHarness.file("endpoints.yaml", of: forms).contains("in: form"))
        #expect(!forms.warnings.contains { $0.message.contains("request body") }, "\(forms.warnings)")
        let swagger = """
            swagger: "2.0"
            info: { title: Pods, version: "1" }
            host: api.example.com
            paths:
              /pods/{name}:
                delete:
                  operationId: deletePod
                  parameters:
                    - { name: name, in: path, required: true, type: string }
                    - { name: body, in: body, schema: { type: object, properties: { grace: { type: integer } } } }
                  responses: { "200": { description: OK } }
            """
        let pods = try ImportHarness.importValidated(swagger, module: "Pods")
        #expect(ImportHarness.file("endpoints.yaml", of: pods).contains("body: {"))
        #expect(!pods.warnings.contains { $0.message.contains("request body") }, "\(pods.warnings)")
    }
}
