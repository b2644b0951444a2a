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
final class CurlMultiLoop: @unchecked Sendable {
    private enum Command {
        case add(CurlTransfer)
        case cancel(CurlTransfer)
    }

    private let multi: UnsafeMutableRawPointer
    private let lock = NSLock()
    private var commands: [Command] = []
    private var stopping = false
    /// Whether the loop sleeps (or is about to) in `curl_multi_poll`, so a new command must wake it.
    private var sleeping = false
    /// Transfers submitted and not yet finished.
    private var inFlight = 0
    /// The most transfers in flight at once since `inFlight` was last 0, and in the stretch before that
    /// one: a caller whose last stretch peaked at one sends its requests one after the other.
    private var peakInFlight = 0
    private var lastPeakInFlight = 0
    /// The task that submitted the last transfer, and whether it also submitted the one before.
    private var lastCaller: Int?
    private var callerRepeated = false
    /// Whether one caller sends requests one after the other, so busy-polling between them pays.
    ///
    /// Read under `lock`. Several tasks taking turns do not count: a task spinning for its reply would
    /// hold a cooperative thread that the others need to send theirs, and they would take turns for good.
    private var isSequential: Bool { callerRepeated && lastPeakInFlight <= 1 && peakInFlight <= 1 }
    /// When a task may spin for its outcome.
    private var taskSpin: AdaptiveSpin
    /// 1 while `commands` is not empty: read without a lock by the loop's spin.
    private let commandsPending = CurlAtomicWord(0)

    // Loop thread only.
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
    private var idleHandles: [UnsafeMutableRawPointer] = []
    private let maxIdleHandles = 32
    /// When the loop may spin for the next command.
    private var commandSpin: AdaptiveSpin

