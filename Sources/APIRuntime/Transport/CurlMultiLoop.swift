import CCurlShim
import Foundation

/// A libcurl multi handle driven by one dedicated thread: every transfer of a ``CurlTransport`` runs here.
///
/// The multi handle owns the connection cache and the DNS cache, so sequential requests reuse
/// keep-alive connections and concurrent requests run in parallel on non-blocking sockets, without
/// ever blocking Swift's cooperative thread pool. Other threads talk to the loop only through a
/// locked command queue and `curl_multi_wakeup`, the one multi call that is thread-safe.
///
/// Requests sent one after the other avoid sleeping where they can (see ``AdaptiveSpin``): a lone
/// request lets its task spin briefly for the outcome instead of suspending, and once it ends the loop
/// spins briefly for the next command before it sleeps in `curl_multi_poll`. Both back off when the
/// wait keeps running out, and neither happens unless the same task sent the request before and no
/// two transfers were in flight at once in the current or the previous busy stretch.
///
/// The loop is also a task executor (``CurlMultiLoop+Executor.swift``): with
/// ``CurlTransport/Configuration/callerThread``, a task sending while nothing else is in flight (or
/// every sending task) is resumed here, and its jobs run between rounds of libcurl.
final class CurlMultiLoop: @unchecked Sendable {
    enum Command {
        case add(CurlTransfer)
        case cancel(CurlTransfer)
        /// Unpause a transfer paused for its stream's reader.
        case resume(CurlTransfer)
    }

    let multi: UnsafeMutableRawPointer
    /// Guards `commands`, `jobs`, `forwardsJobs` and `policy`.
    let lock = NSLock()
    var commands: [Command] = []
    /// Partial tasks enqueued on the loop as a task executor (``CurlMultiLoop+Executor.swift``).
    var jobs: [UnownedJob] = []
    /// Set once the thread has ended: jobs then go to the global concurrent executor.
    var forwardsJobs = false
    /// Whether a task sending while nothing else is in flight moves onto the loop's thread.
    let adoptsCallers: Bool
    /// Whether every sending task is resumed on the loop's thread and stays there
    /// (``CurlTransport/CallerThread/allCallers``).
    let adoptsAllCallers: Bool
    /// How many transfers a task on the loop's thread drove itself (``CurlMultiLoop+Inline.swift``;
    /// under `lock`, for tests).
    var inlineTransfers = 0
    /// Jobs of the batch being run that have not run yet (loop thread only).
    var batchRemaining = 0
    /// Tasks leaving the loop's thread, resumed once the job they suspended in has returned (loop thread
    /// only; ``leaveThread()``).
    var departures: [UnsafeContinuation<Void, Never>] = []
    /// When to busy-poll, sleep and wake up (``CurlLoopStateMachine``); its actions are carried out here.
    var policy: CurlLoopStateMachine
    /// 1 while `commands` or `jobs` is not empty: read without a lock by the loop's spin.
    let commandsPending = CurlAtomicWord(0)
    /// Guards `hasStopped`, set once the thread has released every handle.
    private let stoppedCondition = NSCondition()
    private var hasStopped = false

    // Loop thread only.
    var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
    /// Easy handles between transfers, each with the options key of the request that left its options
    /// in place (``CurlOptionsKey``) and the header list still set on it, or `nil` when it was reset.
    private var idleHandles: [IdleHandle] = []
    private let maxIdleHandles = 32

