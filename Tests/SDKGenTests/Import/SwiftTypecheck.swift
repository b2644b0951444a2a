import Foundation

/// Type-checks generated Swift against the `APIRuntime` module the package build produced, with `swiftc -typecheck`
/// (no code generation, no package of its own, so a corpus document costs seconds).
enum SwiftTypecheck {
    /// The build's debug products (`.build/debug`), where `swift build --build-tests` puts `Modules/`.
    static let products = TestPaths.packageRoot.appendingPathComponent(".build/debug")

    /// Why the check cannot run here, or `nil` when the built runtime module is present.
    static var unavailableReason: String? {
        let module = products.appendingPathComponent("Modules/APIRuntime.swiftmodule")
        return FileManager.default.fileExists(atPath: module.path)
            ? nil : "no \(module.path): build the package first (swift build --build-tests)"
    }

    /// Type-checks the files as module `module`; returns the compiler's output when it fails, `nil` when it passes.
    ///
    /// The compiler runs as a child process awaited without blocking a thread (``Foundation/Process/runAndAwaitExit()``).
    static func check(_ files: [(path: String, contents: String)], module: String) async throws -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sdkgen-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, file) in files.enumerated() {
            let url = folder.appendingPathComponent("\(index)-" + file.path.replacingOccurrences(of: "/", with: "-"))
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        let root = TestPaths.packageRoot.path
        let arguments =
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-module-name", module,
                "-enable-upcoming-feature", "ExistentialAny",
                "-I", products.appendingPathComponent("Modules").path,
                "-Xcc", "-fmodule-map-file=\(root)/Sources/CCurl/module.modulemap",
                "-Xcc", "-fmodule-map-file=\(root)/Sources/CLibXML2/module.modulemap",
                "-Xcc", "-I\(root)/Sources/CCurlShim/include",
                "-Xcc", "-fmodule-map-file=\(products.path)/CCurlShim.build/module.modulemap",
                "-Xcc", "-I/usr/include/libxml2",
            ] + paths
        let (status, output) = try await Process.output(of: "/usr/bin/env", arguments)
        return status == 0 ? nil : output
    }
}
