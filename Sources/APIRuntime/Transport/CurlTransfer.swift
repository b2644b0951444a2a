import CCurlShim
import Foundation

/// One exchange in flight on a ``CurlMultiLoop``: the request, its easy handle, and what came back.
///
/// Everything but the outcome hand-off (``finish(_:)`` publishes, ``isResolved``, ``takeOutcome()`` and
/// ``wait(with:)`` read) and ``markCancelled()`` / ``isCancelled`` runs on the loop's thread. The
/// outcome is set exactly once; the task either spins until ``isResolved`` and takes it, or suspends
/// and is resumed with it. Which of these happens is decided by ``CurlTransferStateMachine``.
final class CurlTransfer: @unchecked Sendable {
    let request: HTTPRequest
    let configuration: CurlTransport.Configuration
    /// What the handle's options depend on, when they may stay for the next such request.
    let optionsKey: CurlOptionsKey?

    /// The easy handle while the transfer is attached to the multi handle.
    var easy: UnsafeMutableRawPointer?
    /// The header list handed to libcurl; freed when the transfer ends.
    var headerList: UnsafeMutablePointer<curl_slist>?

    private(set) var reader: BodyStreamReader?
    /// Counts the body's bytes for its progress handler, when it has one.
    private var progress: BodyProgressCounter?
    /// The status line and fields of the answer being received.
    private(set) var head = CurlResponseHead()
    var body = Data()
    /// Undoes the answer's content codings before its bytes reach ``body`` or the download, when the transport
    /// asked for them (`ContentDecoder`).
    private var contentDecoder: ContentDecoder?
    /// Writes a 2xx body to the request's ``DownloadTarget`` instead of ``body``.
    private var download: DownloadFileWriter?
    /// Hands a 2xx body to the request's ``ResponseStreamSink`` instead of ``body``, while that answer is read.
    private var streaming = false
    /// The loop running the transfer, which resumes it when a stream's reader has caught up (set by the loop).
    weak var loop: CurlMultiLoop?
    /// A failure found in a callback, which takes precedence over libcurl's code.
    var callbackError: TransportError?
    /// Whether the transfer was stopped at the end of a redirect's head because it leaves the request's origin
    /// (``leavesOrigin()``): that answer is the response.
    private(set) var stoppedAtRedirect = false

    /// The lock that guards `handOff`, the flag a spinning task reads without it, and libcurl's error
    /// buffer, in one allocation.
    private let cell = CurlTransferCell()
    /// Cancellation and the outcome's way to the task (``CurlTransferStateMachine``).
    private var handOff = CurlTransferStateMachine<UnsafeContinuation<HTTPResponse, any Error>>()

    init(request: HTTPRequest, configuration: CurlTransport.Configuration) {
        self.request = request
        self.configuration = configuration
        optionsKey = CurlOptionsKey(request)
    }

    deinit {
        if let headerList { curl_slist_free_all(headerList) }
    }

    /// Records that the task was cancelled (any thread).
    func markCancelled() {
        cell.withLock { handOff.cancel() }
    }

    /// Whether the task was cancelled (any thread).
    var isCancelled: Bool { cell.withLock { handOff.isCancelled } }

    /// Whether the outcome is set (any thread, lock-free).
    var isResolved: Bool { cell.isResolved }

    /// Sets the outcome once and hands it to the task.
    ///
    /// Resumes the task if it is suspended, else leaves the outcome for ``takeOutcome()`` or
    /// ``wait(with:)``. Later calls do nothing.
    func finish(_ result: Result<HTTPResponse, any Error>) {
        let action = cell.withLock { handOff.finish(result) }
        if case .ignore = action { return }
        if let headerList {
            curl_slist_free_all(headerList)
            self.headerList = nil
        }
        reader = nil
        progress = nil
        if case .failure = result { download?.discard() }
        download = nil
        cell.markResolved()
        if case .resume(let continuation, let outcome) = action { continuation.resume(with: outcome) }
    }

    /// The outcome once ``isResolved`` (for a task that spun), or `nil` before.
    func takeOutcome() -> Result<HTTPResponse, any Error>? {
        cell.withLock { handOff.outcome }
    }

    /// Resumes `continuation` with the outcome, now if it is set or when ``finish(_:)`` sets it.
    func wait(with continuation: UnsafeContinuation<HTTPResponse, any Error>) {
        let action = cell.withLock { handOff.wait(continuation) }
        if case .resume(let continuation, let outcome) = action { continuation.resume(with: outcome) }
    }

    /// The buffer libcurl writes its detailed error text into, while the transfer is attached.
    var errorBuffer: UnsafeMutablePointer<CChar> { cell.errorBuffer }

    /// The detailed error text libcurl left in the error buffer, if any.
    var errorText: String { cell.errorText }

    // MARK: Callbacks (loop thread)

    /// The status code of the last status line received, or 0.
    var statusCode: Int { head.statusCode }
    /// The header fields of the answer being received.
    var headers: [HTTPHeaders.Field] { head.fields }

