import SDKGenCore
import Testing

/// Families whose base is a discriminated `oneOf` of subtypes that extend it (`Base: oneOf [A, B]`,
/// `A: allOf [Base, {…}]`), as springdoc writes Java class hierarchies (UniFi's network API, 735 warnings).
///
/// Three things were lost: a subtype that only renames the base (`B: allOf [Base]`) was no member, so its objects
/// were the family's `unknown`; a family of one subtype was that subtype alone, so a request left out the
/// discriminator the server reads; and each subtype warned that its base "cannot be followed".
@Suite struct OpenAPISubtypeFamilyImportTests {
    static let document = """
        openapi: 3.0.1
        info: { title: Network, version: "1" }
        servers: [{ url: "https://network.example.com" }]
        paths:
          /rules:
            post:
              operationId: createRule
              requestBody:
                content: { application/json: { schema: { $ref: "#/components/schemas/Rule" } } }
              responses:
                "200":
                  description: OK
                  content: { application/json: { schema: { $ref: "#/components/schemas/Rule" } } }
        components:
          schemas:
            Rule:
              type: object
              required: [id]
              properties:
                id: { type: string }
                metadata: { $ref: "#/components/schemas/Metadata" }
                derived: { $ref: "#/components/schemas/DerivedMetadata" }
                devices: { $ref: "#/components/schemas/DeviceFilter" }
                nullableDevices: { nullable: true, allOf: [{ $ref: "#/components/schemas/DeviceFilter" }] }
            Metadata:
              oneOf:
                - $ref: "#/components/schemas/DerivedMetadata"
                - $ref: "#/components/schemas/UserDefinedMetadata"
                - $ref: "#/components/schemas/SystemMetadata"
              discriminator:
                propertyName: origin
                mapping:
                  DERIVED: "#/components/schemas/DerivedMetadata"
                  USER_DEFINED: "#/components/schemas/UserDefinedMetadata"
            DerivedMetadata:
              allOf: [{ $ref: "#/components/schemas/Metadata" }]
            UserDefinedMetadata:
              allOf:
                - $ref: "#/components/schemas/Metadata"
                - { type: object, properties: { source: { type: string } } }
            SystemMetadata:
              allOf: [{ $ref: "#/components/schemas/Metadata" }, { description: Made by the system }]
            DeviceFilter:
              oneOf: [{ $ref: "#/components/schemas/DevicesFilter" }]
              discriminator:
                propertyName: type
                mapping: { DEVICES: "#/components/schemas/DevicesFilter" }
            DevicesFilter:
              required: [deviceIds]
              allOf:
                - $ref: "#/components/schemas/DeviceFilter"
                - type: object
                  properties: { deviceIds: { type: array, items: { type: string, format: uuid } } }
        """

