import SDKGenCore
import Testing

/// A `format: byte` parameter stays `data`, sent as its base64 text.
///
/// OpenAPI defines `byte` as base64 text, in a parameter as in a body; `format: binary`, raw octets no URL can
/// hold, is sent as a string with a warning. grpc-gateway documents (Temporal's page tokens) send bytes in the query this way.
@Suite struct OpenAPIByteParameterImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Tokens, version: "1" }
        servers: [{ url: "https://api.example.com/v1" }]
        paths:
          /items/{cursor}:
            get:
              operationId: listItems
              parameters:
                - { name: cursor, in: path, required: true, schema: { type: string, format: byte } }
                - { name: nextPageToken, in: query, schema: { type: string, format: byte } }
                - { name: X-Signature, in: header, schema: { type: string, format: byte } }
                - { name: keys, in: query, schema: { type: array, items: { type: string, format: byte } } }
                - { name: blob, in: query, schema: { type: string, format: binary } }
              responses:
                "200":
                  description: A page
                  content:
                    application/json:
                      schema: { type: object, properties: { nextPageToken: { type: string, format: byte } } }
        """

    @Test func byteParametersStayBytes() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Tokens")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("cursor: { type: data, in: path }"), "\(endpoints)")
        #expect(endpoints.contains("nextPageToken: { type: data, in: query }"), "\(endpoints)")
        #expect(endpoints.contains("X-Signature: { type: data, in: header }"), "\(endpoints)")
        #expect(endpoints.contains("keys: { type: '[data]', in: query }"), "\(endpoints)")
        #expect(endpoints.contains("blob: { type: string, in: query }"), "\(endpoints)")
        let warnings = result.warnings.map(\.message)
        #expect(warnings.filter { $0.contains("no parameter spelling") }.count == 1, "\(warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Tokens")
    }
}
