import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport on `URLSession`: the system stack on Apple platforms, FoundationNetworking on Linux.
///
/// Redirects follow the same ``CurlTransport/RedirectPolicy`` as ``CurlTransport``'s: within the request's
/// origin (scheme, host and port) and to the policy's `trustedOrigins` only, for its methods, at most
/// `maxRedirects` times; a redirect to any other origin is returned as the 3xx response, so the request's
/// headers (an API key, a session token) never reach a host the caller did not name. A task delegate set on
/// each task applies it, whatever delegate the session has.
///
/// Differences from ``CurlTransport``: the size limit is checked once the whole body has arrived (it cannot
/// stop a download early); a streamed body with several segments is first copied to a temporary file on a
/// background queue (memory stays flat) and uploaded from there. Cancellation of the calling task cancels the
/// `URLSessionTask`. A body's progress handler hears `0` before the task and the whole length after a 2xx answer,
/// nothing between.
///
/// A request with a ``HTTPRequest/stream`` sink (``Client/stream(_:)``, ``Client/events(_:lastEventID:reconnect:)``)
/// has its 2xx body handed to the sink as it arrives (`URLSessionStreamExchange`), with no overall timeout unless
/// the request sets one. `URLSession` cannot pause a transfer, so a reader more than `maxResponseBytes` behind
/// fails the stream with ``TransportError/Kind/responseTooLarge`` where ``CurlTransport`` would pause the socket.
/// On Linux the streamed task runs on a session of its own with this session's configuration (FoundationNetworking
/// gives body data only to a session's delegate), so this session's delegate does not see it.
public final class URLSessionTransport: Transport {
    /// The session requests go through.
    public let session: URLSession
    /// The longest a whole exchange may take, unless ``HTTPRequest/timeout`` says otherwise.
    public let timeout: Duration
    /// The largest response body accepted.
    public let maxResponseBytes: Int
    /// Which redirects are followed; by default up to 5 of `GET` requests, within the request's origin.
    public let redirects: RedirectPolicy

    /// The redirect policy, shared with ``CurlTransport``.
    public typealias RedirectPolicy = CurlTransport.RedirectPolicy

    /// Creates a transport on a session (by default an ephemeral one: no cookies, no cache).
    public init(
        session: URLSession = URLSession(configuration: .ephemeral), timeout: Duration = .seconds(120),
        maxResponseBytes: Int = 64 * 1024 * 1024, redirects: RedirectPolicy = .default
    ) {
        self.session = session
        self.timeout = timeout
        self.maxResponseBytes = maxResponseBytes
        self.redirects = redirects
    }

    /// Sends a request and returns the response, whatever its status code.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if Task.isCancelled { throw TransportError(.cancelled, "the task was cancelled") }
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        let limit = request.timeout ?? timeout
        urlRequest.timeoutInterval = max(Double(limit.wholeMilliseconds) / 1000, 0.001)
        for field in request.headers {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        // The client builds the `Cookie` field (cookie parameters and settings): the session's cookie store must
        // neither replace it nor add to it.
        if request.headers.contains(name: "Cookie") { urlRequest.httpShouldHandleCookies = false }
        var uploadFile: URL?
        var temporaryFile: URL?
        defer {
            if let temporaryFile { try? FileManager.default.removeItem(at: temporaryFile) }
        }
        switch request.body {
        case .empty:
            break
        case .data(let data):
            urlRequest.httpBody = data
        case .stream(let stream):
            if stream.segments.count == 1, case .file(let url, 0, let length) = stream.segments[0],
                let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int64, size == length
            {
                uploadFile = url
            } else {
                let spooled = try await Self.spool(stream)
                temporaryFile = spooled
                uploadFile = spooled
            }
        }
        // Tasks see no upload progress here: report the start and, after a 2xx, the end.
        let progress = request.body.makeProgressCounter()
        let redirectGuard = URLSessionRedirectGuard(policy: redirects, method: request.method, origin: request.url)
        if let sink = request.stream {
            let (http, body) = try await sendStreamed(
                urlRequest, uploadFile: uploadFile, to: sink, redirects: redirectGuard, timeout: request.timeout)
            if (200..<300).contains(http.statusCode) {
                progress?.advance(by: Int(clamping: request.body.contentLength))
            }
            return Self.response(http, body: body, for: request)
        }
        let exchange = URLSessionExchange(
            session: session, request: urlRequest, uploadFile: uploadFile, limit: limit, redirects: redirectGuard)
        let (data, response) = try await withTaskCancellationHandler {
            try await exchange.run()
        } onCancel: {
            exchange.cancel()
        }
        guard let http = response as? HTTPURLResponse else {
            throw TransportError(.protocolError, "the response is not HTTP")
        }
        if (200..<300).contains(http.statusCode) {
            progress?.advance(by: Int(clamping: request.body.contentLength))
        }
        if data.count > maxResponseBytes {
            throw TransportError(.responseTooLarge, "the response body exceeds \(maxResponseBytes) bytes")
        }
        return Self.response(http, body: data, for: request)
    }

    /// Sends a request whose 2xx body goes to `sink` as it arrives.
    ///
    /// The body returned is then empty; any other status's body is read whole. Only the request's own `timeout` limits the whole exchange (an event
    /// stream may last); the idle timeout (no byte for that long) is the request's or the transport's.
    private func sendStreamed(
        _ urlRequest: URLRequest, uploadFile: URL?, to sink: ResponseStreamSink, redirects: URLSessionRedirectGuard,
        timeout: Duration?
    ) async throws -> (HTTPURLResponse, Data) {
        let exchange = URLSessionStreamExchange(
            request: urlRequest, uploadFile: uploadFile, sink: sink, redirects: redirects,
            maxUnreadBytes: maxResponseBytes)
        let deadline = timeout.map { limit in
            Task {
                try await Task.sleep(for: limit)
                exchange.expire()
            }
        }
        defer { deadline?.cancel() }
        return try await withTaskCancellationHandler {
            try await exchange.run(on: session)
        } onCancel: {
            exchange.cancel()
        }
    }

    /// The runtime's response for a `URLSession` one and its body.
    private static func response(_ http: HTTPURLResponse, body: Data, for request: HTTPRequest) -> HTTPResponse {
        var headers = HTTPHeaders()
        for (name, value) in http.allHeaderFields {
            headers.add(name: String(describing: name), value: String(describing: value))
        }
        return HTTPResponse(statusCode: http.statusCode, headers: headers, body: body, url: http.url ?? request.url)
    }

    /// Copies a streamed body to a temporary file on a background queue, chunk by chunk.
    private static func spool(_ stream: BodyStream) async throws -> URL {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                let url = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "APIRuntime-upload-\(UUID().uuidString)")
                do {
                    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                        throw TransportError(.bodyRead, "cannot create \(url.path)")
                    }
                    let handle = try FileHandle(forWritingTo: url)
                    defer { try? handle.close() }
                    let reader = stream.makeReader(chunkSize: 256 * 1024)
                    while let chunk = try reader.nextChunk() {
                        try handle.write(contentsOf: chunk)
                    }
                    continuation.resume(returning: url)
                } catch let error as TransportError {
                    try? FileManager.default.removeItem(at: url)
                    continuation.resume(throwing: error)
                } catch {
                    try? FileManager.default.removeItem(at: url)
                    continuation.resume(throwing: TransportError(.bodyRead, "cannot spool the body: \(error)"))
                }
            }
        }
    }
}
