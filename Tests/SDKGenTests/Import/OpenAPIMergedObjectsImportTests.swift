import Foundation
import SDKGenCore
import Testing

/// `oneOf` / `anyOf` of objects that no required property tells apart → one struct with every member's properties,
/// all optional, instead of free-form JSON (Discord's `…RequestPartial` bodies, GitHub's check-run updates).
@Suite struct OpenAPIMergedObjectsImportTests {
    static let schemas = """
            Shape:
              type: object
              properties:
                update:
                  anyOf: [{ $ref: "#/components/schemas/Resize" }, { $ref: "#/components/schemas/Recolor" }]
                either:
                  oneOf:
                    - { $ref: "#/components/schemas/Strict" }
                    - { $ref: "#/components/schemas/Resize" }
                    - { $ref: "#/components/schemas/Recolor" }
                    - { type: string }
                chain: { $ref: "#/components/schemas/Node" }
                mixed:
                  oneOf:
                    - { $ref: "#/components/schemas/Strict" }
                    - { $ref: "#/components/schemas/Resize" }
                    - { $ref: "#/components/schemas/Leaf" }
                again:
                  anyOf: [{ $ref: "#/components/schemas/Resize" }, { $ref: "#/components/schemas/Recolor" }]
            Resize:
              type: object
              properties:
                name: { type: string }
                size: { type: integer }
                created_at: { type: string, format: date-time }
            Recolor:
              type: object
              properties:
                name: { type: string, nullable: true }
                size: { type: string }
                color: { type: string }
                createdAt: { type: string }
            Strict:
              type: object
              required: [code]
              properties: { code: { type: integer } }
            Node:
              type: object
              properties:
                label: { type: string }
                next:
                  anyOf: [{ $ref: "#/components/schemas/Node" }, { $ref: "#/components/schemas/Leaf" }]
            Leaf:
              type: object
              properties: { weight: { type: number } }
        """

    static func imported() throws -> OpenAPIImport {
        try ImportHarness.importText(OpenAPIModelImportTests.document(schemas))
    }

