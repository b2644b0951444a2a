import Foundation
import SDKGenCore
import Testing

/// Enums written as alternatives of constants, each with a title and a description (`oneOf: [{const: 0, title:
/// NORMAL}, …]`, Discord's 91 enums): an enum, its cases named by the titles; they were free-form JSON.
@Suite(.serialized) struct OpenAPIConstEnumImportTests {
    static let document = """
        openapi: 3.1.0
        info: { title: Chat, version: "1" }
        servers: [{ url: "https://chat.example.com" }]
        paths:
          /messages:
            get:
              operationId: searchMessages
              parameters:
                - name: author_type
                  in: query
                  schema: { type: array, items: { $ref: "#/components/schemas/AuthorType" } }
                - { name: reaction, in: query, schema: { $ref: "#/components/schemas/ReactionTypes" } }
              responses:
                "200":
                  description: OK
                  content: { application/json: { schema: { $ref: "#/components/schemas/Guild" } } }
        components:
          schemas:
            ReactionTypes:
              type: integer
              oneOf:
                - { title: NORMAL, description: Normal reaction type, const: 0 }
                - { title: BURST, description: Burst reaction type, const: 1 }
            AuthorType:
              type: string
              oneOf:
                - { title: USER, const: user }
                - { title: NO_USER, const: "-user" }
            Guild:
              type: object
              required: [afk_timeout]
              properties:
                afk_timeout:
                  oneOf:
                    - { title: ONE_MINUTE, const: 60 }
                    - { title: FIVE_MINUTES, const: 300 }
                verification:
                  oneOf: [{ type: "null" }, { const: low }, { enum: [high] }]
                ratio:
                  oneOf: [{ const: 0.5 }, { const: 1.5 }]
                mixed:
                  oneOf: [{ const: none }, { type: integer }]
                kinds:
                  oneOf: [{ const: 0 }, { const: "auto" }]
        """

    @Test func constantAlternativesAreEnumsNamedByTheirTitles() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Chat")
        let models = ImportHarness.file("models.yaml", of: result)
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        // Each constant's description is a line of the enum's.
        #expect(
            models.contains(
                """
                  ReactionTypes:
                    description: |-
                      - `normal`: Normal reaction type
                      - `burst`: Burst reaction type
                    enum: { '0': normal, '1': burst }
                    type: int
                """), "\(models)")
        #expect(models.contains("AuthorType:\n    enum: { user: user, '-user': noUser }"), "\(models)")
        #expect(models.contains("afk_timeout: GuildAfkTimeout"), "\(models)")
        #expect(models.contains("'60': oneMinute"), "\(models)")
        // Without titles the values name the cases; a `null` alternative makes the property nullable.
        #expect(models.contains("GuildVerification: { enum: [low, high] }"), "\(models)")
        #expect(models.contains("verification: { type: GuildVerification, optional: true, nullable: true"), "\(models)")
        // Constants of numbers are the number type; a constant beside another type stays a union.
        #expect(models.contains("ratio: { type: double"), "\(models)")
        #expect(models.contains("GuildMixed: { oneOf: ["), "\(models)")
        // Constants of two JSON kinds are no enum of either: a string enum would refuse the number.
        #expect(models.contains("kinds: { type: json"), "\(models)")
        #expect(endpoints.contains("author_type: { type: '[AuthorType]', in: query"), "\(endpoints)")
        #expect(endpoints.contains("reaction: { type: ReactionTypes, in: query"), "\(endpoints)")
        #expect(!result.warnings.contains { $0.message.contains("no parameter spelling") }, "\(result.warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Chat")
    }
}
