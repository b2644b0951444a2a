/// Whether and how ``Client/events(_:lastEventID:reconnect:)`` reconnects an event stream that ends or breaks off,
/// as a browser's `EventSource` does.
///
/// With ``automatic(delay:maximumDelay:maxAttempts:)``, a stream whose answer ends (the server closed it without a
/// terminator) or breaks off with a transient transport failure (``TransportError/isTransient``: a reset
/// connection, a timeout, a truncated body) is sent again after a wait, with `Last-Event-ID` set to the last event
/// ID read, so a server that supports it goes on after the last event delivered. The wait is the server's latest
/// `retry:` time, or ``delay`` when it gave none, doubled for each further reconnection that delivers no event and
/// capped at ``maximumDelay``.
///
/// The stream stops reconnecting, and finishes, on the format's terminator (`[DONE]`) or a `204 No Content` answer
/// (the server's way of saying there is nothing more). It fails, as without reconnection, on an error status, an
/// answer that is not an event stream, an event that does not decode and a failure that is not transient; and after
/// ``maxAttempts`` reconnections in a row without an event, with the last failure (or finishes, when the last
/// answer ended cleanly). Stopping the iteration stops it at any point, a wait included.
///
/// Reconnecting sends the request again: opt in only for requests the server may receive twice (a `GET` of a
/// change feed, say, rather than a `POST` that starts a job).
public struct EventStreamReconnection: Sendable, Hashable {
    /// Whether a stream that ends or breaks off is sent again.
    public var isEnabled: Bool
    /// The wait before reconnecting when the server gave no `retry:` time.
    public var delay: Duration
    /// The longest wait, however many reconnections in a row delivered nothing.
    public var maximumDelay: Duration
    /// The most reconnections in a row that deliver no event before the stream gives up.
    public var maxAttempts: Int

    /// Creates a policy; ``never`` and ``automatic(delay:maximumDelay:maxAttempts:)`` are the usual ones.
    public init(isEnabled: Bool, delay: Duration, maximumDelay: Duration, maxAttempts: Int) {
        self.isEnabled = isEnabled
        self.delay = max(delay, .zero)
        self.maximumDelay = max(maximumDelay, .zero)
        self.maxAttempts = max(maxAttempts, 0)
    }

    /// No reconnection: the stream ends with its answer (the default).
    public static let never = EventStreamReconnection(
        isEnabled: false, delay: .seconds(3), maximumDelay: .seconds(60), maxAttempts: 0)

    /// Reconnects after `delay` (or the server's `retry:` time), doubling the wait for each reconnection in a row
    /// that delivers no event, up to `maximumDelay`, and gives up after `maxAttempts` such reconnections.
    public static func automatic(
        delay: Duration = .seconds(3), maximumDelay: Duration = .seconds(60), maxAttempts: Int = 8
    ) -> EventStreamReconnection {
        EventStreamReconnection(isEnabled: true, delay: delay, maximumDelay: maximumDelay, maxAttempts: maxAttempts)
    }

    /// The wait before reconnection `attempt` of a run without events (1 for the first), given the server's latest
    /// `retry:` time in milliseconds.
    func wait(beforeAttempt attempt: Int, retryMilliseconds: Int?) -> Duration {
        var wait = retryMilliseconds.map { Duration.milliseconds($0) } ?? delay
        for _ in 1..<max(attempt, 1) where wait < maximumDelay {
            wait *= 2
        }
        return min(wait, maximumDelay)
    }
}

/// How one connection of a streamed answer ended, when it did not fail.
enum StreamEnd: Sendable, Equatable {
    /// The format's terminator arrived: the stream is complete.
    case terminated
    /// The answer ended, with its status code; `lastEventID` and `retryMilliseconds` are the reader's at the end.
    case ended(statusCode: Int, lastEventID: String?, retryMilliseconds: Int?)
}
