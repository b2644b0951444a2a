import Foundation

/// Folders the tests read, found from this file's location so tests run from any working directory.
enum TestPaths {
    /// `Tests/SDKGenTests`.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    /// The package root.
    static let packageRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    /// `Tests/SDKGenTests/Corpus`.
    static let corpus = testsFolder.appendingPathComponent("Corpus")
    /// `Tests/SDKGenTests/__Snapshots__`.
    static let snapshots = testsFolder.appendingPathComponent("__Snapshots__")
    /// `Schemas`.
    static let schemas = packageRoot.appendingPathComponent("Schemas")

    /// The sorted subfolder names of a folder.
    static func subfolders(of folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".")
                && FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }
}
