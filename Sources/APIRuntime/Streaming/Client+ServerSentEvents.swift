extension Client {
    /// Sends a request whose answer is a stream of server-sent events and hands out each event with its type,
    /// last event ID and reconnection time, as soon as it has arrived.
    ///
    /// The same exchange as ``stream(_:)`` (records decoded as they arrive, the same typed failures, cancellation
    /// when the iteration stops), with the event-stream fields kept; a JSON Lines or JSON text sequence answer gives
    /// events of type `message` without an ID. `lastEventID` is sent as the `Last-Event-ID` header, to resume
    /// after the last event a broken stream delivered:
    ///
    /// ```swift
    /// var resumeAt: String?
    /// for try await event in client.events(WatchChanges(), lastEventID: resumeAt) {
    ///     resumeAt = event.id
    ///     if event.event == "change" { apply(event.data) }
    /// }
    /// ```
    ///
    /// With `reconnect: .automatic()` the client does that itself, as a browser's `EventSource` does: an answer
    /// that ends or breaks off is sent again after the server's `retry:` time, from the last event ID, until the
    /// terminator, a `204 No Content` or a failure that is not transient (``EventStreamReconnection``).
    public func events<R: StreamingRequest>(
        _ request: R, lastEventID: String? = nil, reconnect: EventStreamReconnection = .never
    ) -> AsyncThrowingStream<ServerSentEvent<R.Element>, any Error> where R.API == API {
        // Without reconnection this is one exchange (`.never` allows no attempt after it).
        streamed { (yield: (ServerSentEvent<R.Element>) -> Void) async throws(ClientError<API>) in
            try await self.reconnecting(request, lastEventID: lastEventID, policy: reconnect) { record, element in
                yield(ServerSentEvent(record, data: element))
            }
        }
    }

    /// Runs the exchange, and again each time its answer ends or breaks off transiently, as `policy` says.
    ///
    /// Returns on the terminator, a `204`, or once the attempts are spent after a clean end. Each reconnection sends
    /// the last event ID read; the ID a caller resumes from is the events' until one gives its own.
    func reconnecting<R: StreamingRequest>(
        _ request: R, lastEventID: String?, policy: EventStreamReconnection,
        yield: (StreamRecord, R.Element) -> Void
    ) async throws(ClientError<API>) where R.API == API {
        var lastEventID = lastEventID
        var retryMilliseconds: Int?
        // Reconnections in a row that delivered no event.
        var attempts = 0
        while true {
            var delivered = false
            var failure: ClientError<API>?
            do throws(ClientError<API>) {
                let headers = lastEventID.map { [(name: "Last-Event-ID", value: $0)] } ?? []
                let end = try await exchangeStream(
                    request, headers: headers, lastEventID: lastEventID, retryMilliseconds: retryMilliseconds
                ) { record, element in
                    delivered = true
                    lastEventID = record.lastEventID
                    retryMilliseconds = record.retryMilliseconds
                    yield(record, element)
                }
                switch end {
                case .terminated: return
                case .ended(let statusCode, let id, let retry):
                    if statusCode == 204 { return }
                    (lastEventID, retryMilliseconds) = (id, retry)
                }
            } catch {
                guard case .transport(let transportFailure) = error, transportFailure.isTransient else { throw error }
                failure = error
            }
            attempts = delivered ? 1 : attempts + 1
            guard attempts <= policy.maxAttempts else {
                if let failure { throw failure }
                return
            }
            let wait = policy.wait(beforeAttempt: attempts, retryMilliseconds: retryMilliseconds)
            do {
                try await Task.sleep(for: wait)
            } catch {
                throw .transport(TransportError(.cancelled, "cancelled while waiting to reconnect the event stream"))
            }
        }
    }
}
