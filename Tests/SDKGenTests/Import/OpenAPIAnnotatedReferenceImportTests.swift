import SDKGenCore
import Testing

/// `allOf` members that only annotate (a description next to a `$ref`, as Box writes every property that refers to
/// a model) do not make a merged struct: the value is the referenced type, a union or family included.
@Suite struct OpenAPIAnnotatedReferenceImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Agents, version: "1" }
        servers: [{ url: "https://agents.example.com" }]
        paths:
          /ask:
            post:
              operationId: ask
              requestBody:
                content:
                  application/json:
                    schema:
                      type: object
                      properties:
                        agent:
                          allOf:
                            - $ref: "#/components/schemas/Agent"
                            - { description: The agent that answers., x-box-tag: ai }
                        fallback:
                          allOf:
                            - { description: "Used when the agent fails.", nullable: true }
                            - $ref: "#/components/schemas/Reference"
              responses: { "204": { description: Done } }
        components:
          schemas:
            Agent:
              type: object
              oneOf:
                - $ref: "#/components/schemas/Reference"
                - $ref: "#/components/schemas/Configured"
            Reference:
              type: object
              required: [id]
              properties: { id: { type: string } }
            Configured:
              type: object
              required: [model]
              properties: { model: { type: string } }
        """

    @Test func annotationMembersLeaveTheReferencedType() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Agents")
        let text = result.files.map(\.contents).joined()
        let agent = "agent: { type: Agent, optional: true, description: The agent that answers. }"
        #expect(text.contains(agent), "\(text)")
        let fallback = "fallback:\n        type: Reference\n        optional: true\n        nullable: true"
        #expect(text.contains(fallback), "\(text)")
        #expect(text.contains("Agent: { oneOf: [Reference, Configured] }"), "\(text)")
        let messages = result.warnings.map(\.message)
        #expect(!messages.contains { $0.contains("inside an object that is merged") }, "\(messages)")
        try await ImportHarness.expectTypeChecks(result, module: "Agents")
    }
}
