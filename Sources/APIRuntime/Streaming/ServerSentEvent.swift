/// One server-sent event of a streamed answer: its decoded data and the fields the event-stream format gives with
/// it.
///
/// ``Client/events(_:lastEventID:reconnect:)`` hands these out. ``id`` is what to pass as `lastEventID` to resume a stream
/// that broke off (the server then sends what followed it, for APIs that support `Last-Event-ID`), and ``retry``
/// how long the server asked clients to wait before they reconnect.
public struct ServerSentEvent<Value: Sendable>: Sendable {
    /// The event's type: its `event:` field, or `message` when it gave none.
    public var event: String
    /// The last event ID so far (this event's `id:` or an earlier one's), or `nil` when none was given.
    public var id: String?
    /// The reconnection time the server asked for in the latest `retry:` field so far, or `nil`.
    public var retry: Duration?
    /// The event's `data:`, decoded.
    public var data: Value

    /// Creates an event.
    public init(event: String = "message", id: String? = nil, retry: Duration? = nil, data: Value) {
        self.event = event
        self.id = id
        self.retry = retry
        self.data = data
    }

    /// The event of a record, with its decoded data.
    init(_ record: StreamRecord, data: Value) {
        self.init(
            event: record.event ?? "message", id: record.lastEventID,
            retry: record.retryMilliseconds.map { .milliseconds($0) }, data: data)
    }
}

extension ServerSentEvent: Equatable where Value: Equatable {}

extension ServerSentEvent: Hashable where Value: Hashable {}
