import SDKGenCore
import Testing

/// A `oneOf` / `anyOf` without a discriminator whose members each pin one property to a value of their own is a
/// family keyed by that property; a discriminator without a mapping keys its members by the value they pin, not by
/// their component names (OpenAI's chat messages: `role: developer`, not `ChatCompletionRequestDeveloperMessage`).
@Suite struct OpenAPIImpliedDiscriminatorImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Feed, version: "1" }
        servers: [{ url: "https://feed.example.com" }]
        paths:
          /events:
            get:
              operationId: listEvents
              responses:
                "200":
                  description: OK
                  content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Event" } } } }
            post:
              operationId: postMessage
              requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/Message" } } } }
              responses:
                "200":
                  description: OK
                  content: { application/json: { schema: { $ref: "#/components/schemas/Reply" } } }
          /latest:
            get:
              operationId: getLatest
              responses:
                "200":
                  description: OK
                  content: { application/json: { schema: { $ref: "#/components/schemas/Latest" } } }
          /mixed:
            get:
              operationId: getMixed
              responses:
                "200":
                  description: OK
                  content: { application/json: { schema: { $ref: "#/components/schemas/Mixed" } } }
          /clash:
            get:
              operationId: getClash
              responses:
                "200":
                  description: OK
                  content: { application/json: { schema: { $ref: "#/components/schemas/Clash" } } }
          /loops:
            get:
              operationId: getLoop
              responses:
                "200":
                  description: OK
                  content: { application/json: { schema: { $ref: "#/components/schemas/LoopA" } } }
        components:
          schemas:
            Event:
              oneOf:
                - $ref: "#/components/schemas/Created"
                - $ref: "#/components/schemas/Deleted"
                - $ref: "#/components/schemas/Warnings"
                - { type: "null" }
            Latest:
              type: object
              required: [event]
              properties:
                event: { $ref: "#/components/schemas/Event" }
            Base:
              type: object
              properties:
                id: { type: string }
                version: { type: string, enum: ["2"] }
            Created:
              type: object
              required: [kind, id]
              properties:
                version: { type: string, enum: ["2"] }
                kind: { type: string, const: file.created }
                id: { type: string }
                size: { type: integer }
            Deleted:
              allOf:
                - $ref: "#/components/schemas/Base"
                - type: object
                  properties:
                    kind: { type: string, enum: [file.deleted] }
            Warnings:
              anyOf:
                - type: object
                  properties:
                    kind: { type: string, enum: [quota.warning] }
                    used: { type: number }
                - type: object
                  properties:
                    kind: { type: string, enum: [quota.exceeded] }
                    limit: { type: integer }
            Message:
              oneOf:
                - $ref: "#/components/schemas/UserMessage"
                - $ref: "#/components/schemas/SystemMessage"
              discriminator: { propertyName: role }
            UserMessage:
              type: object
              required: [role, content]
              properties:
                role: { type: string, enum: [user] }
                content: { type: string }
            SystemMessage:
              type: object
              required: [role, content]
              properties:
                role: { type: string, enum: [system] }
                content: { type: string }
            Reply:
              type: object
              properties:
                messages:
                  type: array
                  items:
                    anyOf:
                      - $ref: "#/components/schemas/UserMessage"
                      - $ref: "#/components/schemas/SystemMessage"
            Mixed:
              oneOf:
                - { type: object, properties: { kind: { type: string, enum: [a] }, x: { type: integer } } }
                - { type: object, properties: { kind: { type: string, enum: [a] }, y: { type: integer } } }
            Clash:
              oneOf:
                - { type: object, properties: { kind: { type: string, enum: [a-b] }, x: { type: integer } } }
                - { type: object, properties: { kind: { type: string, enum: [a_b] }, y: { type: integer } } }
            LoopA:
              oneOf:
                - $ref: "#/components/schemas/LoopB"
                - { type: object, properties: { kind: { type: string, const: a } } }
            LoopB:
              oneOf:
                - $ref: "#/components/schemas/LoopA"
                - { type: object, properties: { kind: { type: string, const: b } } }
        """

    @Test func membersThatPinAPropertyMakeAFamily() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Feed")
        let models = ImportHarness.file("models.yaml", of: result)
        // `version` is pinned by two members to one value, so `kind` tells them apart; a nested union's members
        // join the family in its place, and `null` makes the family optional where it is used.
        #expect(models.contains("discriminator: { field: kind }"), "\(models)")
        #expect(models.contains("file.created: Created"), "\(models)")
        #expect(models.contains("file.deleted: Deleted"), "\(models)")
        #expect(models.contains("quota.warning: "), "\(models)")
        #expect(models.contains("quota.exceeded: "), "\(models)")
        #expect(!models.contains("field: version"), "\(models)")
        #expect(models.contains("event: { type: Event, nullable: true }"), "\(models)")
        try await ImportHarness.expectTypeChecks(result, module: "Feed")
    }

    @Test func aDiscriminatorWithoutMappingUsesThePinnedValues() throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Feed")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("discriminator: { field: role }"), "\(models)")
        #expect(models.contains("user: UserMessage"), "\(models)")
        #expect(models.contains("system: SystemMessage"), "\(models)")
        #expect(!models.contains("UserMessage: UserMessage"), "\(models)")
    }

    @Test func membersThatShareTheirValuesStayAUnion() throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Feed")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(!models.contains("a: Mixed"), "\(models)")
        // Values that would make one Swift case name (`a-b`, `a_b`) leave a member out of a family: no family.
        #expect(!models.contains("a-b: "), "\(models)")
        #expect(result.warnings.contains { $0.pointer.hasSuffix("/Clash") }, "\(result.warnings.map(\.message))")
        #expect(result.warnings.contains { $0.message.contains("'Mixed'") }, "\(result.warnings.map(\.message))")
    }

    @Test func unionsOfEachOtherEndWithoutAFamilyLoop() throws {
        // LoopA's members reach LoopA again through LoopB: no family is implied, and the import ends.
        let result = try ImportHarness.importValidated(Self.document, module: "Feed")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(!models.contains("field: kind }\n      members:\n        a:"), "\(models)")
    }

    /// A lattice of nested unions (`U<n>: oneOf [U<n-2>, U<n-1>, {kind: n}]`) reaches its members through
    /// exponentially many paths: looking for an implied family visits each union once and gives up at the first
    /// member reached twice, and a member's `allOf` lattice is read once per component.
    @Test func latticesOfUnionsAndAllOfsStayLinear() throws {
        let count = 40
        var lines = [
            "openapi: 3.0.3", "info: { title: Lattice, version: \"1\" }", "paths: {}", "components:", "  schemas:",
        ]
        for index in 0..<count {
            let refs = (max(0, index - 2)..<index).map { "{ $ref: \"#/components/schemas/U\($0)\" }" }
            let pinned = "{ type: object, properties: { kind: { type: string, enum: [k\(index)] } } }"
            lines.append("    U\(index): { oneOf: [\((refs + [pinned]).joined(separator: ", "))] }")
            let bases = (max(0, index - 2)..<index).map { "{ $ref: \"#/components/schemas/B\($0)\" }" }
            let own = "{ properties: { kind: { type: string, enum: [b\(index)] }, p\(index): { type: string } } }"
            lines.append("    B\(index): { allOf: [\((bases + [own]).joined(separator: ", "))] }")
        }
        let members = (0..<count).map { "{ $ref: \"#/components/schemas/B\($0)\" }" }.joined(separator: ", ")
        lines.append("    Top: { oneOf: [\(members)] }")
        let result = try ImportHarness.importText(lines.joined(separator: "\n") + "\n", module: "Lattice")
        let models = ImportHarness.file("models.yaml", of: result)
        // Each B pins its own value first (its own properties before its members'): a family of forty.
        #expect(models.contains("discriminator: { field: kind }"), "\(models.prefix(2_000))")
        #expect(models.contains("b39: B39"))
    }

    /// Five thousand members, each pinning its own value and with a field of its own, make one family in linear work
    /// (members that differ only in the value are one struct: `OpenAPIUniformUnionImportTests`).
    @Test func aWideUnionIsOneFamily() throws {
        let count = 5_000
        var lines = [
            "openapi: 3.1.0", "info: { title: Wide, version: \"1\" }", "paths: {}", "components:", "  schemas:",
        ]
        let members = (0..<count).map { "{ $ref: \"#/components/schemas/M\($0)\" }" }.joined(separator: ", ")
        lines.append("    Wide: { anyOf: [\(members)] }")
        for index in 0..<count {
            lines.append(
                "    M\(index): { properties: { type: { type: string, const: m\(index) }, v\(index): { type: integer } } }"
            )
        }
        let result = try ImportHarness.importText(lines.joined(separator: "\n") + "\n", module: "Wide")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("m0: M0"))
        #expect(models.contains("m4999: M4999"))
    }
}