    /// Creates the multi handle and starts its thread.
    init(configuration: CurlTransport.Configuration) {
        CurlGlobal.initializeOnce()
        guard let multi = curl_multi_init() else {
            fatalError("curl_multi_init failed: libcurl is out of memory")
        }
        self.multi = multi
        policy = CurlLoopStateMachine(busyPollWindow: configuration.busyPollWindow)
        adoptsCallers = configuration.callerThread != .cooperativePool
        adoptsAllCallers = configuration.callerThread == .allCallers
        _ = ccurl_multi_setopt_long(multi, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
        _ = ccurl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, configuration.maxConnectionsPerHost)
        _ = ccurl_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, configuration.maxCachedConnections)
        let thread = Thread { [self] in run() }
        thread.name = "APIRuntime.CurlTransport"
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// Hands a transfer to the loop (any thread); returns how long its task may spin for the outcome.
    ///
    /// The window is in nanoseconds, 0 to suspend at once. `caller` identifies the submitting task.
    func submit(_ transfer: CurlTransfer, caller: Int?, mayPoll: Bool = true) -> UInt64 {
        let action = lock.withLock { () -> CurlLoopStateMachine.SubmitAction in
            let action = policy.submit(caller: caller, mayPoll: mayPoll)
            if case .enqueue(let wakeLoop, _) = action { append(.add(transfer), wakeLoop: wakeLoop) }
            return action
        }
        switch action {
        case .reject:
            transfer.finish(.failure(TransportError(.cancelled, "the transport was shut down")))
            return 0
        case .enqueue(_, let spinWindow):
            return spinWindow
        }
    }

    /// Records whether a task's spin saw the outcome in time (any thread).
    func recordTaskSpin(success: Bool) {
        lock.withLock { policy.taskSpinEnded(success: success) }
    }

    /// Asks the loop to abandon a transfer (any thread); it finishes with `cancelled`.
    func cancel(_ transfer: CurlTransfer) {
        lock.withLock {
            if case .enqueue(let wakeLoop) = policy.cancel() { append(.cancel(transfer), wakeLoop: wakeLoop) }
        }
    }

    /// Asks the loop to unpause a transfer paused for its stream's reader (any thread).
    func resume(_ transfer: CurlTransfer) {
        lock.withLock {
            if case .enqueue(let wakeLoop) = policy.command() { append(.resume(transfer), wakeLoop: wakeLoop) }
        }
    }

    /// Stops the thread after failing every transfer still in flight (any thread).
    func shutDown() {
        lock.withLock {
            if policy.shutDown() { curl_multi_wakeup(multi) }
        }
    }

    /// Blocks until the thread has failed what was in flight and released every handle and connection
    /// (after ``shutDown()``; never on the loop's thread).
    func waitUntilStopped() {
        stoppedCondition.withLock {
            while !hasStopped { stoppedCondition.wait() }
        }
    }

    /// Queues a command and wakes the loop if the policy says it sleeps (under `lock`, before shutdown:
    /// the multi handle is still alive).
    private func append(_ command: Command, wakeLoop: Bool) {
        commands.append(command)
        commandsPending.store(1)
        if wakeLoop { curl_multi_wakeup(multi) }
    }

    /// Queues a job and wakes the loop if it sleeps; returns `false` once the thread has ended (any thread).
    func appendJob(_ job: UnownedJob) -> Bool {
        lock.withLock {
            guard !forwardsJobs else { return false }
            jobs.append(job)
            commandsPending.store(1)
            // Not forwarding yet: the thread has not released the multi handle.
            if policy.isSleeping { curl_multi_wakeup(multi) }
            return true
        }
    }

    // MARK: Loop thread

    private func run() {
        markCurrentThread()
        while true {
            let (pending, firstBatch, stop) = takeQueued(jobs: true)
            execute(pending)
            var batch = firstBatch
            var passes = 0
            while !batch.isEmpty {
                runJobs(batch)
                passes += 1
                // Start what the jobs sent before libcurl's turn, and run the jobs they enqueued (a task
                // hopping within the thread), a few passes at most before libcurl gets its turn.
                let (more, moreJobs, _) = takeQueued(jobs: passes < 8)
                execute(more)
                batch = moreJobs
            }
            if stop { break }
            var running: Int32 = 0
            _ = curl_multi_perform(multi, &running)
            let finished = collectFinished()
            let idle = active.isEmpty
            let action = lock.withLock { policy.roundEnded(finished: finished, idle: idle) }
            if case .spinForCommand(let window) = action {
                let arrived = AdaptiveSpin.spin(window: window) { commandsPending.load() != 0 }
                lock.withLock { policy.commandSpinEnded(arrived: arrived) }
                if arrived { continue }
            }
            sleep()
        }
        for transfer in Array(active.values) {
            detach(transfer)
            complete(transfer, .failure(TransportError(.cancelled, "the transport was shut down")))
        }
        forwardRemainingJobs()
        for idle in idleHandles {
            curl_easy_cleanup(idle.easy)
            if let list = idle.headerList { curl_slist_free_all(list) }
        }
        idleHandles.removeAll()
        curl_multi_cleanup(multi)
        stoppedCondition.withLock {
            hasStopped = true
            stoppedCondition.broadcast()
        }
    }

