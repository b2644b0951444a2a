import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process whose standard output is read line by line, its blocking reads and waits run on threads of
/// their own.
///
/// Reading a pipe and waiting for an exit block the calling thread. On the cooperative pool (two threads on a
/// two-core machine) that starves every other test of the run, including the fake server the child is waiting
/// for: a deadlock. So each blocking step runs on a fresh thread and the caller awaits it. The test calls one
/// method at a time, which is what makes the unchecked `Sendable` sound.
final class ChildProcess: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe()
    private var buffer = Data()

    /// Starts `executable` with `arguments`, its standard error discarded.
    init(executable: URL, arguments: [String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// The next line of output, or `nil` at its end (the process exited or was killed).
    func readLine() async -> String? {
        await Self.onOwnThread { self.readLineBlocking() }
    }

    /// Sends SIGKILL and waits for the process to end.
    func kill() async {
        let pid = process.processIdentifier
        #if canImport(Glibc)
            _ = Glibc.kill(pid, SIGKILL)
        #else
            _ = Darwin.kill(pid, SIGKILL)
        #endif
        await Self.onOwnThread { self.process.waitUntilExit() }
    }

    private func readLineBlocking() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                return line
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty {
                process.waitUntilExit()
                return nil
            }
            buffer.append(chunk)
        }
    }

    /// Runs `body` on a new thread and returns its result, leaving the caller's thread free meanwhile.
    private static func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }
}