    @Test func objectsNothingTellsApartAreOneStruct() throws {
        let result = try Self.imported()
        let diagnostics = ImportHarness.validate(result)
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("      update: { type: ShapeUpdate, optional: true }"))
        // The same members elsewhere are the same struct.
        #expect(models.contains("      again: { type: ShapeUpdate, optional: true }"))
        // Every member's property, optional; `size` is an integer in one member and a string in the other: a union of
        // the two (it was free-form JSON).
        #expect(
            models.contains(
                """
                  ShapeUpdate:
                    description: 'Any of `Resize`, `Recolor`, which no required property tells apart: the properties of each, all optional.'
                    properties:
                      name: { type: string, optional: true }
                      size: { type: ShapeUpdateSize, optional: true }
                      created_at: { type: date-time, optional: true }
                      color: { type: string, optional: true }
                      createdAt: { type: string, optional: true, swift: createdAt2 }
                """))
        let warnings = result.warnings.filter { $0.pointer.hasPrefix("#/components/schemas/Shape/") }
        #expect(warnings.contains { $0.message.contains("are one struct 'ShapeUpdate'") })
        #expect(models.contains("  ShapeUpdateSize: { oneOf: [int, string] }"), "\(models)")
        #expect(!warnings.contains { $0.message.contains("give properties") }, "\(warnings)")
    }

    @Test func aUnionKeepsTheMembersThatCanBeToldApart() throws {
        let models = ImportHarness.file("models.yaml", of: try Self.imported())
        #expect(models.contains("      either: { type: ShapeEither, optional: true }"))
        // `Resize` and `Recolor` are the struct `update` already has.
        #expect(models.contains("  ShapeEither: { oneOf: [Strict, string, ShapeUpdate] }"))
        #expect(!models.contains("ShapeEitherObject"))
        // Other members: a struct of their own, named after the union, last.
        #expect(models.contains("  ShapeMixed: { oneOf: [Strict, ShapeMixedObject] }"))
        #expect(models.contains("  ShapeMixedObject:\n"))
    }

    @Test func aMergedStructThatHoldsItselfStaysTyped() throws {
        let result = try Self.imported()
        let models = ImportHarness.file("models.yaml", of: result)
        // `NodeNext` takes `Node`'s `next`, which is a `NodeNext`: a struct holding itself, optionally, which the
        // generator boxes (`@Indirect`); only a cycle of required properties, which no value can end, is broken.
        #expect(
            models.contains(
                """
                  NodeNext:
                    description: 'Any of `Node`, `Leaf`, which no required property tells apart: the properties of each, all optional.'
                    properties:
                      label: { type: string, optional: true }
                      next: { type: NodeNext, optional: true }
                      weight: { type: double, optional: true }
                """), "\(models)")
        #expect(!result.warnings.contains { $0.message.contains("by value") })
    }

    @Test func theMergedStructsCompile() async throws {
        try await ImportHarness.expectTypeChecks(try Self.imported(), module: "Merged")
    }

    /// Properties the merged members type differently get one type that holds them all where there is one: an open
    /// enum holds a string and another string enum's values, scalars and structs told apart make a union; structs
    /// that fit any object are one struct of them all, lists of them a list of it; maps stay free-form JSON.
    @Test func propertiesOfDifferentTypesGetATypeThatHoldsThemAll() async throws {
        let schemas = """
                Condition:
                  type: object
                  properties:
                    rule:
                      anyOf:
                        - { $ref: "#/components/schemas/ByFlag" }
                        - { $ref: "#/components/schemas/ByDate" }
                        - { $ref: "#/components/schemas/ByCount" }
                ByFlag:
                  type: object
                  properties:
                    kind: { type: string, enum: [flag, toggle] }
                    value: { type: boolean }
                    owner: { $ref: "#/components/schemas/Person" }
                    level: { type: string, enum: [low, high] }
                    meta: { $ref: "#/components/schemas/Notes" }
                    history: { type: array, items: { $ref: "#/components/schemas/Notes" } }
                    extra: { type: object, additionalProperties: { type: string } }
                ByDate:
                  type: object
                  properties:
                    kind: { type: string }
                    value: { type: string, format: date-time, nullable: true }
                    owner: { $ref: "#/components/schemas/Team" }
                    level: { type: string, enum: [urgent] }
                    meta: { $ref: "#/components/schemas/Tags" }
                    history: { type: array, items: { $ref: "#/components/schemas/Tags" } }
                    extra: { type: object, additionalProperties: { type: integer } }
                ByCount:
                  type: object
                  properties: { value: { type: number } }
                Person:
                  type: object
                  required: [name]
                  properties: { name: { type: string } }
                Team:
                  type: object
                  required: [members]
                  properties: { members: { type: array, items: { type: string } } }
                Notes:
                  type: object
                  properties: { text: { type: string } }
                Tags:
                  type: object
                  properties: { tags: { type: array, items: { type: string } } }
            """
        let result = try ImportHarness.importText(OpenAPIModelImportTests.document(schemas))
        #expect(!ImportHarness.validate(result).hasErrors)
        let models = ImportHarness.file("models.yaml", of: result)
        // The first member's enum holds the other's string and one-value enum (`urgent`, a string) as raw values.
        let merged = models.components(separatedBy: "  ConditionRule:\n").last ?? ""
        #expect(merged.contains("      kind: { type: ByFlagKind, optional: true }"), "\(models)")
        #expect(merged.contains("      level: { type: ByFlagLevel, optional: true }"), "\(models)")
        #expect(models.contains("value: { type: ConditionRuleValue, optional: true, nullable: true }"), "\(models)")
        #expect(models.contains("ConditionRuleValue: { oneOf: [bool, date-time, double] }"), "\(models)")
        // Structs a required property sets apart make a union; structs that fit any object (Vonage's SMS answer:
        // messages or errors) are one struct with the properties of each, and lists of them a list of it.
        #expect(models.contains("owner: { type: ConditionRuleOwner, optional: true }"), "\(models)")
        #expect(models.contains("ConditionRuleOwner: { oneOf: [Person, Team] }"), "\(models)")
        #expect(models.contains("meta: { type: ConditionRuleMeta, optional: true }"), "\(models)")
        // The same structs merged again are the same struct.
        #expect(models.contains("history: { type: '[ConditionRuleMeta]', optional: true }"), "\(models)")
        let body = models.components(separatedBy: "  ConditionRuleMeta:\n").last ?? ""
        #expect(body.contains("      text: { type: string, optional: true }"), "\(models)")
        #expect(body.contains("      tags: { type: '[string]', optional: true }"), "\(models)")
        // Maps of different values have no type that holds both.
        #expect(models.contains("extra: { type: json, optional: true }"), "\(models)")
        #expect(
            result.warnings.contains { $0.message.contains("members of 'ConditionRule' give properties (extra)") },
            "\(result.warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Imported")
    }

    /// Members whose properties hold each member by value (`A.parent: A`, `B.parent: B`) merge into a struct whose
    /// `parent` is itself: a cycle the generator boxes, which it must be told of.
    @Test func mergedStructsThatHoldThemselvesAreBoxed() async throws {
        let schemas = """
                Holder:
                  type: object
                  properties:
                    node: { anyOf: [{ $ref: "#/components/schemas/A" }, { $ref: "#/components/schemas/B" }] }
                A:
                  type: object
                  properties: { parent: { $ref: "#/components/schemas/A" }, a: { type: string } }
                B:
                  type: object
                  properties: { parent: { $ref: "#/components/schemas/B" }, b: { type: integer } }
            """
        let result = try ImportHarness.importText(OpenAPIModelImportTests.document(schemas))
        #expect(!ImportHarness.validate(result).hasErrors)
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("parent: { type: HolderNode, optional: true }"), "\(models)")
        try await ImportHarness.expectTypeChecks(result, module: "Imported")
    }
}
