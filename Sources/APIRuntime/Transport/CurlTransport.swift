import Foundation

/// The default transport: libcurl, driven on a dedicated thread, with connection reuse and HTTP/2.
///
/// One transport owns one libcurl multi handle and its connection and DNS caches, so share one
/// instance between clients talking to the same hosts. What it does:
///
/// - keeps HTTP/1.1 connections alive and reuses them; negotiates HTTP/2 over TLS when offered and
///   multiplexes concurrent requests on it; runs concurrent requests in parallel;
/// - applies a connect timeout and a total timeout (``HTTPRequest/timeout`` overrides the default);
/// - streams request bodies chunk by chunk from ``HTTPBody`` (files are never loaded whole);
/// - refuses response bodies over ``Configuration/maxResponseBytes`` with
///   ``TransportError/Kind/responseTooLarge``;
/// - always verifies TLS certificates and host names;
/// - follows redirects per ``RedirectPolicy`` (by default up to 5, for `GET` only);
/// - uses the proxy environment variables (`http_proxy`, `https_proxy`, `no_proxy`, …) as libcurl reads them,
///   unless ``Configuration/proxy`` says otherwise;
/// - throws ``TransportError/Kind/cancelled`` as soon as the calling task is cancelled.
///
/// No blocking call ever runs on Swift's cooperative thread pool: the calling task suspends until the
/// transport's thread finishes the exchange. Two settings cut the thread wake-ups that dominate
/// requests on fast networks. ``Configuration/callerThread`` runs a task that sends one request after
/// the other (or every task) on the transport's thread, which saves CPU but lets the caller's code hold
/// up other requests. ``Configuration/busyPollWindow`` makes a sequential request poll for its response
/// before it suspends, which saves latency at the price of several times the CPU.
public final class CurlTransport: Transport {
    /// The settings the transport was created with.
    public let configuration: Configuration
    let loop: CurlMultiLoop

    /// A process-wide transport with the default configuration, for clients that need nothing special.
    ///
    /// Clients sharing it share one thread and one connection cache, which is what keep-alive wants.
    public static let shared = CurlTransport()

    /// Creates a transport with its own libcurl thread and connection cache.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        self.loop = CurlMultiLoop(configuration: configuration)
    }

    deinit {
        loop.shutDown()
    }

    /// Shuts the transport down now and waits until its thread has ended.
    ///
    /// Requests in flight and later ones fail as cancelled; the thread closes its connections first. For
    /// tests that count what a transport leaves behind (a transport otherwise shuts down when it goes away).
    /// A task still on the transport's thread after a send leaves it first: the thread cannot end while
    /// it runs the task that waits for it.
    func shutDownAndWait() async {
        if loop.isCurrentThread { await loop.leaveThread() }
        loop.shutDown()
        loop.waitUntilStopped()
    }

    /// Whether the calling thread is the transport's own (tests).
    var isOnTransportThread: Bool { loop.isCurrentThread }

    /// Sends a request and returns the response, whatever its status code.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            // Every caller waits on the loop and stays there after (``CallerThread/allCallers``).
            if loop.adoptsAllCallers { return try await exchange(request, resumesOnLoop: true) }
            if loop.adoptCaller() { return try await sendOnTransportThread(request) }
        }
        return try await exchange(request, resumesOnLoop: false)
    }

    /// Sends with the task resumed on the transport's thread, where it stays after returning unless
    /// other requests wait for that thread (``Configuration/sequentialCallersOnTransportThread``).
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    private func sendOnTransportThread(_ request: HTTPRequest) async throws -> HTTPResponse {
        let result: Result<HTTPResponse, any Error>
        do {
            result = .success(try await exchange(request, resumesOnLoop: true))
        } catch {
            result = .failure(error)
        }
        // The task moves to the cooperative pool, so its code after `send` cannot hold up the other requests.
        if loop.isCurrentThread, loop.hasOtherWork { await loop.leaveThread() }
        return try result.get()
    }

    /// Hands the request to the loop and waits for its outcome, resumed on the loop's thread if asked.
    ///
    /// A task already on the loop's thread with nothing else in flight drives the transfer itself and
    /// returns without suspending (``CurlMultiLoop/performInline(_:caller:)``).
    private func exchange(_ request: HTTPRequest, resumesOnLoop: Bool) async throws -> HTTPResponse {
        let transfer = CurlTransfer(request: request, configuration: configuration)
        let loop = self.loop
        return try await withTaskCancellationHandler {
            let caller = withUnsafeCurrentTask { $0?.hashValue }
            let onLoopThread = loop.isCurrentThread
            if resumesOnLoop, onLoopThread {
                switch loop.performInline(transfer, caller: caller) {
                case .finished:
                    guard let outcome = transfer.takeOutcome() else {
                        throw TransportError(.other, "a transfer driven inline ended without an outcome")
                    }
                    return try outcome.get()
                case .handedOver:
                    return try await Self.waitOnLoop(for: transfer, loop: loop)
                case .notStarted:
                    break
                }
            }
            // A task on the loop's own thread must never spin for what that thread does, and one that
            // is resumed there has no reason to.
            let mayPoll = !resumesOnLoop && !onLoopThread
            let spinWindow = loop.submit(transfer, caller: caller, mayPoll: mayPoll)
            if resumesOnLoop { return try await Self.waitOnLoop(for: transfer, loop: loop) }
            if spinWindow > 0 {
                let done = AdaptiveSpin.spin(window: spinWindow) { transfer.isResolved }
                loop.recordTaskSpin(success: done)
                if done, let outcome = transfer.takeOutcome() { return try outcome.get() }
            }
            return try await Self.outcome(of: transfer)
        } onCancel: {
            transfer.markCancelled()
            loop.cancel(transfer)
        }
    }

    /// Suspends until the transfer's outcome is set, resumed onto the loop as executor where task
    /// executors exist: the loop's thread resumes the task with a queue push instead of a wake-up of the
    /// cooperative pool.
    private static func waitOnLoop(for transfer: CurlTransfer, loop: CurlMultiLoop) async throws -> HTTPResponse {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            // Only around the suspension, so that the task's own code never runs under the preference.
            return try await withTaskExecutorPreference(loop) { try await outcome(of: transfer) }
        }
        return try await outcome(of: transfer)
    }

    /// Suspends until the transfer's outcome is set (``CurlTransfer/wait(with:)`` resumes exactly once).
    private static func outcome(of transfer: CurlTransfer) async throws -> HTTPResponse {
        try await withUnsafeThrowingContinuation { continuation in
            transfer.wait(with: continuation)
        }
    }
}
