import Foundation

/// What the test process holds now: open file descriptors, threads (also by name) and resident memory.
///
/// Read from `/proc/self` on Linux; `nil` elsewhere. The figures are process-wide, so comparing two
/// readings means something only while nothing else runs in the process (a test run alone).
public struct ProcessResources: Sendable, CustomStringConvertible {
    /// Entries of `/proc/self/fd`.
    public var openFileDescriptors: Int
    /// Entries of `/proc/self/task`.
    public var threads: Int
    /// Threads by name (`/proc/self/task/*/comm`, which the kernel cuts to 15 bytes).
    public var threadNames: [String: Int]
    /// `VmRSS` of `/proc/self/status`, in bytes.
    public var residentBytes: Int

    /// The resources held now, or `nil` where `/proc` does not exist.
    public static func current() -> ProcessResources? {
        #if os(Linux)
            let files = FileManager.default
            guard let descriptors = try? files.contentsOfDirectory(atPath: "/proc/self/fd"),
                let tasks = try? files.contentsOfDirectory(atPath: "/proc/self/task"),
                let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)
            else { return nil }
            var names: [String: Int] = [:]
            for task in tasks {
                guard let name = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8) else {
                    continue
                }
                names[name.trimmingCharacters(in: .newlines), default: 0] += 1
            }
            var resident = 0
            for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
                resident = (Int(line.dropFirst(6).filter(\.isNumber)) ?? 0) * 1024
            }
            // Listing the descriptors opens one more for the directory itself.
            return ProcessResources(
                openFileDescriptors: descriptors.count - 1, threads: tasks.count, threadNames: names,
                residentBytes: resident)
        #else
            return nil
        #endif
    }

    /// The threads whose name starts with `prefix` (at most 15 bytes of it count).
    public func threads(named prefix: String) -> Int {
        let cut = String(prefix.utf8.prefix(15))!
        return threadNames.filter { $0.key.hasPrefix(cut) }.values.reduce(0, +)
    }

    /// `fds=… threads=… rss=… MB`.
    public var description: String {
        let megabytes = Double(residentBytes) / 1_048_576
        return "fds=\(openFileDescriptors) threads=\(threads) rss=\(String(format: "%.1f", megabytes)) MB"
    }
}
