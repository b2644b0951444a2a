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
    public func events<R: StreamingRequest>(
        _ request: R, lastEventID: String? = nil
    ) -> AsyncThrowingStream<ServerSentEvent<R.Element>, any Error> where R.API == API {
        let headers = lastEventID.map { [(name: "Last-Event-ID", value: $0)] } ?? []
        return streamed(request, headers: headers) { record, element in ServerSentEvent(record, data: element) }
    }
}
