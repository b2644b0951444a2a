import SDKGenCore
import Testing

/// Component schemas → models: objects, enums, maps, nullable, `allOf` flattened, `oneOf` / `anyOf` with a
/// discriminator as families and without one as unions, and struct cycles broken.
@Suite struct OpenAPIModelImportTests {
    static func document(_ schemas: String, version: String = "3.0.3") -> String {
        """
        openapi: \(version)
        info: { title: Shapes, version: "1" }
        servers: [{ url: "https://api.example.com/v1" }]
        paths:
          /shapes:
            get:
              operationId: listShapes
              responses:
                "200":
                  description: OK
                  content:
                    application/json:
                      schema: { type: array, items: { $ref: "#/components/schemas/Shape" } }
        components:
          schemas:
        \(schemas)
        """
    }

    static func imported(_ schemas: String, version: String = "3.0.3") throws -> (String, [ImportWarning]) {
        let result = try ImportHarness.importText(document(schemas, version: version))
        let diagnostics = ImportHarness.validate(result)
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        return (ImportHarness.file("models.yaml", of: result), result.warnings)
    }

    @Test func aDiscriminatedOneOfIsAFamily() throws {
        let (models, warnings) = try Self.imported(
            """
                Shape:
                  oneOf: [{ $ref: "#/components/schemas/Circle" }, { $ref: "#/components/schemas/Square" }]
                  discriminator:
                    propertyName: kind
                    mapping: { round: "#/components/schemas/Circle" }
                Circle:
                  type: object
                  required: [kind, radius]
                  properties: { kind: { type: string }, radius: { type: number } }
                Square:
                  type: object
                  required: [kind]
                  properties: { kind: { type: string }, side: { type: integer, format: int64 } }
            """)
        #expect(warnings.isEmpty)
        #expect(
            models.contains(
                """
                  Shape:
                    family:
                      discriminator: { field: kind }
                      members: { round: Circle, Square: Square }
                """))
        #expect(models.contains("      side: { type: int64, optional: true }"))
    }

    @Test func allOfIsFlattenedAndRequiredMerged() throws {
        let (models, _) = try Self.imported(
            """
                Shape:
                  allOf:
                    - $ref: "#/components/schemas/Base"
                    - type: object
                      required: [area]
                      properties: { area: { type: number, nullable: true }, name: { type: string } }
                  description: A shape.
                Base:
                  type: object
                  required: [id]
                  properties: { id: { type: string, format: uuid } }
            """)
        #expect(
            models.contains(
                """
                  Shape:
                    description: A shape.
                    properties:
                      id: uuid
                      area: { type: double, nullable: true }
                      name: { type: string, optional: true }
                """))
    }

    @Test func oneOfWithoutDiscriminatorIsAUnion() throws {
        let (models, warnings) = try Self.imported(
            """
                Shape:
                  type: object
                  properties:
                    value:
                      oneOf: [{ type: string }, { type: integer }, { type: string }]
                    maybe:
                      anyOf: [{ $ref: "#/components/schemas/Base" }, { type: "null" }]
                    outcome:
                      anyOf: [{ $ref: "#/components/schemas/Base" }, { $ref: "#/components/schemas/Strict" }]
                Base:
                  type: object
                  properties: { id: { type: string } }
                Strict:
                  type: object
                  required: [code]
                  properties: { code: { type: integer } }
            """)
        #expect(models.contains("      value: { type: ShapeValue, optional: true }"))
        #expect(models.contains("  ShapeValue: { oneOf: [string, int] }"))
        #expect(models.contains("      maybe: { type: Base, optional: true, nullable: true }"))
        // `Base` fits any object (no required property), so it is tried last, with a warning.
        #expect(models.contains("  ShapeOutcome: { oneOf: [Strict, Base] }"))
        #expect(warnings.map(\.pointer) == ["#/components/schemas/Shape/properties/outcome"])
        #expect(warnings.first?.message.contains("fits any object: it is tried last") == true)
    }

    /// OpenAPI 3.0 generators write "X or null" as `anyOf: [{$ref: X}, {nullable: true}]` (qdrant's document has
    /// 70 of them): the bare `nullable` member is the null, not a second member that fits any value.
    @Test func aBareNullableMemberIsTheNull() throws {
        let (models, warnings) = try Self.imported(
            """
                Shape:
                  type: object
                  properties:
                    usage:
                      default: null
                      anyOf: [{ $ref: "#/components/schemas/Base" }, { nullable: true }]
                    count:
                      oneOf: [{ type: integer }, { nullable: true, description: Not counted. }]
                    loose:
                      anyOf: [{ $ref: "#/components/schemas/Base" }, { nullable: true, type: object }]
                Base:
                  type: object
                  properties: { id: { type: string } }
            """)
        #expect(models.contains("      usage: { type: Base, optional: true, nullable: true }"))
        #expect(models.contains("      count: { type: int, optional: true, nullable: true }"))
        // A member with a type is a member: `{type: object, nullable: true}` fits any object, as before.
        #expect(models.contains("      loose: { type: json, optional: true }"))
        #expect(
            warnings.filter { $0.message.contains("free-form") }.map(\.pointer) == [
                "#/components/schemas/Shape/properties/loose"
            ])
    }

    /// A date, like a number or a string, is a union member (read in the API's date formats); raw bytes
    /// (`format: binary`) have no JSON value and leave the union free-form JSON.
    @Test func aUnionMemberWithoutAJSONValueLeavesJSON() throws {
        let (models, warnings) = try Self.imported(
            """
                Shape:
                  type: object
                  properties:
                    when:
                      oneOf: [{ type: string, format: date-time }, { type: integer }]
                    blob:
                      oneOf: [{ type: string, format: binary }, { type: integer }]
                    loose:
                      oneOf: [{ type: object }, { $ref: "#/components/schemas/Base" }]
                Base:
                  type: object
                  properties: { id: { type: string } }
            """)
        #expect(models.contains("      when: { type: ShapeWhen, optional: true }"), "\(models)")
        #expect(models.contains("  ShapeWhen: { oneOf: [date-time, int] }"), "\(models)")
        #expect(models.contains("      blob: { type: json, optional: true }"))
        #expect(models.contains("      loose: { type: json, optional: true }"))
        #expect(
            warnings.map(\.pointer) == [
                "#/components/schemas/Shape/properties/blob", "#/components/schemas/Shape/properties/loose",
            ])
        #expect(warnings.first?.message.contains("a member of raw bytes ('format: binary')") == true)
        #expect(warnings.last?.message.contains("several members that fit any object") == true)
    }

    @Test func openAPI31TypeListsMapsEnumsAndAliases() throws {
        let (models, warnings) = try Self.imported(
            """
                Shape:
                  type: object
                  required: [tags, color, counts, when, alias]
                  properties:
                    tags: { type: [array, "null"], items: { type: string } }
                    color: { type: string, enum: [red, green, "2d", ""] }
                    counts: { type: object, additionalProperties: { type: integer } }
                    when: { type: string, format: date-time }
                    alias: { $ref: "#/components/schemas/Name" }
                    free: { type: object }
                Name: { type: string, description: A name. }
            """, version: "3.1.0")
        #expect(warnings.isEmpty)
        #expect(models.contains("      tags: { type: '[string]', nullable: true }"))
        #expect(models.contains("      counts: '{string: int}'"))
        #expect(models.contains("      when: date-time"))
        #expect(models.contains("      alias: string"))
        #expect(models.contains("      free: { type: json, optional: true }"))
        #expect(models.contains("  ShapeColor:\n    enum: { red: red, green: green, '2d': value2d, '': value }"))
    }

    @Test func aStructThatHoldsItselfStaysTypedUnlessItRequiresItself() throws {
        let (models, warnings) = try Self.imported(
            """
                Shape:
                  type: object
                  properties:
                    parent: { $ref: "#/components/schemas/Shape" }
                    children: { type: array, items: { $ref: "#/components/schemas/Shape" } }
                Loop:
                  type: object
                  required: [next]
                  properties:
                    next: { $ref: "#/components/schemas/Loop" }
            """)
        // An optional parent is boxed by the generator (`@Indirect`); a required one has no finite value.
        #expect(models.contains("      parent: { type: Shape, optional: true }"))
        #expect(models.contains("      children: { type: '[Shape]', optional: true }"))
        #expect(models.contains("  Loop:\n    properties: { next: json }"))
        #expect(warnings.map(\.pointer) == ["#/components/schemas/Loop/properties/next"])
    }

    @Test func namesBecomeSwiftSafe() throws {
        let (models, _) = try Self.imported(
            """
                Shape:
                  type: object
                  properties:
                    "@type": { type: string }
                    "$ref-count": { type: integer }
                    user_id: { type: string }
                    userId: { type: string }
                    "2fa": { type: boolean }
                Error: { type: object, properties: { message: { type: string } } }
            """)
        // Wire names the naming layer turns into valid Swift by itself (`type`, `refCount`) need no `swift:`.
        #expect(models.contains("      '@type': { type: string, optional: true }"))
        #expect(models.contains("      $ref-count: { type: int, optional: true }"))
        #expect(models.contains("      userId: { type: string, optional: true, swift: userID2 }"))
        #expect(models.contains("      '2fa': { type: bool, optional: true, swift: value2fa }"))
        // A model may be named `Error`: generated code qualifies `Swift.Error` where it means the protocol.
        #expect(models.contains("  Error:"))
    }
}
