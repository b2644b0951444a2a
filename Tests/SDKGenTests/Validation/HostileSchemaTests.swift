import Foundation
import SDKGenCore
import Testing

/// Hostile schema-language inputs whose cost or diagnostics must stay bounded: many unknown names, many small
/// cycles, very long names, and documents that are simply too large.
@Suite struct HostileSchemaTests {
    static let api = """
        api:
          name: H
          module: H
          environments:
            production: { default: "https://example.com/" }
        """

    /// `count` models `ModelI`, each with a property typed `ModlI` (an unknown name one edit away).
    static func typos(_ count: Int) -> String {
        var lines = ["models:"]
        for index in 0..<count {
            lines.append("  Model\(index):\n    properties:\n      x: Modl\(index)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every unknown type is reported, but only the first hundred search all declared names for a suggestion, so
    /// n unknown references against n models cost O(n), not O(n²) edit distances.
    @Test func manyUnknownTypesAreAllReportedWithBoundedSuggestions() {
        let count = 300
        let (_, diagnostics) = Pipeline.validate(sources: [("api.yaml", Self.api), ("schema.yaml", Self.typos(count))])
        let unknown = diagnostics.sorted.filter { $0.message.hasPrefix("unknown type 'Modl") }
        #expect(unknown.count == count)
        let suggested = unknown.filter { $0.hint?.hasPrefix("did you mean") == true }
        #expect(suggested.count == 100)
        #expect(unknown.first?.hint == "did you mean 'Model0'?")
        #expect(unknown.last?.hint == "declare it under 'models:' or 'types:'")
    }

    /// Every endpoint with two parameters that become one Swift name is reported, and the engine's counts, which
    /// the validator reads once per parameter and now keeps as it goes instead of counting the whole list, agree
    /// with the list (after a merge too).
    @Test func manyParameterClashesAreCountedAsTheyAreReported() {
        var lines = ["endpoints:"]
        for index in 0..<400 {
            lines.append("  E\(index):\n    method: GET\n    path: e\(index)\n    response: empty")
            lines.append("    parameters:\n      a_b: string\n      aB: string")
        }
        let (_, diagnostics) = Pipeline.validate(
            sources: [("api.yaml", Self.api), ("endpoints.yaml", lines.joined(separator: "\n") + "\n")])
        #expect(diagnostics.errorCount == diagnostics.diagnostics.count { $0.severity == .error })
        #expect(diagnostics.warningCount == diagnostics.diagnostics.count { $0.severity == .warning })
        #expect(diagnostics.diagnostics.count { $0.message.contains("'aB'") && $0.severity == .error } == 400)
        var merged = DiagnosticEngine()
        merged.warning("first", at: nil)
        merged.merge(diagnostics)
        #expect(merged.errorCount == diagnostics.errorCount && merged.warningCount == diagnostics.warningCount + 1)
        #expect(merged.hasErrors && !DiagnosticEngine().hasErrors)
    }

    /// Hundreds of unknown parameter sets among hundreds of declared ones: each is reported, the first hundred get
    /// a search for a close name, and no hint lists hundreds of names.
    @Test func manyUnknownParameterSetsHaveBoundedHints() {
        let count = 300
        var lines = ["parameterSets:"]
        for index in 0..<count { lines.append("  Set\(index):\n    p\(index): int") }
        lines.append("endpoints:")
        for index in 0..<count {
            lines.append(
                "  E\(index):\n    method: GET\n    path: e\(index)\n    response: empty\n    include: Sett\(index)")
        }
        let (_, diagnostics) = Pipeline.validate(
            sources: [("api.yaml", Self.api), ("schema.yaml", lines.joined(separator: "\n") + "\n")])
        let unknown = diagnostics.diagnostics.filter { $0.message.hasPrefix("unknown parameter set 'Sett") }
        #expect(unknown.count == count)
        #expect(unknown.count { $0.hint?.hasPrefix("did you mean") == true } == 100)
        #expect(unknown.allSatisfy { ($0.hint?.count ?? 0) < 200 })
        #expect(unknown.last?.hint == "\(count) sets are declared under 'parameterSets:'")
    }

    /// Hundreds of two-model cycles of required properties are each reported once, members in schema order; the
    /// same cycles through optional properties are legal (the emitter boxes them) and reported by nothing.
    @Test func manySmallCyclesAreEachReportedInSchemaOrder() {
        func cycles(optional: Bool) -> [Diagnostic] {
            var lines = ["models:"]
            for index in 0..<200 {
                lines.append("  M\(index):\n    properties:\n      n: M\(index ^ 1)\(optional ? "?" : "")")
            }
            let (_, diagnostics) = Pipeline.validate(sources: [
                ("api.yaml", Self.api), ("schema.yaml", lines.joined(separator: "\n") + "\n"),
            ])
            return diagnostics.sorted.filter { $0.message.contains("by value") }
        }
        let required = cycles(optional: false)
        #expect(required.count == 100)
        #expect(required.allSatisfy { $0.severity == .warning })
        #expect(required.first?.message == "'M0' requires itself by value (M0 → M1 → M0): no finite value has one")
        #expect(
            required.last?.message == "'M198' requires itself by value (M198 → M199 → M198): no finite value has one")
        #expect(cycles(optional: true).isEmpty)
    }

    /// Names past the length cap neither get nor give suggestions (their edit distance would cost the product of
    /// the lengths); short names still do.
    @Test func veryLongNamesAreNotCompared() {
        let long = String(repeating: "a", count: 2_000)
        #expect(Suggestions.closest(to: long + "b", in: [long + "c"]) == nil)
        #expect(Suggestions.closest(to: "Widgte", in: [long, "Widget"]) == "Widget")
        let edge = String(repeating: "a", count: Suggestions.maximumLength - 1)
        #expect(Suggestions.closest(to: edge + "b", in: [edge + "c"]) == edge + "c")
    }

    /// A document that is large without any alias is told apart from an alias bomb.
    @Test func aLargeDocumentIsNotBlamedOnAliases() {
        let loader = YAMLLoader(maximumNodes: 100)
        let flat = (0..<200).map { "k\($0): v" }.joined(separator: "\n") + "\n"
        var failure: YAMLLoadError?
        do { _ = try loader.parse(flat, file: "doc.yaml") } catch { failure = error }
        guard case .documentTooLarge(let limit, _) = failure else {
            Issue.record("expected documentTooLarge, got \(String(describing: failure))")
            return
        }
        #expect(limit == 100)
        let diagnostic = failure?.diagnostics.first
        #expect(diagnostic?.message == "the document holds more than 100 nodes")
        #expect(diagnostic?.hint?.contains("alias") == false)
    }
}
