import Foundation

extension CurlTransport {
    /// Settings of a ``CurlTransport``: timeouts, limits, redirects, HTTP version and proxies.
    public struct Configuration: Sendable {
        /// The longest wait for a TCP (and TLS) connection to be established.
        public var connectTimeout: Duration
        /// The longest a whole exchange may take, unless ``HTTPRequest/timeout`` says otherwise.
        public var timeout: Duration
        /// The largest response body accepted; a larger one fails with ``TransportError/Kind/responseTooLarge``.
        public var maxResponseBytes: Int
        /// Which redirects are followed.
        public var redirects: RedirectPolicy
        /// The HTTP version negotiated.
        public var httpVersion: HTTPVersion
        /// Where the proxy settings come from.
        public var proxy: ProxyPolicy
        /// A PEM bundle of trusted certificate authorities (`nil`: the system bundle); verification is always on.
        public var caBundlePath: String?
        /// Whether to ask for gzip and deflate bodies and decode them transparently.
        ///
        /// The transport inflates them itself, so a body cut short inside its compressed stream is a
        /// `protocolError`, and what a body inflates to counts against ``maxResponseBytes``.
        public var acceptsCompressedResponses: Bool
        /// The `User-Agent` sent unless the request sets its own; `nil` sends none.
        public var userAgent: String?
        /// The most connections opened to one host at a time (`0`: no limit; excess requests wait).
        public var maxConnectionsPerHost: Int
        /// The most idle connections kept open for reuse.
        public var maxCachedConnections: Int
        /// The size of the buffer a streamed upload is read into.
        public var uploadBufferSize: Int
        /// How long a sequential request busy-polls before it sleeps; `.zero` (the default) never busy-polls.
        ///
        /// Opt-in, trading CPU for latency. When one task sends one request at a time, it polls for its
        /// response for up to this long instead of suspending, and the transport's thread polls as long
        /// for the next request instead of sleeping: on loopback and fast networks this saves the context
        /// switches that otherwise dominate a request, and sequential throughput roughly doubles. The
        /// price is two threads kept busy for the whole exchange, several times the CPU per request of a
        /// transport that sleeps (`Benchmarks/README.md`), which a server or a phone pays for. The polling
        /// backs off on its own when responses take longer (up to 64 requests without polling).
        /// Concurrent requests, and tasks taking turns, never poll. ``Configuration/latencyBusyPollWindow``
        /// (200 µs) is the measured value to opt in with where another core is free.
        public var busyPollWindow: Duration
        /// Which tasks run on the transport's thread while they wait and after (``CallerThread``);
        /// ``CallerThread/cooperativePool`` (the default) runs none there.
        public var callerThread: CallerThread

        /// Whether a task that sends while no other request is in flight is resumed on the transport's
        /// thread; `false` (the default) resumes every task on the cooperative pool.
        ///
        /// The same as ``callerThread`` set to ``CallerThread/sequentialCallers``; reads `true` also
        /// with ``CallerThread/allCallers``, and setting `false` turns either off.
        ///
        /// Opt-in, trading where the caller's code runs for CPU per request. A sequential exchange
        /// otherwise wakes two threads: the transport's, to start the transfer, and a pool thread, to
        /// resume the task. With this on, the task is resumed on the transport's thread (it becomes the
        /// task's executor while it waits) and, on the toolchain's runtime, stays there after `send`
        /// returns, so its next request starts without a wake-up: one task sending one request after
        /// the other runs on one thread, as a plain C loop around libcurl does: from its second request
        /// on it drives its transfer itself there, without suspending, as long as nothing else is in
        /// flight. About half the CPU per request of the hand-off (`Benchmarks/README.md`, section 3b).
        ///
        /// The price: the caller's code after `send` runs on the transport's thread until the task
        /// next suspends, and while it runs no other request of this transport makes progress. A task
        /// leaves the thread before `send` returns when other requests are in flight or waiting, and
        /// concurrent requests never move there, but a request sent by another task while the caller
        /// decodes a large body or blocks waits for it. Do not block there on anything that needs this
        /// transport (a semaphore waiting for another task's request would never be signalled). Leave
        /// it off for transports shared by many independent callers; turn it on for a client that
        /// sends one request at a time and cares about CPU (a batch job, a crawler, a phone). Needs
        /// macOS 15 / iOS 18 or later (task executors); ignored before.
        public var sequentialCallersOnTransportThread: Bool {
            get { callerThread != .cooperativePool }
            set {
                guard newValue != sequentialCallersOnTransportThread else { return }
                callerThread = newValue ? .sequentialCallers : .cooperativePool
            }
        }

