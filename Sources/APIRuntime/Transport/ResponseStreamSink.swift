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
public final class ResponseStreamSink: Sendable {
    /// The body's blocks in arrival order; finished by ``finish()``.
    public let chunks: AsyncStream<Data>
    private let continuation: AsyncStream<Data>.Continuation
    private let state = LockedState()

    /// Creates a sink with nothing delivered.
    public init() {
        (chunks, continuation) = AsyncStream.makeStream(of: Data.self)
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
        state.withLock { $0.delivered += data.count }
        continuation.yield(data)
    }

    /// Ends the blocks: the exchange is over, whatever its outcome.
    public func finish() {
        continuation.finish()
    }

    /// Whether a transport started a 2xx body on the sink (one that ignores sinks never does).
    public var hasBegun: Bool { state.withLock { $0.began } }

    /// The number of body bytes delivered so far.
    public var deliveredBytes: Int { state.withLock { $0.delivered } }

    /// The sink's mutable state behind a lock (`NSLocking.withLock` needs macOS 14).
    private final class LockedState: @unchecked Sendable {
        struct Value {
            var began = false
            var delivered = 0
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
