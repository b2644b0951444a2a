import CCurlShim
import Foundation

/// A lone transfer driven by the task that sent it, when that task already runs on the loop's thread.
///
/// With ``CurlTransport/Configuration/callerThread`` set to either thread mode, a task sending one
/// request after the other runs on the loop's thread between its requests (``CurlMultiLoop+Executor.swift``).
/// Handing its next transfer to the loop as a command and suspending until the loop resumes it would
/// cost a continuation, an executor preference and two job hand-offs within the thread for nothing:
/// the thread has nothing else to do. So such a task drives libcurl itself, as a C program calls
/// `curl_easy_perform`: it attaches the transfer, runs `curl_multi_perform` and sleeps in
/// `curl_multi_poll` until the transfer ends, and `send` returns without suspending.
///
/// Only while nothing else needs the loop: the task starts this way only when no other transfer is in
/// flight and no command or job is queued, and it hands the transfer over to the loop and suspends as
/// usual as soon as anything arrives (another task's request, a job, its own cancellation, a shutdown).
/// Submitters wake the thread from `curl_multi_poll` exactly as they wake the loop, so none waits
/// longer than for one `curl_multi_perform`. Timeouts are libcurl's, as in the loop.
extension CurlMultiLoop {
    /// How ``performInline(_:caller:)`` left a transfer.
    enum InlineOutcome {
        /// Not started: other work was queued or in flight, or the transport is shutting down. Submit it
        /// as usual.
        case notStarted
        /// Started, then handed to the loop because other work arrived: wait for its outcome as usual.
        case handedOver
        /// Ended: its outcome is set (``CurlTransfer/takeOutcome()``).
        case finished
    }

    /// Starts and drives a transfer on the loop's thread until it ends or other work arrives (loop
    /// thread only, from a job: never from within a libcurl call).
    func performInline(_ transfer: CurlTransfer, caller: Int?) -> InlineOutcome {
        guard isCurrentThread, batchRemaining == 0, active.isEmpty else { return .notStarted }
        let admitted = lock.withLock { () -> Bool in
            guard commands.isEmpty, jobs.isEmpty, policy.inFlight == 0, !policy.isStopping else { return false }
            // Counted in flight like a submitted transfer, so a joiner neither moves onto the thread nor
            // busy-polls; never queued.
            guard case .enqueue = policy.submit(caller: caller, mayPoll: false) else { return false }
            inlineTransfers += 1
            return true
        }
        guard admitted else { return .notStarted }
        start(transfer)
        while !transfer.isResolved {
            var running: Int32 = 0
            _ = curl_multi_perform(multi, &running)
            _ = collectFinished()
            if transfer.isResolved { break }
            let maySleep = lock.withLock {
                policy.willSleep(commandsPending: !commands.isEmpty || !jobs.isEmpty)
            }
            // Something else needs the loop (or it is stopping): the transfer stays attached, and the
            // loop carries it on once this job has returned.
            guard maySleep else { return .handedOver }
            var descriptors: Int32 = 0
            _ = curl_multi_poll(multi, nil, 0, 1000, &descriptors)
            lock.withLock { policy.wokeUp() }
        }
        return .finished
    }
}
