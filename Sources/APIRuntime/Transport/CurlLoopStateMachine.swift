/// The scheduling policy of a ``CurlMultiLoop``, apart from libcurl: when a task may busy-poll for its
/// outcome, when the loop thread spins for the next command or sleeps, and when it must be woken.
///
/// A plain value with no locks, threads or handles: the loop keeps one under its lock, tells it what
/// happened (a transfer submitted, completed, a spin that paid or ran out, the loop about to sleep) and
/// carries out the action it returns. The policy can then be driven step by step in unit tests, without
/// sockets or timing.
///
/// Busy polling pays only while one task sends one request at a time: the same task as the request
/// before, alone in flight, and never two in flight in the current or the previous busy stretch (a
/// stretch ends when nothing is in flight). Several tasks taking turns never poll: a task spinning for
/// its reply would hold a cooperative thread that the others need to send theirs.
struct CurlLoopStateMachine {
    /// What to do with a transfer handed to the loop.
    enum SubmitAction: Equatable {
        /// The transport was shut down: fail the transfer as cancelled.
        case reject
        /// Queue the transfer's command, wake the loop if it sleeps, and let the task spin for its
        /// outcome for `spinWindow` nanoseconds (0: suspend at once).
        case enqueue(wakeLoop: Bool, spinWindow: UInt64)
    }

    /// What to do with a cancellation.
    enum CancelAction: Equatable {
        /// The transport was shut down, which fails every transfer anyway.
        case ignore
        /// Queue the cancel command and wake the loop if it sleeps.
        case enqueue(wakeLoop: Bool)
    }

    /// What the loop thread does after a round of `curl_multi_perform`.
    enum IdleAction: Equatable {
        /// Poll for the next command for up to `window` nanoseconds before sleeping.
        case spinForCommand(window: UInt64)
        /// Sleep in `curl_multi_poll` (unless a command arrived meanwhile).
        case sleep
    }

    /// Whether the transport is shutting down: no new commands are accepted.
    private(set) var isStopping = false
    /// Whether the loop sleeps (or is about to) in `curl_multi_poll`, so a new command must wake it.
    private(set) var isSleeping = false
    /// Transfers submitted and not yet completed.
    private(set) var inFlight = 0
    /// The most transfers in flight at once in the current busy stretch and in the one before.
    private var peakInFlight = 0
    private var lastPeakInFlight = 0
    /// The task that submitted the last transfer, and whether it also submitted the one before.
    private var lastCaller: Int?
    private var callerRepeated = false
    /// When a task may spin for its outcome.
    private var taskSpin: AdaptiveSpin
    /// When the loop may spin for the next command.
    private var commandSpin: AdaptiveSpin
    /// Whether a task was let onto the loop's thread (``adoptCaller()``) and has not submitted yet.
    private var adoptionPending = false

    /// Creates the policy; a zero or negative window turns busy polling off.
    init(busyPollWindow: Duration) {
        taskSpin = AdaptiveSpin(window: busyPollWindow)
        commandSpin = AdaptiveSpin(window: busyPollWindow)
    }

    /// Whether one task sends one request at a time, so busy-polling between them pays.
    var isSequential: Bool { callerRepeated && lastPeakInFlight <= 1 && peakInFlight <= 1 }

    /// Whether a task about to send may move onto the loop's thread for its exchange.
    ///
    /// Only while nothing is in flight and no other task is on its way there: the sequential case, where
    /// the loop thread has nothing else to do. A `true` holds the way for this task until it submits.
    mutating func adoptCaller() -> Bool {
        guard !isStopping, inFlight == 0, !adoptionPending else { return false }
        adoptionPending = true
        return true
    }

    /// A task submits a transfer; `caller` identifies the task (`nil` outside one), `mayPoll` is false
    /// for a task on the loop's own thread, which must never spin for what that thread does.
    mutating func submit(caller: Int?, mayPoll: Bool = true) -> SubmitAction {
        adoptionPending = false
        guard !isStopping else { return .reject }
        callerRepeated = caller != nil && caller == lastCaller
        lastCaller = caller
        inFlight += 1
        peakInFlight = max(peakInFlight, inFlight)
        // A lone request of a caller that sends one after the other; not the first of a concurrent
        // caller's next wave, which would hold a cooperative thread while its siblings wait.
        var window: UInt64 = 0
        if mayPoll, inFlight == 1, isSequential, taskSpin.shouldSpin() { window = taskSpin.window }
        return .enqueue(wakeLoop: isSleeping, spinWindow: window)
    }

    /// A task's spin ended, with its outcome (`success`) or with the window.
    mutating func taskSpinEnded(success: Bool) {
        taskSpin.record(success: success)
    }

    /// A task asks to abandon its transfer.
    mutating func cancel() -> CancelAction {
        command()
    }

    /// A command about a transfer in flight (cancel it, resume it): queued, and the loop woken if it sleeps.
    mutating func command() -> CancelAction {
        isStopping ? .ignore : .enqueue(wakeLoop: isSleeping)
    }

    /// The transport goes away; returns whether the loop must be woken to stop (the first time only).
    mutating func shutDown() -> Bool {
        guard !isStopping else { return false }
        isStopping = true
        return true
    }

    /// A transfer ended (any outcome), which may end the busy stretch.
    mutating func transferCompleted() {
        precondition(inFlight > 0, "a transfer completed that was never submitted")
        inFlight -= 1
        if inFlight == 0 {
            lastPeakInFlight = peakInFlight
            peakInFlight = 0
        }
    }

    /// The loop finished a round: `finished` transfers completed in it and `idle` says none is left.
    ///
    /// Only between requests sent one after the other may the loop spin for the next one: for
    /// concurrent callers, sleeping lets the next requests gather into one batch, which serves them
    /// better than taking them one by one.
    mutating func roundEnded(finished: Int, idle: Bool) -> IdleAction {
        if finished == 1, idle, isSequential, commandSpin.shouldSpin() {
            return .spinForCommand(window: commandSpin.window)
        }
        return .sleep
    }

    /// The loop's spin for the next command ended, with a command (`arrived`) or with the window.
    mutating func commandSpinEnded(arrived: Bool) {
        commandSpin.record(success: arrived)
    }

    /// The loop is about to sleep; returns whether it may (no command waiting, not stopping).
    ///
    /// From here until ``wokeUp()`` every new command asks for a wake-up.
    mutating func willSleep(commandsPending: Bool) -> Bool {
        guard !commandsPending, !isStopping else { return false }
        isSleeping = true
        return true
    }

    /// The loop returned from `curl_multi_poll`.
    mutating func wokeUp() {
        isSleeping = false
    }
}
