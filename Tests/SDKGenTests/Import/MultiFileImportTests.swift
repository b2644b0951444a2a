import Foundation
import SDKGenCore
import Testing

/// `sdkgen import` of a document split over several files (`$ref: schemas/pet.yaml`): the referenced files are read
/// relative to the file that references them, their schemas become the document's models, and references that
/// cannot be followed are warned about and typed as free-form JSON, never read as one of the document's own.
@Suite struct MultiFileImportTests {
    /// A fresh folder holding `files` (relative path → text); removed by the caller.
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("multi-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    /// Imports `openapi.yaml` of the folder as a file on disk, expecting a schema that validates.
    static func imported(_ folder: URL, module: String = "Multi") throws -> OpenAPIImport {
        let path = folder.appendingPathComponent("openapi.yaml").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let result = try OpenAPIImporter.importDocument(text, file: "openapi.yaml", module: module, path: path).get()
        let diagnostics = ImportHarness.validate(result)
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        return result
    }

    static let petstore: [String: String] = [
        "openapi.yaml": """
        openapi: 3.0.3
        info: { title: Multi, version: "1" }
        servers: [{ url: "https://api.example.com" }]
        paths:
          /pets:
            get:
              operationId: listPets
              responses:
                "200":
                  description: OK
                  content: { application/json: { schema: { $ref: "schemas/pets.yaml" } } }
          /pets/{id}:
            $ref: "paths/pet.yaml"
          /animals:
            get:
              operationId: listAnimals
              responses:
                "200":
                  description: OK
                  content: { application/json: { schema: { type: array, items: { $ref: "schemas/animal.yaml" } } } }
        components:
          schemas:
            Error: { type: object, properties: { message: { type: string } } }
        """,
        "schemas/pets.yaml": """
        type: array
        items: { $ref: "pet.yaml" }
        """,
        "schemas/pet.yaml": """
        type: object
        required: [id]
        properties:
          id: { type: integer }
          owner: { $ref: "../common.yaml#/components/schemas/Owner" }
          children: { type: array, items: { $ref: "pet.yaml" } }
          rootError: { $ref: "../openapi.yaml#/components/schemas/Error" }
        """,
        "paths/pet.yaml": """
        get:
          operationId: getPet
          parameters:
            - $ref: "../common.yaml#/components/parameters/Id"
          responses:
            "200":
              description: OK
              content: { application/json: { schema: { $ref: "../schemas/pet.yaml" } } }
            default:
              $ref: "../common.yaml#/components/responses/Unexpected"
        """,
        "schemas/animal.yaml": """
        oneOf: [{ $ref: "cat.yaml" }, { $ref: "dog.yaml" }]
        discriminator:
          propertyName: kind
          mapping: { feline: "cat.yaml", canine: "./dog.yaml#" }
        """,
        "schemas/cat.yaml": """
        type: object
        required: [kind]
        properties: { kind: { type: string }, lives: { type: integer } }
        """,
        "schemas/dog.yaml": """
        type: object
        required: [kind]
        properties: { kind: { type: string }, good: { type: boolean } }
        """,
        "common.yaml": """
        components:
          schemas:
            Owner:
              type: object
              properties:
                name: { type: string }
                lastError: { $ref: "#/components/schemas/Error" }
                missing: { $ref: "#/components/schemas/Nope" }
            Error: { type: object, properties: { code: { type: integer } } }
          parameters:
            Id: { name: id, in: path, required: true, schema: { type: string } }
          responses:
            Unexpected:
              description: Anything else
              content: { application/json: { schema: { $ref: "#/components/schemas/Error" } } }
        """,
    ]

    @Test func referencedFilesBecomeModelsAndOperations() async throws {
        let folder = try Self.folder(Self.petstore)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.imported(folder)
        let models = ImportHarness.file("models.yaml", of: result)
        // One model per referenced schema, a recursive one included; the document's `Error` keeps its name.
        #expect(models.contains("children: { type: '[Pet]', optional: true }"), "\(models)")
        #expect(models.contains("owner: { type: Owner, optional: true }"), "\(models)")
        #expect(models.contains("rootError: { type: Error, optional: true }"), "\(models)")
        // `#/components/schemas/Error` inside common.yaml is common.yaml's, not the document's.
        #expect(models.contains("lastError: { type: Error2, optional: true }"), "\(models)")
        #expect(models.contains("Error2:\n    properties:\n      code:"), "\(models)")
        // A pointer that names nothing in its file is free-form JSON, not a look-up in the document.
        #expect(models.contains("missing: { type: json, optional: true }"), "\(models)")
        #expect(result.warnings.contains { $0.message.contains("in common.yaml#/components/schemas/Owner") })
        let endpoints = result.files.map(\.contents).joined()
        #expect(endpoints.contains("GetPet:") && endpoints.contains("id: { type: string, in: path }"), "\(endpoints)")
        #expect(endpoints.contains("response: '[Pet]'"), "\(endpoints)")
        // A `default` response from another file is followed like any other (it read as a value at first).
        #expect(!result.warnings.contains { $0.message.contains("reference cannot be followed") }, "\(result.warnings)")
        // A discriminator's mapping to files names the bundled models.
        #expect(models.contains("members: { feline: Cat, canine: Dog }"), "\(models)")
        try await ImportHarness.expectTypeChecks(result, module: "Multi")
    }

    @Test func textWithoutAPathKeepsExternalReferencesAsJSON() throws {
        let result = try ImportHarness.importValidated(Self.petstore["openapi.yaml"]!, module: "Multi")
        #expect(result.warnings.contains { $0.message.contains("external reference 'schemas/pets.yaml'") })
    }

    @Test func swagger2DefinitionsFromAnotherFile() async throws {
        let folder = try Self.folder([
            "openapi.yaml": """
            swagger: "2.0"
            info: { title: Old, version: "1" }
            host: api.example.com
            paths:
              /things:
                get:
                  operationId: listThings
                  responses: { "200": { description: OK, schema: { $ref: "defs.json#/definitions/Thing" } } }
            """,
            "defs.json": #"{"definitions": {"Thing": {"type": "object", "properties": {"n": {"type": "integer"}}}}}"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.imported(folder, module: "Old")
        #expect(ImportHarness.file("models.yaml", of: result).contains("Thing:"))
        try await ImportHarness.expectTypeChecks(result, module: "Old")
    }

    @Test func hostileReferencesAreRefusedWithAWarning() throws {
        // A path item that includes itself, a file that is not YAML or JSON, one that is missing, one that does
        // not parse, and path items whose callbacks each include the next twice, 40 deep: 2^40 copies if written
        // out one by one, which the node budget would cut short with a warning.
        var files = [
            "openapi.yaml": """
            openapi: 3.0.3
            info: { title: Hostile, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /loop: { $ref: "loop.yaml" }
              /hooks: { $ref: "p0.yaml" }
              /x:
                get:
                  operationId: getX
                  responses:
                    "200":
                      description: OK
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              secret: { $ref: "/etc/passwd" }
                              gone: { $ref: "gone.yaml" }
                              broken: { $ref: "broken.yaml" }
                              latin: { $ref: "latin.yaml" }
                              folder: { $ref: "folder.yaml" }
            """,
            "loop.yaml": #"$ref: "loop.yaml""#,
            "broken.yaml": "a: [unclosed",
        ]
        for level in 0..<40 {
            files["p\(level).yaml"] = """
                post:
                  operationId: hook\(level)
                  responses: { "204": { description: OK } }
                  callbacks:
                    a: { "{$request.body#/url}": { $ref: "p\(level + 1).yaml" } }
                    b: { "{$request.body#/url}": { $ref: "p\(level + 1).yaml" } }
                """
        }
        let folder = try Self.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        // ISO-8859-1 bytes ("café"), and a folder where a file is expected.
        let latin = Data([0x61, 0x3A, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A])
        try latin.write(to: folder.appendingPathComponent("latin.yaml"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("folder.yaml"), withIntermediateDirectories: true)
        let result = try Self.imported(folder, module: "Hostile")
        let messages = result.warnings.map(\.message)
        #expect(messages.contains { $0.contains("includes itself") }, "\(messages)")
        #expect(messages.contains { $0.contains("'/etc/passwd' is not a .yaml, .yml or .json file") }, "\(messages)")
        #expect(messages.contains { $0.contains("'gone.yaml' does not exist") }, "\(messages)")
        #expect(messages.contains { $0.contains("'latin.yaml' is not UTF-8 text") }, "\(messages)")
        #expect(messages.contains { $0.contains("'folder.yaml' cannot be read") }, "\(messages)")
        #expect(messages.contains { $0.contains("'broken.yaml' is not read") }, "\(messages)")
        #expect(!messages.contains { $0.contains("more than \(4_000_000) nodes") }, "\(messages)")
        #expect(result.files.map(\.contents).joined().contains("Hook0:"))
    }
}
