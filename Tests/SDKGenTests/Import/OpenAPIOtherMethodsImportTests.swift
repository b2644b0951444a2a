import SDKGenCore
import Testing

/// OPTIONS and TRACE operations (Box's upload preflight and long-poll address) become endpoints of their method;
/// a body on TRACE is left out with a warning, as on GET and HEAD.
@Suite struct OpenAPIOtherMethodsImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Files, version: "1" }
        servers: [{ url: "https://files.example.com/2.0" }]
        paths:
          /files/content:
            options:
              operationId: preflightUpload
              requestBody:
                content:
                  application/json:
                    schema: { type: object, properties: { name: { type: string }, size: { type: integer } } }
              responses:
                "200":
                  description: OK
                  content: { application/json: { schema: { type: object, properties: { upload_url: { type: string } } } } }
          /echo:
            trace:
              operationId: echo
              parameters: [{ name: tag, in: query, schema: { type: string } }]
              requestBody: { content: { text/plain: { schema: { type: string } } } }
              responses: { "200": { description: OK, content: { text/plain: { schema: { type: string } } } } }
        """

    @Test func optionsAndTraceOperationsBecomeEndpoints() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Files")
        let text = result.files.map(\.contents).joined()
        #expect(text.contains("method: OPTIONS"), "\(text)")
        #expect(text.contains("method: TRACE"), "\(text)")
        #expect(text.contains("body: { type: PreflightUploadBody, swift: preflightUploadBody }"), "\(text)")
        let messages = result.warnings.map(\.message)
        #expect(messages.contains { $0.contains("a request body on TRACE is not modelled") }, "\(messages)")
        #expect(!messages.contains { $0.contains("is not an endpoint method") }, "\(messages)")
        let generated = try ImportHarness.generate(result, module: "Files").files.map(\.contents).joined()
        #expect(generated.contains("public var method: HTTPMethod { .options }"), "\(generated)")
        try await ImportHarness.expectTypeChecks(result, module: "Files")
    }
}
