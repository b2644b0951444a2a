import SDKGenCore
import Testing

/// An inline schema that models share through `allOf` and that holds them again through a named model.
///
/// Figma writes its document tree so: `HasChildrenTrait.children` is a list of `SubcanvasNode`, a family of node
/// models, each of which takes `HasChildrenTrait` through `allOf`. Mapping `children` for one node met it again
/// through the family and its members, and the import read that as an inline schema holding itself: every
/// `children` was free-form JSON, the tree untyped.
@Suite struct OpenAPISharedTraitImportTests {
    static let document = """
        openapi: 3.1.0
        info: { title: Design, version: "1" }
        servers: [{ url: "https://design.example.com" }]
        paths:
          /files/{key}:
            get:
              operationId: getFile
              parameters: [{ name: key, in: path, required: true, schema: { type: string } }]
              responses:
                "200":
                  description: OK
                  content: { application/json: { schema: { $ref: "#/components/schemas/DocumentNode" } } }
        components:
          schemas:
            HasChildrenTrait:
              type: object
              required: [children]
              properties:
                children: { type: array, items: { $ref: "#/components/schemas/SubcanvasNode" } }
            IsLayerTrait:
              type: object
              required: [id]
              properties: { id: { type: string }, name: { type: string } }
            DocumentNode:
              allOf:
                - { type: object, required: [type], properties: { type: { type: string, enum: [DOCUMENT] } } }
                - $ref: "#/components/schemas/IsLayerTrait"
                - $ref: "#/components/schemas/HasChildrenTrait"
            SubcanvasNode:
              oneOf:
                - $ref: "#/components/schemas/FrameNode"
                - $ref: "#/components/schemas/GroupNode"
                - $ref: "#/components/schemas/TextNode"
            FrameNode:
              allOf:
                - { type: object, required: [type], properties: { type: { type: string, enum: [FRAME] } } }
                - $ref: "#/components/schemas/FrameTraits"
            GroupNode:
              allOf:
                - { type: object, required: [type], properties: { type: { type: string, enum: [GROUP] } } }
                - $ref: "#/components/schemas/FrameTraits"
            FrameTraits:
              allOf:
                - $ref: "#/components/schemas/IsLayerTrait"
                - $ref: "#/components/schemas/HasChildrenTrait"
                - { type: object, properties: { clipsContent: { type: boolean } } }
            TextNode:
              allOf:
                - { type: object, required: [type], properties: { type: { type: string, enum: [TEXT] } } }
                - $ref: "#/components/schemas/IsLayerTrait"
                - { type: object, properties: { characters: { type: string } } }
        """

    @Test func aSharedTraitThatHoldsItsModelsIsTyped() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Design")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(!models.contains("json"), "\(models)")
        #expect(models.contains("members: { FRAME: FrameNode, GROUP: GroupNode, TEXT: TextNode }"), "\(models)")
        for model in ["DocumentNode", "FrameNode", "GroupNode"] {
            let start = try #require(models.range(of: "  \(model):\n"), "\(model) in \(models)")
            // The model's lines: up to the next line indented as a model name.
            let lines = models[start.upperBound...].split(separator: "\n")
            let body = lines.prefix { $0.hasPrefix("   ") }.joined(separator: "\n")
            #expect(body.contains("children: '[SubcanvasNode]'"), "\(model): \(body)")
        }
        let messages = result.warnings.map(\.message)
        #expect(!messages.contains { $0.contains("holds itself") }, "\(messages)")
        try await ImportHarness.expectTypeChecks(result, module: "Design")
    }
}
