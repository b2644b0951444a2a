/// One record of a streamed answer: its bytes and, for a server-sent event, the fields that came with it.
///
/// A JSON line or JSON text sequence record has only ``data``. A server-sent event also has its type (`event:`),
/// the last event ID the stream gave so far (`id:`, which carries over to later events until another one replaces
/// it) and the reconnection time the server asked for (`retry:`, likewise the latest), as the event-stream format
/// defines them.
public struct StreamRecord: Sendable, Hashable {
    /// The record's bytes: a line, or an event's `data:` lines joined by `\n`.
    public var data: [UInt8]
    /// The event's type from its `event:` field, or `nil` when it gave none (the format's `message`).
    public var event: String?
    /// The last event ID set by an `id:` field of this event or an earlier one; an empty `id:` clears it.
    public var lastEventID: String?
    /// The reconnection time, in milliseconds, of the latest valid `retry:` field so far.
    public var retryMilliseconds: Int?

    /// Creates a record.
    public init(data: [UInt8], event: String? = nil, lastEventID: String? = nil, retryMilliseconds: Int? = nil) {
        self.data = data
        self.event = event
        self.lastEventID = lastEventID
        self.retryMilliseconds = retryMilliseconds
    }
}
