import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process started with `posix_spawn` and reaped by a thread of its own, so awaiting its end never
/// blocks a thread of the concurrency pool.
///
/// Foundation's `Process` is not used: `waitUntilExit()` blocks the calling thread (on a two-core machine the
/// cooperative pool has two, and a test's server may need them to end), and on Linux it learns of the exit
/// through a socket that a child spawned at the same moment by another test can inherit and hold open, so
/// the exit goes unnoticed until that other child ends. Here one thread per child waits in `waitid` for
/// exactly this pid, and the awaiting task is resumed from it.
///
/// The child gets no descriptor of this process but its standard input, output and error (where the
/// platform can say so), a cleared signal mask and default signal actions.
final class SpawnedProcess: @unchecked Sendable {
    /// The child's process id.
    let pid: pid_t
    /// The command line, for messages.
    let command: String
    private let lock = NSLock()
    private var status: Int32?
    private var waiters: [CheckedContinuation<Int32, Never>] = []

    private init(pid: pid_t, command: String) {
        self.pid = pid
        self.command = command
    }

    /// Starts `executable` with `arguments`; standard input reads `/dev/null`, standard output and error are
    /// written to the given files (created or truncated) or to `/dev/null`.
    static func spawn(
        _ executable: String, _ arguments: [String], standardOutput: URL? = nil, standardError: URL? = nil
    ) throws -> SpawnedProcess {
        let command = ([URL(fileURLWithPath: executable).lastPathComponent] + arguments).joined(separator: " ")
        let pid = try SpawnAttributes.spawn(
            executable, arguments, output: standardOutput?.path ?? "/dev/null",
            errors: standardError?.path ?? "/dev/null")
        let process = SpawnedProcess(pid: pid, command: command)
        let reaper = Thread { process.reap() }
        reaper.name = "SpawnedProcess.reap"
        reaper.start()
        return process
    }

    /// Whether the child has not ended yet.
    var isRunning: Bool { lock.withLock { status == nil } }

    /// The child's exit status (`128 + signal` when a signal ended it), once it ended.
    var exitStatus: Int32? { lock.withLock { status } }

    /// Returns the exit status once the child has ended.
    func exited() async -> Int32 {
        await withCheckedContinuation { (continuation: CheckedContinuation<Int32, Never>) in
            lock.lock()
            if let status {
                lock.unlock()
                continuation.resume(returning: status)
            } else {
                waiters.append(continuation)
                lock.unlock()
            }
        }
    }

    /// Sends `signal` unless the child has ended (its pid may then belong to another process).
    func send(_ signal: Int32) {
        lock.withLock {
            guard status == nil else { return }
            _ = kill(pid, signal)
        }
    }

    /// Ends the child: SIGTERM, then SIGKILL if it is still running after `grace`; returns its exit status.
    ///
    /// The grace only bounds a child that ignores SIGTERM; the wait itself ends with the child.
    @discardableResult
    func terminate(grace: Duration = .seconds(10)) async -> Int32 {
        send(SIGTERM)
        let killer = Task {
            try await Task.sleep(for: grace)
            send(SIGKILL)
        }
        let status = await exited()
        killer.cancel()
        return status
    }

    /// Runs on the reaper thread: waits for the child to end without reaping it, records the status under the
    /// lock (so no signal is sent to a reused pid), then reaps it and resumes the waiters.
    private func reap() {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0, errno == EINTR {}
        var raw: Int32 = 0
        let ended: [CheckedContinuation<Int32, Never>]
        let status: Int32
        lock.lock()
        while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as functions.
        let signal = raw & 0x7f
        status = signal == 0 ? (raw >> 8) & 0xff : 128 + signal
        self.status = status
        ended = waiters
        waiters = []
        lock.unlock()
        for waiter in ended { waiter.resume(returning: status) }
    }
}

/// The `posix_spawn` call of ``SpawnedProcess``, its file actions and attributes.
private enum SpawnAttributes {
    #if canImport(Glibc)
        typealias FileActions = posix_spawn_file_actions_t
        typealias Attributes = posix_spawnattr_t
        static func makeFileActions() -> FileActions { FileActions() }
        static func makeAttributes() -> Attributes { Attributes() }
    #else
        typealias FileActions = posix_spawn_file_actions_t?
        typealias Attributes = posix_spawnattr_t?
        static func makeFileActions() -> FileActions { nil }
        static func makeAttributes() -> Attributes { nil }
    #endif

    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later), which Swift does not import.
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<FileActions>, Int32) -> Int32

    static func spawn(_ executable: String, _ arguments: [String], output: String, errors: String) throws -> pid_t {
        var actions = makeFileActions()
        var attributes = makeAttributes()
        guard posix_spawn_file_actions_init(&actions) == 0 else { throw SpawnError.failed("file actions", errno) }
        defer { posix_spawn_file_actions_destroy(&actions) }
        guard posix_spawnattr_init(&attributes) == 0 else { throw SpawnError.failed("attributes", errno) }
        defer { posix_spawnattr_destroy(&attributes) }

        let create = O_WRONLY | O_CREAT | O_TRUNC
        var result = posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if result == 0 { result = posix_spawn_file_actions_addopen(&actions, 1, output, create, 0o644) }
        if result == 0 { result = posix_spawn_file_actions_addopen(&actions, 2, errors, create, 0o644) }
        guard result == 0 else { throw SpawnError.failed("redirections", result) }

        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        #if canImport(Glibc)
            // Every other descriptor closed in the child: an inherited socket or pipe end would keep a
            // connection or another child's pipe open for as long as this child runs.
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
                let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
                guard closeFrom(&actions, 3) == 0 else { throw SpawnError.failed("closefrom", errno) }
            }
        #else
            flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        #if canImport(Darwin)
            let environment = _NSGetEnviron().pointee
        #else
            let environment = environ
        #endif
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environment)
        guard spawned == 0 else { throw SpawnError.failed("posix_spawn \(executable)", spawned) }
        return pid
    }
}

/// Why a ``SpawnedProcess`` could not be started.
enum SpawnError: Error, CustomStringConvertible {
    /// The step that failed and its error number.
    case failed(String, Int32)

    var description: String {
        switch self {
        case .failed(let step, let code): return "spawning failed at \(step): \(String(cString: strerror(code)))"
        }
    }
}
