import Foundation

extension Process {
    /// Starts the process and returns its termination status once it exited, blocking no thread meanwhile.
    ///
    /// `waitUntilExit()` (and reading a pipe to its end) blocks the calling thread, and a test calls from the
    /// cooperative pool: a `swiftc` run of many seconds per call, two tests at a time, holds both threads a
    /// 2-core machine has, and every other test of the process (loopback servers, gates, time-limited tests)
    /// waits. The termination handler resumes the awaiting task instead. Write the output to a file, not a
    /// pipe, so nothing must be read while the process runs.
    func runAndAwaitExit() async throws -> Int32 {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, any Error>) in
            terminationHandler = { process in continuation.resume(returning: process.terminationStatus) }
            do {
                try run()
            } catch {
                terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
    }

    /// Runs `executable` with `arguments` and returns its exit status and what it wrote to standard output
    /// and error, through a temporary file.
    static func output(of executable: String, _ arguments: [String], errors: Bool = true) async throws -> (
        status: Int32, output: String
    ) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("process-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: log.path])
        }
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = errors ? handle : FileHandle.nullDevice
        let status = try await process.runAndAwaitExit()
        return (status, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
