import CCurlShim
import Foundation

/// A libcurl multi handle driven by one dedicated thread: every transfer of a ``CurlTransport`` runs here.
///
/// The multi handle owns the connection cache and the DNS cache, so sequential requests reuse
/// keep-alive connections and concurrent requests run in parallel on non-blocking sockets, without
/// ever blocking Swift's cooperative thread pool. Other threads talk to the loop only through a
/// locked command queue and `curl_multi_wakeup`, the one multi call that is thread-safe.
final class CurlMultiLoop: @unchecked Sendable {
    private enum Command {
        case add(CurlTransfer)
        case cancel(CurlTransfer)
    }

    private let multi: UnsafeMutableRawPointer
    private let lock = NSLock()
    private var commands: [Command] = []
    private var stopping = false

    // Loop thread only.
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
    private var idleHandles: [UnsafeMutableRawPointer] = []
    private let maxIdleHandles = 32

    /// Creates the multi handle and starts its thread.
    init(configuration: CurlTransport.Configuration) {
        CurlGlobal.initializeOnce()
        guard let multi = curl_multi_init() else {
            fatalError("curl_multi_init failed: libcurl is out of memory")
        }
        self.multi = multi
        _ = ccurl_multi_setopt_long(multi, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
        _ = ccurl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, configuration.maxConnectionsPerHost)
        _ = ccurl_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, configuration.maxCachedConnections)
        let thread = Thread { [self] in run() }
        thread.name = "APIRuntime.CurlTransport"
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// Hands a transfer to the loop (any thread).
    func submit(_ transfer: CurlTransfer) {
        enqueue(.add(transfer))
    }

    /// Asks the loop to abandon a transfer (any thread); it finishes with `cancelled`.
    func cancel(_ transfer: CurlTransfer) {
        enqueue(.cancel(transfer))
    }

    /// Stops the thread after failing every transfer still in flight (any thread).
    func shutDown() {
        lock.withLock {
            stopping = true
            curl_multi_wakeup(multi)
        }
    }

    /// Queues a command and wakes the loop; after shutdown, transfers fail at once and cancels are moot.
    private func enqueue(_ command: Command) {
        let accepted = lock.withLock { () -> Bool in
            guard !stopping else { return false }
            commands.append(command)
            // Under the lock, so the loop cannot have cleaned the multi handle up yet.
            curl_multi_wakeup(multi)
            return true
        }
        if !accepted, case .add(let transfer) = command {
            transfer.finish(.failure(TransportError(.cancelled, "the transport was shut down")))
        }
    }

    // MARK: Loop thread

    private func run() {
        while true {
            let (pending, stop) = lock.withLock { () -> ([Command], Bool) in
                let taken = commands
                commands.removeAll(keepingCapacity: true)
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
            collectFinished()
            var descriptors: Int32 = 0
            _ = curl_multi_poll(multi, nil, 0, 1000, &descriptors)
        }
        for transfer in Array(active.values) {
            detach(transfer)
            transfer.finish(.failure(TransportError(.cancelled, "the transport was shut down")))
        }
        for easy in idleHandles { curl_easy_cleanup(easy) }
        idleHandles.removeAll()
        curl_multi_cleanup(multi)
    }

    private func start(_ transfer: CurlTransfer) {
        guard transfer.continuation != nil else { return }
        if transfer.isCancelled {
            transfer.finish(.failure(TransportError(.cancelled, "the task was cancelled")))
            return
        }
        guard let easy = idleHandles.popLast() ?? curl_easy_init() else {
            transfer.finish(.failure(TransportError(.other, "curl_easy_init failed")))
            return
        }
        do {
            try transfer.configure(easy)
        } catch {
            recycle(easy)
            transfer.finish(.failure(error))
            return
        }
        transfer.easy = easy
        let code = curl_multi_add_handle(multi, easy)
        guard code == CURLM_OK else {
            transfer.easy = nil
            recycle(easy)
            transfer.finish(
                .failure(TransportError(.other, String(cString: curl_multi_strerror(code)), code: Int(code.rawValue))))
            return
        }
        active[easy] = transfer
    }

    private func abandon(_ transfer: CurlTransfer) {
        guard let easy = transfer.easy, active[easy] === transfer else { return }
        detach(transfer)
        transfer.finish(.failure(TransportError(.cancelled, "the task was cancelled")))
    }

    private func collectFinished() {
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
            transfer.finish(result)
        }
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
