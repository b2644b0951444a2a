// swift-tools-version: 6.0
// SchemaSDK: a generator of typed Swift SDKs from YAML API schemas, the runtime
// those SDKs run on, and the SDKs it produces for four real APIs.
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

/// A generated SDK module: `Sources/<name>/` with `Generated/` plus handwritten glue, on the runtime.
func sdk(_ name: String) -> Target {
    .target(name: name, dependencies: ["APIRuntime"], path: "Sources/\(name)", swiftSettings: strict)
}

/// A generated SDK's testing library: `Sources/<name>Testing/Generated/` (its stub transport), for apps' tests.
func testingLibrary(_ name: String) -> Target {
    .target(
        name: "\(name)Testing", dependencies: [.target(name: name), "APIRuntimeTesting"],
        path: "Sources/\(name)Testing", swiftSettings: strict)
}

/// A test target for a module, with the loopback HTTP server for end-to-end tests, and `also`: examples
/// (executables whose code the tests import with `@testable`) or a system module the tests call directly.
func endToEndTests(_ module: String, also examples: [Target.Dependency] = []) -> Target {
    .testTarget(
        name: "\(module)Tests",
        dependencies: [.target(name: module), "LoopbackServer"]
            + (module == "APIRuntime" ? [] : [.target(name: "\(module)Testing")]) + examples,
        path: "Tests/\(module)Tests"
    )
}

