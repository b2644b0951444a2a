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

    /// A member that restates or narrows a scalar (`{type: string, description: …}`, `{format: date-time}`) shapes
    /// no struct either: Lob's identifiers (`allOf: [{$ref: bank_id_no_description}, {type: string, …}]`) were
    /// empty structs that no identifier decoded into.
    @Test func scalarNarrowingMembersLeaveTheScalar() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Banks, version: "1" }
            servers: [{ url: "https://banks.example.com" }]
            paths:
              /banks/{bank_id}:
                get:
                  operationId: getBank
                  parameters:
                    - { name: bank_id, in: path, required: true, schema: { $ref: "#/components/schemas/bank_id" } }
                  responses:
                    "200":
                      description: The bank.
                      content: { application/json: { schema: { $ref: "#/components/schemas/Bank" } } }
            components:
              schemas:
                bank_id_no_description: { type: string, pattern: "^bank_[a-zA-Z0-9]+$" }
                bank_id:
                  allOf:
                    - $ref: "#/components/schemas/bank_id_no_description"
                    - { type: string, description: Unique identifier prefixed with `bank_`. }
                Bank:
                  type: object
                  required: [id, opened]
                  properties:
                    id: { $ref: "#/components/schemas/bank_id" }
                    branch: { $ref: "#/components/schemas/Branch" }
                    ids: { type: array, items: { $ref: "#/components/schemas/bank_id" } }
                    opened: { allOf: [{ type: string }, { format: date-time, maxLength: 40 }] }
                    owner: { allOf: [{ $ref: "#/components/schemas/Owner" }, { type: object, properties: { vip: { type: boolean } } }] }
                    object: { allOf: [{ $ref: "#/components/schemas/object_name" }, { type: string, enum: [bank, branch] }] }
                object_name: { type: string, description: The kind of object. }
                count: { type: integer, allOf: [{ minimum: 1 }] }
                Branch:
                  type: object
                  properties:
                    tellers: { allOf: [{ $ref: "#/components/schemas/count" }, { type: integer, description: Tellers. }] }
                Owner:
                  type: object
                  properties: { name: { type: string } }
            """
        let result = try ImportHarness.importValidated(document, module: "Banks")
        let text = result.files.map(\.contents).joined()
        #expect(text.contains("bank_id: { type: string, in: path }"), "\(text)")
        #expect(text.contains("id: string\n"), "\(text)")
        #expect(text.contains("ids: { type: '[string]', optional: true }"), "\(text)")
        #expect(text.contains("opened: date-time\n"), "\(text)")
        #expect(!text.contains("BankID"), "\(text)")
        // A reference to a scalar whose own members say no type is a scalar too.
        #expect(text.contains("tellers: { type: int, optional: true, description: Tellers. }"), "\(text)")
        // A reference narrowed to values is those values.
        #expect(text.contains("object: { type: BankObject, optional: true }"), "\(text)")
        #expect(text.contains("BankObject: { enum: [bank, branch] }"), "\(text)")
        // An object beside a reference still merges.
        #expect(text.contains("vip: { type: bool, optional: true }"), "\(text)")
        try await ImportHarness.expectTypeChecks(result, module: "Banks")
    }
}
