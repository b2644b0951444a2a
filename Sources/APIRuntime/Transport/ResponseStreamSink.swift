import Foundation

/// Receives the body of a 2xx answer as it arrives, for a request whose answer is a stream of records (JSON Lines,
/// server-sent events) read while the exchange is still going.
///
/// ``Client/stream(_:)`` sets one on ``HTTPRequest/stream``. A transport that supports it (``CurlTransport``) hands
/// each block of a 2xx body to ``deliver(_:)`` instead of holding the body in memory, and the body of the returned
/// ``HTTPResponse`` is empty; other statuses are read into memory as usual, so their error bodies decode. A transport
/// that ignores the sink returns the whole body at the end, which the client then reads as the records.
///
/// A stream is never started twice: once bytes went to the reader, a second 2xx answer (a retry after the
/// connection broke mid-stream) is refused by ``begin()``, so no record is read twice.
///
/// The reader reports what it has read with ``consumed(_:)``. When more than ``bufferLimit`` bytes wait unread, a
/// transport that can pause a transfer does so (``pauseIfFull(resume:)``: `CurlTransport` leaves the block with
/// libcurl and stops reading the socket, so the server is slowed by TCP), and resumes once the reader is down to a
/// quarter of the limit: a slow reader holds memory to the limit, not the body.
public final class ResponseStreamSink: Sendable {
    /// The body's blocks in arrival order; finished by ``finish()``.
    public let chunks: AsyncStream<Data>
    /// The most bytes delivered and not yet read before a transport pauses the transfer.
    public let bufferLimit: Int
    private let continuation: AsyncStream<Data>.Continuation
    private let state = LockedState()

    /// Creates a sink with nothing delivered; by default a transfer pauses past 4 MiB unread.
    public init(bufferLimit: Int = 4 << 20) {
        (chunks, continuation) = AsyncStream.makeStream(of: Data.self)
        self.bufferLimit = max(bufferLimit, 1)
    }

    /// Starts a 2xx answer's body; `false` when an earlier answer already delivered bytes (the transport then
    /// fails the exchange rather than read the stream again).
    public func begin() -> Bool {
        state.withLock { state in
            guard state.delivered == 0 else { return false }
            state.began = true
            return true
        }
    }

    /// Hands a block of the body to the reader.
    public func deliver(_ data: Data) {
        guard !data.isEmpty else { return }
        state.withLock { state in
            state.delivered += data.count
            state.maxUnread = max(state.maxUnread, state.delivered - state.consumed)
        }
        continuation.yield(data)
    }

    /// Records that the reader has read `count` more bytes; resumes a paused transfer once a quarter of
    /// ``bufferLimit`` or less waits unread.
    public func consumed(_ count: Int) {
        let resume = state.withLock { state -> (@Sendable () -> Void)? in
            state.consumed += count
            guard state.delivered - state.consumed <= bufferLimit / 4, let resume = state.pendingResume else {
                return nil
            }
            state.pendingResume = nil
            return resume
        }
        resume?()
    }

    /// Whether a transport should pause the transfer now: `true` when ``bufferLimit`` bytes or more wait unread,
    /// and then `resume` runs once the reader has caught up (or never, once the sink is finished).
    public func pauseIfFull(resume: @escaping @Sendable () -> Void) -> Bool {
        state.withLock { state in
            guard !state.finished, state.delivered - state.consumed >= bufferLimit else { return false }
            state.pendingResume = resume
            return true
        }
    }

    /// Ends the blocks: the exchange is over, whatever its outcome.
    public func finish() {
        state.withLock { state in
            state.finished = true
            state.pendingResume = nil
        }
        continuation.finish()
    }

    /// The bytes delivered and not yet read.
    public var unreadBytes: Int { state.withLock { $0.delivered - $0.consumed } }

    /// The most bytes that waited unread at once.
    public var maxUnreadBytes: Int { state.withLock { $0.maxUnread } }

    /// Whether a transport started a 2xx body on the sink (one that ignores sinks never does).
    public var hasBegun: Bool { state.withLock { $0.began } }

    /// The number of body bytes delivered so far.
    public var deliveredBytes: Int { state.withLock { $0.delivered } }

    /// The sink's mutable state behind a lock (`NSLocking.withLock` needs macOS 14).
    private final class LockedState: @unchecked Sendable {
        struct Value {
            var began = false
            var finished = false
            var delivered = 0
            var consumed = 0
            var maxUnread = 0
            var pendingResume: (@Sendable () -> Void)?
        }
        private let lock = NSLock()
        private var value = Value()

        func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(&value)
        }
    }
}
