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
/// transport's thread finishes the exchange. A configuration can opt into busy polling
/// (``Configuration/busyPollWindow``): a request sent while no other is in flight then polls for its
/// response before it suspends, which saves the thread wake-ups that dominate sequential requests on
/// fast networks at the price of several times the CPU per request.
public final class CurlTransport: Transport {
    /// The settings the transport was created with.
    public let configuration: Configuration
    private let loop: CurlMultiLoop

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

    /// Shuts the transport down now and blocks until its thread has ended.
    ///
    /// Requests in flight and later ones fail as cancelled; the thread closes its connections first. For
    /// tests that count what a transport leaves behind (a transport otherwise shuts down when it goes away).
    func shutDownAndWait() {
        loop.shutDown()
        loop.waitUntilStopped()
    }

    /// Sends a request and returns the response, whatever its status code.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let transfer = CurlTransfer(request: request, configuration: configuration)
        let loop = self.loop
        return try await withTaskCancellationHandler {
            let caller = withUnsafeCurrentTask { $0?.hashValue }
            let spinWindow = loop.submit(transfer, caller: caller)
            if spinWindow > 0 {
                let done = AdaptiveSpin.spin(window: spinWindow) { transfer.isResolved }
                loop.recordTaskSpin(success: done)
                if done, let outcome = transfer.takeOutcome() { return try outcome.get() }
            }
            return try await withCheckedThrowingContinuation { continuation in
                transfer.wait(with: continuation)
            }
        } onCancel: {
            transfer.markCancelled()
            loop.cancel(transfer)
        }
    }
}
