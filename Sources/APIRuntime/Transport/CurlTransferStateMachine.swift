/// How a ``CurlTransfer``'s outcome reaches its task, apart from locks and threads: the task may spin
/// for it, suspend for it, or be cancelled, and the loop sets it exactly once.
///
/// A plain value the transfer keeps under its lock; each event returns the action the transfer carries
/// out after unlocking (resume a suspended task, or nothing). `Waiter` is what a suspended task leaves
/// behind (a continuation in the transport, anything in unit tests).
struct CurlTransferStateMachine<Waiter> {
    private enum State {
        /// No outcome yet, and nobody waiting.
        case pending
        /// No outcome yet; a task suspended for it.
        case waiting(Waiter)
        /// The outcome is set (once, for good).
        case finished(Result<HTTPResponse, any Error>)
    }

    /// What to do after ``finish(_:)``.
    enum FinishAction {
        /// The outcome was set before: nothing to do (a late cancellation racing a completion).
        case ignore
        /// Release what the exchange held and keep the outcome for a task that spins or comes to wait.
        case store
        /// Release what the exchange held and resume the suspended task with the outcome.
        case resume(Waiter, Result<HTTPResponse, any Error>)
    }

    /// What to do after ``wait(_:)``.
    enum WaitAction {
        /// Stay suspended: ``finish(_:)`` resumes the waiter.
        case suspend
        /// The outcome is already set: resume the waiter with it now.
        case resume(Waiter, Result<HTTPResponse, any Error>)
    }

    private var state = State.pending
    /// Whether the task was cancelled; the loop then refuses to start the transfer.
    private(set) var isCancelled = false

    /// Creates the state of a transfer that has just been made.
    init() {}

    /// The outcome once set, for a task that spun for it.
    var outcome: Result<HTTPResponse, any Error>? {
        if case .finished(let result) = state { return result }
        return nil
    }

    /// The task was cancelled (any number of times).
    mutating func cancel() {
        isCancelled = true
    }

    /// The loop sets the outcome; only the first call counts.
    mutating func finish(_ result: Result<HTTPResponse, any Error>) -> FinishAction {
        switch state {
        case .finished:
            return .ignore
        case .pending:
            state = .finished(result)
            return .store
        case .waiting(let waiter):
            state = .finished(result)
            return .resume(waiter, result)
        }
    }

    /// The task suspends until the outcome is set.
    mutating func wait(_ waiter: Waiter) -> WaitAction {
        switch state {
        case .finished(let result):
            return .resume(waiter, result)
        case .pending:
            state = .waiting(waiter)
            return .suspend
        case .waiting:
            preconditionFailure("a transfer has one task, which waits once")
        }
    }
}
