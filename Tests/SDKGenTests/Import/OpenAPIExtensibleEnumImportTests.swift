import Foundation
import SDKGenCore
import Testing

/// Two shapes of Elasticsearch's specification (and of many others) the importer used to type loosely: an enum
/// that admits any other string (`anyOf: [enum, string]`, OpenAI's `model`), and a parameter that names a "one
/// value or a list" schema through `$ref` and a one-member `allOf` (Elasticsearch's `expand_wildcards`).
@Suite(.serialized) struct OpenAPIExtensibleEnumImportTests {
    /// The enum alone, as open enums already take any string: no union whose `string` case could never decode.
    @Test func anEnumOrAnyStringIsTheOpenEnum() async throws {
        let document = """
            openapi: 3.1.0
            info: { title: Chat, version: "1" }
            servers: [{ url: "https://chat.example.com" }]
            paths:
              /completions:
                post:
                  operationId: complete
                  requestBody:
                    required: true
                    content: { application/json: { schema: { $ref: "#/components/schemas/Completion" } } }
                  responses: { "204": { description: Done } }
            components:
              schemas:
                Voice: { type: string, enum: [alloy, echo] }
                Tier:
                  oneOf: [{ const: standard, title: STANDARD }, { const: priority, title: PRIORITY }]
                Completion:
                  type: object
                  required: [model]
                  properties:
                    model:
                      anyOf:
                        - { type: string }
                        - { type: string, enum: [gpt-4o, o3-mini] }
                    voice:
                      oneOf: [{ $ref: "#/components/schemas/Voice" }, { type: string, maxLength: 40 }]
                    tier:
                      anyOf: [{ type: string, enum: [auto, flex] }, { type: string }, { type: "null" }]
                    since:
                      anyOf: [{ type: string, enum: [today] }, { type: string, format: date-time }]
                    size:
                      anyOf: [{ type: integer, enum: [256, 512] }, { type: string }]
                    service_tier:
                      anyOf: [{ $ref: "#/components/schemas/Tier" }, { type: string }]
            """
        let result = try ImportHarness.importValidated(document, module: "Chat")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("model: CompletionModel"), "\(models)")
        #expect(models.contains("CompletionModel: { enum: [gpt-4o, o3-mini]"), "\(models)")
        #expect(models.contains("voice: { type: Voice, optional: true }"), "\(models)")
        #expect(models.contains("tier: { type: CompletionTier, optional: true"), "\(models)")
        #expect(!models.contains("CompletionModelOption"), "\(models)")
        // An enum of titled constants is an enum too.
        #expect(models.contains("service_tier: { type: Tier, optional: true }"), "\(models)")
        // A string with a format, or an enum of numbers, is no "any other string": those stay unions.
        #expect(models.contains("CompletionSince: { oneOf: ["), "\(models)")
        #expect(models.contains("CompletionSize: { oneOf: ["), "\(models)")
        try await ImportHarness.expectTypeChecks(result, module: "Chat")
    }

    /// `allOf: [$ref: ExpandWildcards]` (a shared schema given a default) and a bare `$ref` to "one or a list"
    /// are lists in their parameter's spelling; they were strings with a warning. (In a path, a list is still a
    /// string the caller joins.)
    @Test func aOneOrManyParameterBehindReferencesIsAList() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Search, version: "1" }
            servers: [{ url: "https://search.example.com" }]
            paths:
              /{index}/_search:
                get:
                  operationId: search
                  parameters:
                    - { name: index, in: path, required: true, schema: { $ref: "#/components/schemas/Indices" } }
                    - name: expand_wildcards
                      in: query
                      style: form
                      explode: false
                      schema: { default: open, allOf: [{ $ref: "#/components/schemas/ExpandWildcards" }] }
                    - { name: columns, in: query, schema: { $ref: "#/components/schemas/Columns" } }
                  responses: { "204": { description: Found } }
            components:
              schemas:
                ExpandWildcard: { type: string, enum: [all, open, closed] }
                ExpandWildcards:
                  oneOf:
                    - $ref: "#/components/schemas/ExpandWildcard"
                    - { type: array, items: { $ref: "#/components/schemas/ExpandWildcard" } }
                Indices:
                  oneOf: [{ type: string }, { type: array, items: { type: string } }]
                Column:
                  anyOf: [{ type: string, enum: [health, status] }, { type: string }]
                Columns:
                  oneOf:
                    - $ref: "#/components/schemas/Column"
                    - { type: array, items: { $ref: "#/components/schemas/Column" } }
            """
        let result = try ImportHarness.importValidated(document, module: "Search")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        // A path holds no list: the caller joins the names, as the warning says.
        #expect(endpoints.contains("index: { type: string, in: path"), "\(endpoints)")
        #expect(
            result.warnings.contains { $0.pointer.hasSuffix("parameters/0") && $0.message.contains("is a list") },
            "\(result.warnings)")
        #expect(
            endpoints.contains("expand_wildcards: { type: '[ExpandWildcard]', in: query, array: comma"), "\(endpoints)")
        #expect(endpoints.contains("columns: { type: '[Column]', in: query"), "\(endpoints)")
        #expect(!result.warnings.contains { $0.message.contains("no parameter spelling") }, "\(result.warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Search")
    }
}
