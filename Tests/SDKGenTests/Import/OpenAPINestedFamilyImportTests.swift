import SDKGenCore
import Testing

/// A family member that is a family or union of its own.
///
/// Figma's `Effect` maps `LAYER_BLUR` and `BACKGROUND_BLUR` to `BlurEffect`, a normal or a progressive blur told
/// apart by `blurType`. Left out, each such object decoded as the outer family's `unknown`; it is one struct with the
/// properties of every inner member, all optional.
@Suite struct OpenAPINestedFamilyImportTests {
    static let document = """
        openapi: 3.1.0
        info: { title: Effects, version: "1" }
        servers: [{ url: "https://effects.example.com" }]
        paths:
          /effects:
            get:
              operationId: listEffects
              responses:
                "200":
                  description: OK
                  content:
                    application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Effect" } } }
        components:
          schemas:
            Effect:
              oneOf:
                - $ref: "#/components/schemas/ShadowEffect"
                - $ref: "#/components/schemas/BlurEffect"
                - $ref: "#/components/schemas/Mixed"
              discriminator:
                propertyName: type
                mapping:
                  SHADOW: "#/components/schemas/ShadowEffect"
                  LAYER_BLUR: "#/components/schemas/BlurEffect"
                  BACKGROUND_BLUR: "#/components/schemas/BlurEffect"
                  MIXED: "#/components/schemas/Mixed"
            ShadowEffect:
              type: object
              required: [type, offset]
              properties: { type: { type: string, enum: [SHADOW] }, offset: { type: number } }
            BaseBlur:
              type: object
              required: [type, radius]
              properties: { type: { type: string, enum: [LAYER_BLUR, BACKGROUND_BLUR] }, radius: { type: number } }
            BlurEffect:
              oneOf: [{ $ref: "#/components/schemas/NormalBlur" }, { $ref: "#/components/schemas/ProgressiveBlur" }]
            NormalBlur:
              allOf:
                - { type: object, properties: { blurType: { type: string, enum: [NORMAL] } } }
                - $ref: "#/components/schemas/BaseBlur"
            ProgressiveBlur:
              allOf:
                - type: object
                  required: [blurType, startRadius]
                  properties: { blurType: { type: string, enum: [PROGRESSIVE] }, startRadius: { type: number } }
                - $ref: "#/components/schemas/BaseBlur"
            Mixed:
              oneOf: [{ $ref: "#/components/schemas/ShadowEffect" }, { type: string }]
        """

    @Test func aMemberThatIsAFamilyIsOneStructOfItsMembers() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Effects")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("        LAYER_BLUR: BlurEffectObject\n"), "\(models)")
        #expect(models.contains("        BACKGROUND_BLUR: BlurEffectObject\n"), "\(models)")
        for property in ["blurType", "startRadius", "radius"] {
            #expect(models.contains("      \(property): { type: "), "\(property): \(models)")
        }
        // A union with a member that is no struct still cannot be a member.
        #expect(!models.contains("MIXED:"), "\(models)")
        let messages = result.warnings.map(\.message)
        #expect(messages.contains { $0.contains("'BlurEffect'") && $0.contains("a family of its own") }, "\(messages)")
        #expect(messages.contains { $0.contains("family member 'Mixed' is not an object model") }, "\(messages)")
        try await ImportHarness.expectTypeChecks(result, module: "Effects")
    }
}
