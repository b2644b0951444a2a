import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A test server run as a child process (`nghttpd`, `openssl s_server`), ready when its own output says so.
///
/// Readiness is the server's own report, written after its `listen()` succeeded ("IPv4: listen …",
/// "ACCEPT …"), not a probe from outside: a probe can find a different process on a reused port, open a
/// connection that shows up in the server's log, or give up while a loaded machine has not yet scheduled the
/// child. The wait ends when the line appears or the child exits (its standard error then says why); the
/// bound only turns a hung child into a failure, so it is far beyond any start-up on a loaded machine.
final class ServerProcess: @unchecked Sendable {
    /// The running child.
    let process: Process
    /// The file its standard output goes to (`nghttpd -v` writes its frame log there).
    let output: URL
    private let errors: URL
    private let command: String

    private init(process: Process, output: URL, errors: URL, command: String) {
        self.process = process
        self.output = output
        self.errors = errors
        self.command = command
    }

    /// Starts `executable` with `arguments`, its output and errors going to files named after `name` in
    /// `directory`.
    static func launch(
        _ executable: String, _ arguments: [String], name: String, in directory: URL
    ) throws -> ServerProcess {
        let output = directory.appendingPathComponent("\(name).out")
        let errors = directory.appendingPathComponent("\(name).err")
        try Data().write(to: output)
        try Data().write(to: errors)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let command = ([URL(fileURLWithPath: executable).lastPathComponent] + arguments).joined(separator: " ")
        return ServerProcess(process: process, output: output, errors: errors, command: command)
    }

    /// Waits until a line of the child's output starts with `prefix` and returns that line.
    ///
    /// Throws ``ServerProcessError/exited(command:status:errors:)`` when the child ends first and
    /// ``ServerProcessError/silent(command:after:)`` (having killed it) when `bound` passes first.
    func waitForLine(startingWith prefix: String, bound: Duration = .seconds(600)) async throws -> Substring {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: bound)
        while true {
            // Read before checking the exit, so a line written just before exiting is still seen.
            let exited = !process.isRunning
            if let line = outputText.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) {
                return line
            }
            if exited {
                throw ServerProcessError.exited(
                    command: command, status: process.terminationStatus, errors: errorText)
            }
            if clock.now >= deadline {
                _ = stop()
                throw ServerProcessError.silent(command: command, after: bound)
            }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// What the child wrote to its standard output so far.
    var outputText: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }

    /// What the child wrote to its standard error so far.
    var errorText: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

    /// Kills the child (the servers used here ignore SIGTERM), waits for it, and returns its whole output.
    ///
    /// Both servers write their output line by line, so nothing written before the kill is lost.
    func stop() -> String {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return outputText
    }
}

/// Why a ``ServerProcess`` never became ready.
enum ServerProcessError: Error, CustomStringConvertible {
    /// The child exited before reporting that it listens; `errors` is its standard error.
    case exited(command: String, status: Int32, errors: String)
    /// The child neither reported listening nor exited within `after` (a hung server); it was killed.
    case silent(command: String, after: Duration)
    /// Every port tried was taken by another process before the server could bind it.
    case portsTaken(command: String, tries: Int)

    var description: String {
        switch self {
        case .exited(let command, let status, let errors):
            return "`\(command)` exited with status \(status) before listening; it said: \(errors)"
        case .silent(let command, let after):
            return "`\(command)` neither listened nor exited within \(after) (hung?); killed it"
        case .portsTaken(let command, let tries):
            return "`\(command)`: \(tries) free ports in a row were taken by other processes before it bound them"
        }
    }

    /// Whether the child exited because its port was taken meanwhile (start it again on another).
    var isAddressInUse: Bool {
        if case .exited(_, _, let errors) = self { return errors.contains("Address already in use") }
        return false
    }
}