        /// Creates a configuration; the defaults suit API calls.
        ///
        /// `sequentialCallersOnTransportThread: true` stands for ``CallerThread/sequentialCallers`` when
        /// `callerThread` is left at its default.
        public init(
            connectTimeout: Duration = .seconds(15), timeout: Duration = .seconds(120),
            maxResponseBytes: Int = 64 * 1024 * 1024, redirects: RedirectPolicy = .default,
            httpVersion: HTTPVersion = .http2OverTLS, proxy: ProxyPolicy = .environment,
            caBundlePath: String? = nil, acceptsCompressedResponses: Bool = true,
            userAgent: String? = "SchemaSDK-APIRuntime", maxConnectionsPerHost: Int = 0,
            maxCachedConnections: Int = 64, uploadBufferSize: Int = 256 * 1024,
            busyPollWindow: Duration = Configuration.defaultBusyPollWindow,
            sequentialCallersOnTransportThread: Bool = false, callerThread: CallerThread = .cooperativePool
        ) {
            self.connectTimeout = connectTimeout
            self.timeout = timeout
            self.maxResponseBytes = maxResponseBytes
            self.redirects = redirects
            self.httpVersion = httpVersion
            self.proxy = proxy
            self.caBundlePath = caBundlePath
            self.acceptsCompressedResponses = acceptsCompressedResponses
            self.userAgent = userAgent
            self.maxConnectionsPerHost = maxConnectionsPerHost
            self.maxCachedConnections = maxCachedConnections
            self.uploadBufferSize = uploadBufferSize
            self.busyPollWindow = busyPollWindow
            self.callerThread =
                sequentialCallersOnTransportThread && callerThread == .cooperativePool
                ? .sequentialCallers : callerThread
        }

        /// `.zero`: no busy polling unless a configuration opts in (see ``busyPollWindow``).
        public static var defaultBusyPollWindow: Duration { .zero }

        /// The window to opt into busy polling with.
        ///
        /// 200 µs where another core can run the other side of the wait, else `.zero`: long enough to cover
        /// a loopback or LAN round trip even when the other side is slow to be scheduled (100 µs often
        /// was not).
        public static var latencyBusyPollWindow: Duration {
            ProcessInfo.processInfo.activeProcessorCount > 1 ? .microseconds(200) : .zero
        }
    }

    /// Which redirects the transport follows itself; unfollowed 3xx responses are returned as they are.
    public struct RedirectPolicy: Sendable, Hashable {
        /// The most redirects followed in one exchange.
        public var maxRedirects: Int
        /// The methods whose redirects are followed.
        public var methods: Set<HTTPMethod>
        /// Other origins a redirect is followed to, with every header of the request (empty by default).
        ///
        /// A redirect is followed within the request's own origin only, because every header of the request
        /// (an API key, a session token, a signature) goes along. An API that sends downloads to a CDN it trusts
        /// names the CDN's origin here (`URL(string: "https://cdn.example.com")!`): scheme, host and port count,
        /// the path does not. Any other origin's redirect is returned as the 3xx response.
        public var trustedOrigins: [URL]

        /// Creates a policy.
        public init(maxRedirects: Int, methods: Set<HTTPMethod>, trustedOrigins: [URL] = []) {
            self.maxRedirects = maxRedirects
            self.methods = methods
            self.trustedOrigins = trustedOrigins
        }

        /// Follows up to 5 redirects of `GET` requests only.
        public static let `default` = RedirectPolicy(maxRedirects: 5, methods: [.get])
        /// Never follows a redirect.
        public static let none = RedirectPolicy(maxRedirects: 0, methods: [])

        /// Whether a request with this method follows redirects.
        public func follows(_ method: HTTPMethod) -> Bool {
            maxRedirects > 0 && methods.contains(method)
        }
    }

    /// The HTTP version the transport asks for.
    public enum HTTPVersion: Sendable, Hashable {
        /// HTTP/1.1 only.
        case http1_1
        /// HTTP/2 when a TLS server offers it through ALPN, HTTP/1.1 otherwise (and for plain `http://`).
        case http2OverTLS
    }

    /// Where proxy settings come from.
    ///
    /// With ``environment`` libcurl reads `http_proxy`, `https_proxy` (or `HTTPS_PROXY`), `all_proxy`
    /// and `no_proxy` itself; note that libcurl ignores the upper-case `HTTP_PROXY` (a CGI hazard).
    public enum ProxyPolicy: Sendable, Hashable {
        /// libcurl's own reading of the proxy environment variables (the default).
        case environment
        /// No proxy, whatever the environment says.
        case none
        /// This proxy URL (`http://proxy:3128`, `socks5h://…`) for every request.
        case url(String)
    }
}

extension Duration {
    /// The duration in whole milliseconds, at least 1 for a positive duration, clamped to `Int`.
    var wholeMilliseconds: Int {
        let (seconds, attoseconds) = components
        let millis = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        if millis <= 0 { return 0 }
        return Int(min(max(millis.rounded(.up), 1), Double(Int.max / 2)))
    }
}
