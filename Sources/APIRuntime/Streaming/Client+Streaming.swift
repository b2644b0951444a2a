import Foundation

extension Client {
    /// Sends a request whose answer is a stream of records and hands out each record as soon as it has arrived.
    ///
    /// The exchange runs while the records are read: a JSON line or a server-sent event is decoded and yielded
    /// once complete, so an answer that lasts (an event stream) is read as it goes, and the body is never held
    /// whole: `CurlTransport` pauses the transfer while more than the sink's ``ResponseStreamSink/bufferLimit``
    /// (4 MiB) waits unread, so a slow reader holds that much and the record being completed. The stream finishes when the answer ends (or a server-sent-events terminator such as
    /// `[DONE]` arrives) and fails with the call's `ClientError<API>` otherwise: an error status with the API's error
    /// body (`.api` or `.httpStatus`, nothing yielded), a transport failure (also mid-stream, after the records
    /// already yielded), or `.decoding` naming the record that does not decode. Stopping the iteration (or
    /// cancelling its task) cancels the exchange. No overall timeout applies unless the client sets one.
    ///
    /// A transport that cannot hand out the body as it arrives (one that ignores ``HTTPRequest/stream``) gives the
    /// same records, all at the end.
    public func stream<R: StreamingRequest>(_ request: R) -> AsyncThrowingStream<R.Element, any Error>
    where R.API == API {
        streamed { (yield: (R.Element) -> Void) async throws(ClientError<API>) in
            _ = try await self.exchangeStream(request) { _, element in yield(element) }
        }
    }

    /// Runs `produce` in a task of its own, handing out what it yields; the stream finishes when it returns, fails
    /// with the `ClientError` it throws, and ending the iteration cancels the task.
    func streamed<Value: Sendable>(
        _ produce: @escaping @Sendable (_ yield: (Value) -> Void) async throws(ClientError<API>) -> Void
    ) -> AsyncThrowingStream<Value, any Error> {
        let (values, continuation) = AsyncThrowingStream.makeStream(of: Value.self)
        let task = Task {
            do throws(ClientError<API>) {
                try await produce { continuation.yield($0) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return values
    }

    /// Runs the exchange with a stream sink and reads the records from it as they arrive, each with its value, and
    /// says how the answer ended; `headers` are added to the request (`Last-Event-ID`), and `lastEventID` and
    /// `retryMilliseconds` carry over an earlier connection's (a reconnection's).
    func exchangeStream<R: StreamingRequest>(
        _ request: R, headers: [(name: String, value: String)] = [], lastEventID: String? = nil,
        retryMilliseconds: Int? = nil, yield: (StreamRecord, R.Element) -> Void
    ) async throws(ClientError<API>) -> StreamEnd where R.API == API {
        var httpRequest = try makeHTTPRequest(for: request)
        for header in headers { httpRequest.headers.replaceOrAdd(name: header.name, value: header.value) }
        let sink = ResponseStreamSink()
        httpRequest.stream = sink
        let exchange = Task { [httpRequest] () async throws -> HTTPResponse in
            defer { sink.finish() }
            return try await self.run(httpRequest)
        }
        let context = makeContext()
        var reader = StreamRecordReader(
            format: R.streamFormat, lastEventID: lastEventID, retryMilliseconds: retryMilliseconds)
        var decoder = StreamRecordDecoder<R.Element>(context: context)
        do {
            try await withTaskCancellationHandler {
                for await block in sink.chunks {
                    try decoder.decode(try reader.read(block), yield: yield)
                    sink.consumed(block.count)
                    if reader.isTerminated { break }
                }
            } onCancel: {
                exchange.cancel()
            }
            if reader.isTerminated {
                // The terminator ends the records; whatever the server sends after it is not read.
                exchange.cancel()
                return .terminated
            }
            let response = try await exchange.value
            guard response.isSuccess else {
                // The error body was read into memory: the API's error envelope or models, else the status.
                _ = try ClientPipeline.handle(response, for: request, context: context)
                throw ClientError<API>.httpStatus(response)
            }
            if !sink.hasBegun {
                // The transport read the body whole: the same records, at the end.
                try decoder.decode(try reader.read(response.body), yield: yield)
            }
            try decoder.decode(try reader.finish(), yield: yield)
            if reader.isTerminated { return .terminated }
            return .ended(
                statusCode: response.statusCode, lastEventID: reader.lastEventID,
                retryMilliseconds: reader.retryMilliseconds)
        } catch let error as StreamRecordError {
            exchange.cancel()
            throw .transport(TransportError(.malformedResponse, error.description))
        } catch {
            exchange.cancel()
            throw ClientError.wrap(error)
        }
    }
}
