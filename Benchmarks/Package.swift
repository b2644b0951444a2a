// swift-tools-version: 6.1
// SchemaSDK benchmarks: a separate package, so the main build never pulls these dependencies.
// `Benchmarks/run.sh` runs everything; see Benchmarks/README.md.
import PackageDescription
import Foundation

/// The main package's folder: the repository's root (`..`), or `$SCHEMASDK_MAIN` when `run.sh --snapshot`
/// points the benchmarks at a clone of the last commit (`Work/snapshot/main`).
let mainOverride = ProcessInfo.processInfo.environment["SCHEMASDK_MAIN"].flatMap { $0.isEmpty ? nil : $0 }
let mainRoot = mainOverride.map { URL(fileURLWithPath: $0) }
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
/// The main package's identity is its folder's name (`main` in the usual checkout), whatever the clone is called.
let mainPackage = mainRoot.lastPathComponent

/// Whether any Swift file under a folder of the main package contains one of the needles.
func mainSources(in folder: String, contain needles: [String]) -> Bool {
    let root = mainRoot.appendingPathComponent(folder)
    guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return false }
    for case let file as URL in files where file.pathExtension == "swift" {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
        if needles.contains(where: { text.contains($0) }) { return true }
    }
    return false
}

/// SDKs left out of this build (`BENCH_SKIP_SDKS=SageBridge,FogBugz`): `run.sh` sets it when an SDK of the
/// main package does not compile at the moment, so the other SDKs are still measured.
let skippedSDKs = Set(
    (ProcessInfo.processInfo.environment["BENCH_SKIP_SDKS"] ?? "").split(separator: ",").map(String.init))
let sdks = ["Bazaarvoice", "SageBridge", "FogBugz", "Etilbudsavis"].filter { !skippedSDKs.contains($0) }

/// Parts of the runtime and the SDKs that the benchmarks cover once they have landed in the main package.
/// Each becomes a compilation condition, so the benchmarks build whatever exists.
let landed: [SwiftSetting] = [
    ("HAVE_CURL_TRANSPORT", "Sources/APIRuntime", ["class CurlTransport", "struct CurlTransport", "actor CurlTransport"]),
    ("HAVE_CURL_BUSY_POLL", "Sources/APIRuntime", ["var busyPollWindow"]),
    ("HAVE_CURL_CALLER_THREAD", "Sources/APIRuntime", ["public var callerThread"]),
    ("HAVE_URLSESSION_TRANSPORT", "Sources/APIRuntime", ["class URLSessionTransport", "struct URLSessionTransport"]),
    ("HAVE_ETILBUDSAVIS_SDK", "Sources/Etilbudsavis/Generated", ["struct Offer"]),
    ("HAVE_BAZAARVOICE_SDK", "Sources/Bazaarvoice/Generated", ["struct Review"]),
    ("HAVE_SAGEBRIDGE_SDK", "Sources/SageBridge/Generated", ["ScheduledActivity"]),
    ("HAVE_FOGBUGZ_SDK", "Sources/FogBugz/Generated", ["struct SearchResult"]),
].compactMap { name, folder, needles in
    if let sdk = folder.split(separator: "/").dropFirst().first, folder.hasSuffix("Generated"),
        skippedSDKs.contains(String(sdk))
    {
        return nil
    }
    return mainSources(in: folder, contain: needles) ? SwiftSetting.define(name) : nil
}

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")] + landed

let package = Package(
    name: "SchemaSDKBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: mainOverride ?? ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        .package(url: "https://github.com/CoreOffice/XMLCoder", exact: "0.18.2"),
        .package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // A keep-alive HTTP/1.1 server on 127.0.0.1 for the transport and upload benchmarks.
        .executableTarget(
            name: "BenchServer",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: strict
        ),
        // Fixture paths, the server address and other helpers shared by the benchmarks.
        .target(name: "BenchSupport", swiftSettings: strict),
        // Hand-written Codable structs equivalent to the generated models (the decoding peer).
        .target(
            name: "HandwrittenModels",
            dependencies: [.product(name: "XMLCoder", package: "XMLCoder")],
            swiftSettings: strict
        ),
        // Peak memory of a 50 MB multipart upload through the runtime.
        .executableTarget(
            name: "UploadProbe",
            dependencies: ["BenchSupport", .product(name: "APIRuntime", package: mainPackage)],
            swiftSettings: strict
        ),
        // Sequential CurlTransport GETs printed like Scripts/curl_loop.c: for profilers (callgrind, perf).
        .executableTarget(
            name: "TransportProbe",
            dependencies: ["BenchSupport", .product(name: "APIRuntime", package: mainPackage)],
            swiftSettings: strict
        ),
        // Medians of the offline shopping-list manager against an in-process loopback fake.
        .executableTarget(
            name: "ShoppingListProbe",
            dependencies: [
                .product(name: "EtilbudsavisShoppingLists", package: mainPackage),
                .product(name: "Etilbudsavis", package: mainPackage),
                .product(name: "APIRuntime", package: mainPackage),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: strict
        ),
        // ordo-one/benchmark targets.
        .executableTarget(
            name: "TransportBenchmarks",
            dependencies: [
                "BenchSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "APIRuntime", package: mainPackage),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            path: "Benchmarks/Transport",
            swiftSettings: strict,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "DecodingBenchmarks",
            dependencies: [
                "BenchSupport",
                "HandwrittenModels",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "APIRuntime", package: mainPackage),
                .product(name: "XMLCoder", package: "XMLCoder"),
            ] + sdks.map { .product(name: $0, package: mainPackage) },
            path: "Benchmarks/Decoding",
            swiftSettings: strict,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