    /// Creates the multi handle and starts its thread.
    init(configuration: CurlTransport.Configuration) {
        CurlGlobal.initializeOnce()
        guard let multi = curl_multi_init() else {
            fatalError("curl_multi_init failed: libcurl is out of memory")
        }
        self.multi = multi
        taskSpin = AdaptiveSpin(window: configuration.busyPollWindow)
        commandSpin = AdaptiveSpin(window: configuration.busyPollWindow)
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
    func submit(_ transfer: CurlTransfer, caller: Int?) -> UInt64 {
        var spinWindow: UInt64 = 0
        let accepted = lock.withLock { () -> Bool in
            guard !stopping else { return false }
            callerRepeated = caller != nil && caller == lastCaller
            lastCaller = caller
            inFlight += 1
            peakInFlight = max(peakInFlight, inFlight)
            // A lone request of a caller that sends one after the other; not the first of a concurrent
            // caller's next wave, which would hold a cooperative thread while its siblings wait.
            if inFlight == 1, isSequential, taskSpin.shouldSpin() { spinWindow = taskSpin.window }
            append(.add(transfer))
            return true
        }
        if !accepted {
            transfer.finish(.failure(TransportError(.cancelled, "the transport was shut down")))
        }
        return spinWindow
    }

    /// Records whether a task's spin saw the outcome in time (any thread).
    func recordTaskSpin(success: Bool) {
        lock.withLock { taskSpin.record(success: success) }
    }

    /// Asks the loop to abandon a transfer (any thread); it finishes with `cancelled`.
    func cancel(_ transfer: CurlTransfer) {
        lock.withLock {
            guard !stopping else { return }
            append(.cancel(transfer))
        }
    }

    /// Stops the thread after failing every transfer still in flight (any thread).
    func shutDown() {
        lock.withLock {
            stopping = true
            curl_multi_wakeup(multi)
        }
    }

    /// Queues a command and wakes the loop if it sleeps (under `lock`, before shutdown: the multi
    /// handle is still alive).
    private func append(_ command: Command) {
        commands.append(command)
        commandsPending.store(1)
        if sleeping { curl_multi_wakeup(multi) }
    }

    // MARK: Loop thread

    private func run() {
        while true {
            let (pending, stop) = lock.withLock { () -> ([Command], Bool) in
                let taken = commands
                commands.removeAll(keepingCapacity: true)
                commandsPending.store(0)
                return (taken, stopping)
            }
            for command in pending {
                switch command {
                case .add(let transfer): start(transfer)
                case .cancel(let transfer): abandon(transfer)
                }
            }
            if stop { break }
            var running: Int32 = 0
            _ = curl_multi_perform(multi, &running)
            let finished = collectFinished()
            // Only between requests sent one after the other: for concurrent callers, sleeping lets the
            // next requests gather into one batch, which serves them better than taking them one by one.
            if finished == 1, active.isEmpty, lock.withLock({ isSequential }), commandSpin.shouldSpin() {
                let arrived = AdaptiveSpin.spin(window: commandSpin.window) { commandsPending.load() != 0 }
                commandSpin.record(success: arrived)
                if arrived { continue }
            }
            sleep()
        }
        for transfer in Array(active.values) {
            detach(transfer)
            complete(transfer, .failure(TransportError(.cancelled, "the transport was shut down")))
        }
        for easy in idleHandles { curl_easy_cleanup(easy) }
        idleHandles.removeAll()
        curl_multi_cleanup(multi)
    }

    /// Waits in `curl_multi_poll` for socket activity, a libcurl timeout or a wake-up from `append`.
    private func sleep() {
        let maySleep = lock.withLock { () -> Bool in
            guard commands.isEmpty, !stopping else { return false }
            sleeping = true
            return true
        }
        guard maySleep else { return }
        var descriptors: Int32 = 0
        _ = curl_multi_poll(multi, nil, 0, 1000, &descriptors)
        lock.withLock { sleeping = false }
    }

    /// Finishes a transfer and counts it out of the transfers in flight.
    private func complete(_ transfer: CurlTransfer, _ result: Result<HTTPResponse, any Error>) {
        lock.withLock {
            inFlight -= 1
            if inFlight == 0 {
                lastPeakInFlight = peakInFlight
                peakInFlight = 0
            }
        }
        transfer.finish(result)
    }

    private func start(_ transfer: CurlTransfer) {
        if transfer.isCancelled {
            complete(transfer, .failure(TransportError(.cancelled, "the task was cancelled")))
            return
        }
        guard let easy = idleHandles.popLast() ?? curl_easy_init() else {
            complete(transfer, .failure(TransportError(.other, "curl_easy_init failed")))
            return
        }
        do {
            try transfer.configure(easy)
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
    }

    private func abandon(_ transfer: CurlTransfer) {
        guard let easy = transfer.easy, active[easy] === transfer else { return }
        detach(transfer)
        complete(transfer, .failure(TransportError(.cancelled, "the task was cancelled")))
    }

    /// Finishes every transfer libcurl reports done; returns how many.
    private func collectFinished() -> Int {
        var finished = 0
        var remaining: Int32 = 0
        while let message = curl_multi_info_read(multi, &remaining) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                let transfer = active[easy]
            else { continue }
            let code = message.pointee.data.result
            let result: Result<HTTPResponse, any Error>
            if code == CURLE_OK {
                result = .success(transfer.makeResponse(effectiveURL: effectiveURL(easy)))
            } else {
                result = .failure(CurlErrorMapping.error(for: code, transfer: transfer))
            }
            detach(transfer)
            complete(transfer, result)
            finished += 1
        }
        return finished
    }

    private func detach(_ transfer: CurlTransfer) {
        guard let easy = transfer.easy else { return }
        curl_multi_remove_handle(multi, easy)
        active[easy] = nil
        transfer.easy = nil
        recycle(easy)
    }

    private func recycle(_ easy: UnsafeMutableRawPointer) {
        if idleHandles.count < maxIdleHandles {
            curl_easy_reset(easy)
            idleHandles.append(easy)
        } else {
            curl_easy_cleanup(easy)
        }
    }

    /// The URL the response came from when redirects were followed; `nil` (the request's URL) otherwise,
    /// which spares parsing a URL per request.
    private func effectiveURL(_ easy: UnsafeMutableRawPointer) -> URL? {
        var redirects = 0
        guard ccurl_easy_getinfo_long(easy, CURLINFO_REDIRECT_COUNT, &redirects) == CURLE_OK, redirects > 0 else {
            return nil
        }
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