    /// Waits in `curl_multi_poll` for socket activity, a libcurl timeout or a wake-up from `append`.
    private func sleep() {
        let maySleep = lock.withLock { policy.willSleep(commandsPending: !commands.isEmpty || !jobs.isEmpty) }
        guard maySleep else { return }
        var descriptors: Int32 = 0
        _ = curl_multi_poll(multi, nil, 0, 1000, &descriptors)
        lock.withLock { policy.wokeUp() }
    }

    /// Takes the queued commands, and the queued jobs if `jobs`; says whether the loop is to stop.
    private func takeQueued(jobs takesJobs: Bool) -> ([Command], [UnownedJob], stop: Bool) {
        lock.withLock {
            var taken: [Command] = []
            swap(&taken, &commands)
            var takenJobs: [UnownedJob] = []
            if takesJobs { swap(&takenJobs, &jobs) }
            if jobs.isEmpty { commandsPending.store(0) }
            return (taken, takenJobs, policy.isStopping)
        }
    }

    /// Starts and abandons transfers as commanded.
    private func execute(_ pending: [Command]) {
        for command in pending {
            switch command {
            case .add(let transfer): start(transfer)
            case .cancel(let transfer): abandon(transfer)
            case .resume(let transfer):
                // Unpausing may hand the kept block to the write callback at once, which may pause again.
                if let easy = transfer.easy, active[easy] === transfer { _ = curl_easy_pause(easy, CURLPAUSE_CONT) }
            }
        }
    }

    /// Finishes a transfer and counts it out of the transfers in flight.
    private func complete(_ transfer: CurlTransfer, _ result: Result<HTTPResponse, any Error>) {
        lock.withLock { policy.transferCompleted() }
        transfer.finish(result)
    }

    func start(_ transfer: CurlTransfer) {
        if transfer.isCancelled {
            complete(transfer, .failure(TransportError(.cancelled, "the task was cancelled")))
            return
        }
        guard let idle = idleHandles.popLast() ?? curl_easy_init().map({ IdleHandle(easy: $0) }) else {
            complete(transfer, .failure(TransportError(.other, "curl_easy_init failed")))
            return
        }
        let easy = idle.easy
        do {
            if let options = idle.options, options == transfer.optionsKey {
                // The transfer owns the list the handle still points to, until it is detached.
                try transfer.configureReused(easy, headerList: idle.headerList, url: idle.url)
            } else {
                if idle.options != nil { curl_easy_reset(easy) }
                if let list = idle.headerList { curl_slist_free_all(list) }
                try transfer.configure(easy)
            }
        } catch {
            recycle(easy)
            complete(transfer, .failure(error))
            return
        }
        transfer.easy = easy
        let code = curl_multi_add_handle(multi, easy)
        guard code == CURLM_OK else {
            transfer.easy = nil
            recycle(easy)
            complete(
                transfer,
                .failure(TransportError(.other, String(cString: curl_multi_strerror(code)), code: Int(code.rawValue))))
            return
        }
        active[easy] = transfer
        transfer.loop = self
    }

    private func abandon(_ transfer: CurlTransfer) {
        guard let easy = transfer.easy, active[easy] === transfer else { return }
        detach(transfer)
        complete(transfer, .failure(TransportError(.cancelled, "the task was cancelled")))
    }

