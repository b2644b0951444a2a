import SDKGenCore
import Testing

/// Required `readOnly` and `writeOnly` properties: optional in the models that travel the other way (a request
/// has no server-set `id`; an answer never returns a `password`), required where they do travel.
@Suite struct OpenAPIDirectionsImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Accounts, version: "1" }
        servers: [{ url: "https://accounts.example.com" }]
        paths:
          /users:
            post:
              operationId: createUser
              requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/User" } } } }
              responses:
                "201": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/User" } } } }
          /sessions:
            get:
              operationId: listSessions
              responses:
                "200": { description: ok, content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Session" } } } } }
        components:
          schemas:
            Id: { type: string, readOnly: true }
            User:
              type: object
              required: [id, name, password, created, profile]
              properties:
                id: { $ref: "#/components/schemas/Id" }
                name: { type: string }
                password: { type: string, writeOnly: true }
                created: { allOf: [ { type: string, format: date-time }, { readOnly: true } ] }
                profile: { $ref: "#/components/schemas/Profile" }
            Profile:
              type: object
              required: [score]
              properties:
                score: { type: integer, readOnly: true }
            Session:
              type: object
              required: [id, secret]
              properties:
                id: { type: string, readOnly: true }
                secret: { type: string, writeOnly: true }
        """

    @Test func aOneWayPropertyIsOptionalOnlyInModelsThatTravelTheOtherWay() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Accounts")
        let models = ImportHarness.file("models.yaml", of: result)
        // User is sent and returned: its server-set and its secret properties are both optional; so is the
        // readOnly property of Profile, which a sent User reaches.
        #expect(models.contains("id: { type: string, optional: true }"), "\(models)")
        #expect(models.contains("password: { type: string, optional: true }"), "\(models)")
        #expect(models.contains("created: { type: date-time, optional: true }"), "\(models)")
        #expect(models.contains("score: { type: int, optional: true }"), "\(models)")
        #expect(models.contains("name: string"), "\(models)")
        // Session is only returned: its readOnly id stays required, its writeOnly secret does not.
        #expect(models.contains("Session:\n    properties:\n      id: string\n"), "\(models)")
        #expect(models.contains("secret: { type: string, optional: true }"), "\(models)")
        try await ImportHarness.expectTypeChecks(result, module: "Accounts")
    }

    /// An answer by status (`responses:`) returns its models as a single answer does: a `writeOnly` property of a
    /// model only such an answer returns is optional too.
    @Test func answersByStatusReturnTheirModels() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Tokens, version: "1" }
            servers: [{ url: "https://tokens.example.com" }]
            paths:
              /tokens:
                put:
                  operationId: putToken
                  responses:
                    "200": { description: Kept, content: { application/json: { schema: { $ref: "#/components/schemas/Token" } } } }
                    "201": { description: New, content: { application/json: { schema: { $ref: "#/components/schemas/Receipt" } } } }
            components:
              schemas:
                Token:
                  type: object
                  required: [value, pin]
                  properties: { value: { type: string }, pin: { type: string, writeOnly: true } }
                Receipt:
                  type: object
                  required: [number]
                  properties: { number: { type: integer } }
            """
        let result = try ImportHarness.importValidated(document, module: "Tokens")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(result.files.contains { $0.name != "models.yaml" && $0.contents.contains("responses:") })
        #expect(models.contains("pin: { type: string, optional: true }"), "\(models)")
    }
}
