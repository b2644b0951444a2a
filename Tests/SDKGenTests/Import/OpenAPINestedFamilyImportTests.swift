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

    /// A member that is a family keyed by the same field gives its members.
    ///
    /// OpenAI's `InputItem` is an easy message or an `Item`, a family of every item by `type`. Under the member's
    /// component name (`Item`), which no object carries, every function call in a conversation's input decoded as
    /// `unknown`.
    @Test func aMemberKeyedByTheSameFieldGivesItsMembers() async throws {
        let document = """
            openapi: 3.1.0
            info: { title: Responses, version: "1" }
            servers: [{ url: "https://responses.example.com" }]
            paths:
              /responses:
                post:
                  operationId: createResponse
                  requestBody:
                    content:
                      application/json:
                        schema: { type: array, items: { $ref: "#/components/schemas/InputItem" } }
                  responses: { "204": { description: OK } }
            components:
              schemas:
                InputItem:
                  oneOf: [{ $ref: "#/components/schemas/EasyMessage" }, { $ref: "#/components/schemas/Item" }]
                  discriminator: { propertyName: type }
                Item:
                  oneOf: [{ $ref: "#/components/schemas/Message" }, { $ref: "#/components/schemas/FunctionCall" }]
                  discriminator: { propertyName: type }
                EasyMessage:
                  type: object
                  required: [type, text]
                  properties: { type: { type: string, enum: [message] }, text: { type: string } }
                Message:
                  type: object
                  required: [type, content]
                  properties: { type: { type: string, enum: [message] }, content: { type: array, items: { type: string } } }
                FunctionCall:
                  type: object
                  required: [type, name]
                  properties: { type: { type: string, enum: [function_call] }, name: { type: string } }
            """
        let result = try ImportHarness.importValidated(document, module: "Responses")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("members: { message: EasyMessage, function_call: FunctionCall }"), "\(models)")
        #expect(!models.contains("ItemObject"), "\(models)")
        #expect(!result.warnings.contains { $0.message.contains("not an object model") }, "\(result.warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Responses")
    }
}
