import SDKGenCore
import Testing

/// Two parameters of one operation with one name in different places (Kubernetes' proxy `path`, Trello's `token`):
/// the second is imported under its own key with `wire:`, instead of being left out.
@Suite struct OpenAPISharedWireNameImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Cluster, version: "1" }
        servers: [{ url: "https://cluster.example.com" }]
        paths:
          /nodes/{name}/proxy/{path}:
            parameters:
              - { name: name, in: path, required: true, schema: { type: string } }
              - { name: path, in: path, required: true, schema: { type: string } }
              - { name: path, in: query, schema: { type: string } }
            get:
              operationId: proxyNode
              parameters:
                - { name: Path, in: header, schema: { type: string } }
                - { name: path, in: query, schema: { type: integer } }
              responses: { "200": { description: OK, content: { text/plain: { schema: { type: string } } } } }
          /tokens/{token}:
            put:
              operationId: updateToken
              parameters:
                - { name: token, in: path, required: true, schema: { type: string } }
                - { name: token, in: query, required: true, schema: { type: string } }
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema: { type: object, properties: { token: { type: string } } }
              responses: { "204": { description: Done } }
          /items/{id}:
            get:
              operationId: getItem
              parameters:
                - { name: id, in: query, schema: { type: string } }
                - { name: id, in: header, schema: { type: string } }
                - { name: id, in: path, required: true, schema: { type: integer } }
              responses: { "204": { description: Done } }
        """

    @Test func aNameInAnotherPlaceGetsItsOwnKeyAndIsSentUnderItsName() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Cluster")
        let text = result.files.map(\.contents).joined()
        // The operation's own query `path` overrides the path item's (OpenAPI's rule); `Path` is a key of its own.
        #expect(text.contains("path_query: { type: int, in: query, wire: path }"), "\(text)")
        #expect(text.contains("Path: { type: string, in: header, swift: pathParameter2 }"), "\(text)")
        #expect(text.contains("token_query: { type: string, in: query, required: true, wire: token }"), "\(text)")
        #expect(text.contains("token_form: { type: string, in: form, wire: token }"), "\(text)")
        let messages = result.warnings.map(\.message)
        #expect(!messages.contains { $0.contains("a second parameter named") }, "\(messages)")
        let generated = try ImportHarness.generate(result, module: "Cluster").files.map(\.contents).joined()
        #expect(generated.contains(#"parameters.append("path", .integer(pathQuery), location: .query)"#))
        #expect(generated.contains(#"parameters.append("token", .string(tokenForm), location: .form)"#))
        try await ImportHarness.expectTypeChecks(result, module: "Cluster")
    }

    @Test func aPathParameterKeepsItsKeyWhenANamesakeIsDeclaredFirst() throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Cluster")
        let text = result.files.map(\.contents).joined()
        // The placeholder `{id}` needs the key `id`: the query and header namesakes listed before it move aside.
        #expect(text.contains("id_query: { type: string, in: query, wire: id }"), "\(text)")
        #expect(text.contains("id_header: { type: string, in: header, wire: id }"), "\(text)")
        #expect(text.contains("id: { type: int, in: path }"), "\(text)")
        let generated = try ImportHarness.generate(result, module: "Cluster").files.map(\.contents).joined()
        #expect(generated.contains("public var id: Int"), "\(generated)")
    }
}
