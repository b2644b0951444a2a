import SDKGenCore
import Testing

/// Servers, operations, parameters, bodies, responses and security schemes → the schema language, and the
/// warning (with its JSON pointer) for everything that is mapped to the nearest construct.
@Suite struct OpenAPIEndpointImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Files, version: "2" }
        servers:
          - url: "https://{account}.files.example.com:{port}/{basePath}"
            description: Production
            variables:
              account: { default: demo, description: Your account. }
              port: { default: "443", enum: ["443", "8443"] }
              basePath: { default: v2/api }
          - url: "{scheme}://eu-{region}.example.com/v2"
            variables:
              scheme: { default: https }
              region: { default: west }
        tags: [{ name: Files, description: "Upload and list." }]
        paths:
          /files/{file-id}:
            parameters:
              - { name: file-id, in: path, required: true, schema: { type: string } }
            get:
              tags: [Files]
              operationId: get-file
              summary: One file.
              parameters:
                - { name: fields, in: query, style: form, explode: false, schema: { type: array, items: { type: string } } }
                - { name: ids, in: query, schema: { type: array, items: { type: integer } } }
                - { name: pipes, in: query, style: pipeDelimited, schema: { type: array, items: { type: string } } }
                - { name: filter, in: query, style: deepObject, schema: { type: object } }
                - { name: session, in: cookie, schema: { type: string } }
                - { name: X-Trace, in: header, required: true, schema: { type: string } }
                - { name: path, in: query, schema: { type: string } }
              responses:
                "200": { description: OK, content: { application/json: { schema: { $ref: "#/components/schemas/File" } } } }
                "404": { description: No such file, content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } } }
                default: { description: Error, content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } } }
          /files:
            post:
              tags: [Files]
              requestBody:
                content:
                  multipart/form-data:
                    schema:
                      type: object
                      required: [content]
                      properties:
                        content: { type: string, format: binary }
                        note: { type: string }
                        meta: { type: object, properties: { a: { type: string } } }
              responses:
                "201": { description: Created, content: { application/json: { schema: { $ref: "#/components/schemas/File" } } } }
            put:
              security: []
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema: { type: object, properties: { name: { type: string }, size: { type: integer } } }
              responses:
                "204": { description: Done }
          /raw:
            post:
              operationId: putRaw
              requestBody: { content: { text/plain: { schema: { type: string } } } }
              responses:
                "200": { description: OK, content: { application/octet-stream: { schema: { type: string, format: binary } } } }
                "500": { description: Oops, content: { application/json: { schema: { type: string } } } }
        components:
          schemas:
            File:
              type: object
              required: [id]
              properties: { id: { type: string }, size: { type: integer, format: int64 } }
            Problem:
              type: object
              properties: { title: { type: string }, status: { type: integer } }
          securitySchemes:
            key: { type: apiKey, in: header, name: X-API-Key }
            bearer: { type: http, scheme: bearer }
            cookie: { type: apiKey, in: cookie, name: sid }
        security: [{ key: [] }]
        """

    static func imported() throws -> OpenAPIImport {
        let result = try ImportHarness.importText(document, module: "Files")
        let diagnostics = ImportHarness.validate(result)
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        return result
    }

    @Test func filesAreSplitByTag() throws {
        let result = try Self.imported()
        #expect(result.files.map(\.name) == ["api.yaml", "models.yaml", "files.yaml", "endpoints.yaml"])
        #expect(ImportHarness.file("files.yaml", of: result).contains("# Tag: Files\n# Upload and list.\nendpoints:\n"))
    }

    @Test func serversBecomeTemplatedEnvironments() throws {
        let api = ImportHarness.file("api.yaml", of: try Self.imported())
        #expect(
            api.contains(
                """
                  environments:
                    production:
                      default: https://{account}.files.example.com:{port}/{basePath}/
                      variables:
                        account: { type: label, description: 'Your account. Default: demo.' }
                        port: { type: port, description: 'Default: 443. One of: 443, 8443.' }
                        basePath: { type: path, description: 'Default: v2/api.' }
                    server2:
                      default: https://{host}/v2/
                      variables:
                        host:
                          type: host
                          description: 'The server''s host (and port). Default: eu-west.example.com.'
                """))
    }

    @Test func parametersKeepTheirSpelling() throws {
        let files = ImportHarness.file("files.yaml", of: try Self.imported())
        #expect(files.contains("  GetFile:\n    description: One file.\n    method: GET\n    path: files/{file-id}\n"))
        #expect(files.contains("      file-id: { type: string, in: path }"))
        #expect(files.contains("      fields: { type: '[string]', in: query, array: comma }"))
        #expect(files.contains("      ids: { type: '[int]', in: query }"))
        #expect(files.contains("      pipes: { type: '[string]', in: query, array: pipe }"))
        #expect(files.contains("      filter[{key}]: { type: '{string: string}', in: query, swift: filter }"))
        #expect(files.contains("      X-Trace: { type: string, in: header, required: true }"))
        #expect(files.contains("      path: { type: string, in: query, swift: pathParameter }"))
        // A cookie parameter is one: `in: cookie`, sent in the request's `Cookie` field.
        #expect(files.contains("      session: { type: string, in: cookie }"))
    }

    @Test func bodiesBecomeMultipartFormAndRaw() throws {
        let result = try Self.imported()
        let files = ImportHarness.file("files.yaml", of: result)
        #expect(files.contains("      content: { type: file, in: multipart, required: true }"))
        // An object part is `application/json` by OpenAPI 3's default: sent as JSON, its model declared.
        #expect(files.contains("      meta: { type: PostFilesMeta, in: multipart, content: json }"))
        let other = ImportHarness.file("endpoints.yaml", of: result)
        #expect(other.contains("      name: { type: string, in: form }"))
        #expect(other.contains("    auth: false"))
        #expect(other.contains("  PutRaw:"))
        #expect(other.contains("    body: { raw: text, contentType: text/plain, swift: text }"))
        #expect(other.contains("    response: { raw: binary, contentType: application/octet-stream }"))
    }

    @Test func errorsAndSecurityBecomeTheAPISection() throws {
        let api = ImportHarness.file("api.yaml", of: try Self.imported())
        #expect(api.contains("  errors: { model: Problem, when: status }"))
        // The required scheme `key` is the auth style; the bearer scheme stays an `Authorization` setting.
        #expect(api.contains("    X-API-Key: { type: string, secret: true, description: The API key. }"))
        #expect(api.contains("  auth: { style: api-key-header, header: X-API-Key, setting: X-API-Key }"))
        #expect(api.contains("    Authorization:\n      type: string?\n      in: header\n"))
        // An API key in a cookie is a secret cookie setting, sent with every request.
        #expect(
            api.contains("    sid: { type: string?, in: cookie, secret: true, description: The API key 'cookie'. }"))
    }

    @Test func everyApproximationIsAWarningWithItsPointer() throws {
        let warnings = try Self.imported().warnings.map(\.pointer)
        #expect(
            warnings == [
                "#/components/securitySchemes/bearer",
                "#/servers/1",
                "#/servers/1/variables/scheme",
                "#/paths/~1raw/post/responses/500",
            ])
    }

    @Test func swagger2BodiesFormDataAndSecurity() throws {
        let text = """
            swagger: "2.0"
            info: { title: Old, version: "1" }
            host: old.example.com
            basePath: /api
            schemes: [http, https]
            consumes: [application/json]
            securityDefinitions:
              basic: { type: basic }
              key: { type: apiKey, in: query, name: api_key }
            paths:
              /things:
                post:
                  operationId: addThing
                  parameters:
                    - { name: body, in: body, required: true, schema: { $ref: "#/definitions/Thing" } }
                    - { name: tags, in: query, type: array, items: { type: string }, collectionFormat: multi }
                  responses:
                    "200": { description: OK, schema: { $ref: "#/definitions/Thing" } }
              /things/{id}/photo:
                post:
                  operationId: uploadPhoto
                  consumes: [multipart/form-data]
                  parameters:
                    - { name: id, in: path, required: true, type: integer, format: int64 }
                    - { name: photo, in: formData, type: file, required: true }
                    - { name: caption, in: formData, type: string }
                  responses:
                    "200": { description: OK }
            definitions:
              Thing:
                type: object
                properties: { name: { type: string }, kind: { type: string, enum: [a, b], x-nullable: true } }
            """
        let result = try ImportHarness.importText(text)
        let diagnostics = ImportHarness.validate(result)
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("    body: { type: Thing, swift: thing }"))
        #expect(endpoints.contains("      tags: { type: '[string]', in: query }"))
        #expect(endpoints.contains("      photo: { type: file, in: multipart, required: true }"))
        #expect(endpoints.contains("      caption: { type: string, in: multipart }"))
        let api = ImportHarness.file("api.yaml", of: result)
        #expect(api.contains("    production: { default: 'https://old.example.com/api/' }"))
        #expect(
            api.contains("    api_key: { type: string?, in: query, secret: true, description: The API key 'key'. }"))
        #expect(
            ImportHarness.file("models.yaml", of: result).contains(
                "kind: { type: ThingKind, optional: true, nullable: true }"))
    }

    @Test func whatIsNoOpenAPIDocumentIsAProblem() {
        for text in ["just text", "openapi: 4.0.0\ninfo: {}", "swagger: '1.2'", "a: [unclosed"] {
            guard case .failure(let problem) = OpenAPIImporter.importDocument(text, file: "x.yaml", module: "X") else {
                Issue.record("\(text) imported")
                continue
            }
            #expect(problem.message.contains("x.yaml"))
        }
    }
}
