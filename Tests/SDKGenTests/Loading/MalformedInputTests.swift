import Foundation
import SDKGenCore
import Testing

/// A broken schema is a diagnostic, never a crash: pathologically nested types and YAML.
@Suite struct MalformedInputTests {
    let origin = SourceLocation(file: "api.yaml", line: 4, column: 11)

    @Test func aTypeNestedOneHundredThousandDeepIsAnErrorNotAStackOverflow() {
        let depth = 100_000
        for (open, close) in [("[", "]"), ("{", "}"), ("OrderedMap<", ">")] {
            let text = String(repeating: open, count: depth) + "int" + String(repeating: close, count: depth)
            guard case .failure(let failure) = TypeExpressionParser.parse(text, at: origin, quoted: false) else {
                Issue.record("a type nested \(depth) deep must be refused")
                continue
            }
            #expect(failure.message.contains("nested deeper than \(TypeExpressionParser.maximumDepth)"))
            // The error points at the first opening beyond the limit.
            #expect(failure.offset == TypeExpressionParser.maximumDepth * open.count)
        }
    }

    @Test func typesUpToTheLimitStillParse() throws {
        let depth = TypeExpressionParser.maximumDepth - 1
        let text = String(repeating: "[", count: depth) + "string" + String(repeating: "]", count: depth)
        let parsed = try TypeExpressionParser.parse(text, at: origin, quoted: false).get()
        #expect(parsed.type.description == text)
    }

    @Test func aSchemaWithADeeplyNestedTypeReportsItWithItsLocation() {
        let depth = 10_000
        let type = String(repeating: "[", count: depth) + "string" + String(repeating: "]", count: depth)
        let text = """
            api:
              name: Deep
              module: Deep
              environments:
                production: { default: "https://api.example.com/" }
            endpoints:
              GetDeep:
                method: GET
                path: deep
                response: Deep
            models:
              Deep:
                properties:
                  nested: "\(type)"
            """
        let (_, diagnostics) = SchemaLoader().load(sources: [(file: "api.yaml", text: text)])
        let deep = diagnostics.diagnostics.filter { $0.message.contains("nested deeper than") }
        #expect(deep.count == 1, "\(diagnostics.diagnostics)")
        #expect(deep.first?.location?.line == 14)
    }

    @Test func aliasesOfAliasesAreADiagnosticNotAHang() {
        // Nine levels of ten aliases each: a billion nodes once expanded.
        var lines = ["x:", "  l0: &l0 [" + Array(repeating: "a", count: 10).joined(separator: ",") + "]"]
        for level in 1...8 {
            lines.append(
                "  l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ",") + "]"
            )
        }
        lines.append("models: *l8")
        var diagnostics = DiagnosticEngine()
        #expect(YAMLLoader().load(lines.joined(separator: "\n"), file: "api.yaml", diagnostics: &diagnostics) == nil)
        #expect(diagnostics.diagnostics.map(\.message).contains { $0.contains("expands to more than") })
        let small = "models: &m { A: { properties: { x: string } } }\nother: *m\n"
        var fine = DiagnosticEngine()
        #expect(YAMLLoader().load(small, file: "api.yaml", diagnostics: &fine) != nil)
        #expect(!fine.hasErrors)
    }

    /// A real schema's files with one of them broken: cut at several points, or a middle line dropped.
    static func brokenVariants(of sources: [(file: String, text: String)]) -> [(
        name: String, sources: [(file: String, text: String)]
    )] {
        let sampled = sources.enumerated().filter {
            $0.offset == 0 || $0.offset == sources.count / 2 || $0.offset == sources.count - 1
        }
        return sampled.flatMap { index, source -> [(name: String, sources: [(file: String, text: String)])] in
            let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
            var texts: [(String, String)] = [1, 2, 4].map { part in
                let cut = source.text.index(source.text.startIndex, offsetBy: source.text.count * part / 5)
                return ("\(source.file) cut at \(part)/5", String(source.text[..<cut]))
            }
            var dropped = lines
            dropped.remove(at: lines.count / 2)
            texts.append(("\(source.file) without line \(lines.count / 2 + 1)", dropped.joined(separator: "\n")))
            return texts.map { name, text in
                var copy = sources
                copy[index] = (source.file, text)
                return (name, copy)
            }
        }
    }

    @Test(
        "broken copies of the real schemas are diagnostics with locations",
        arguments: ["Bazaarvoice", "SageBridge", "FogBugz", "Etilbudsavis"])
    func brokenRealSchemas(_ api: String) throws {
        let folder = TestPaths.schemas.appendingPathComponent(api)
        let sources = try SchemaLoader().files(in: folder, displayPrefix: api).map {
            (file: $0.display, text: try String(contentsOf: $0.url, encoding: .utf8))
        }
        #expect(sources.count >= 3)
        for variant in Self.brokenVariants(of: sources) {
            let (schema, diagnostics) = Pipeline.validate(sources: variant.sources)
            let unlocated = diagnostics.diagnostics.filter { $0.severity == .error && $0.location == nil }
            #expect(unlocated.isEmpty, "\(variant.name): \(unlocated)")
            if !diagnostics.hasErrors {
                #expect(!SwiftGenerator(schemaFolder: "Schemas/\(api)").generate(schema).isEmpty, "\(variant.name)")
            }
        }
    }

    @Test func yamlNestedOneHundredThousandDeepIsADiagnostic() {
        var diagnostics = DiagnosticEngine()
        let depth = 100_000
        let text = "models:\n  A: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        #expect(YAMLLoader().load(text, file: "api.yaml", diagnostics: &diagnostics) == nil)
        #expect(diagnostics.hasErrors)
        let compact = "models:\n  A:\n" + String(repeating: "- ", count: depth) + "x\n"
        var more = DiagnosticEngine()
        _ = YAMLLoader().load(compact, file: "api.yaml", diagnostics: &more)
        #expect(more.hasErrors)
    }

    /// A schema of `count` models, `M0` requiring `M1` requiring `M2` …; the last one closes a cycle when asked.
    static func modelChain(_ count: Int, closed: Bool) -> String {
        var lines = [
            "api:", "  name: Chain", "  module: Chain", "  environments:",
            "    production: { default: \"https://chain.example.com/\" }", "endpoints:",
            "  Get: { description: d, method: GET, path: x, response: M0 }", "models:",
        ]
        for index in 0..<count {
            lines.append("  M\(index): { description: d, properties: { next: M\(index + 1) } }")
        }
        lines.append("  M\(count): { description: d, properties: { last: \(closed ? "M0" : "string") } }")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The cycle check walked the "holds by value" graph recursively: a chain of 5,000 models overflowed the stack.
    @Test func aChainOfThousandsOfModelsIsCheckedWithoutOverflowingTheStack() {
        let open = Pipeline.validate(sources: [(file: "api.yaml", text: Self.modelChain(5_000, closed: false))])
        #expect(!open.diagnostics.hasErrors, "\(open.diagnostics.diagnostics.prefix(3))")
        let closed = Pipeline.validate(sources: [(file: "api.yaml", text: Self.modelChain(5_000, closed: true))])
        let cycles = closed.diagnostics.diagnostics.filter { $0.message.contains("requires itself by value") }
        #expect(cycles.count == 1)
        #expect(cycles.first?.message.hasPrefix("'M0' requires itself by value (M0 → M1 → M2") == true)
    }
}
