import Foundation
import SDKGenCore
import Testing

/// A parameter with `content` instead of `schema` is imported as `content: json` when the media type is JSON.
///
/// The value keeps its type, a model included, and the request sends its JSON text. Before, every such parameter
/// was a string the caller serialized.
@Suite(.serialized) struct OpenAPIContentParameterImportTests {
    /// JSON content in the query, a header and a cookie keeps its schema's type (an inline object becomes a model);
    /// a non-JSON media type, a path parameter and a placeholder name stay strings, each with a warning.
    @Test func aJSONSerializedParameterKeepsItsType() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Store, version: "1" }
            servers: [{ url: "https://store.example.com" }]
            paths:
              /products/{selector}:
                get:
                  operationId: findProducts
                  parameters:
                    - name: selector
                      in: path
                      required: true
                      content: { application/json: { schema: { type: object, properties: { id: { type: integer } } } } }
                    - name: filter
                      in: query
                      required: true
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              where: { type: object, additionalProperties: true }
                              limit: { type: integer }
                    - name: sort
                      in: query
                      content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/SortKey" } } } }
                    - name: profile
                      in: query
                      content: { application/json: { schema: { $ref: "#/components/schemas/Profile" } } }
                    - name: X-Context
                      in: header
                      content: { application/vnd.store+json: { schema: { type: object, additionalProperties: { type: string } } } }
                    - name: prefs
                      in: cookie
                      content: { application/json: { schema: { $ref: "#/components/schemas/SortKey" } } }
                    - name: anything
                      in: query
                      content: { application/json: {} }
                    - name: note
                      in: query
                      content: { text/plain: { schema: { type: string } } }
                    - name: "{field}"
                      in: query
                      content: { application/json: { schema: { type: object, properties: { a: { type: string } } } } }
                  responses: { "204": { description: Done } }
            components:
              schemas:
                Profile:
                  type: object
                  properties: { nickname: { type: string } }
                SortKey:
                  type: object
                  required: [field]
                  properties:
                    field: { type: string }
                    descending: { type: boolean }
            """
        let result = try ImportHarness.importValidated(document, module: "Store")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(
            endpoints.contains("filter: { type: FindProductsFilter, in: query, content: json, required: true"),
            "\(endpoints)")
        #expect(endpoints.contains("sort: { type: '[SortKey]', in: query, content: json }"), "\(endpoints)")
        #expect(endpoints.contains("X-Context: { type: '{string: string}', in: header, content: json"), "\(endpoints)")
        #expect(endpoints.contains("prefs: { type: SortKey, in: cookie, content: json }"), "\(endpoints)")
        // A model whose name holds the word 'file' is no file.
        #expect(endpoints.contains("profile: { type: Profile, in: query, content: json }"), "\(endpoints)")
        #expect(endpoints.contains("anything: { type: json, in: query, content: json }"), "\(endpoints)")
        #expect(endpoints.contains("note: { type: string, in: query }"), "\(endpoints)")
        #expect(endpoints.contains("selector: { type: string, in: path }"), "\(endpoints)")
        #expect(endpoints.contains("'{field}': { type: '{string: string}', in: query"), "\(endpoints)")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("FindProductsFilter:"), "\(models)")
        for (index, words) in [(0, "path parameter"), (7, "'text/plain'")] {
            #expect(
                result.warnings.contains { $0.pointer.hasSuffix("/parameters/\(index)") && $0.message.contains(words) },
                "\(result.warnings)")
        }
        try await ImportHarness.expectTypeChecks(result, module: "Store")
    }

    /// A multipart member of a complex type is an `application/json` part (OpenAPI 3's default for objects and
    /// lists of them) unless `encoding` gives it another content type; a form member is JSON only when `encoding`
    /// says so.
    @Test func complexBodyMembersAreJSONWhereTheMediaTypeSaysSo() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Files, version: "1" }
            servers: [{ url: "https://files.example.com" }]
            paths:
              /uploads:
                post:
                  operationId: upload
                  requestBody:
                    content:
                      multipart/form-data:
                        schema:
                          type: object
                          required: [file, metadata]
                          properties:
                            file: { type: string, format: binary }
                            metadata: { $ref: "#/components/schemas/Metadata" }
                            tags: { type: array, items: { $ref: "#/components/schemas/Tag" } }
                            extra: { type: object }
                            legacy: { $ref: "#/components/schemas/Tag" }
                        encoding:
                          legacy: { contentType: text/plain }
                  responses: { "204": { description: Done } }
              /settings:
                post:
                  operationId: saveSettings
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema:
                          type: object
                          properties:
                            layout: { $ref: "#/components/schemas/Tag" }
                            theme: { $ref: "#/components/schemas/Tag" }
                        encoding:
                          layout: { contentType: application/json; charset=utf-8 }
                  responses: { "204": { description: Done } }
            components:
              schemas:
                Metadata:
                  type: object
                  properties: { title: { type: string }, created: { type: string, format: date-time } }
                Tag:
                  type: object
                  properties: { name: { type: string } }
            """
        let result = try ImportHarness.importValidated(document, module: "Files")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("file: { type: file, in: multipart, required: true }"), "\(endpoints)")
        #expect(
            endpoints.contains("metadata: { type: Metadata, in: multipart, content: json, required: true }"),
            "\(endpoints)")
        #expect(endpoints.contains("tags: { type: '[Tag]', in: multipart, content: json }"), "\(endpoints)")
        #expect(endpoints.contains("extra: { type: json, in: multipart, content: json }"), "\(endpoints)")
        #expect(endpoints.contains("legacy: { type: string, in: multipart }"), "\(endpoints)")
        #expect(endpoints.contains("layout: { type: Tag, in: form, content: json }"), "\(endpoints)")
        #expect(endpoints.contains("theme: { type: string, in: form }"), "\(endpoints)")
        try await ImportHarness.expectTypeChecks(result, module: "Files")
    }
}
