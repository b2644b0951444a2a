import SDKGenCore
import Testing

/// OpenAPI 3.1 documents that name schemas the JSON Schema way, by `$id` and `$anchor`, and refer to them so: each
/// reference is followed to the schema it names (they were free-form JSON, warned as naming nothing).
@Suite struct OpenAPISchemaIdentifierImportTests {
    static let document = """
        openapi: 3.1.0
        info: { title: Kennel, version: "1" }
        servers: [{ url: "https://kennel.example.com" }]
        paths:
          /pets:
            get:
              operationId: getPet
              responses:
                "200":
                  description: A pet.
                  content: { application/json: { schema: { $ref: "https://kennel.example.com/schemas/pet" } } }
          /owners:
            get:
              operationId: getOwner
              responses:
                "200":
                  description: An owner.
                  content: { application/json: { schema: { $ref: "#owner" } } }
        components:
          schemas:
            Pet:
              $id: https://kennel.example.com/schemas/pet
              type: object
              required: [name]
              properties:
                name: { type: string }
                tag: { $ref: "#/$defs/tag" }
                owner: { $ref: "owner" }
                home: { $ref: "#/components/schemas/Home" }
                missing: { $ref: "https://elsewhere.example.com/schemas/x" }
              $defs:
                tag: { type: object, properties: { label: { type: string } } }
            Owner:
              $id: owner
              $anchor: owner
              type: object
              properties:
                address: { $ref: "#addr" }
            Home:
              type: object
              properties:
                street: { type: string }
              example: { $id: "https://kennel.example.com/not-a-schema", street: Main }
            Address:
              $anchor: addr
              type: object
              properties: { line: { type: string } }
        """

    @Test func referencesByIDAndAnchorAreFollowed() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Kennel")
        let text = result.files.map(\.contents).joined()
        // An absolute `$id`, one relative to another schema's `$id`, and anchors, from outside their `$id` too.
        #expect(text.contains("response: Pet }"), "\(text)")
        #expect(text.contains("response: Owner }"), "\(text)")
        #expect(text.contains("owner: { type: Owner, optional: true }"), "\(text)")
        #expect(text.contains("address: { type: Address, optional: true }"), "\(text)")
        // A pointer inside a schema with an `$id` is the schema's; one that names nothing there is the document's.
        #expect(text.contains("tag: { type: Tag, optional: true }"), "\(text)")
        #expect(text.contains("home: { type: Home, optional: true }"), "\(text)")
        // A URI no schema of the document has stays what it was: free-form JSON, warned.
        #expect(text.contains("missing: { type: json, optional: true }"), "\(text)")
        let messages = result.warnings.map(\.message)
        #expect(
            messages.filter { $0.contains("not followed") || $0.contains("names nothing") }.count == 1, "\(messages)")
        try await ImportHarness.expectTypeChecks(result, module: "Kennel")
    }
}
