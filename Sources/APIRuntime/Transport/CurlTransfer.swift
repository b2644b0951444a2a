import CCurlShim
import Foundation

/// One exchange in flight on a ``CurlMultiLoop``: the request, its easy handle, and what came back.
///
/// Everything but ``markCancelled()`` / ``isCancelled`` runs on the loop's thread. The continuation is
/// stored before the transfer is submitted and resumed exactly once, on the loop's thread.
final class CurlTransfer: @unchecked Sendable {
    let request: HTTPRequest
    let configuration: CurlTransport.Configuration
    var continuation: CheckedContinuation<HTTPResponse, any Error>?

    /// The easy handle while the transfer is attached to the multi handle.
    var easy: UnsafeMutableRawPointer?
    /// The header list handed to libcurl; freed when the transfer ends.
    var headerList: UnsafeMutablePointer<curl_slist>?
    /// libcurl's detailed error text.
    let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)

    private(set) var reader: BodyStreamReader?
    var statusCode = 0
    var headers: [HTTPHeaders.Field] = []
    var body = Data()
    /// A failure found in a callback, which takes precedence over libcurl's code.
    var callbackError: TransportError?

    private let cancelLock = NSLock()
    private var cancelled = false

    init(request: HTTPRequest, configuration: CurlTransport.Configuration) {
        self.request = request
        self.configuration = configuration
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    }

    deinit {
        errorBuffer.deallocate()
        if let headerList { curl_slist_free_all(headerList) }
    }

    /// Records that the task was cancelled (any thread).
    func markCancelled() {
        cancelLock.withLock { cancelled = true }
    }

    /// Whether the task was cancelled (any thread).
    var isCancelled: Bool { cancelLock.withLock { cancelled } }

    /// Resumes the waiting task once.
    func finish(_ result: Result<HTTPResponse, any Error>) {
        guard let continuation else { return }
        self.continuation = nil
        if let headerList {
            curl_slist_free_all(headerList)
            self.headerList = nil
        }
        reader = nil
        continuation.resume(with: result)
    }

    /// The detailed error text libcurl left in the error buffer, if any.
    var errorText: String {
        String(cString: errorBuffer)
    }

    // MARK: Callbacks (loop thread)

    /// Handles one header line; a status line starts a new response (redirects, `100 Continue`).
    func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) {
        var line = Substring(decoding: bytes, as: UTF8.self)
        while let last = line.last, last.isNewline { line = line.dropLast() }
        if line.hasPrefix("HTTP/") {
            headers.removeAll(keepingCapacity: true)
            body.removeAll(keepingCapacity: true)
            let parts = line.split(separator: " ", maxSplits: 2)
            statusCode = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces)
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        headers.append(HTTPHeaders.Field(name: name, value: value))
    }

    /// Appends body bytes; returns `false` (abort) past the size limit.
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if body.count + bytes.count > configuration.maxResponseBytes {
            callbackError = TransportError(
                .responseTooLarge, "the response body exceeds \(configuration.maxResponseBytes) bytes")
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }

    /// Fills libcurl's upload buffer from the body; returns the count, or `nil` to abort.
    func sendBody(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        guard let reader else { return 0 }
        do {
            return try reader.read(into: buffer)
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
    }

    /// Starts the body again from its first byte (libcurl asks when it resends after a redirect or auth).
    func rewindBody() -> Bool {
        reader?.rewind()
        return true
    }

    /// The finished response.
    func makeResponse(effectiveURL: URL?) -> HTTPResponse {
        HTTPResponse(
            statusCode: statusCode, headers: HTTPHeaders(headers), body: body, url: effectiveURL ?? request.url)
    }
}
