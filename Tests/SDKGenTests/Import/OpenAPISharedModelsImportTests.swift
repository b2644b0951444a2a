import SDKGenCore
import Testing

/// Inline schemas that are word-for-word copies of a declared model share it instead of declaring a model each
/// (documents generated from code inline one schema at every operation).
@Suite struct OpenAPISharedModelsImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Shared, version: "1" }
        servers: [{ url: "https://api.example.com" }]
        paths:
          /releases:
            get:
              operationId: listReleases
              responses:
                "200":
                  description: OK
                  content:
                    application/json:
                      schema:
                        type: array
                        items:
                          type: object
                          required: [version]
                          properties:
                            version: { type: string }
                            state: { type: string, enum: [draft, final] }
                            author:
                              type: object
                              properties: { name: { type: string }, email: { type: string } }
          /releases/{id}:
            get:
              operationId: getRelease
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses:
                "200":
                  description: OK
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [version]
                        properties:
                          version: { type: string }
                          state: { type: string, enum: [draft, final] }
                          author:
                            type: object
                            properties: { name: { type: string }, email: { type: string } }
          /owner:
            get:
              operationId: getOwner
              responses:
                "200":
                  description: OK
                  content:
                    application/json:
                      schema:
                        type: object
                        properties: { name: { type: string }, email: { type: string } }
          /notes:
            get:
              operationId: getNotes
              responses:
                "200":
                  description: OK
                  content:
                    application/json:
                      schema:
                        type: object
                        description: Notes, not a person.
                        properties: { name: { type: string }, email: { type: string } }
        components:
          schemas:
            Person:
              type: object
              properties: { name: { type: string }, email: { type: string } }
            Contact:
              type: object
              properties: { name: { type: string }, email: { type: string } }
        """

    static func imported() throws -> (models: String, endpoints: String) {
        let result = try ImportHarness.importText(document)
        let diagnostics = ImportHarness.validate(result)
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        let endpoints = result.files.filter { !["api.yaml", "models.yaml"].contains($0.name) }.map(\.contents)
        return (ImportHarness.file("models.yaml", of: result), endpoints.joined(separator: "\n"))
    }

    @Test func anInlineCopyOfAComponentIsTheComponent() throws {
        let (models, endpoints) = try Self.imported()
        // Both components stay: they are two names the author chose, even for one shape.
        #expect(models.contains("  Person:\n"))
        #expect(models.contains("  Contact:\n"))
        #expect(
            endpoints.contains("  GetOwner: { description: GET /owner, method: GET, path: owner, response: Person }"))
        #expect(models.contains("      author: { type: Person, optional: true }"))
        #expect(!models.contains("Author:"))
    }

    @Test func inlineCopiesShareTheFirstOne() throws {
        let (models, endpoints) = try Self.imported()
        #expect(endpoints.contains("    response: '[ListReleasesResponseItem]'\n"))
        #expect(endpoints.contains("    response: ListReleasesResponseItem\n"))
        #expect(!models.contains("GetReleaseResponse"))
        // The enum inside is shared too, so the two objects are equal once their members are.
        #expect(models.contains("      state: { type: ListReleasesResponseItemState, optional: true }"))
        #expect(!models.contains("GetReleaseResponseState"))
    }

    @Test func aDescriptionMakesAnotherModel() throws {
        let (models, endpoints) = try Self.imported()
        #expect(endpoints.contains("    response: GetNotesResponse\n"))
        #expect(models.contains("  GetNotesResponse:\n    description: Notes, not a person.\n"))
    }

    @Test func theSharedModelsCompile() async throws {
        try await ImportHarness.expectTypeChecks(try ImportHarness.importText(Self.document), module: "Shared")
    }
}