    /// Finishes every transfer libcurl reports done; returns how many.
    func collectFinished() -> Int {
        var finished = 0
        var remaining: Int32 = 0
        while let message = curl_multi_info_read(multi, &remaining) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                let transfer = active[easy]
            else { continue }
            let code = message.pointee.data.result
            let result: Result<HTTPResponse, any Error>
            var settledURL: String?
            let whole = code == CURLE_OK && transfer.head.isComplete
            if transfer.stoppedAtRedirect {
                // A redirect to another origin, stopped at the end of its head: that answer is the response.
                let redirects = redirectCount(easy) ?? 0
                result = .success(transfer.makeResponse(effectiveURL: redirects == 0 ? nil : effectiveURL(easy)))
            } else if code == CURLE_OK, !whole {
                // libcurl ends an HTTP/1 answer whose connection closed inside the head as if it were whole (a
                // status line, some fields, no body): that is a truncated answer, not an empty 200.
                result = .failure(
                    TransportError(.protocolError, "the connection closed before the response's headers ended"))
            } else if code == CURLE_OK, let cutShort = transfer.finishBody() {
                result = .failure(cutShort)
            } else if code == CURLE_OK {
                let redirects = redirectCount(easy)
                // Without a redirect, the URL set on the handle is still the request's.
                if redirects == 0 { settledURL = transfer.request.url.absoluteString }
                let redirected = redirects == 0 ? nil : effectiveURL(easy)
                result = .success(transfer.makeResponse(effectiveURL: redirected))
            } else {
                result = .failure(CurlErrorMapping.error(for: code, transfer: transfer))
            }
            detach(transfer, keepingOptions: whole, url: settledURL)
            complete(transfer, result)
            finished += 1
        }
        return finished
    }

    /// Takes a transfer off the multi handle; its options, header list included, stay on the easy
    /// handle for the next request with the same key if it succeeded (`keepingOptions`), else the
    /// handle is reset and the list freed.
    ///
    /// `url` is the URL still set on the handle, if known.
    private func detach(_ transfer: CurlTransfer, keepingOptions: Bool = false, url: String? = nil) {
        guard let easy = transfer.easy else { return }
        curl_multi_remove_handle(multi, easy)
        active[easy] = nil
        transfer.easy = nil
        let list = transfer.headerList
        transfer.headerList = nil
        recycle(easy, options: keepingOptions ? transfer.optionsKey : nil, headerList: list, url: url)
    }

    /// Keeps a handle for the next transfer (up to ``maxIdleHandles``): with its options, header list
    /// and URL when `options` is given, which the handle then owns, else reset with the list freed.
    private func recycle(
        _ easy: UnsafeMutableRawPointer, options: CurlOptionsKey? = nil,
        headerList: UnsafeMutablePointer<curl_slist>? = nil, url: String? = nil
    ) {
        guard idleHandles.count < maxIdleHandles else {
            curl_easy_cleanup(easy)
            if let headerList { curl_slist_free_all(headerList) }
            return
        }
        if options != nil {
            CurlTransfer.forgetTransfer(easy)
            idleHandles.append(IdleHandle(easy: easy, options: options, headerList: headerList, url: url))
        } else {
            curl_easy_reset(easy)
            if let headerList { curl_slist_free_all(headerList) }
            idleHandles.append(IdleHandle(easy: easy))
        }
    }

    /// How many redirects the transfer followed, or `nil` when libcurl cannot tell.
    private func redirectCount(_ easy: UnsafeMutableRawPointer) -> Int? {
        var redirects = 0
        guard ccurl_easy_getinfo_long(easy, CURLINFO_REDIRECT_COUNT, &redirects) == CURLE_OK else { return nil }
        return redirects
    }

    /// The URL the response came from after redirects, or `nil` (the request's URL) when libcurl cannot
    /// tell; asked only when redirects were followed, which spares parsing a URL per request.
    private func effectiveURL(_ easy: UnsafeMutableRawPointer) -> URL? {
        var pointer: UnsafePointer<CChar>?
        guard ccurl_easy_getinfo_string(easy, CURLINFO_EFFECTIVE_URL, &pointer) == CURLE_OK, let pointer else {
            return nil
        }
        return URL(string: String(cString: pointer))
    }
}

/// libcurl's process-wide initialisation, done once before the first handle.
enum CurlGlobal {
    private static let initialized: Bool = {
        curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK
    }()

    /// Initialises libcurl if that has not happened yet.
    static func initializeOnce() {
        _ = initialized
    }
}
