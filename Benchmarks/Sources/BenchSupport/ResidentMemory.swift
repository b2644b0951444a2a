import Foundation

/// The process's resident memory, read from `/proc/self/status` (Linux).
public enum ResidentMemory {
    /// The current resident set size in bytes (`VmRSS`), or `nil` where `/proc` is missing.
    public static var current: Int? { field("VmRSS") }

    /// The peak resident set size in bytes since start or the last ``resetPeak()`` (`VmHWM`).
    public static var peak: Int? { field("VmHWM") }

    /// Resets the peak to the current resident size (writes `5` to `/proc/self/clear_refs`);
    /// returns whether the kernel accepted it.
    @discardableResult
    public static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
    }

    private static func field(_ name: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count >= 2, let kilobytes = Int(parts[1]) else { return nil }
            return kilobytes * 1024
        }
        return nil
    }
}
