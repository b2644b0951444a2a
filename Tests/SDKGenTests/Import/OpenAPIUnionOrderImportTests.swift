import SDKGenCore
import Testing

/// A union's struct members are tried with those that require more properties first: the first member that decodes
/// wins and a struct ignores keys it does not declare, so in `oneOf: [Summary, Detail]` with `Summary` requiring
/// `id` and `Detail` requiring `id` and `body`, every `Detail` would decode as a `Summary`.
@Suite struct OpenAPIUnionOrderImportTests {
    static let schemas = """
            Shape:
              type: object
              properties:
                item:
                  oneOf:
                    - { type: string }
                    - { $ref: "#/components/schemas/Summary" }
                    - { type: integer }
                    - { $ref: "#/components/schemas/Detail" }
                    - { $ref: "#/components/schemas/Other" }
                    - { $ref: "#/components/schemas/Loose" }
            Summary:
              type: object
              required: [id]
              properties: { id: { type: string } }
            Detail:
              type: object
              required: [id, body]
              properties: { id: { type: string }, body: { type: string }, tags: { type: array, items: { type: string } } }
            Other:
              type: object
              required: [code]
              properties: { code: { type: integer } }
            Loose:
              type: object
              properties: { note: { type: string } }
        """

    @Test func structsThatRequireMoreAreTriedFirst() async throws {
        let result = try ImportHarness.importText(OpenAPIModelImportTests.document(Self.schemas))
        let diagnostics = ImportHarness.validate(result)
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        let models = ImportHarness.file("models.yaml", of: result)
        // Scalars keep their places; `Detail` takes the first struct's place; `Summary` and `Other`, one required
        // property each, keep their order; the struct that fits any object is last.
        #expect(models.contains("oneOf: [string, Detail, int, Summary, Other, Loose]"), "\(models)")
        try await ImportHarness.expectTypeChecks(result, module: "Shapes")
    }
}
