import SDKGenCore
import Testing

/// OAuth 2 token URLs with server variables (OpsRamp's `https://{subdomain}.api.opsramp.com`): a path where a server
/// has the same host, the servers' defaults elsewhere, and no auth style where neither fills them.
@Suite struct OpenAPITokenURLImportTests {
    static func document(tokenURL: String) -> String {
        """
        openapi: 3.0.3
        info: { title: Tenanted, version: "1" }
        servers:
          - url: https://api.example.com/v2
          - url: https://{tenant}.api.example.com/v2
            variables: { tenant: { default: acme } }
          - url: https://{region}.example.net
            variables: { region: { default: eu } }
        paths:
          /alerts:
            get:
              operationId: alerts
              responses: { "204": { description: OK } }
        components:
          securitySchemes:
            token:
              type: oauth2
              flows:
                clientCredentials:
                  tokenUrl: '\(tokenURL)'
                  scopes: {}
        security: [{ token: [] }]
        """
    }

    /// The import of a document whose token URL is `tokenURL`, validated and generated.
    static func imported(tokenURL: String) throws -> (api: String, warnings: [String]) {
        let result = try ImportHarness.importText(document(tokenURL: tokenURL), module: "Tenanted")
        let diagnostics = ImportHarness.validate(result)
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        let generation = try ImportHarness.generate(result, module: "Tenanted")
        #expect(!generation.diagnostics.hasErrors, "\(generation.diagnostics.rendered())")
        return (ImportHarness.file("api.yaml", of: result), result.warnings.map(\.message))
    }

    @Test func aTokenURLOnAServersTemplatedHostIsAPath() throws {
        let (api, warnings) = try Self.imported(tokenURL: "https://{tenant}.api.example.com/auth/oauth/token")
        #expect(api.contains("    tokenURL: /auth/oauth/token\n"), "\(api)")
        #expect(warnings.contains { $0.contains("'tokenURL' is '/auth/oauth/token'") }, "\(warnings)")
    }

    @Test func aTokenURLThatIsTheTemplatedHostAloneIsTheRoot() throws {
        // OpsRamp's, as written: the host and nothing after it.
        let (api, _) = try Self.imported(tokenURL: "https://{tenant}.api.example.com")
        #expect(api.contains("    tokenURL: /\n"), "\(api)")
    }

    @Test func otherPlaceholdersTakeTheServersDefaults() throws {
        let (api, warnings) = try Self.imported(tokenURL: "https://auth.{region}.example.org/{tenant}/token")
        #expect(api.contains("    tokenURL: https://auth.eu.example.org/acme/token\n"), "\(api)")
        #expect(warnings.count == 1, "\(warnings)")
    }

    @Test func aTokenURLNoServerFillsLeavesTheSchemeAsASetting() throws {
        for written in ["https://{account}.auth.example.org/token", "ftp://auth.example.org/token", "not a url"] {
            let (api, warnings) = try Self.imported(tokenURL: written)
            #expect(!api.contains("style: oauth2"), "\(written): \(api)")
            #expect(api.contains("    Authorization:\n"), "\(written): \(api)")
            #expect(warnings.contains { $0.contains("its token URL '\(written)'") }, "\(written): \(warnings)")
        }
    }

    @Test func aPlainTokenURLIsKeptAsWritten() throws {
        for written in ["https://auth.example.com/token", "oauth/token", "/oauth/token"] {
            let (api, warnings) = try Self.imported(tokenURL: written)
            #expect(api.contains("    tokenURL: \(written)\n"), "\(written): \(api)")
            #expect(warnings.isEmpty, "\(written): \(warnings)")
        }
    }

    @Test func anImplicitFlowIsASettingForItsFlowNotItsURL() throws {
        // Twitch's: an implicit flow with a plain `refreshUrl`; the URL is fine, the flow issues no renewable token.
        let text = Self.document(tokenURL: "unused").replacingOccurrences(
            of: "clientCredentials:\n          tokenUrl: 'unused'",
            with: "implicit:\n          authorizationUrl: https://id.example.com/authorize\n"
                + "          refreshUrl: https://id.example.com/token")
        #expect(text.contains("implicit:"))
        let result = try ImportHarness.importText(text, module: "Tenanted")
        #expect(!ImportHarness.validate(result).hasErrors)
        let api = ImportHarness.file("api.yaml", of: result)
        let warnings = result.warnings.map(\.message)
        #expect(!api.contains("style: oauth2") && api.contains("    Authorization:\n"), "\(api)")
        #expect(warnings.contains { $0.contains("password flows, not of its implicit flow)") }, "\(warnings)")
        #expect(!warnings.contains { $0.contains("neither an http(s) URL") }, "\(warnings)")
    }
}
