import Foundation
import SDKGenCore
import Testing

/// An object query parameter in OpenAPI 3's default style (`form`, exploded) is sent as its properties, each its
/// own query parameter (Typesense's `searchParameters`), found by a sweep of documents outside the first set.
@Suite(.serialized) struct OpenAPIExplodedParameterImportTests {
    /// Each property becomes a query parameter with its own type, the object's name not on the wire.
    ///
    /// Required properties of a required parameter are required; a non-exploded object is unchanged.
    @Test func anExplodedObjectQueryParameterIsSentAsItsProperties() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Search, version: "1" }
            servers: [{ url: "https://search.example.com" }]
            paths:
              /collections/{name}/search:
                get:
                  operationId: search
                  parameters:
                    - { name: name, in: path, required: true, schema: { type: string } }
                    - { name: searchParameters, in: query, required: true, schema: { $ref: "#/components/schemas/SearchParameters" } }
                    - name: page
                      in: query
                      schema: { type: object, properties: { limit: { type: integer }, offset: { type: integer } } }
                    - name: packed
                      in: query
                      explode: false
                      schema: { type: object, properties: { a: { type: string } } }
                  responses: { "204": { description: Done } }
            components:
              schemas:
                SearchParameters:
                  type: object
                  required: [q]
                  properties:
                    q: { type: string, description: The query text. }
                    query_by: { type: array, items: { type: string } }
                    sort: { type: string, enum: [asc, desc] }
            """
        let result = try ImportHarness.importValidated(document, module: "Search")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("q: { type: string, in: query, required: true"), "\(endpoints)")
        #expect(endpoints.contains("query_by: { type: '[string]', in: query }"), "\(endpoints)")
        #expect(endpoints.contains("limit: { type: int, in: query }"), "\(endpoints)")
        #expect(endpoints.contains("offset: { type: int, in: query }"), "\(endpoints)")
        #expect(!endpoints.contains("searchParameters:"), "\(endpoints)")
        #expect(!endpoints.contains("page:"), "\(endpoints)")
        // Not exploded: still one string under its name, with the warning it had.
        #expect(endpoints.contains("packed: { type: string, in: query }"), "\(endpoints)")
        #expect(
            result.warnings.contains {
                $0.pointer.hasSuffix("/parameters/1") && $0.message.contains("exploded object")
            }, "\(result.warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Search")
    }

    /// A map of scalars or a free-form object in the default style is sent as its own keys (`metadata` =
    /// `[team: ios]` is `team=ios`):
    /// a parameter named by a key placeholder alone; a map of objects or a non-exploded one stays a string.
    @Test func anExplodedMapQueryParameterIsSentAsItsKeys() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Filters, version: "1" }
            servers: [{ url: "https://filters.example.com" }]
            paths:
              /items:
                get:
                  operationId: listItems
                  parameters:
                    - { name: metadata, in: query, schema: { $ref: "#/components/schemas/Metadata" } }
                    - { name: n, in: query, schema: { type: object, additionalProperties: { type: integer } } }
                    - name: packed
                      in: query
                      explode: false
                      schema: { type: object, additionalProperties: { type: string } }
                    - { name: nested, in: query, schema: { type: object, additionalProperties: { $ref: "#/components/schemas/Metadata" } } }
                    - { name: prefs, in: query, required: true, schema: { type: object } }
                    - { name: loose, in: query, schema: { type: object, additionalProperties: true } }
                  responses: { "204": { description: Done } }
            components:
              schemas:
                Metadata: { type: object, additionalProperties: { type: string, maxLength: 512 } }
            """
        let result = try ImportHarness.importValidated(document, module: "Filters")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(
            endpoints.contains("'{metadata}': { type: '{string: string}', in: query, swift: metadata }"), "\(endpoints)"
        )
        #expect(endpoints.contains("'{key}': { type: '{string: int}', in: query, swift: 'n' }"), "\(endpoints)")
        #expect(endpoints.contains("packed: { type: string, in: query }"), "\(endpoints)")
        #expect(endpoints.contains("nested: { type: string, in: query }"), "\(endpoints)")
        // A free-form object (Plex's `prefs`) is exploded too: its keys are the caller's, its values their text.
        #expect(
            endpoints.contains("'{prefs}': { type: '{string: string}', in: query, required: true, swift: prefs }"),
            "\(endpoints)")
        #expect(endpoints.contains("'{loose}': { type: '{string: string}', in: query, swift: loose }"), "\(endpoints)")
        #expect(!result.warnings.contains { $0.pointer.hasSuffix("/parameters/0") }, "\(result.warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Filters")
    }
}
