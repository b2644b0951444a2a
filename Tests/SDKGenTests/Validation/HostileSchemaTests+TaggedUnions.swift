import Foundation
import SDKGenCore
import Testing

/// Hostile `variants:` at scale: thousands of cases against a large tag enum, and many unions whose generated
/// type names are checked against every declared name.
extension HostileSchemaTests {
    /// A model `U` whose tag enum `Kind` has `values` values `valueI`, with `cases` cases `valuI` (one edit away
    /// from a value, so each is unknown and close to one) naming optional properties `pI`.
    static func typoedVariants(values: Int, cases: Int) -> String {
        var lines = ["models:", "  Kind:", "    enum: [\((0..<values).map { "value\($0)" }.joined(separator: ", "))]"]
        lines += ["  U:", "    properties:", "      kind: Kind"]
        lines += (0..<cases).map { "      p\($0): { type: string, optional: true }" }
        lines += ["    variants:", "      tag: kind", "      type: UKind", "      cases:"]
        lines += (0..<cases).map { "        valu\($0): p\($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every unknown tag value is reported, but only the first hundred search the enum for a suggestion and no
    /// hint lists a large enum's values, so n unknown cases against n values cost O(n) work and output.
    @Test func manyUnknownVariantTagsAreAllReportedWithBoundedHints() {
        let count = 300
        let (_, diagnostics) = Pipeline.validate(sources: [
            ("api.yaml", Self.api), ("schema.yaml", Self.typoedVariants(values: count, cases: count)),
        ])
        let unknown = diagnostics.sorted.filter { $0.message.hasSuffix("is not a value of the tag's enum 'Kind'") }
        #expect(unknown.count == count)
        let suggested = unknown.filter { $0.hint?.hasPrefix("did you mean") == true }
        #expect(suggested.count == 100)
        #expect(unknown.first?.hint == "did you mean 'value0'?")
        #expect(unknown.last?.hint == "one of the \(count) values of 'Kind'")
        #expect(unknown.allSatisfy { ($0.hint?.count ?? 0) < 100 })
    }

    /// A small enum is still listed in full when no value is close.
    @Test func aSmallTagEnumIsListedInTheHint() {
        let schema = """
            models:
              Kind:
                enum: [task, survey]
              U:
                properties:
                  kind: Kind
                  p: { type: string, optional: true }
                variants:
                  tag: kind
                  type: UKind
                  cases: { zzzzzz: p }
            """
        let (_, diagnostics) = Pipeline.validate(sources: [("api.yaml", Self.api), ("schema.yaml", schema + "\n")])
        let unknown = diagnostics.sorted.filter { $0.message.hasPrefix("'zzzzzz' is not a value") }
        #expect(unknown.map(\.hint) == ["one of: task, survey"])
    }

    /// Many unions each clash with a declared name or with another union's type, and each clash is reported
    /// once, pointing at the first declaration.
    @Test func manyVariantTypeClashesAreEachReported() {
        let count = 200
        var lines = ["models:"]
        for index in 0..<count {
            // Even models take the odd model's name as their union type; odd ones share a union type in pairs.
            let type = index.isMultiple(of: 2) ? "M\(index + 1)" : "Shared\(index / 4)"
            lines += [
                "  M\(index):", "    properties:", "      kind: string", "      p: { type: string, optional: true }",
                "    variants:", "      tag: kind", "      type: \(type)", "      cases: { a: p }",
            ]
        }
        let (_, diagnostics) = Pipeline.validate(sources: [
            ("api.yaml", Self.api), ("schema.yaml", lines.joined(separator: "\n") + "\n"),
        ])
        let clashes = diagnostics.sorted.filter { $0.message.hasPrefix("'variants' type") }
        // Every even model clashes with a model; odd models 4k+1 and 4k+3 share `Shared<k>`, each seeing the other.
        #expect(clashes.count == count / 2 + count / 2)
        #expect(clashes.first?.message == "'variants' type 'M1' is already declared at schema.yaml:10")
    }
}
