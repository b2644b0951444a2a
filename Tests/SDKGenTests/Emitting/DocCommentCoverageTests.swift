import Foundation
import SDKGenCore
import Testing

/// Every public symbol of generated code has a doc comment: the committed SDKs, their testing libraries and the
/// imported API (all fresh, as `sdkgen check` proves), so the DocC catalogs have no undocumented symbol.
@Suite struct DocCommentCoverageTests {
    /// The generated Swift files: `Sources/*/Generated/**` and the imported API's.
    static func generatedFiles() throws -> [URL] {
        let roots = [
            TestPaths.packageRoot.appendingPathComponent("Sources"),
            TestPaths.packageRoot.appendingPathComponent("Tests/Support/ImportedAPIs/Sources"),
        ]
        var files: [URL] = []
        for root in roots {
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in walker
            where url.pathExtension == "swift" && url.path.contains("/Generated/") {
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func everyGeneratedPublicDeclarationHasADocComment() throws {
        let files = try Self.generatedFiles()
        // The four SDKs, their four testing libraries and the imported API at least.
        #expect(files.count >= 9)
        var findings: [DocCommentScanner.Finding] = []
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            let relative = String(url.path.dropFirst(TestPaths.packageRoot.path.count + 1))
            findings += DocCommentScanner.undocumented(in: text, file: relative)
        }
        #expect(
            findings.isEmpty,
            "undocumented public declarations:\n\(findings.prefix(40).map(\.description).joined(separator: "\n"))")
    }

    @Test func randomSchemasGenerateDocumentedCode() {
        // The fuzzer's schemas: every construct, with hostile descriptions (newlines, `*/`, quotes) and none.
        var findings: [DocCommentScanner.Finding] = []
        var checked = 0
        for seed in GeneratedSchemaTests.ciSeeds {
            guard let (yaml, files) = GeneratedSchemaTests.validSchema(seed: seed) else { continue }
            checked += 1
            let testing = TestingGenerator(schemaFolder: "").generate(
                Pipeline.validate(sources: [("api.yaml", yaml)]).schema)
            for file in files + testing {
                findings += DocCommentScanner.undocumented(in: file.contents, file: "seed \(seed): \(file.path)")
            }
        }
        #expect(checked >= GeneratedSchemaTests.ciSeeds.count / 2)
        #expect(findings.isEmpty, "undocumented:\n\(findings.prefix(40).map(\.description).joined(separator: "\n"))")
    }

    @Test func theScannerFindsWhatIsUndocumented() {
        let source = """
            /// Documented.
            public struct Pet {
                /// Documented.
                public var name: String
                public var age: Int
                @discardableResult
                public func run() -> Int { 1 }
                enum CodingKeys: String, CodingKey {
                    case name
                }
            }

            /// Documented.
            public enum Kind: String {
                /// Documented.
                case cat
                case dog = "dog"
                /// Documented.
                public var label: String {
                    switch self {
                    case .cat: "{"
                    case .dog: "}"
                    }
                }
            }
            extension Pet: Sendable {}
            """
        let findings = DocCommentScanner.undocumented(in: source, file: "Pet.swift")
        #expect(findings.map(\.line) == [5, 7, 17])
    }
}
