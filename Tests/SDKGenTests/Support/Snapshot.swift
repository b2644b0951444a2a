import Foundation
import SDKGenCore

/// Text snapshots of generated files, stored under `__Snapshots__/<name>/`.
///
/// `SDKGEN_RECORD=1 swift test --filter SDKGenTests` rewrites every snapshot (and deletes stale ones)
/// and fails each test that recorded, so a fresh record can never pass CI by itself.
enum Snapshot {
    /// Whether this run records instead of comparing.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["SDKGEN_RECORD"] == "1" }

    /// Compares (or records) files against a snapshot folder under `__Snapshots__`; returns the failure messages.
    static func verify(_ files: [GeneratedFile], name: String) -> [String] {
        verify(files, in: TestPaths.snapshots.appendingPathComponent(name), name: name)
    }

    /// Compares (or records) files against the files of a folder; returns the failure messages.
    static func verify(_ files: [GeneratedFile], in folder: URL, name: String) -> [String] {
        let existing = OutputPlanProbe.existing(in: folder)
        if isRecording {
            try? FileManager.default.removeItem(at: folder)
            for file in files {
                let url = folder.appendingPathComponent(file.path)
                try? FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? Data(file.contents.utf8).write(to: url)
            }
            return ["recorded snapshot '\(name)' (\(files.count) files); rerun without SDKGEN_RECORD to verify"]
        }
        var failures: [String] = []
        for file in files {
            guard let old = existing[file.path] else {
                failures.append("missing snapshot \(name)/\(file.path); record with SDKGEN_RECORD=1")
                continue
            }
            if old != file.contents {
                let diff = UnifiedDiff.diff(
                    old: old, new: file.contents, oldName: "snapshot/\(file.path)", newName: "generated/\(file.path)")
                failures.append("snapshot \(name)/\(file.path) differs:\n\(diff)")
            }
        }
        let produced = Set(files.map(\.path))
        for path in existing.keys.sorted() where !produced.contains(path) {
            failures.append("stale snapshot \(name)/\(path) (no longer generated)")
        }
        return failures
    }

    /// Compares (or records) one text file, such as a corpus case's expected diagnostics.
    static func verifyText(_ text: String, at url: URL) -> String? {
        if isRecording {
            try? Data(text.utf8).write(to: url)
            return "recorded \(url.lastPathComponent) of \(url.deletingLastPathComponent().lastPathComponent)"
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return "missing \(url.path); record with SDKGEN_RECORD=1"
        }
        guard expected != text else { return nil }
        return UnifiedDiff.diff(old: expected, new: text, oldName: "expected", newName: "actual")
    }
}

/// Reads every file under a snapshot folder by relative path.
enum OutputPlanProbe {
    static func existing(in folder: URL) -> [String: String] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return [:]
        }
        let base = folder.standardizedFileURL.path
        var result: [String: String] = [:]
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            var relative = url.standardizedFileURL.path
            if relative.hasPrefix(base + "/") { relative.removeFirst(base.count + 1) }
            result[relative] = try? String(contentsOf: url, encoding: .utf8)
        }
        return result
    }
}
