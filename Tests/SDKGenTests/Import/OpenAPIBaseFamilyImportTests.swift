import SDKGenCore
import Testing

/// A discriminator on a base object whose subtypes extend it through `allOf` becomes a family of the subtypes, so
/// an answer typed as the base decodes as the subtype it names instead of keeping the base's fields only.
@Suite struct OpenAPIBaseFamilyImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Pets, version: "1" }
        servers: [{ url: "https://pets.example.com" }]
        paths:
          /pets:
            get:
              operationId: listPets
              responses:
                "200":
                  description: OK
                  content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Pet" } } } }
            post:
              operationId: addPet
              requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
              responses: { "204": { description: Added } }
        components:
          schemas:
            Pet:
              type: object
              required: [petType]
              properties:
                petType: { type: string }
                name: { type: string }
              discriminator:
                propertyName: petType
                mapping:
                  kitty: "#/components/schemas/Cat"
                  pet: "#/components/schemas/Pet"
            Cat:
              allOf:
                - $ref: "#/components/schemas/Pet"
                - { type: object, properties: { lives: { type: integer } } }
            Dog:
              allOf:
                - $ref: "#/components/schemas/Pet"
                - type: object
                  properties:
                    petType: { type: string, enum: [doggo] }
                    bark: { type: boolean }
            Puppy:
              allOf:
                - $ref: "#/components/schemas/Dog"
                - { type: object, properties: { ageInWeeks: { type: integer } } }
            Lizard:
              allOf:
                - $ref: "#/components/schemas/Pet"
                - { type: object, properties: { mother: { $ref: "#/components/schemas/Pet" } } }
            Lonely:
              type: object
              properties: { kind: { type: string } }
              discriminator: { propertyName: kind }
        """

    @Test func subtypesByAllOfBecomeTheBasesFamily() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Pets")
        let models = ImportHarness.file("models.yaml", of: result)
        // The mapping's value, the subtype's own one-value enum, its component name; a subtype of a subtype too;
        // the base's own mapping entry is no member (such objects decode as `unknown`, kept whole).
        #expect(models.contains("discriminator: { field: petType }"), "\(models)")
        #expect(models.contains("kitty: Cat"), "\(models)")
        #expect(models.contains("doggo: Dog"), "\(models)")
        #expect(models.contains("Puppy: Puppy"), "\(models)")
        #expect(models.contains("Lizard: Lizard"), "\(models)")
        #expect(!models.contains("pet: Pet"), "\(models)")
        let messages = result.warnings.map(\.message)
        #expect(!messages.contains { $0.contains("'Pet'") && $0.contains("struct") }, "\(messages)")
        // A discriminator that no component extends stays a struct, with a warning that says why.
        #expect(messages.contains { $0.contains("no component extends") && $0.contains("'Lonely'") }, "\(messages)")
        try await ImportHarness.expectTypeChecks(result, module: "Pets")
    }

    /// Members that only rename the base, and a mapping to objects that do not extend it, are members.
    ///
    /// Both shapes are Okta's, and both were lost: the first resolved to the family itself (no member, its objects
    /// `unknown`), the second left the base a struct of the discriminator alone.
    @Test func aliasMembersAndForeignMappingsAreMembers() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Auth, version: "1" }
            servers: [{ url: "https://auth.example.com" }]
            paths:
              /authenticators:
                get:
                  operationId: listAuthenticators
                  responses:
                    "200":
                      description: OK
                      content:
                        application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Base" } } }
              /hooks/channel:
                get:
                  operationId: getChannel
                  responses:
                    "200":
                      description: OK
                      content: { application/json: { schema: { $ref: "#/components/schemas/Channel" } } }
            components:
              schemas:
                Base:
                  type: object
                  properties: { key: { type: string }, name: { type: string } }
                  discriminator:
                    propertyName: key
                    mapping:
                      custom_otp: "#/components/schemas/CustomOtp"
                      duo: "#/components/schemas/Duo"
                Simple:
                  allOf: [{ $ref: "#/components/schemas/Base" }]
                CustomOtp:
                  allOf: [{ $ref: "#/components/schemas/Simple" }, { description: One-time passcodes }]
                Duo:
                  allOf:
                    - $ref: "#/components/schemas/Simple"
                    - { type: object, properties: { host: { type: string } } }
                Channel:
                  type: object
                  properties: { authType: { type: string } }
                  discriminator:
                    propertyName: authType
                    mapping:
                      client_secret: "#/components/schemas/SecretConfig"
                      private_key: "#/components/schemas/KeyConfig"
                BasicConfig:
                  type: object
                  properties: { authType: { type: string }, clientId: { type: string } }
                SecretConfig:
                  allOf:
                    - $ref: "#/components/schemas/BasicConfig"
                    - { type: object, properties: { clientSecret: { type: string } } }
                KeyConfig:
                  allOf:
                    - $ref: "#/components/schemas/BasicConfig"
                    - { type: object, properties: { keyId: { type: string } } }
            """
        let result = try ImportHarness.importValidated(document, module: "Auth")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("members: { custom_otp: CustomOtp, duo: Duo }"), "\(models)")
        // The alias member is a struct of the base's properties.
        #expect(models.contains("  CustomOtp:\n    description: One-time passcodes\n    properties:"), "\(models)")
        #expect(models.contains("members: { client_secret: SecretConfig, private_key: KeyConfig }"), "\(models)")
        let messages = result.warnings.map(\.message)
        #expect(!messages.contains { $0.contains("not an object model") }, "\(messages)")
        #expect(!messages.contains { $0.contains("no component extends") }, "\(messages)")
        try await ImportHarness.expectTypeChecks(result, module: "Auth")
    }
}