let package = Package(
    name: "SchemaSDK",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "sdkgen", targets: ["sdkgen"]),
        .library(name: "SDKGenCore", targets: ["SDKGenCore"]),
        .library(name: "APIRuntime", targets: ["APIRuntime"]),
        .library(name: "Bazaarvoice", targets: ["Bazaarvoice"]),
        .library(name: "SageBridge", targets: ["SageBridge"]),
        .library(name: "FogBugz", targets: ["FogBugz"]),
        .library(name: "Etilbudsavis", targets: ["Etilbudsavis"]),
        .library(name: "APIRuntimeTesting", targets: ["APIRuntimeTesting"]),
        .library(name: "BazaarvoiceTesting", targets: ["BazaarvoiceTesting"]),
        .library(name: "SageBridgeTesting", targets: ["SageBridgeTesting"]),
        .library(name: "FogBugzTesting", targets: ["FogBugzTesting"]),
        .library(name: "EtilbudsavisTesting", targets: ["EtilbudsavisTesting"]),
        .plugin(name: "SDKGenPlugin", targets: ["SDKGenPlugin"]),
        .plugin(name: "SDKGenCommand", targets: ["SDKGenCommand"]),
        .library(name: "EtilbudsavisShoppingLists", targets: ["EtilbudsavisShoppingLists"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // MARK: Generator
        .systemLibrary(
            name: "CYAML",
            path: "Generator/Sources/CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(
            name: "SDKGenCore",
            dependencies: ["CYAML"],
            path: "Generator/Sources/SDKGenCore",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "sdkgen",
            dependencies: [
                "SDKGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Generator/Sources/sdkgen",
            swiftSettings: strict
        ),

        // MARK: Plugins (build-tool: generate into the build directory; command: `swift package sdkgen …`)
        .plugin(
            name: "SDKGenPlugin", capability: .buildTool(), dependencies: ["sdkgen"], path: "Plugins/SDKGenPlugin"),
        .plugin(
            name: "SDKGenCommand",
            capability: .command(
                intent: .custom(verb: "sdkgen", description: "Run sdkgen generate, check or validate in the package"),
                permissions: [.writeToPackageDirectory(reason: "sdkgen generate writes Sources/<Module>/Generated/")]
            ),
            dependencies: ["sdkgen"],
            path: "Plugins/SDKGenCommand"
        ),

        // MARK: Runtime
        .systemLibrary(
            name: "CCurl",
            path: "Sources/CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
        ),
        .target(name: "CCurlShim", dependencies: ["CCurl"], path: "Sources/CCurlShim"),
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // zlib inflates gzip and deflate bodies in the runtime, so that one cut short is an error
        // (libcurl 7.88's own decoder takes it as complete); libcurl's development package brings it.
        .systemLibrary(
            name: "CZlib",
            path: "Sources/CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .target(
            name: "APIRuntime",
            dependencies: [
                "CCurlShim",
                "CLibXML2",
                "CZlib",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            path: "Sources/APIRuntime",
            swiftSettings: strict
        ),

        // MARK: Generated SDKs
        sdk("Bazaarvoice"),
        sdk("SageBridge"),
        sdk("FogBugz"),
        sdk("Etilbudsavis"),

        // MARK: Testing libraries (stub transports keyed by request type; link them in tests only)
        .target(
            name: "APIRuntimeTesting", dependencies: ["APIRuntime"], path: "Sources/APIRuntimeTesting",
            swiftSettings: strict),
        testingLibrary("Bazaarvoice"),
        testingLibrary("SageBridge"),
        testingLibrary("FogBugz"),
        testingLibrary("Etilbudsavis"),
        // MARK: Offline shopping lists (a separate product, so users of the plain SDK pull no database)
        .target(
            name: "EtilbudsavisShoppingLists",
            dependencies: ["Etilbudsavis", "APIRuntime", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Sources/EtilbudsavisShoppingLists",
            swiftSettings: strict
        ),

        // MARK: Examples
        .executableTarget(
            name: "FogBugzBasicRequests", dependencies: ["FogBugz", "APIRuntime"],
            path: "Sources/Examples/FogBugzBasicRequests", swiftSettings: strict),
        .executableTarget(
            name: "BazaarvoiceReviews", dependencies: ["Bazaarvoice", "APIRuntime"],
            path: "Sources/Examples/BazaarvoiceReviews", swiftSettings: strict),

        // MARK: Test support (a loopback HTTP server on SwiftNIO, used by every end-to-end test)
        .target(
            name: "LoopbackServer",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Tests/Support/LoopbackServer",
            swiftSettings: strict
        ),

        // A fake of the shopping-list API on the loopback server, with scripted faults.
        .target(
            name: "FakeShoppingListServer",
            dependencies: ["LoopbackServer"],
            path: "Tests/Support/FakeShoppingListServer",
            swiftSettings: strict
        ),
        // The child process of the crash-safety test: edits lists until it is killed.
        .executableTarget(
            name: "ShoppingListCrashChild",
            dependencies: ["EtilbudsavisShoppingLists", "Etilbudsavis"],
            path: "Tests/Support/ShoppingListCrashChild",
            swiftSettings: strict
        ),
        // MARK: An API imported from OpenAPI (`sdkgen import openapi`), generated and exercised end to end
        .target(
            name: "Museum", dependencies: ["APIRuntime"], path: "Tests/Support/ImportedAPIs/Sources/Museum",
            swiftSettings: strict),
        .target(
            name: "BlobStore", dependencies: ["APIRuntime"], path: "Tests/Support/ImportedAPIs/Sources/BlobStore",
            swiftSettings: strict),

        // MARK: An API written with the schema language's features for real APIs (OAuth 2, unions, names), run end
        // to end
        .target(
            name: "Shelter", dependencies: ["APIRuntime"], path: "Tests/Support/FeatureAPIs/Sources/Shelter",
            swiftSettings: strict),

        // MARK: Tests
        .testTarget(
            name: "SDKGenTests",
            // APIRuntime: the tests type-check generated code against its built module.
            dependencies: ["SDKGenCore", "APIRuntime"],
            path: "Tests/SDKGenTests",
            exclude: ["Corpus", "__Snapshots__"]
        ),
        endToEndTests("APIRuntime", also: ["CZlib"]),
        endToEndTests("Bazaarvoice", also: ["BazaarvoiceReviews"]),
        endToEndTests("SageBridge"),
        endToEndTests("FogBugz", also: ["FogBugzBasicRequests"]),
        endToEndTests("Etilbudsavis"),
        .testTarget(
            name: "EtilbudsavisShoppingListsTests",
            dependencies: [
                "EtilbudsavisShoppingLists", "Etilbudsavis", "APIRuntime", "FakeShoppingListServer", "LoopbackServer",
                "ShoppingListCrashChild", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Tests/EtilbudsavisShoppingListsTests"
        ),
        .testTarget(
            name: "SchemaFeaturesTests",
            dependencies: [
                "Shelter", "APIRuntime", "APIRuntimeTesting", "LoopbackServer",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/SchemaFeaturesTests"),
        .testTarget(
            name: "OpenAPIImportTests", dependencies: ["Museum", "BlobStore", "APIRuntime", "LoopbackServer"],
            path: "Tests/OpenAPIImportTests"),
    ],
    swiftLanguageModes: [.v6]
)

// DocC (`bash scripts/docs.sh`): swift-docc-plugin only when SCHEMASDK_DOCS=1, so a plain build, and every package
// that depends on this one, resolves and fetches no documentation tooling.
if Context.environment["SCHEMASDK_DOCS"] == "1" {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"))
}
