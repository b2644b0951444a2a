extension SwiftNaming {
    /// Modules a generated SDK's build loads: the standard library's, Foundation's and the platform's, the
    /// runtime's own targets and those of its dependencies (swift-crypto, swift-log), and the testing libraries.
    ///
    /// An SDK module named like one of them does not build: Swift finds a module that imports itself
    /// (`Dispatch`: "circular dependency between modules 'Dispatch' and 'Foundation'"), or SwiftPM two targets of
    /// one name (`Crypto`, `Logging`). Names are compared as written, and also without regard to case, since
    /// macOS file systems do not tell `Dispatch` from `dispatch`.
    static let reservedModuleNames: Set<String> = [
        // The standard library and the compiler's own modules.
        "Swift", "SwiftOnoneSupport", "SwiftShims", "_SwiftConcurrencyShims", "_Concurrency", "_StringProcessing",
        "_RegexParser", "RegexBuilder", "_Differentiation", "Distributed", "Observation", "Synchronization", "Cxx",
        "CxxStdlib", "Runtime", "_Volatile", "_Builtin_float",
        // Foundation and what it brings.
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "CoreFoundation", "_FoundationCShims", "_FoundationCollections", "_FoundationUnicode",
        "Dispatch", "Block", "BlocksRuntime",
        // The platforms' C libraries and system modules.
        "Glibc", "SwiftGlibc", "Musl", "Darwin", "ObjectiveC", "WinSDK", "ucrt", "CRT", "Android", "Bionic",
        "WASILibc",
        // The runtime, its C modules and its dependencies.
        "APIRuntime", "APIRuntimeTesting", "CCurl", "CCurlShim", "CLibXML2", "CZlib", "Crypto", "_CryptoExtras",
        "CCryptoBoringSSL", "CCryptoBoringSSLShims", "CryptoBoringWrapper", "Logging",
        // The testing libraries a generated test-support module and its users' tests import.
        "Testing", "XCTest", "_TestDiscovery", "_TestingInterop", "_Testing_Foundation",
    ]

    /// The same names folded to lower case.
    private static let reservedModuleNamesFolded = Set(reservedModuleNames.map { $0.lowercased() })

    /// Whether `name` is the name of a module a generated SDK's build loads (``reservedModuleNames``).
    static func isReservedModuleName(_ name: String) -> Bool {
        reservedModuleNamesFolded.contains(name.lowercased())
    }
}
