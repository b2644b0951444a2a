// swift-tools-version: 6.0
// A package that uses SchemaSDK the SwiftPM way: its `Petstore` SDK is generated from `Sources/Petstore/Schema/`
// by the build-tool plugin on every build whose schema changed, and `PetstoreTesting` (the stub transport,
// for tests only) from the same schema, named in `Sources/PetstoreTesting/sdkgen-config.json`. `Museum` is
// generated the same way from an OpenAPI document (`Sources/Museum/openapi.yaml`), imported on every build.
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "SchemaSDK", path: "../..")],
    targets: [
        .target(
            name: "Petstore",
            dependencies: [.product(name: "APIRuntime", package: "SchemaSDK")],
            plugins: [.plugin(name: "SDKGenPlugin", package: "SchemaSDK")]
        ),
        .target(
            name: "PetstoreTesting",
            dependencies: ["Petstore", .product(name: "APIRuntimeTesting", package: "SchemaSDK")],
            plugins: [.plugin(name: "SDKGenPlugin", package: "SchemaSDK")]
        ),
        // An SDK straight from an OpenAPI document: the plugin imports `Sources/Museum/openapi.yaml` on build.
        .target(
            name: "Museum",
            dependencies: [.product(name: "APIRuntime", package: "SchemaSDK")],
            plugins: [.plugin(name: "SDKGenPlugin", package: "SchemaSDK")]
        ),
        .target(
            name: "MuseumTesting",
            dependencies: ["Museum", .product(name: "APIRuntimeTesting", package: "SchemaSDK")],
            plugins: [.plugin(name: "SDKGenPlugin", package: "SchemaSDK")]
        ),
        // The app's own code over the SDK, tested against the stubs in Tests/PetstoreTests/AdoptionDeskTests.swift.
        .target(
            name: "PetstoreApp",
            dependencies: ["Petstore", .product(name: "APIRuntime", package: "SchemaSDK")]
        ),
        .executableTarget(
            name: "PetstoreDemo",
            dependencies: ["Petstore", .product(name: "APIRuntime", package: "SchemaSDK")]
        ),
        .testTarget(
            name: "PetstoreTests",
            dependencies: [
                "Petstore", "PetstoreApp", "PetstoreTesting", "Museum", "MuseumTesting",
                .product(name: "APIRuntime", package: "SchemaSDK"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
