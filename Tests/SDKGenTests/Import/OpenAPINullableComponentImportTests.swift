import SDKGenCore
import Testing

/// A component that admits null itself (`nullable: true`, `type: [object, "null"]`, `null` among an enum's values)
/// makes every property that refers to it nullable: GitHub's `nullable-simple-user` is a required property that is
/// often `null`, which a non-optional property would fail to decode.
@Suite struct OpenAPINullableComponentImportTests {
    static let schemas = """
            Shape:
              type: object
              required: [user, owner, state, pet]
              properties:
                user: { $ref: "#/components/schemas/NullableUser" }
                owner: { $ref: "#/components/schemas/Owner" }
                state: { $ref: "#/components/schemas/State" }
                plain: { $ref: "#/components/schemas/Plain" }
                pet: { $ref: "#/components/schemas/Pet" }
            NullableUser:
              type: object
              nullable: true
              properties: { login: { type: string } }
            Owner:
              type: [object, "null"]
              properties: { login: { type: string } }
            State:
              type: string
              enum: [open, closed, null]
            Plain:
              type: object
              properties: { login: { type: string } }
            Pet:
              oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/NullableDog" }]
              discriminator: { propertyName: kind }
            Cat:
              type: object
              required: [kind]
              properties: { kind: { type: string, enum: [cat] } }
            NullableDog:
              type: object
              nullable: true
              required: [kind]
              properties: { kind: { type: string, enum: [dog] } }
        """

    @Test func propertiesThatReferToANullableComponentAreNullable() async throws {
        let result = try ImportHarness.importText(OpenAPIModelImportTests.document(Self.schemas, version: "3.1.0"))
        let diagnostics = ImportHarness.validate(result)
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("user: { type: NullableUser, nullable: true }"), "\(models)")
        #expect(models.contains("owner: { type: Owner, nullable: true }"), "\(models)")
        #expect(models.contains("state: { type: State, nullable: true }"), "\(models)")
        #expect(models.contains("plain: { type: Plain, optional: true }"), "\(models)")
        // A family member that admits null is still a member.
        #expect(models.contains("dog: NullableDog"), "\(models)")
        try await ImportHarness.expectTypeChecks(result, module: "Shapes")
    }

    static let elements = """
        openapi: 3.1.0
        info: { title: Lists, version: "1" }
        servers: [{ url: "https://lists.example.com" }]
        paths:
          /lists:
            get:
              operationId: getLists
              parameters:
                - { name: tags, in: query, schema: { type: array, items: { type: [string, "null"] } } }
              responses:
                "200":
                  description: OK
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          names: { type: array, items: { type: [string, "null"] } }
                          counts: { type: object, additionalProperties: { type: [integer, "null"] } }
                          raw: { type: array, items: { nullable: true } }
        """

    /// A list item or map value that may be null is an optional element (`[string?]`), so one `null` element does
    /// not fail the whole answer; a parameter, which cannot spell a missing element, keeps `[string]`.
    @Test func elementsThatMayBeNullAreOptionalElementsOutsideParameters() async throws {
        let result = try ImportHarness.importValidated(Self.elements, module: "Lists")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("names: { type: '[string?]', optional: true }"), "\(models)")
        #expect(models.contains("counts: { type: '{string: int?}', optional: true }"), "\(models)")
        // Free-form JSON holds `null` itself.
        #expect(models.contains("raw: { type: '[json]', optional: true }"), "\(models)")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("tags: { type: '[string]', in: query }"), "\(endpoints)")
        try await ImportHarness.expectTypeChecks(result, module: "Lists")
    }
}
