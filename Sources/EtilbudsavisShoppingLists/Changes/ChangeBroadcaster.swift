import Foundation

/// Fans values out to any number of `AsyncStream` subscribers; safe to use from any thread.
final class ChangeBroadcaster<Value: Sendable>: Sendable {
    private let subscribers = Protected<[UUID: AsyncStream<Value>.Continuation]>([:])

    /// A stream of the values published from now on; it ends when the broadcaster finishes.
    func stream() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .unbounded)
        let key = UUID()
        subscribers.withLock { $0[key] = continuation }
        continuation.onTermination = { [weak self] _ in
            self?.subscribers.withLock { _ = $0.removeValue(forKey: key) }
        }
        return stream
    }

    /// Whether anyone listens.
    var hasSubscribers: Bool { !subscribers.withLock { $0.isEmpty } }

    /// Delivers a value to every subscriber.
    func publish(_ value: Value) {
        let current = subscribers.withLock { Array($0.values) }
        for continuation in current {
            continuation.yield(value)
        }
    }

    /// Ends every stream.
    func finish() {
        let current = subscribers.withLock { subscribers in
            defer { subscribers.removeAll() }
            return Array(subscribers.values)
        }
        for continuation in current {
            continuation.finish()
        }
    }

    deinit {
        finish()
    }
}
