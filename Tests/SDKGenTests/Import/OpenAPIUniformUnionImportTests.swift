import SDKGenCore
import Testing

/// A `oneOf` / `anyOf` of flat objects that differ only in the values they pin is one struct, not a family.
///
/// PayPal's error `details`: one member per issue, `issue` and `description` each pinned, two issues sharing a code.
/// As a family keyed by the description (the only property whose values told them apart) a reworded sentence was
/// `unknown`; one struct reads any detail, its `issue` an open enum of the codes.
@Suite struct OpenAPIUniformUnionImportTests {
    static func document(schemas: String) -> String {
        """
        openapi: 3.0.3
        info: { title: Payouts, version: "1" }
        servers: [{ url: "https://payouts.example.com" }]
        paths:
          /plans:
            post:
              operationId: createPlan
              responses:
                "201":
                  description: Created.
                  content: { application/json: { schema: { $ref: "#/components/schemas/Plan" } } }
                "422":
                  description: Invalid.
                  content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } }
        components:
          schemas:
        \(schemas)
        """
    }

    static let payPal = """
                Plan:
                  type: object
                  properties: { id: { type: string }, charge: { $ref: "#/components/schemas/Charge" } }
                Problem:
                  type: object
                  properties:
                    name: { type: string }
                    details:
                      type: array
                      items:
                        anyOf:
                          - title: USER_ACCOUNT_CLOSED
                            properties:
                              issue: { type: string, enum: [USER_ACCOUNT_CLOSED] }
                              description: { type: string, enum: ["User account locked or closed."] }
                          - title: INVALID_BILLING_CYCLE_SEQUENCE
                            properties:
                              issue: { type: string, enum: [INVALID_BILLING_CYCLE_SEQUENCE] }
                              description: { type: string, enum: ["Billing cycle sequence should start with `1`."] }
                          - title: INVALID_BILLING_CYCLE_SEQUENCE
                            properties:
                              issue: { type: string, enum: [INVALID_BILLING_CYCLE_SEQUENCE] }
                              description: { type: string, enum: ["Trial billing cycle should precede regular."] }
                Charge:
                  oneOf:
                    - { type: object, required: [kind, amount], properties: { kind: { const: flat }, amount: { type: integer } } }
                    - { type: object, required: [kind, amount], properties: { kind: { const: tiered }, amount: { type: integer } } }
                    - type: object
                      required: [kind, amount]
                      properties: { kind: { const: metered }, amount: { type: integer, description: Per unit. } }
        """

    @Test func membersThatDifferOnlyInPinnedValuesAreOneStruct() async throws {
        let result = try ImportHarness.importValidated(Self.document(schemas: Self.payPal), module: "Payouts")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("details: { type: '[ProblemDetailsItem]', optional: true }"), "\(models)")
        #expect(models.contains("issue: { type: ProblemDetailsItemIssue, optional: true }"), "\(models)")
        // Sentences name no case: the description is text.
        #expect(models.contains("description: { type: string, optional: true }"), "\(models)")
        #expect(
            models.contains("ProblemDetailsItemIssue: { enum: [USER_ACCOUNT_CLOSED, INVALID_BILLING_CYCLE_SEQUENCE] }"),
            "\(models)")
        #expect(!models.contains("family:"), "\(models)")
        #expect(
            result.warnings.contains {
                $0.message.contains("anyOf of objects that differ only in the values of issue, description")
                    && $0.message.contains("(description as text)")
            }, "\(result.warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Payouts")
    }

    @Test func aComponentUnionIsAStructUnderItsNameAndKeepsWhatEveryMemberRequires() async throws {
        let result = try ImportHarness.importValidated(Self.document(schemas: Self.payPal), module: "Payouts")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("charge: { type: Charge, optional: true }"), "\(models)")
        #expect(models.contains("  Charge:\n    properties: { kind: ChargeKind, amount: int }\n"), "\(models)")
        #expect(models.contains("ChargeKind: { enum: [flat, tiered, metered] }"), "\(models)")
        try await ImportHarness.expectTypeChecks(result, module: "Payouts")
    }

    @Test func aPinnedValueWithoutATypeKeepsTheTypeOfTheValue() async throws {
        let schemas = """
                Plan: { type: object, properties: { level: { $ref: "#/components/schemas/Level" } } }
                Problem: { type: object, properties: { name: { type: string } } }
                Level:
                  oneOf:
                    - { properties: { code: { const: 1 }, label: { type: string } }, required: [code] }
                    - { properties: { code: { const: 2 }, label: { type: string } }, required: [code] }
            """
        let result = try ImportHarness.importValidated(Self.document(schemas: schemas), module: "Payouts")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("  Level:\n    properties:\n      code: LevelCode\n"), "\(models)")
        #expect(models.contains("LevelCode: { enum: [1, 2], type: int }"), "\(models)")
        try await ImportHarness.expectTypeChecks(result, module: "Payouts")
    }

    @Test func membersWithFieldsOfTheirOwnStayAFamily() throws {
        let schemas = """
                Plan: { type: object, properties: { charge: { $ref: "#/components/schemas/Charge" } } }
                Problem: { type: object, properties: { name: { type: string } } }
                Charge:
                  oneOf:
                    - { type: object, properties: { kind: { const: flat }, amount: { type: integer } } }
                    - { type: object, properties: { kind: { const: tiered }, tiers: { type: array, items: { type: integer } } } }
                    - { type: object, properties: { kind: { const: metered }, amount: { type: string } } }
            """
        let result = try ImportHarness.importValidated(Self.document(schemas: schemas), module: "Payouts")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("discriminator: { field: kind }"), "\(models)")
        #expect(!result.warnings.contains { $0.message.contains("differ only in the values") })
    }
}
