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
    ///
    /// The comparison is `sdkgen`'s own (``OutputPlan``): a snapshot folder is checked exactly as `sdkgen check`
    /// checks a module's `Generated/` folder, and recording is `sdkgen generate` into it.
    static func verify(_ files: [GeneratedFile], in folder: URL, name: String) -> [String] {
        let plan = OutputPlan(files: files, directory: folder)
        if isRecording {
            do {
                try plan.apply()
            } catch {
                return ["cannot record snapshot '\(name)': \(error)"]
            }
            return [
                "recorded snapshot '\(name)' (\(plan.changes.count) of \(files.count) files changed); rerun without "
                    + "SDKGEN_RECORD to verify"
            ]
        }
        return plan.changes.map { change in
            switch change {
            case .create(let path, _):
                return "missing snapshot \(name)/\(path); record with SDKGEN_RECORD=1"
            case .update(let path, let old, let new):
                let diff = UnifiedDiff.diff(
                    old: old, new: new, oldName: "snapshot/\(path)", newName: "generated/\(path)")
                return "snapshot \(name)/\(path) differs:\n\(diff)"
            case .prune(let path, _):
                return "stale snapshot \(name)/\(path) (no longer generated)"
            }
        }
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
