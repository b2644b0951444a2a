import Foundation

/// What generating one API changes on disk: files to create, update and prune.
///
/// Computed in memory by comparing the generated files with `Sources/<Module>/Generated/`; `generate`
/// applies it (writing only changed files, deleting stale `*.generated.swift`), `check` prints it as a diff.
public struct OutputPlan: Sendable {
    /// A change to one file.
    public enum Change: Sendable, Hashable {
        /// A new file.
        case create(path: String, contents: String)
        /// A file whose bytes differ.
        case update(path: String, old: String, new: String)
        /// A stale generated file with no counterpart.
        case prune(path: String, old: String)

        /// The path relative to the output folder.
        public var path: String {
            switch self {
            case .create(let path, _), .update(let path, _, _), .prune(let path, _): return path
            }
        }
    }

    /// The output folder (`Sources/<Module>/Generated`).
    public var directory: URL
    /// The changes, sorted by path.
    public var changes: [Change]
    /// The number of generated files that are already up to date.
    public var unchangedCount: Int

    /// Compares generated files with the folder's `*.generated.swift` files.
    public init(files: [GeneratedFile], directory: URL) {
        self.directory = directory
        var existing = Self.existingGeneratedFiles(in: directory)
        var changes: [Change] = []
        var unchanged = 0
        for file in files {
            let url = directory.appendingPathComponent(file.path)
            if let old = existing.removeValue(forKey: file.path) {
                if old == file.contents {
                    unchanged += 1
                } else {
                    changes.append(.update(path: file.path, old: old, new: file.contents))
                }
            } else if let old = try? String(contentsOf: url, encoding: .utf8), old == file.contents {
                unchanged += 1
            } else {
                changes.append(.create(path: file.path, contents: file.contents))
            }
        }
        for (path, old) in existing { changes.append(.prune(path: path, old: old)) }
        self.changes = changes.sorted { $0.path < $1.path }
        self.unchangedCount = unchanged
    }

    /// Every `*.generated.swift` under a folder, by relative path.
    static func existingGeneratedFiles(in directory: URL) -> [String: String] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [:] }
        let base = directory.standardizedFileURL.path
        var result: [String: String] = [:]
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(".generated.swift") {
            var relative = url.standardizedFileURL.path
            if relative.hasPrefix(base + "/") { relative.removeFirst(base.count + 1) }
            result[relative] = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        }
        return result
    }

    /// Writes created and updated files and deletes pruned ones; untouched files keep their timestamps.
    public func apply() throws {
        let manager = FileManager.default
        for change in changes {
            let url = directory.appendingPathComponent(change.path)
            switch change {
            case .create(_, let contents), .update(_, _, let contents):
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url, options: .atomic)
            case .prune:
                try manager.removeItem(at: url)
            }
        }
    }

    /// A unified diff of every change, with paths shown under `displayDirectory`.
    public func unifiedDiff(displayDirectory: String) -> String {
        var output = ""
        for change in changes {
            let path = "\(displayDirectory)/\(change.path)"
            switch change {
            case .create(_, let contents):
                let diff = UnifiedDiff.diff(old: "", new: contents, oldName: "/dev/null", newName: "b/\(path)")
                output += diff.isEmpty ? "--- /dev/null\n+++ b/\(path)\n" : diff
            case .update(_, let old, let new):
                output += UnifiedDiff.diff(old: old, new: new, oldName: "a/\(path)", newName: "b/\(path)")
            case .prune(_, let old):
                let diff = UnifiedDiff.diff(old: old, new: "", oldName: "a/\(path)", newName: "/dev/null")
                output += diff.isEmpty ? "--- a/\(path)\n+++ /dev/null\n" : diff
            }
        }
        return output
    }
}