    @Test func subtypesOfAOneOfBaseAreItsMembers() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Network")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("discriminator: { field: origin }"), "\(models)")
        #expect(
            models.contains(
                """
                      members:
                        DERIVED: DerivedMetadata
                        USER_DEFINED: UserDefinedMetadata
                        SystemMetadata: SystemMetadata
                """), "\(models)")
        // A subtype has its own fields, not its siblings'.
        #expect(
            models.contains(
                "  UserDefinedMetadata:\n    properties:\n      source: { type: string, optional: true }\n"),
            "\(models)")
        #expect(models.contains("  DerivedMetadata:\n    properties: {}\n"), "\(models)")
        // A property typed as a subtype stays that subtype.
        #expect(models.contains("derived: { type: DerivedMetadata, optional: true }"), "\(models)")
        let messages = result.warnings.map(\.message)
        #expect(!messages.contains { $0.contains("cannot be followed") }, "\(messages)")
        #expect(!messages.contains { $0.contains("not an object model") }, "\(messages)")
        #expect(!messages.contains { $0.contains("refers to itself") }, "\(messages)")
        try await ImportHarness.expectTypeChecks(result, module: "Network")
    }

    @Test func aFamilyOfOneSubtypeKeepsItsDiscriminator() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Network")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("devices: { type: DeviceFilter, optional: true }"), "\(models)")
        #expect(models.contains("nullableDevices: { type: DeviceFilter, optional: true, nullable: true }"), "\(models)")
        #expect(models.contains("  DeviceFilter:\n    family:\n      discriminator: { field: type }\n"), "\(models)")
        #expect(models.contains("members: { DEVICES: DevicesFilter }"), "\(models)")
        #expect(models.contains("  DevicesFilter:\n    properties: { deviceIds: '[uuid]' }\n"), "\(models)")
    }

    @Test func aLoneMemberThatIsNoObjectIsStillTheMember() throws {
        // Only an object model that does not declare the discriminator itself makes a family of one (Clerk's
        // passkey verification pins `object`; a plain `kind: string` is the caller's to fill); a discriminated
        // `oneOf` of one string is that string.
        let document = """
            openapi: 3.0.1
            info: { title: Odd, version: "1" }
            servers: [{ url: "https://odd.example.com" }]
            paths:
              /odd:
                get:
                  operationId: odd
                  responses:
                    "200":
                      description: OK
                      content: { application/json: { schema: { $ref: "#/components/schemas/Holder" } } }
            components:
              schemas:
                Holder:
                  type: object
                  properties:
                    code: { $ref: "#/components/schemas/Code" }
                    inline: { oneOf: [{ $ref: "#/components/schemas/Text" }], discriminator: { propertyName: t } }
                    pinned: { oneOf: [{ $ref: "#/components/schemas/Pinned" }], discriminator: { propertyName: object } }
                    declared: { oneOf: [{ $ref: "#/components/schemas/Declared" }], discriminator: { propertyName: kind } }
                Code:
                  oneOf: [{ $ref: "#/components/schemas/Text" }]
                  discriminator: { propertyName: t }
                Text: { type: string }
                Declared:
                  allOf: [{ type: object, properties: { kind: { type: string }, id: { type: string } } }]
                Pinned:
                  type: object
                  properties: { object: { type: string, enum: [pinned] }, id: { type: string } }
            """
        let result = try ImportHarness.importValidated(document, module: "Odd")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("code: { type: string, optional: true }"), "\(models)")
        #expect(models.contains("inline: { type: string, optional: true }"), "\(models)")
        #expect(models.contains("pinned: { type: Pinned, optional: true }"), "\(models)")
        #expect(models.contains("declared: { type: Declared, optional: true }"), "\(models)")
    }

    /// A discriminated `oneOf` of itself, or of a union that lists it, asked whether its one member is a struct
    /// without end (hostile seed 3634: the import crashed on the stack's overflow).
    @Test func aLoneMemberThatIsItselfEnds() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Loop, version: "1" }
            servers: [{ url: "https://loop.example.com" }]
            paths: {}
            components:
              schemas:
                Itself:
                  oneOf: [{ $ref: "#/components/schemas/Itself" }]
                  discriminator: { propertyName: self }
                Ping:
                  oneOf: [{ $ref: "#/components/schemas/Pong" }]
                  discriminator: { propertyName: kind }
                Pong:
                  oneOf: [{ $ref: "#/components/schemas/Ping" }]
                  discriminator: { propertyName: kind }
            """
        _ = try ImportHarness.importValidated(document, module: "Loop")
    }

    /// A discriminated `oneOf` of one subtype that only renames it (UniFi's device actions: the body of a restart
    /// is `{"action": "RESTART"}` and nothing else) was free-form JSON, the caller writing the body by hand; it is a
    /// family of one empty struct, which sends the discriminator.
    @Test func aLoneMemberThatRenamesTheUnionIsAnEmptyStruct() async throws {
        let document = """
            openapi: 3.0.1
            info: { title: Devices, version: "1" }
            servers: [{ url: "https://devices.example.com" }]
            paths:
              /devices/{id}/actions:
                post:
                  operationId: act
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  requestBody:
                    required: true
                    content: { application/json: { schema: { $ref: "#/components/schemas/DeviceActionRequest" } } }
                  responses: { "204": { description: Done } }
            components:
              schemas:
                DeviceActionRequest:
                  oneOf: [{ $ref: "#/components/schemas/DeviceRestartRequest" }]
                  discriminator:
                    propertyName: action
                    mapping: { RESTART: "#/components/schemas/DeviceRestartRequest" }
                DeviceRestartRequest:
                  allOf: [{ $ref: "#/components/schemas/DeviceActionRequest" }]
            """
        let result = try ImportHarness.importValidated(document, module: "Devices")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("members: { RESTART: DeviceRestartRequest }"), "\(models)")
        #expect(models.contains("  DeviceRestartRequest:\n    properties: {}\n"), "\(models)")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("body: { type: DeviceActionRequest"), "\(endpoints)")
        #expect(!result.warnings.contains { $0.message.contains("itself") }, "\(result.warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Devices")
    }
}
