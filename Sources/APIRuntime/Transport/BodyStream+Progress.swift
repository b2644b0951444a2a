import Foundation

extension BodyStream {
    /// The same body, reporting its progress to `handler` while a transport sends it.
    ///
    /// ```swift
    /// let body = BodyStream(segments: [.file(url, offset: 0, length: size)])
    ///     .reportingProgress { progress in print("\(progress.completed) of \(progress.total)") }
    /// ```
    ///
    /// The count is of bytes the transport took from the body: ``CurlTransport`` counts them in its read callback (at
    /// most libcurl's upload buffer ahead of the wire), ``URLSessionTransport`` reports the start and, after a 2xx
    /// answer, the whole length, and the stub transport counts its reading of the body. A transport that sends the
    /// body again (a redirect) reports `0` first and counts again, so the values rise between two zeros.
    public func reportingProgress(_ handler: @escaping @Sendable (TransferProgress) -> Void) -> BodyStream {
        var stream = self
        stream.progressHandler = BodyProgressHandler(handler)
        return stream
    }
}

extension HTTPBody {
    /// The body's progress handler: a stream's, `nil` for other bodies.
    public var progressHandler: BodyProgressHandler? {
        if case .stream(let stream) = self { return stream.progressHandler }
        return nil
    }

    /// A counter for one sending of the body, or `nil` when nobody asked for its progress (reports `0` now).
    public func makeProgressCounter() -> BodyProgressCounter? {
        progressHandler.map { BodyProgressCounter(handler: $0, total: contentLength) }
    }

    /// Collects the whole body in memory chunk by chunk, reporting progress to its handler (stub transports).
    public func collectReportingProgress() throws -> Data {
        guard let counter = makeProgressCounter() else { return try collect() }
        var data = Data()
        let reader = makeReader()
        while let chunk = try reader.nextChunk() {
            data.append(chunk)
            counter.advance(by: chunk.count)
        }
        return data
    }
}
