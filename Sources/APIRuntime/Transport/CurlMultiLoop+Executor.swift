import CCurlShim
import Foundation

/// The loop's thread as a task executor, so a task sending one request at a time can run on it.
///
/// A sequential exchange otherwise crosses threads twice: the task hands its transfer to the loop and
/// wakes it with `curl_multi_wakeup`, and the loop hands the outcome back by resuming the task on the
/// cooperative pool, which wakes a pool thread. A task that sends while nothing else is in flight
/// instead moves onto the loop's thread (`withTaskExecutorPreference`): its transfer is queued and its
/// continuation resumed from the loop's own thread, which wakes nobody, and the whole exchange runs on
/// one thread, as a plain C program around `curl_easy_perform` does.
///
/// Jobs run between turns of `curl_multi_perform`, never while libcurl is inside a call. Jobs enqueued
/// after the thread has ended (the transport was shut down) run on the global concurrent executor, so
/// none is ever dropped.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension CurlMultiLoop: TaskExecutor {
    /// Queues a partial task; the loop runs it between two rounds of libcurl (any thread).
    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        if !appendJob(unowned) { globalConcurrentExecutor.enqueue(ExecutorJob(unowned)) }
    }
}

extension CurlMultiLoop {
    /// Whether the calling thread is this loop's thread.
    var isCurrentThread: Bool {
        ccurl_thread_owner() == UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    }

    /// Marks the calling thread as the loop's (once, first thing on the thread).
    func markCurrentThread() {
        ccurl_thread_set_owner(Unmanaged.passUnretained(self).toOpaque())
    }

    /// Whether a task about to send may move onto the loop's thread for its exchange (any thread).
    ///
    /// Only if the configuration asks for it and nothing else is in flight (``CurlLoopStateMachine/adoptCaller()``).
    func adoptCaller() -> Bool {
        adoptsCallers && lock.withLock { policy.adoptCaller() }
    }

    /// Whether other work waits for the loop: transfers in flight, commands or jobs (loop thread only).
    ///
    /// A task still on the loop's thread after its exchange leaves it when this is `true`, so that its
    /// code after `send` does not hold up the other requests.
    var hasOtherWork: Bool {
        batchRemaining > 0 || lock.withLock { policy.inFlight > 0 || !commands.isEmpty || !jobs.isEmpty }
    }

    /// Runs a batch of jobs in the order they were enqueued (loop thread).
    ///
    /// Each runs as if on the global concurrent executor: the thread lends itself to it for the job.
    /// A task leaving its preference for the loop (after its exchange) then finds itself already on the
    /// executor it continues on and goes on running here instead of being sent to the cooperative pool,
    /// which would cost the wake-up this executor exists to save. Inside the preference, the runtime
    /// sees the difference and enqueues the task on the loop again: a queue push, run in the same round.
    func runJobs(_ batch: [UnownedJob]) {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
            preconditionFailure("jobs are enqueued only where task executors exist")
        }
        let executor = globalConcurrentExecutor.asUnownedTaskExecutor()
        batchRemaining = batch.count
        for job in batch {
            batchRemaining -= 1
            job.runSynchronously(on: executor)
            resumeDepartures()
        }
    }

    /// Moves the calling task off the loop's thread onto the cooperative pool (loop thread, from a job).
    ///
    /// Neither `Task.yield()` nor a continuation resumed from another thread is enough: when the resume
    /// comes before the task has finished suspending, the runtime lets the task go on where it is, on this
    /// thread (seen in about one exchange in eight under load). So the task suspends with its continuation
    /// left here, and ``runJobs(_:)`` resumes it once the job it ran in has returned: the task is then
    /// suspended for certain, and the resume enqueues it on the global concurrent executor (it has no
    /// executor preference any more).
    func leaveThread() async {
        precondition(isCurrentThread, "only a task on the loop's thread can leave it")
        await withUnsafeContinuation { departures.append($0) }
    }

    /// Resumes the tasks that left the thread during the job that has just returned (loop thread).
    private func resumeDepartures() {
        guard !departures.isEmpty else { return }
        let leaving = departures
        departures.removeAll()
        for continuation in leaving { continuation.resume() }
    }

    /// Hands the jobs still queued to the global concurrent executor, as well as every later one (loop
    /// thread, once it has left its loop).
    func forwardRemainingJobs() {
        let remaining = lock.withLock { () -> [UnownedJob] in
            forwardsJobs = true
            let taken = jobs
            jobs.removeAll()
            return taken
        }
        guard !remaining.isEmpty else { return }
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
            preconditionFailure("jobs are enqueued only where task executors exist")
        }
        for job in remaining { globalConcurrentExecutor.enqueue(ExecutorJob(job)) }
    }
}
