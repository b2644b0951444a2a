import Foundation

/// Type-checks generated Swift against the `APIRuntime` module this package built, with the toolchain's `swiftc`.
///
/// `APIRuntime` is a dependency of this test target, so `swift build --build-tests` always builds its module into
/// `<build>/Modules` beside the test bundle. The C modules it imports (libcurl, libxml2, zlib) are found through their
/// module maps in the package's `Sources/` and the build folder. One call checks one module; a module of many
/// files costs about as much as a module of one, so callers batch a schema's files into one call.
struct SwiftCompiler {
    /// The result of one check.
    struct Result {
        /// Whether `swiftc` exited with 0.
        var succeeded: Bool
        /// What it printed (errors, with paths inside the check's folder).
        var output: String

        /// The lines of the output that are warnings.
        var warnings: [Substring] { output.split(separator: "\n").filter { $0.contains("warning:") } }

        /// Whether the code compiled without a warning, as generated code must: a user's `-warnings-as-errors`
        /// build must not fail on it.
        var isClean: Bool { succeeded && warnings.isEmpty }

        /// What to show of a check that is not clean: the first warnings, or the compiler's whole output.
        var problem: String { succeeded ? warnings.prefix(6).joined(separator: "\n") : output }
    }

    /// The build folder of the running tests (`.build/<triple>/debug`).
    let buildFolder: URL
    /// The `swiftc` to run, with any leading arguments (`xcrun swiftc` on macOS).
    let command: [String]

    /// A compiler for the running test build, or a reason why there is none.
    static func forTestBuild() -> Swift.Result<SwiftCompiler, CompilerMissing> {
        // Resolved: `.build/debug` is a link to `.build/<triple>/debug`, and swiftc given both spellings (module
        // maps under one, the module cache under the other) finds every cached module twice and fails.
        var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        // macOS runs tests from `<build>/X.xctest/Contents/MacOS/X`; Linux from `<build>/X.xctest`.
        for _ in 0..<4 where !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules").path) {
            folder.deleteLastPathComponent()
        }
        let module = folder.appendingPathComponent("Modules/APIRuntime.swiftmodule")
        guard FileManager.default.fileExists(atPath: module.path) else {
            return .failure(
                CompilerMissing(reason: "no APIRuntime.swiftmodule beside the test bundle (\(folder.path))"))
        }
        #if os(macOS)
            return .success(SwiftCompiler(buildFolder: folder, command: ["/usr/bin/xcrun", "swiftc"]))
        #else
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
            for directory in path.split(separator: ":") {
                let candidate = "\(directory)/swiftc"
                if FileManager.default.isExecutableFile(atPath: candidate) {
                    return .success(SwiftCompiler(buildFolder: folder, command: [candidate]))
                }
            }
            return .failure(CompilerMissing(reason: "no swiftc on PATH"))
        #endif
    }

    /// Why no compiler could be set up.
    struct CompilerMissing: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    /// The module maps of the C modules `APIRuntime` imports.
    private func moduleMapArguments() async -> [String] {
        var maps: [String] = []
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [] {
            let map = sources.appendingPathComponent(name).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { maps.append(map.path) }
            let include = sources.appendingPathComponent(name).appendingPathComponent("include")
            if FileManager.default.fileExists(atPath: include.path) {
                maps.append(contentsOf: ["-I", include.path].map { $0 })
            }
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: buildFolder.path)) ?? []
        where name.hasSuffix(".build") {
            let map = buildFolder.appendingPathComponent(name).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { maps.append(map.path) }
        }
        var arguments: [String] = []
        // The C headers the module maps include (libxml2 lives in a subfolder), as the package's pkg-config names them.
        for flag in await Self.pkgConfigFlags(["libxml-2.0", "libcurl"]) { arguments += ["-Xcc", flag] }
        var index = 0
        while index < maps.count {
            if maps[index] == "-I" {
                arguments += ["-Xcc", "-I", "-Xcc", maps[index + 1]]
                index += 2
            } else {
                arguments += ["-Xcc", "-fmodule-map-file=\(maps[index])"]
                index += 1
            }
        }
        return arguments
    }

    /// `pkg-config --cflags` of packages (nothing where pkg-config or a package is missing, as on macOS's SDK).
    static func pkgConfigFlags(_ packages: [String]) async -> [String] {
        guard
            let (status, output) = try? await Process.output(
                of: "/usr/bin/env", ["pkg-config", "--cflags"] + packages, errors: false),
            status == 0
        else { return [] }
        return output.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Type-checks `files` (path → contents) as module `module`; the files are written into a fresh folder.
    ///
    /// The compiler runs as a child process awaited without blocking a thread (``Foundation/Process/runAndAwaitExit()``).
    func typecheck(module: String, files: [(path: String, contents: String)]) async throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sdkgen-typecheck-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, file) in files.enumerated() {
            // Flattened names: Swift wants unique file names in a module, and schema paths may hold anything.
            let name = "\(index)-\(file.path.split(separator: "/").last ?? "file")"
            let url = folder.appendingPathComponent(name)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        let arguments =
            Array(command.dropFirst()) + [
                "-typecheck", "-module-name", module, "-parse-as-library", "-swift-version", "6",
                "-enable-upcoming-feature", "ExistentialAny", "-I", buildFolder.appendingPathComponent("Modules").path,
                "-module-cache-path", buildFolder.appendingPathComponent("ModuleCache").path,
            ] + (await moduleMapArguments()) + paths
        let (status, output) = try await Process.output(of: command[0], arguments)
        return Result(succeeded: status == 0, output: output)
    }
}
