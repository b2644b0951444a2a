import Foundation
import SDKGenCore
import Testing

/// The names a module may not take because generated code imports a type of that name
/// (``SwiftNaming/importedTypeNames``, written by `scripts/imported_type_names.py`).
@Suite struct ImportedTypeNamesTests {
    /// The public top-level types declared in a source folder, by the declarations the script reads.
    static func declaredTypes(in folder: String) -> Set<String> {
        let root = TestPaths.packageRoot.appendingPathComponent(folder)
        guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        let kinds = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        var names = Set<String>()
        for case let url as URL in files where url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where line.hasPrefix("public ") {
                var words = line.split(separator: " ").dropFirst()
                if words.first == "final" { words = words.dropFirst() }
                guard let kind = words.first, kinds.contains(String(kind)), let name = words.dropFirst().first else {
                    continue
                }
                names.insert(String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return names
    }

    /// A public type added to the runtime without rerunning the script would let a module take its name.
    @Test func everyPublicRuntimeTypeIsListed() {
        let declared = Self.declaredTypes(in: "Sources/APIRuntime").union(
            Self.declaredTypes(in: "Sources/APIRuntimeTesting"))
        #expect(declared.count > 100, "the scan found only \(declared.count) runtime types")
        let missing = declared.filter { $0.first?.isUppercase == true }.subtracting(SwiftNaming.importedTypeNames)
        #expect(missing.isEmpty, "run scripts/imported_type_names.py; not listed: \(missing.sorted())")
    }

    /// The list holds the standard library's, Foundation's (and what it re-exports) and the runtime's names.
    @Test func theListCoversEachImportedModule() {
        for name in ["String", "Result", "Data", "Calendar", "Decimal", "DispatchQueue", "Client", "Request", "Stub"] {
            #expect(SwiftNaming.importedTypeNames.contains(name), "\(name)")
        }
        #expect(!SwiftNaming.importedTypeNames.contains("Bazaarvoice"))
    }

    /// The validator refuses such a module with a hint, and the same check serves `sdkgen import openapi --name`;
    /// a name only some scope declares (`Response`) or none (`Petstore`) is not refused for that.
    @Test func aModuleNamedLikeAnImportedTypeIsRefused() {
        for name in ["Calendar", "Client", "DispatchQueue"] {
            let api =
                "api:\n  name: X\n  module: \(name)\n  environments:\n    production: { default: \"https://x.example/\" }\n"
            let (_, diagnostics) = Pipeline.validate(sources: [("api.yaml", api)])
            let error = diagnostics.diagnostics.first { $0.message.hasPrefix("module name '\(name)' is a type") }
            #expect(error?.severity == .error, "\(diagnostics.rendered())")
            #expect(error?.hint?.contains("'\(name)SDK'") == true)
        }
        #expect(SwiftNaming.moduleNameProblem("Petstore") == nil)
        #expect(SwiftNaming.moduleNameProblem("Response") == nil)
        #expect(SwiftNaming.moduleNameProblem("class") != nil)
    }

    /// A module named like one the SDK's build loads does not build (`Dispatch`: "circular dependency between
    /// modules 'Dispatch' and 'Foundation'", found by a sweep importing `dispatch.yml`); it is refused, also in
    /// another case, which macOS file systems do not tell apart.
    @Test func aModuleNamedLikeALoadedModuleIsRefused() {
        for name in [
            "Dispatch", "FoundationNetworking", "Crypto", "Logging", "CCurlShim", "XCTest", "DISPATCH",
        ] {
            let api =
                "api:\n  name: X\n  module: \(name)\n  environments:\n    production: { default: \"https://x.example/\" }\n"
            let (_, diagnostics) = Pipeline.validate(sources: [("api.yaml", api)])
            let error = diagnostics.diagnostics.first {
                $0.message.hasPrefix("module name '\(name)' is the name of a module")
            }
            #expect(error?.severity == .error, "\(name): \(diagnostics.rendered())")
        }
        #expect(SwiftNaming.moduleNameProblem("DispatchSDK") == nil)
        #expect(SwiftNaming.moduleNameProblem("Cryptography") == nil)
    }
}
