import Foundation
import SDKGenCore
import Testing

/// `oneOf` / `anyOf` where the importer used to lose part of the value, found by a sweep of documents outside the
/// first set (Meilisearch, Mistral): alternatives inside a merged object, and a parameter that takes one value or
/// a list.
@Suite(.serialized) struct OpenAPIAlternativesImportTests {
    /// The properties of a `oneOf` inside an `allOf` member become optional properties of the struct; they were
    /// left out, so a response's paging fields could not be read.
    @Test func alternativesInsideAMergedObjectAddOptionalProperties() async throws {
        let document = """
            openapi: 3.1.0
            info: { title: Search, version: "1" }
            servers: [{ url: "https://search.example.com" }]
            paths:
              /search:
                get:
                  operationId: search
                  responses:
                    "200":
                      description: OK
                      content: { application/json: { schema: { $ref: "#/components/schemas/SearchResult" } } }
            components:
              schemas:
                HitsInfo:
                  oneOf:
                    - type: object
                      required: [page, totalPages]
                      properties: { page: { type: integer }, totalPages: { type: integer } }
                    - type: object
                      required: [offset]
                      properties: { offset: { type: integer }, query: { type: integer } }
                SearchResult:
                  allOf:
                    - $ref: "#/components/schemas/HitsInfo"
                    - type: object
                      required: [query]
                      properties: { query: { type: string }, hits: { type: array, items: { type: string } } }
                Narrowed:
                  type: object
                  properties: { id: { type: string }, name: { type: string } }
                  anyOf: [{ required: [id] }, { required: [name] }]
            """
        let result = try ImportHarness.importValidated(document, module: "Search")
        let models = ImportHarness.file("models.yaml", of: result)
        for key in ["page", "totalPages", "offset"] {
            #expect(models.contains("\(key): { type: int, optional: true }"), "\(key) in \(models)")
        }
        // The object's own `query` (a string, required) wins over an alternative's.
        #expect(models.contains("query: string"), "\(models)")
        #expect(
            result.warnings.contains {
                $0.pointer == "#/components/schemas/HitsInfo/oneOf" && $0.message.contains("optional properties")
            }, "\(result.warnings)")
        // Alternatives that only require properties add nothing and are not warned about.
        #expect(!result.warnings.contains { $0.pointer.contains("Narrowed") }, "\(result.warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Search")
    }

    /// A parameter that is one of several scalars or enums (GitHub's `workflow_id`: an integer or a file name) is
    /// a union sent as the member it holds; it was a string with a warning.
    @Test func aParameterOfScalarAlternativesIsAUnion() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Flows, version: "1" }
            servers: [{ url: "https://flows.example.com" }]
            paths:
              /workflows/{workflow_id}:
                get:
                  operationId: getWorkflow
                  parameters:
                    - { name: workflow_id, in: path, required: true, schema: { oneOf: [{ type: integer }, { type: string }] } }
                    - name: consistency
                      in: query
                      schema: { anyOf: [{ type: integer }, { $ref: "#/components/schemas/Level" }] }
                  responses: { "204": { description: Found } }
            components:
              schemas:
                Level: { type: string, enum: [majority, quorum, all] }
            """
        let result = try ImportHarness.importValidated(document, module: "Flows")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(endpoints.contains("workflow_id: { type: GetWorkflowWorkflowID, in: path"), "\(endpoints)")
        #expect(endpoints.contains("consistency: { type: GetWorkflowConsistency, in: query"), "\(endpoints)")
        #expect(models.contains("GetWorkflowConsistency: { oneOf: [int, Level] }"), "\(models)")
        #expect(!result.warnings.contains { $0.message.contains("no parameter spelling") }, "\(result.warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Flows")
    }

    /// A query parameter that is one enum value or a list of them (`anyOf: [X, [X], null]`) is a list of `X`;
    /// it was sent as one string, so a caller could not ask for two values.
    @Test func aParameterOfOneValueOrAListIsAList() async throws {
        let document = """
            openapi: 3.1.0
            info: { title: Runs, version: "1" }
            servers: [{ url: "https://runs.example.com" }]
            paths:
              /runs:
                get:
                  operationId: listRuns
                  parameters:
                    - name: status
                      in: query
                      schema:
                        anyOf:
                          - $ref: "#/components/schemas/Status"
                          - { type: array, items: { $ref: "#/components/schemas/Status" } }
                          - { type: "null" }
                    - name: tag
                      in: query
                      explode: false
                      schema:
                        oneOf: [{ type: array, items: { type: string } }, { type: string, title: One tag }]
                    - name: version
                      in: query
                      schema: { anyOf: [{ type: integer }, { type: array, items: { type: string } }] }
                    - name: project
                      in: query
                      schema: { type: array, items: { anyOf: [{ type: integer }, { type: string }] } }
                  responses: { "204": { description: Listed } }
            components:
              schemas:
                Status: { type: string, enum: [running, done, failed] }
            """
        let result = try ImportHarness.importValidated(document, module: "Runs")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("status: { type: '[Status]'"), "\(endpoints)")
        #expect(endpoints.contains("tag: { type: '[string]', in: query, array: comma"), "\(endpoints)")
        #expect(!result.warnings.contains { $0.pointer.hasSuffix("parameters/0") }, "\(result.warnings)")
        // A list of IDs or slugs: a list of strings, each sent as a query parameter of its own.
        #expect(endpoints.contains("project: { type: '[string]', in: query }"), "\(endpoints)")
        #expect(!result.warnings.contains { $0.pointer.hasSuffix("parameters/3") }, "\(result.warnings)")
        // A list of another type is still a union, sent as a string with a warning.
        #expect(
            result.warnings.contains {
                $0.pointer.hasSuffix("parameters/2") && $0.message.contains("no parameter spelling")
            }, "\(result.warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Runs")
    }

    /// A multipart member that is one enum value or a list of them is a list; it was sent as one string.
    @Test func aMultipartMemberOfOneValueOrAListIsAList() async throws {
        let document = """
            openapi: 3.1.0
            info: { title: Audio, version: "1" }
            servers: [{ url: "https://audio.example.com" }]
            paths:
              /transcriptions:
                post:
                  operationId: transcribe
                  requestBody:
                    required: true
                    content:
                      multipart/form-data:
                        schema:
                          type: object
                          required: [file]
                          properties:
                            file: { type: string, format: binary }
                            granularities:
                              oneOf:
                                - { type: string, enum: [segment, word] }
                                - { type: array, items: { type: string, enum: [segment, word] }, maxItems: 2 }
                  responses: { "204": { description: Done } }
            """
        let result = try ImportHarness.importValidated(document, module: "Audio")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(
            endpoints.contains("granularities: { type: '[TranscribeGranularitiesItem]', in: multipart"), "\(endpoints)")
        #expect(!result.warnings.contains { $0.message.contains("multipart spelling") }, "\(result.warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Audio")
    }

    /// JSON Schema's `type: [string, integer]` (OpenAPI 3.1) is a union of those types; it was free-form JSON.
    @Test func aValueOfSeveralScalarTypesIsAUnion() async throws {
        let document = """
            openapi: 3.1.0
            info: { title: Tags, version: "1" }
            servers: [{ url: "https://tags.example.com" }]
            paths:
              /tags/{id}:
                get:
                  operationId: getTag
                  parameters:
                    - { name: id, in: path, required: true, schema: { type: [integer, string] } }
                  responses:
                    "200":
                      description: OK
                      content: { application/json: { schema: { $ref: "#/components/schemas/Tag" } } }
            components:
              schemas:
                Tag:
                  type: object
                  required: [value]
                  properties:
                    value: { type: [string, number, boolean, "null"] }
                    labels: { type: [array, string], items: { type: string } }
                    shape: { type: [object, string] }
                    twice: { type: [string, string, "null"] }
            """
        let result = try ImportHarness.importValidated(document, module: "Tags")
        let models = ImportHarness.file("models.yaml", of: result)
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(models.contains("value: { type: TagValue, nullable: true }"), "\(models)")
        #expect(models.contains("TagValue: { oneOf: [string, double, bool] }"), "\(models)")
        #expect(models.contains("TagLabels: { oneOf: ['[string]', string] }"), "\(models)")
        #expect(endpoints.contains("id: { type: GetTagID, in: path"), "\(endpoints)")
        // One type said twice is that type (a union of one member would not validate).
        #expect(models.contains("twice: { type: string, optional: true, nullable: true }"), "\(models)")
        // An object among the types is still free-form JSON, with the warning.
        #expect(models.contains("shape: { type: json"), "\(models)")
        #expect(
            result.warnings.contains { $0.message.contains("several types (object, string)") }, "\(result.warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Tags")
    }

    /// Alternatives that say no `type` take the one around them (JSON Schema applies both): Lob's `send_date`
    /// (`type: string, anyOf: [{format: date-time}, {format: date}]`) was free-form JSON; alternatives that only
    /// describe are the outer type itself, and an integer of one titled constant is an integer.
    @Test func alternativesWithoutATypeTakeTheOuterOne() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Letters, version: "1" }
            servers: [{ url: "https://letters.example.com" }]
            paths:
              /letters:
                get:
                  operationId: listLetters
                  parameters:
                    - { name: send_date, in: query, schema: { $ref: "#/components/schemas/send_date" } }
                  responses:
                    "200":
                      description: The letter.
                      content: { application/json: { schema: { $ref: "#/components/schemas/Letter" } } }
            components:
              schemas:
                send_date:
                  type: string
                  anyOf: [{ format: date-time }, { format: date }]
                Letter:
                  type: object
                  properties:
                    send_date: { $ref: "#/components/schemas/send_date" }
                    event: { type: string, oneOf: [{ description: one }, { description: two }] }
                    kind: { type: integer, oneOf: [{ title: GUILD_ROLE_SUBSCRIPTIONS, const: 4 }] }
                    cancelled: { type: [string, "null"], anyOf: [{ format: date-time }, { format: date }] }
                    token: { type: string, allOf: [{ format: uuid }] }
                    note: { type: string, allOf: [{ description: A note. }] }
                    copies: { type: integer, allOf: [{ minimum: 1 }, { maximum: 5 }] }
            """
        let result = try ImportHarness.importValidated(document, module: "Letters")
        let text = result.files.map(\.contents).joined()
        #expect(text.contains("SendDate: { oneOf: [date-time, date] }"), "\(text)")
        #expect(text.contains("send_date: { type: SendDate, in: query }"), "\(text)")
        #expect(text.contains("event: { type: string, optional: true }"), "\(text)")
        #expect(text.contains("kind: { type: int, optional: true }"), "\(text)")
        #expect(text.contains("cancelled: { type: SendDate, optional: true, nullable: true }"), "\(text)")
        // The same holds for `allOf` members.
        #expect(text.contains("token: { type: uuid, optional: true }"), "\(text)")
        #expect(text.contains("note: { type: string, optional: true, description: A note. }"), "\(text)")
        #expect(text.contains("copies: { type: int, optional: true }"), "\(text)")
        #expect(!text.contains("json"), "\(text)")
        try await ImportHarness.expectTypeChecks(result, module: "Letters")
    }
}
