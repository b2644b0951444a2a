import Foundation

/// A test server run as a child process (`nghttpd`, `openssl s_server`), ready when its own output says so.
///
/// Readiness is the server's own report, written after its `listen()` succeeded ("IPv4: listen …",
/// "ACCEPT …"), not a probe from outside: a probe can find a different process on a reused port, open a
/// connection that shows up in the server's log, or give up while a loaded machine has not yet scheduled the
/// child. The wait ends when the line appears or the child exits (its standard error then says why); the
/// bound only turns a hung child into a failure, so it is far beyond any start-up on a loaded machine.
///
/// The child is a ``SpawnedProcess``: stopping it awaits its end without blocking a thread of the pool.
final class ServerProcess: Sendable {
    /// The running child.
    let process: SpawnedProcess
    /// The file its standard output goes to (`nghttpd -v` writes its frame log there).
    let output: URL
    private let errors: URL

    private init(process: SpawnedProcess, output: URL, errors: URL) {
        self.process = process
        self.output = output
        self.errors = errors
    }

    /// Starts `executable` with `arguments`, its output and errors going to files named after `name` in
    /// `directory`.
    static func launch(
        _ executable: String, _ arguments: [String], name: String, in directory: URL
    ) throws -> ServerProcess {
        let output = directory.appendingPathComponent("\(name).out")
        let errors = directory.appendingPathComponent("\(name).err")
        let process = try SpawnedProcess.spawn(executable, arguments, standardOutput: output, standardError: errors)
        return ServerProcess(process: process, output: output, errors: errors)
    }

    /// Waits until a line of the child's output starts with `prefix` and returns that line.
    ///
    /// Throws ``ServerProcessError/exited(command:status:errors:)`` when the child ends first and
    /// ``ServerProcessError/silent(command:after:)`` (having stopped it) when `bound` passes first.
    func waitForLine(startingWith prefix: String, bound: Duration = .seconds(600)) async throws -> Substring {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: bound)
        while true {
            // Read after noting the exit, so a line written just before exiting is still seen.
            let status = process.exitStatus
            if let line = outputText.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) {
                return line
            }
            if let status {
                throw ServerProcessError.exited(command: process.command, status: status, errors: errorText)
            }
            if clock.now >= deadline {
                _ = await stop()
                throw ServerProcessError.silent(command: process.command, after: bound)
            }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// What the child wrote to its standard output so far.
    var outputText: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }

    /// What the child wrote to its standard error so far.
    var errorText: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

    /// Ends the child (SIGTERM, SIGKILL if it lingers), awaits its end, and returns its whole output.
    ///
    /// Both servers write their output line by line, so nothing written before the signal is lost. Stopping
    /// a server that already ended only reads its output.
    func stop() async -> String {
        await process.terminate()
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
