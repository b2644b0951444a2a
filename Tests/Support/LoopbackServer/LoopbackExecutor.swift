import Dispatch

/// Where the loopback servers run their handlers: threads of their own, not the cooperative pool.
///
/// A test process runs hundreds of tests at once on a pool of one thread per core, two on CI, and some tests
/// keep a thread for a long time (a generator fuzzed for seconds). A handler task waiting in that queue
/// delays its answer by as long, and a request of the test that waits for it can reach its transport's
/// timeout (two minutes by default): a failure of the schedule, not of the code under test. Handler tasks
/// prefer this executor, so a server answers as soon as its own work is done, however busy the pool.
///
/// Jobs run on a concurrent dispatch queue, which adds threads when its jobs block; handlers only suspend
/// (on gates, sleeps and the event loop's futures), so few are needed.
@available(macOS 15.0, iOS 18.0, *)
final class LoopbackExecutor: TaskExecutor, @unchecked Sendable {
    /// The executor every loopback server's handler tasks prefer.
    static let shared = LoopbackExecutor()

    private let queue = DispatchQueue(label: "LoopbackServer.handlers", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

}

/// Starts the task that answers one request.
enum LoopbackHandlerTask {
    /// Runs `body` in a new task that prefers ``LoopbackExecutor`` (where the platform has task executors).
    static func start(_ body: @escaping @Sendable () async -> Void) {
        if #available(macOS 15.0, iOS 18.0, *) {
            Task(executorPreference: LoopbackExecutor.shared) { await body() }
        } else {
            Task { await body() }
        }
    }
}
