import SDKGenCore
import Testing

/// `--lenient-answers` (`ImportOptions.lenientAnswers`): the struct models only answers reach are `lenient: true`;
/// models a request sends, union members and models a lenient model cannot be stay as the document says.
@Suite struct OpenAPILenientAnswersImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Pets, version: "1" }
        servers: [{ url: "https://api.example.com/v1" }]
        paths:
          /pets:
            get:
              operationId: listPets
              responses:
                "200":
                  description: The pets
                  content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Pet" } } } }
                "404":
                  description: None
                  content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } }
            post:
              operationId: addPet
              requestBody:
                content: { application/json: { schema: { $ref: "#/components/schemas/NewPet" } } }
              responses:
                "201":
                  description: The pet
                  content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } }
          /pets/{id}/food:
            get:
              operationId: getFood
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses:
                "200":
                  description: What it eats
                  content:
                    application/json:
                      schema: { oneOf: [{ $ref: "#/components/schemas/Kibble" }, { $ref: "#/components/schemas/Meat" }] }
          /pets/{id}/tags:
            get:
              operationId: getTags
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses:
                "200":
                  description: Tags
                  content: { application/json: { schema: { $ref: "#/components/schemas/Tags" } } }
        components:
          schemas:
            Pet:
              type: object
              required: [id, name, owner]
              properties:
                id: { type: integer }
                name: { type: string }
                owner: { $ref: "#/components/schemas/Owner" }
            Owner:
              type: object
              required: [name]
              properties: { name: { type: string }, since: { type: string, format: date-time } }
            NewPet:
              type: object
              required: [name, owner]
              properties: { name: { type: string }, owner: { $ref: "#/components/schemas/Owner" } }
            Problem:
              type: object
              required: [message]
              properties: { message: { type: string } }
            Kibble:
              type: object
              required: [brand, grams]
              properties: { brand: { type: string }, grams: { type: integer } }
            Meat:
              type: object
              required: [animal]
              properties: { animal: { type: string } }
            Tags:
              type: object
              required: [count]
              properties: { count: { type: integer } }
              additionalProperties: { type: string }
        """

    /// The `lenient: true` lines of the models file, by model.
    static func lenientModels(_ result: OpenAPIImport) -> [String] {
        var names: [String] = []
        var current = ""
        for line in ImportHarness.file("models.yaml", of: result).split(separator: "\n") {
            if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") {
                current = String(line.dropFirst(2).dropLast())
            } else if line == "    lenient: true" {
                names.append(current)
            }
        }
        return names
    }

    @Test func modelsOnlyAnswersReachAreLenient() async throws {
        let options = ImportOptions(lenientAnswers: true)
        let result = try ImportHarness.importValidated(Self.document, module: "Pets", options: options)
        // Owner is sent inside NewPet, so it stays strict although answers reach it too; Kibble and Meat are told
        // apart by what they require; Tags has additionalProperties.
        #expect(Self.lenientModels(result) == ["Pet", "Problem"], "\(ImportHarness.file("models.yaml", of: result))")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("  Pet:\n    lenient: true\n    properties: {"), "\(models)")
        try await ImportHarness.expectTypeChecks(result, module: "Pets")
    }

    @Test func withoutTheOptionModelsAreAsStrictAsTheDocument() throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Pets")
        #expect(Self.lenientModels(result).isEmpty)
    }
}
