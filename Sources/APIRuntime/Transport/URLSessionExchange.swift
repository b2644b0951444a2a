import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One `URLSessionTask` run for ``URLSessionTransport``: total timeout, cancellation, redirects, error mapping.
final class URLSessionExchange: @unchecked Sendable {
    private let session: URLSession
    private let request: URLRequest
    private let uploadFile: URL?
    private let limit: Duration
    private let redirects: URLSessionRedirectGuard
    private let lock = NSLock()
    private var task: URLSessionTask?
    private var cancelled = false
    private var timedOut = false

    init(
        session: URLSession, request: URLRequest, uploadFile: URL?, limit: Duration,
        redirects: URLSessionRedirectGuard
    ) {
        self.session = session
        self.request = request
        self.uploadFile = uploadFile
        self.limit = limit
        self.redirects = redirects
    }

    /// Starts the task and waits for its data and response.
    func run() async throws -> (Data, URLResponse) {
        try await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<(Data, URLResponse), any Error>) in
            let completion: @Sendable (Data?, URLResponse?, (any Error)?) -> Void = { data, response, error in
                if let error {
                    continuation.resume(throwing: self.mapError(error))
                } else if self.redirects.tooManyRedirects {
                    continuation.resume(
                        throwing: TransportError(.other, "more redirects than the policy's maximum were answered"))
                } else if let response {
                    continuation.resume(returning: (data ?? Data(), response))
                } else {
                    continuation.resume(throwing: TransportError(.other, "URLSession returned no response"))
                }
            }
            let task: URLSessionTask
            if let uploadFile {
                task = session.uploadTask(with: request, fromFile: uploadFile, completionHandler: completion)
            } else {
                task = session.dataTask(with: request, completionHandler: completion)
            }
            // The task's own delegate, not the session's: a caller's session keeps its delegate, if it has one.
            task.delegate = redirects
            let startNow = lock.withLock { () -> Bool in
                self.task = task
                return !cancelled
            }
            if startNow {
                task.resume()
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(limit.wholeMilliseconds)) {
                    [weak self] in self?.expire()
                }
            } else {
                task.cancel()
            }
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

    private func expire() {
        let task = lock.withLock { () -> URLSessionTask? in
            timedOut = true
            return self.task
        }
        if task?.state == .running { task?.cancel() }
    }

    private func mapError(_ error: any Error) -> TransportError {
        let (wasCancelled, wasTimedOut) = lock.withLock { (cancelled, timedOut) }
        return TransportError(urlSessionError: error, cancelledByCaller: wasCancelled, timedOut: wasTimedOut)
    }
}
