import SDKGenCore
import Testing

/// Security schemes → the credential auth styles, and an operation named like a model keeping its name.
@Suite struct OpenAPIAuthImportTests {
    static func document(schemes: String, security: String) -> String {
        """
        openapi: 3.0.3
        info: { title: Secured, version: "1" }
        servers: [{ url: "https://api.example.com/v1" }]
        paths:
          /pets/{id}:
            get:
              operationId: Pet
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses:
                "200":
                  description: OK
                  content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } }
          /status:
            get:
              operationId: status
              security: []
              responses: { "204": { description: OK } }
        components:
          schemas:
            Pet:
              type: object
              required: [id]
              properties: { id: { type: string } }
          securitySchemes:
        \(schemes)
        security: \(security)
        """
    }

    static func api(_ schemes: String, security: String) throws -> (api: String, result: OpenAPIImport) {
        let result = try ImportHarness.importText(document(schemes: schemes, security: security), module: "Secured")
        let diagnostics = ImportHarness.validate(result)
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        let generation = try ImportHarness.generate(result, module: "Secured")
        #expect(!generation.diagnostics.hasErrors, "\(generation.diagnostics.rendered())")
        return (ImportHarness.file("api.yaml", of: result), result)
    }

    @Test func clientCredentialsBecomeTheOAuth2Style() throws {
        let (api, result) = try Self.api(
            """
                key: { type: apiKey, in: header, name: X-Key }
                oauth:
                  type: oauth2
                  flows:
                    clientCredentials:
                      tokenUrl: https://auth.example.com/token
                      scopes: { pets.read: Read pets, pets.write: Write pets }
            """, security: "[{ oauth: [pets.read] }]")
        #expect(
            api.contains(
                """
                  auth:
                    style: oauth2
                    flow: client-credentials
                    tokenURL: https://auth.example.com/token
                    clientIdSetting: clientId
                    clientSecretSetting: clientSecret
                    scopes: [pets.read, pets.write]
                """))
        #expect(
            api.contains("    clientSecret: { type: string, secret: true, description: The OAuth 2 client secret. }"))
        // The other scheme stays a setting.
        #expect(api.contains("    X-Key: { type: string?, in: header, secret: true"))
        #expect(result.warnings.isEmpty)
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("    auth: false"))
    }

    @Test func scopesThatAreNoScopeTokensAreLeftOutAndWarned() throws {
        // Lufthansa's Swagger 2.0 document names a scope `read:LH Open API`; sent, it would be three scopes.
        let (api, result) = try Self.api(
            """
                oauth:
                  type: oauth2
                  flows:
                    clientCredentials:
                      tokenUrl: https://auth.example.com/token
                      scopes: { "read:LH Open API": Read, "lire:é": Accent, "pets.read": Read pets, "": Empty }
            """, security: "[{ oauth: [] }]")
        #expect(api.contains("    scopes: [pets.read]\n"))
        #expect(result.warnings.count == 1)
        let warning = result.warnings.first?.message ?? ""
        #expect(warning.contains("'read:LH Open API', 'lire:é', ''"), "\(warning)")
    }

    @Test func bearerAndBasicAreTheirStyles() throws {
        let (bearer, _) = try Self.api("    token: { type: http, scheme: bearer }", security: "[{ token: [] }]")
        #expect(bearer.contains("  auth: { style: bearer, setting: accessToken }"))
        let (basic, _) = try Self.api("    login: { type: http, scheme: basic }", security: "[]")
        #expect(basic.contains("  auth: { style: basic, usernameSetting: username, passwordSetting: password }"))
    }

    @Test func withoutADocumentWideRequirementTheSchemeOperationsRequireIsTheStyle() throws {
        // Ory's: no top-level `security`, basic declared first, and most operations require the bearer token.
        let schemes = "    login: { type: http, scheme: basic }\n    token: { type: http, scheme: bearer }"
        let text = Self.document(schemes: schemes, security: "[]").replacingOccurrences(
            of: "operationId: Pet\n", with: "operationId: Pet\n      security: [{ token: [] }]\n")
        #expect(text.contains("security: [{ token: [] }]"))
        let result = try ImportHarness.importText(text, module: "Secured")
        #expect(!ImportHarness.validate(result).hasErrors)
        let api = ImportHarness.file("api.yaml", of: result)
        #expect(api.contains("  auth: { style: bearer, setting: accessToken }"), "\(api)")
        // With no operation naming either, the first declared keeps it.
        let (basic, _) = try Self.api(schemes, security: "[]")
        #expect(basic.contains("  auth: { style: basic, usernameSetting: username, passwordSetting: password }"))
    }

    @Test func anOperationNamedLikeAModelKeepsItsName() throws {
        let (_, result) = try Self.api("    login: { type: http, scheme: basic }", security: "[]")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("\n  Pet:\n"))
        let generation = try ImportHarness.generate(result, module: "Secured")
        let requests = generation.files.filter { $0.path.hasPrefix("Requests/") }.map(\.contents).joined()
        #expect(requests.contains("public struct PetRequest: Request {"))
        #expect(requests.contains("public typealias Response = Pet\n"))
    }
}
