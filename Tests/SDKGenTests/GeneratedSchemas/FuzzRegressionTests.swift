import Foundation
import SDKGenCore
import Testing

/// The smallest schemas of the defects that ``SchemaFuzzer`` found.
///
/// Each validates and its generated code must compile (and, where the defect was formatting, be lint-clean), or it
/// is refused with the diagnostic the fix added. Serialized: one compiler at a time.
@Suite(.serialized) struct FuzzRegressionTests {
    /// The generated files of a schema that must validate.
    static func generate(_ yaml: String) throws -> [GeneratedFile] {
        let (schema, diagnostics) = Pipeline.validate(sources: [("api.yaml", yaml)])
        try #require(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        return SwiftGenerator(schemaFolder: "").generate(schema)
    }

    /// Type-checks the generated files of a schema and expects them to compile.
    static func expectCompiles(_ yaml: String, module: String) async throws {
        let files = try generate(yaml)
        let compiler = try SwiftCompiler.forTestBuild().get()
        let result = try await compiler.typecheck(module: module, files: files.map { ($0.path, $0.contents) })
        #expect(result.succeeded, "\(GeneratedSchemaTests.firstErrors(result.output))")
    }

    @Test func anEmbeddedSetParameterNamedInoutIsAValidArgumentLabel() async throws {
        // `inout`, `var` and `let` cannot be call labels unescaped: `Set(inout: x)` does not parse.
        try await Self.expectCompiles(
            """
            api:
              name: Fuzz
              module: Labels
              environments:
                production: { default: "https://example.com/" }
            parameterSets:
              Listing:
                inout: bool
                var: int
                let: string
            endpoints:
              List:
                description: Lists.
                method: GET
                path: items
                response: empty
                embed: Listing
            """, module: "Labels")
    }

    @Test func theErrorCheckOfAModelNamedResponseContextIsLintClean() async throws {
        // The qualified `APIRuntime.ResponseContext` made the signature 124 columns, which swift-format reflows.
        let files = try Self.generate(
            """
            api:
              name: Fuzz
              module: Contexts
              environments:
                production: { default: "https://example.com/" }
              errors: { model: Failure, when: always, failure: failed }
            endpoints:
              Get:
                description: Gets.
                method: GET
                path: items
                response: ResponseContext
            models:
              ResponseContext:
                properties:
                  id: string
              Failure:
                properties:
                  failed: bool?
            """)
        let api = try #require(files.first { $0.path.hasSuffix("ContextsAPI.generated.swift") })
        #expect(try await GeneratedSchemaTests.lint([api]) == "")
    }

    @Test func aLenientDefaultAfterALongDecodeIsLintClean() async throws {
        // Seed 7055: `self.x = container.decodeLossyIfPresent(…) ?? "…"` stayed 124 columns after the break at `=`;
        // swift-format breaks it again before the `??`.
        let yaml = #"""
            api:
              name: Fuzz
              module: Defaults
              environments:
                production: { default: "https://example.com/" }
            endpoints:
              Get:
                description: Gets.
                method: GET
                path: items
                response: Lenient
            models:
              Lenient:
                lenient: true
                properties:
                  headerFields: { type: string, default: "Trailing backslash \\" }
                  aMuchLongerPropertyName: { type: string, default: "a default long enough to need a line of its own" }
            """#
        let models = try Self.generate(yaml).filter { $0.path.contains("Models") }
        #expect(!models.isEmpty)
        #expect(try await GeneratedSchemaTests.lint(models) == "")
        try await Self.expectCompiles(yaml, module: "Defaults")
    }

    @Test func genericModelsNamedLikeStandardGenericsAreQualified() async throws {
        // Seed 9225: a model named `Optional` written `Optional<Item>` compiled, but swift-format's
        // UseShorthandTypeNames wants `Item?` there, which would mean the standard library's; written
        // `Module.Optional<…>` it is both lint-clean and unambiguous.
        let yaml = """
            api:
              name: Fuzz
              module: Generics
              environments:
                production: { default: "https://example.com/" }
            endpoints:
              Get:
                description: Gets.
                method: GET
                path: items
                responses:
                  200: "Optional<Item>"
                  201: "Array<Item>"
                  202: "Dictionary<Item>"
            models:
              Item:
                properties:
                  id: string
              Optional:
                generic: [T]
                properties:
                  some: T?
              Array:
                generic: [T]
                properties:
                  elements: "[T]"
                  first: Optional<T>?
              Dictionary:
                generic: [T]
                properties:
                  values: "{T}"
            """
        let files = try Self.generate(yaml)
        #expect(try await GeneratedSchemaTests.lint(files) == "")
        try await Self.expectCompiles(yaml, module: "Generics")
    }

    @Test(arguments: ["Type", "Value", "self", "hashValue"])
    func aUnionCaseNameThatCannotBeDeclaredIsRefused(_ name: String) {
        // `case Type(Int)` plus `var Type: Int?` did not compile; now `validate` says why.
        let yaml = """
            api:
              name: Fuzz
              module: Cases
              environments:
                production: { default: "https://example.com/" }
            endpoints:
              Get:
                description: Gets.
                method: GET
                path: items
                response: Choice
            models:
              Choice:
                oneOf: [{ type: int, swift: \(name) }, bool]
            """
        let diagnostics = Pipeline.validate(sources: [("api.yaml", yaml)]).diagnostics
        let errors = diagnostics.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.contains { $0.hasPrefix("union case name") && $0.contains(name) }, "\(errors)")
    }

    @Test func aLongOrderedMapDecodeLineIsLintClean() async throws {
        // `self.x = try container.decodeOrderedMapIfPresent(…) ?? OrderedMap()` past 120 columns was left unbroken.
        let files = try Self.generate(
            """
            api:
              name: Fuzz
              module: Maps
              environments:
                production: { default: "https://example.com/" }
            endpoints:
              Get:
                description: Gets.
                method: GET
                path: items
                response: Shelf
            models:
              Shelf:
                properties:
                  badgesByIdentifierInServerOrder: { type: "OrderedMap<Badge>", order: badgesInTheOrderTheServerChose }
              Badge:
                properties:
                  id: string
            """)
        let models = files.filter { $0.contents.contains("decodeOrderedMapIfPresent") }
        try #require(!models.isEmpty)
        #expect(try await GeneratedSchemaTests.lint(models) == "")
    }

    @Test func aLongJSONQueryParameterIsLintCleanAndCompiles() async throws {
        // Seed 2450: a `json` query parameter whose Swift name has a suffix wrote
        // `.string((try? x.serialized()).map { String(decoding: $0, as: UTF8.self) } ?? "null")` past 120 columns.
        let yaml = """
            api:
              name: Fuzz
              module: JSONQuery
              environments:
                production: { default: "https://example.com/" }
            endpoints:
              ListThingsWithAnExtremelyDescriptiveName:
                description: Lists.
                method: GET
                path: things
                response: empty
                parameters:
                  isIdempotentAndAlsoVeryLongIndeed: { type: "json?", swift: isIdempotentAndAlsoVeryLongIndeedParameter }
            """
        let files = try Self.generate(yaml)
        let requests = files.filter { $0.contents.contains("isIdempotentAndAlsoVeryLongIndeedParameter") }
        try #require(!requests.isEmpty)
        #expect(try await GeneratedSchemaTests.lint(requests) == "")
        try await Self.expectCompiles(yaml, module: "JSONQuery")
    }
}