    /// Handles one header line; a status line starts a new response (redirects, `100 Continue`).
    ///
    /// Parsing is ``CurlResponseHead``'s. Returns `false` (abort) when a download file cannot be created, when the
    /// answer's `Content-Length` fields disagree, when its body has a content coding the request did not accept, and
    /// at the end of the head of a redirect to another origin.
    @discardableResult
    func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) -> Bool {
        switch head.consume(bytes) {
        case .status:
            body.removeAll(keepingCapacity: true)
            contentDecoder = nil
            return startDownload() && startStream()
        case .field:
            return true
        case .ignored:
            guard head.isComplete else { return true }
            if head.hasConflictingLengths {
                callbackError = TransportError(
                    .protocolError, "the response's Content-Length fields disagree, so its body's end cannot be told")
                return false
            }
            if let coding = unacceptedCoding() {
                callbackError = TransportError(
                    .protocolError, "the body is \(coding)-encoded, but the request accepted no content coding")
                return false
            }
            do {
                contentDecoder = try makeContentDecoder()
            } catch {
                callbackError = error
                return false
            }
            guard leavesOrigin() else { return true }
            stoppedAtRedirect = true
            return false
        }
    }

    /// Starts the download file again for a 2xx answer of a request with a target; drops it for other answers.
    private func startDownload() -> Bool {
        guard let target = request.download else { return true }
        guard (200..<300).contains(statusCode) else {
            download?.discard()
            download = nil
            return true
        }
        let writer = download ?? DownloadFileWriter(target: target)
        do {
            try writer.begin()
        } catch {
            callbackError = error
            return false
        }
        download = writer
        downloadLengthKnown = false
        return true
    }

    /// Hands a 2xx answer's body to the request's stream sink; other answers are read into ``body``.
    ///
    /// A second 2xx body after bytes went to the reader (a retry of a broken stream) aborts: the records are never
    /// read twice.
    private func startStream() -> Bool {
        guard let sink = request.stream else { return true }
        streaming = (200..<300).contains(statusCode)
        guard streaming, !sink.begin() else { return true }
        callbackError = TransportError(
            .other, "the stream broke after \(sink.deliveredBytes) bytes; a stream is not read again from its start")
        return false
    }

    /// Whether the download's total was taken from the headers (done at its first body bytes).
    private var downloadLengthKnown = false

    /// The most a body reserves up front from its `Content-Length` (1 MiB).
    static let maxUpfrontReservation = 1 << 20

    /// Whether to leave a block of a stream with libcurl because its reader is behind (loop thread): libcurl pauses
    /// the transfer and hands the block again once the loop resumes it, when the sink says the reader caught up.
    func pausesForReader() -> Bool {
        guard streaming, let sink = request.stream, let loop else { return false }
        return sink.pauseIfFull { [weak self] in
            if let self { loop.resume(self) }
        }
    }

    /// Takes body bytes as they arrive, decoded first when the answer has a content coding; returns `false`
    /// (abort) past the size limit, or when the bytes do not decode.
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        do {
            if let contentDecoder {
                try contentDecoder.decode(bytes) { (decoded) throws(TransportError) in try store(decoded) }
            } else {
                try store(bytes)
            }
            return true
        } catch {
            callbackError = error
            return false
        }
    }

    /// The failure of a body that ended inside a content coding's stream, checked when the transfer completes.
    func finishBody() -> TransportError? {
        do {
            try contentDecoder?.finish()
            return nil
        } catch {
            return error
        }
    }

    /// Appends (decoded) body bytes, to the download file when there is one.
    private func store(_ bytes: UnsafeRawBufferPointer) throws(TransportError) {
        if streaming, let sink = request.stream {
            sink.deliver(Data(bytes))
            return
        }
        if let download {
            if !downloadLengthKnown {
                downloadLengthKnown = true
                // An encoded body's `Content-Length` counts its encoded bytes, not what the file receives.
                let length = contentDecoder == nil ? HTTPHeaders(headers)["Content-Length"].flatMap { Int64($0) } : nil
                download.expect(total: length)
            }
            try download.append(bytes)
            return
        }
        if body.count + bytes.count > configuration.maxResponseBytes {
            throw TransportError(
                .responseTooLarge, "the response body exceeds \(configuration.maxResponseBytes) bytes")
        }
        if body.isEmpty, let length = head.contentLength, length > bytes.count {
            // One allocation for the whole body when its length is announced, up to a bound: a server that
            // announces 60 MB and sends 1 KB must not cost 60 MB per request. Larger bodies grow as before.
            body.reserveCapacity(min(length, configuration.maxResponseBytes, Self.maxUpfrontReservation))
        }
        body.append(contentsOf: bytes)
    }

    /// Fills libcurl's upload buffer from the body; returns the count, or `nil` to abort.
    func sendBody(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        guard let reader else { return 0 }
        do {
            let count = try reader.read(into: buffer)
            progress?.advance(by: count)
            return count
        } catch let error as TransportError {
            callbackError = error
            return nil
        } catch {
            callbackError = TransportError(.bodyRead, "\(error)")
            return nil
        }
    }

    /// Prepares the body reader when the request has a body.
    func prepareBody() {
        reader = request.body.isEmpty ? nil : request.body.makeReader()
        progress = reader == nil ? nil : request.body.makeProgressCounter()
    }

    /// Starts the body again from its first byte (libcurl asks when it resends after a redirect or auth).
    func rewindBody() -> Bool {
        reader?.rewind()
        progress?.restart()
        return true
    }

    /// The finished response.
    func makeResponse(effectiveURL: URL?) -> HTTPResponse {
        let file = download?.finish()
        download = nil
        return HTTPResponse(
            statusCode: head.statusCode, headers: HTTPHeaders(head.fields), body: body,
            url: effectiveURL ?? request.url, httpVersion: head.httpVersion, bodyFile: file)
    }
}
