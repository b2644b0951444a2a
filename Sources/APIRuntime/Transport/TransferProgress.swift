import Foundation

/// How much of a body has moved: bytes a transport took for sending (uploads) or wrote to disk (downloads), and the total.
public struct TransferProgress: Sendable, Hashable, CustomStringConvertible {
    /// The bytes taken so far.
    public let completed: Int64
    /// The body's length; negative while a download's length is unknown (no `Content-Length`).
    public let total: Int64

    /// Creates a progress value.
    public init(completed: Int64, total: Int64) {
        self.completed = completed
        self.total = total
    }

    /// The share taken, 0–1 (1 for an empty body, 0 while the total is unknown).
    public var fraction: Double {
        total > 0 ? Double(completed) / Double(total) : total == 0 ? 1 : 0
    }

    /// Whether every byte was taken (never while the total is unknown).
    public var isComplete: Bool { total >= 0 && completed >= total }

    /// `completed/total`.
    public var description: String { "\(completed)/\(total)" }
}

/// Receives the ``TransferProgress`` of a streamed body while a transport sends it, or of a download while it is written.
///
/// The handler runs on the transport's thread (libcurl's loop thread for ``CurlTransport``), once for every
/// increase: keep it short and hand work elsewhere. Two handlers are equal only when they are the same object, so a
/// ``BodyStream`` with a handler equals only itself with that handler.
public final class BodyProgressHandler: Sendable, Hashable {
    private let handler: @Sendable (TransferProgress) -> Void

    /// Wraps a closure.
    public init(_ handler: @escaping @Sendable (TransferProgress) -> Void) {
        self.handler = handler
    }

    /// Reports one value.
    public func report(_ progress: TransferProgress) {
        handler(progress)
    }

    /// Handlers are equal when they are the same object.
    public static func == (lhs: BodyProgressHandler, rhs: BodyProgressHandler) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// Counts the bytes a transport takes from one body and reports each increase to the body's handler.
///
/// One counter per exchange, used from one thread at a time (a transport's read callback). A transport that starts
/// the body again (a redirect, an authentication retry) calls ``restart()``: the next report starts from 0.
public final class BodyProgressCounter {
    private let handler: BodyProgressHandler
    private let total: Int64
    private var completed: Int64 = 0

    /// Creates a counter for a body of `total` bytes and reports `0` of it.
    public init(handler: BodyProgressHandler, total: Int64) {
        self.handler = handler
        self.total = total
        handler.report(TransferProgress(completed: 0, total: total))
    }

    /// Adds bytes taken and reports the new count; nothing for zero bytes.
    public func advance(by count: Int) {
        guard count > 0 else { return }
        completed = min(total, completed + Int64(count))
        handler.report(TransferProgress(completed: completed, total: total))
    }

    /// Starts again from the first byte and reports `0`.
    public func restart() {
        completed = 0
        handler.report(TransferProgress(completed: 0, total: total))
    }
}
