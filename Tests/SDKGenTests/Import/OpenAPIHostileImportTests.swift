import SDKGenCore
import Testing

/// Documents written to break the importer.
///
/// Names that collide and shapes of absurd size; each case was a defect (an operation silently left out, a crash).
@Suite struct OpenAPIHostileImportTests {
    /// Imports `document` as module `module`, expecting a schema folder that validates.
    static func imported(_ document: String, module: String = "Hostile") throws -> OpenAPIImport {
        try ImportHarness.importValidated(document, module: module)
    }

    /// Two operations with one `operationId` (or one named like the module) both become endpoints; the second
    /// used to replace the first, without a warning.
    @Test func operationsSharingAnOperationIDAreAllImported() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Dup, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /a: { get: { operationId: dup, responses: { "204": { description: none } } } }
              /b: { get: { operationId: dup, responses: { "204": { description: none } } } }
              /c: { get: { operationId: hostile, responses: { "204": { description: none } } } }
              /d: { get: { operationId: hostile, responses: { "204": { description: none } } } }
            """
        let endpoints = ImportHarness.file("endpoints.yaml", of: try Self.imported(document))
        for path in ["path: a,", "path: b,", "path: c,", "path: d,"] {
            #expect(endpoints.contains(path), "\(path) missing from:\n\(endpoints)")
        }
        #expect(endpoints.contains("  Dup: ") && endpoints.contains("  DupRequest: "), "\(endpoints)")
        #expect(endpoints.contains("  HostileRequest: ") && endpoints.contains("  HostileRequest2: "), "\(endpoints)")
    }

    /// A document of `count` component schemas, each an object holding the next (`B0.next` is a `B1`).
    static func modelChain(_ count: Int) -> String {
        var lines = [
            "openapi: 3.0.3", "info: { title: Chain, version: \"1\" }", "paths: {}", "components:", "  schemas:",
        ]
        for index in 0..<count {
            let next = "{ $ref: \"#/components/schemas/B\(index + 1)\" }"
            lines.append("    B\(index): { type: object, properties: { next: \(next) } }")
        }
        lines.append("    B\(count): { type: object, properties: { x: { type: string } } }")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A chain of 5,000 models is imported, each holding the next.
    ///
    /// Mapping a model mapped the models it refers to inside itself, and the cycle check recursed too: a chain of
    /// 2,000 models overflowed the stack.
    @Test func aChainOfThousandsOfModelsIsImportedWithoutOverflowingTheStack() throws {
        let result = try ImportHarness.importText(Self.modelChain(5_000), module: "Chain")
        let models = ImportHarness.file("models.yaml", of: result)
        for index in [0, 63, 64, 65, 200, 4_999] {
            let entry = "  B\(index):\n    properties:\n      next: { type: B\(index + 1), optional: true }"
            #expect(models.contains(entry))
        }
        #expect(models.contains("  B5000:\n"))
        #expect(!result.warnings.contains { $0.message.contains("hold itself") })
    }

    /// An alias of an alias of … five hundred deep is typed `json` past the limit, with a warning, not a crash.
    @Test func aLongChainOfAliasesEndsInAWarning() throws {
        var lines = [
            "openapi: 3.0.3", "info: { title: Alias, version: \"1\" }", "paths: {}", "components:", "  schemas:",
        ]
        for index in 0..<5_000 {
            lines.append("    A\(index): { $ref: \"#/components/schemas/A\(index + 1)\" }")
        }
        lines.append("    A5000: { type: object, properties: { x: { type: string } } }")
        let result = try ImportHarness.importText(lines.joined(separator: "\n") + "\n", module: "Alias")
        #expect(result.warnings.contains { $0.message.contains("more than 256 nested references") })
    }

    /// A lattice of `allOf` diamonds (`A<n>: allOf [A<n-2>, A<n-1>]`, each with a property of its own) is
    /// flattened with each member merged once.
    ///
    /// Flattening followed every path to a member, and the number of paths grows like the Fibonacci numbers: 24
    /// models took 5 s, 40 would take hours. Merging each `$ref` once makes it linear in the members.
    @Test func aLatticeOfAllOfDiamondsIsFlattenedOncePerMember() throws {
        let count = 48
        var lines = [
            "openapi: 3.0.3", "info: { title: Lattice, version: \"1\" }", "paths: {}", "components:", "  schemas:",
        ]
        for index in 0..<count {
            let refs = (max(0, index - 2)..<index).map { "{ $ref: \"#/components/schemas/A\($0)\" }" }
            let members = refs.joined(separator: ", ")
            lines.append("    A\(index): { allOf: [\(members)], properties: { p\(index): { type: string } } }")
        }
        let result = try ImportHarness.importText(lines.joined(separator: "\n") + "\n", module: "Lattice")
        let models = ImportHarness.file("models.yaml", of: result)
        let last = try #require(models.range(of: "  A\(count - 1):\n"))
        let body = models[last.upperBound...]
        for index in 0..<count {
            #expect(body.contains("p\(index): {"), "A\(count - 1) misses p\(index)")
        }
        #expect(!result.warnings.contains { $0.message.contains("allOf member") })
    }

    /// A lattice of scalar `allOf` diamonds (`S<n>: allOf [S<n-2>, S<n-1>]` down to a string) is read with bounded
    /// work.
    ///
    /// Asking whether a member is a scalar visits at most 512 schemas, where following every path would double at
    /// each level. Shallow ones are strings; past the bound they stay what they were (empty structs).
    @Test func aLatticeOfScalarAllOfsIsReadWithBoundedWork() throws {
        let count = 64
        var lines = [
            "openapi: 3.0.3", "info: { title: Scalars, version: \"1\" }", "paths: {}", "components:", "  schemas:",
            "    S0: { type: string }", "    S1: { allOf: [{ $ref: \"#/components/schemas/S0\" }, { format: uuid }] }",
        ]
        for index in 2..<count {
            let refs = [index - 2, index - 1].map { "{ $ref: \"#/components/schemas/S\($0)\" }" }
            lines.append("    S\(index): { allOf: [\(refs.joined(separator: ", "))] }")
        }
        let properties = (0..<count).map { "s\($0): { $ref: \"#/components/schemas/S\($0)\" }" }
        lines.append("    Holder: { type: object, properties: { \(properties.joined(separator: ", ")) } }")
        let result = try ImportHarness.importText(lines.joined(separator: "\n") + "\n", module: "Scalars")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("s5: { type: string, optional: true }"), "\(models)")
    }

    /// A chain of `allOf`s each adding a property keeps the members up to 256 references down, in order, and
    /// says which are left out.
    @Test func aLongChainOfAllOfsKeepsTheMembersWithinTheLimit() throws {
        let count = 300
        var lines = [
            "openapi: 3.0.3", "info: { title: Chain, version: \"1\" }", "paths: {}", "components:", "  schemas:",
        ]
        for index in 0..<count {
            let next = "{ $ref: \"#/components/schemas/A\(index + 1)\" }"
            lines.append("    A\(index): { allOf: [\(next)], properties: { p\(index): { type: string } } }")
        }
        lines.append("    A\(count): { type: object, properties: { x: { type: string } } }")
        let result = try ImportHarness.importText(lines.joined(separator: "\n") + "\n", module: "Chain")
        let models = ImportHarness.file("models.yaml", of: result)
        let first = try #require(models.range(of: "  A0:\n"))
        let end = models[first.upperBound...].range(of: "\n  A1:\n")?.lowerBound ?? models.endIndex
        let body = models[first.upperBound..<end]
        #expect(body.contains("p256: {") && !body.contains("p257: {") && body.contains("p0: {"))
        #expect(result.warnings.contains { $0.message.contains("more than 256 nested references") })
    }

    /// A header parameter or API key whose name no header can have (a space, a colon) is left out with a warning;
    /// it used to be imported, and the runtime then refused every request that set it.
    @Test func headersWithoutAHeaderNameAreLeftOut() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Headers, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            security: [{ key: [] }]
            paths:
              /a:
                get:
                  operationId: a
                  parameters:
                    - { name: "X Trace", in: header, schema: { type: string } }
                    - { name: "X:Bad", in: header, schema: { type: string } }
                    - { name: X-Ok, in: header, schema: { type: string } }
                  responses: { "204": { description: none } }
            components:
              securitySchemes:
                key: { type: apiKey, in: header, name: "Api Key" }
            """
        let result = try Self.imported(document, module: "Headers")
        let files = result.files.map(\.contents).joined()
        #expect(files.contains("X-Ok:"))
        for name in ["X Trace", "X:Bad", "Api Key"] {
            #expect(!files.contains(name), "\(name) in:\n\(files)")
            #expect(result.warnings.contains { $0.message.contains("'\(name)' is not an HTTP header name") })
        }
    }

    /// A discriminator value that gives no case name (`""`) or the case of another member is left out with a
    /// warning; it used to make the imported folder fail to validate.
    @Test func discriminatorValuesWithoutACaseNameAreLeftOut() throws {
        let document = """
            openapi: 3.1.0
            info: { title: Pets, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /pet:
                get:
                  operationId: pet
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
            components:
              schemas:
                Pet:
                  oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }]
                  discriminator:
                    propertyName: kind
                    mapping: { "": "#/components/schemas/Cat", a_b: "#/components/schemas/Cat", a-b: "#/components/schemas/Dog" }
                Cat: { type: object, properties: { kind: { type: string } } }
                Dog: { type: object, properties: { kind: { type: string } } }
            """
        let result = try Self.imported(document, module: "Pets")
        #expect(ImportHarness.file("models.yaml", of: result).contains("members: { a_b: Cat, Dog: Dog }"))
        #expect(result.warnings.contains { $0.message.contains("value '' gives no Swift case name") })
        #expect(result.warnings.contains { $0.message.contains("value 'a-b' gives the case name 'aB' of 'a_b'") })
    }

    /// Enums of numbers and Booleans are `double` and `bool`, and an untyped enum of integers an `int` enum: they
    /// were string enums, so every JSON number or Boolean failed to decode.
    @Test func enumsOfNumbersAndBooleansKeepTheirJSONType() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Enums, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths: {}
            components:
              schemas:
                Holder:
                  type: object
                  properties:
                    ratio: { type: number, enum: [1.5, 2.5] }
                    flag: { type: boolean, enum: [true, false] }
                    untypedRatio: { enum: [0.5, 1] }
                    untypedCount: { $ref: "#/components/schemas/Count" }
                    label: { enum: ["1", "2"] }
                Count: { enum: [1, 2, 3] }
            """
        let models = ImportHarness.file("models.yaml", of: try Self.imported(document, module: "Enums"))
        #expect(models.contains("ratio: { type: double, optional: true }"), "\(models)")
        #expect(models.contains("flag: { type: bool, optional: true }"))
        #expect(models.contains("untypedRatio: { type: double, optional: true }"))
        #expect(models.contains("Count: { enum: [1, 2, 3], type: int }"))
        #expect(models.contains("HolderLabel: { enum: ['1', '2'] }"))
    }

    /// Enum values that collide (`a`, `a_` both give `a`) are written as a `value: name` mapping, and a value
    /// longer than libyaml's 1,024-character simple key is written as an explicit key (`? value`): it was written
    /// `value: name`, and the imported `models.yaml` did not load back.
    @Test func collidingEnumValuesLongerThanASimpleKeyReadBack() throws {
        let long = "a" + String(repeating: "_", count: 1_500)
        let document = """
            openapi: 3.0.3
            info: { title: Enums, version: "1" }
            paths: {}
            components:
              schemas:
                Letter: { type: string, enum: [a, a_, \(long)] }
            """
        let models = ImportHarness.file("models.yaml", of: try Self.imported(document, module: "Enums"))
        #expect(models.contains("? \(long)\n      : a3\n"), "\(models)")
    }

    /// Derived type names are cut to 160 characters and end in a hash of the whole name, so they stay distinct.
    ///
    /// Names of inline schemas grow with every level (`Holder` + the property's name + …); a property name of
    /// hundreds of characters gave a model name as long, useless in Swift, and past 1,024 characters a key the
    /// loader did not read back.
    @Test func typeNamesOfInlineSchemasAreCapped() throws {
        let key = String(repeating: "segment", count: 120)
        let document = """
            openapi: 3.0.3
            info: { title: Long, version: "1" }
            paths: {}
            components:
              schemas:
                Holder:
                  type: object
                  properties:
                    \(key):
                      type: object
                      properties:
                        \(key): { type: object, properties: { \(key)x: { type: string, enum: [x, y] } } }
            """
        let result = try Self.imported(document, module: "Long")
        var diagnostics = DiagnosticEngine()
        let root = YAMLLoader().load(
            ImportHarness.file("models.yaml", of: result), file: "models.yaml", diagnostics: &diagnostics)
        let names = (root?["models"]?.pairs ?? []).compactMap(\.key.string)
        #expect(names.count == 4, "\(names)")
        #expect(Set(names).count == 4 && names.allSatisfy { $0.count <= 160 }, "\(names)")
        #expect(names.dropFirst().allSatisfy { $0.hasPrefix("HolderSegmentsegment") }, "\(names)")
    }

    /// An import whose files the loader would refuse as too big stops with an error before writing them.
    ///
    /// 600 models, each `allOf` the next and adding a property, flatten to about 120,000 properties (up to 257 a
    /// model), over 1,000,000 YAML nodes. The import wrote that `models.yaml`, which `sdkgen validate` refused.
    @Test func anImportPastTheLoadersNodeLimitStopsBeforeWriting() throws {
        let count = 600
        var lines = [
            "openapi: 3.0.3", "info: { title: Chain, version: \"1\" }", "paths: {}", "components:", "  schemas:",
        ]
        let property = "{ type: string, nullable: true, deprecated: true, description: d }"
        for index in 0..<count {
            let next = "{ $ref: \"#/components/schemas/A\(index + 1)\" }"
            lines.append("    A\(index): { allOf: [\(next)], properties: { p\(index): \(property) } }")
        }
        lines.append("    A\(count): { type: object, properties: { x: { type: string } } }")
        let text = lines.joined(separator: "\n") + "\n"
        let result = OpenAPIImporter.importDocument(text, file: "doc.yaml", module: "Big")
        guard case .failure(let problem) = result else {
            Issue.record("imported a models.yaml past the loader's limit")
            return
        }
        #expect(problem.message.contains("the imported models.yaml would hold"), "\(problem.message)")
        #expect(problem.message.contains("more than the 1000000"), "\(problem.message)")
    }
}
