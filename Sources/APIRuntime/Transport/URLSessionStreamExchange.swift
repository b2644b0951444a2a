import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One `URLSessionTask` of ``URLSessionTransport`` whose 2xx body goes to the request's ``ResponseStreamSink`` as
/// it arrives, block by block, instead of being held until the end.
///
/// Other statuses are read into memory (up to the transport's `maxResponseBytes`), so their error bodies decode.
/// The exchange is its task's data delegate: on Apple platforms as the task's own `delegate` on the caller's session
/// (its session delegate still sees authentication challenges), on Linux as the delegate of a session of its own
/// with the caller's configuration, because FoundationNetworking hands body data only to a session's delegate.
///
/// `URLSession` cannot pause a data task without losing it (FoundationNetworking's `suspend()` drops the transfer
/// and `resume()` starts the request again), so there is no back-pressure: when more than `maxUnreadBytes` wait
/// unread, the reader is too slow for the stream and the exchange fails with ``TransportError/Kind/responseTooLarge``
/// rather than hold more.
final class URLSessionStreamExchange: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let request: URLRequest
    private let uploadFile: URL?
    private let sink: ResponseStreamSink
    private let redirects: URLSessionRedirectGuard
    private let maxUnreadBytes: Int
    private let lock = NSLock()
    private var continuation: CheckedContinuation<(HTTPURLResponse, Data), any Error>?
    private var task: URLSessionTask?
    private var cancelled = false
    /// Whether the 2xx body goes to the sink; `nil` until the first body block.
    private var streaming: Bool?
    private var body = Data()
    private var failure: TransportError?

    init(
        request: URLRequest, uploadFile: URL?, sink: ResponseStreamSink, redirects: URLSessionRedirectGuard,
        maxUnreadBytes: Int
    ) {
        self.request = request
        self.uploadFile = uploadFile
        self.sink = sink
        self.redirects = redirects
        self.maxUnreadBytes = maxUnreadBytes
    }

    /// Starts the task on `session` (or, on Linux, on a session of its own with its configuration) and waits
    /// until it completes: the response, with the body of a status other than 2xx.
    func run(on session: URLSession) async throws -> (HTTPURLResponse, Data) {
        #if canImport(FoundationNetworking)
            let owned = URLSession(configuration: session.configuration, delegate: self, delegateQueue: nil)
            defer { owned.finishTasksAndInvalidate() }
            let session = owned
        #endif
        return try await withCheckedThrowingContinuation { continuation in
            let task: URLSessionTask =
                if let uploadFile { session.uploadTask(with: request, fromFile: uploadFile) } else {
                    session.dataTask(with: request)
                }
            #if !canImport(FoundationNetworking)
                task.delegate = self
            #endif
            let startNow = lock.withLock { () -> Bool in
                self.continuation = continuation
                self.task = task
                return !cancelled
            }
            if startNow { task.resume() } else { task.cancel() }
        }
    }

    /// Cancels the task because the calling task was cancelled.
    func cancel() {
        let task = lock.withLock { () -> URLSessionTask? in
            cancelled = true
            return self.task
        }
        task?.cancel()
    }

    /// Ends the exchange with a timeout: the request's overall limit has passed.
    func expire() {
        guard let task = lock.withLock({ self.task }), task.state == .running else { return }
        fail(TransportError(.timeout, "the stream did not end within the request's timeout"), task)
    }

    /// Ends the exchange with `error` and cancels the task.
    private func fail(_ error: TransportError, _ task: URLSessionTask) {
        lock.withLock { if failure == nil { failure = error } }
        task.cancel()
    }

    /// Whether a body block goes to the sink: decided at the first block from the task's response, since the
    /// response callback's signature differs between platforms' SDKs and the data callback's does not.
    private func streams(_ dataTask: URLSessionDataTask) -> Bool? {
        lock.lock()
        defer { lock.unlock() }
        if let streaming { return streaming }
        guard let http = dataTask.response as? HTTPURLResponse else {
            failure = failure ?? TransportError(.protocolError, "the response is not HTTP")
            return nil
        }
        let isSuccess = (200..<300).contains(http.statusCode)
        if isSuccess, !sink.begin() {
            failure =
                failure
                ?? TransportError(
                    .other,
                    "the stream broke after \(sink.deliveredBytes) bytes; a stream is not read again from its start")
            return nil
        }
        streaming = isSuccess
        return isSuccess
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let streaming = streams(dataTask) else {
            dataTask.cancel()
            return
        }
        if streaming {
            sink.deliver(data)
            if sink.unreadBytes > maxUnreadBytes {
                fail(
                    TransportError(
                        .responseTooLarge, "the reader fell more than \(maxUnreadBytes) bytes behind the stream"),
                    dataTask)
            }
            return
        }
        let tooLarge = lock.withLock { () -> Bool in
            guard body.count + data.count <= maxUnreadBytes else { return true }
            body.append(data)
            return false
        }
        if tooLarge {
            fail(TransportError(.responseTooLarge, "the response body exceeds \(maxUnreadBytes) bytes"), dataTask)
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        redirects.urlSession(
            session, task: task, willPerformHTTPRedirection: response, newRequest: request,
            completionHandler: completionHandler)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, failure, body, cancelled) = lock.withLock {
            defer { self.continuation = nil }
            return (self.continuation, self.failure, self.body, self.cancelled)
        }
        guard let continuation else { return }
        if let failure {
            continuation.resume(throwing: failure)
        } else if let error {
            continuation.resume(
                throwing: TransportError(urlSessionError: error, cancelledByCaller: cancelled, timedOut: false))
        } else if redirects.tooManyRedirects {
            continuation.resume(
                throwing: TransportError(.other, "more redirects than the policy's maximum were answered"))
        } else if let response = task.response as? HTTPURLResponse {
            continuation.resume(returning: (response, body))
        } else {
            continuation.resume(throwing: TransportError(.other, "URLSession returned no response"))
        }
    }
}
